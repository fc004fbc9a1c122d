import { cookiePolicyVersion } from '../../../src/lib/node/cookie-policy.ts';
import { decisionToStore, storeDecision } from '../../../src/lib/shared/consent-record.ts';
import type { EnginePage } from './engines.ts';
import { SPLASH_SEEN_KEY } from '../../../src/lib/browser/splash.ts';

type Site = EnginePage & { open(path: string): Promise<void> };

/**
 * Opens `path` as a visitor who has seen the splash this session and made an essential-only cookie
 * choice (so neither the splash nor the cookie banner covers what a test clicks), then reloads.
 */
export async function asReturningVisitor(site: Site, path: string): Promise<void> {
  await site.open(path);
  await site.run((key: string) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
  await site.run(storeDecision, decisionToStore({}, cookiePolicyVersion()));
  await site.open(path);
}

/** Whether the project's viewport is the desktop one (≥ 1024 px). */
export const isWide = (width: number | undefined): boolean => (width ?? 1440) >= 1024;
