import { CONSENT_KEY, POLICY_VERSION, PREFERENCES_KEY } from '../../../src/lib/browser/consent.ts';
import type { EnginePage } from './engines.ts';

type Site = EnginePage & { open(path: string): Promise<void> };

/**
 * Opens `path` as a visitor who has seen the splash this session and made an essential-only cookie
 * choice (so neither the splash nor the cookie banner covers what a test clicks), then reloads.
 */
export async function asReturningVisitor(site: Site, path: string): Promise<void> {
  await site.open(path);
  await site.run(
    (keys: readonly [string, string], version: number) => {
      sessionStorage.setItem('splash-seen', '1');
      localStorage.setItem(keys[0], 'true');
      localStorage.setItem(
        keys[1],
        JSON.stringify({
          essential: true,
          analytics: false,
          marketing: false,
          functionality: false,
          version,
          decidedAt: new Date().toISOString(),
        }),
      );
    },
    [CONSENT_KEY, PREFERENCES_KEY] as const,
    POLICY_VERSION,
  );
  await site.open(path);
}

/** Whether the project's viewport is the desktop one (≥ 1024 px). */
export const isWide = (width: number | undefined): boolean => (width ?? 1440) >= 1024;
