import type { Page } from '@playwright/test';
import { CONSENT_KEY, PREFERENCES_KEY } from '../../src/lib/shared/consent-record.ts';
import { presetConsent } from '../../scripts/lib/consent-preset.ts';

export { presetConsent };

/** Everything accepted, as if the visitor clicked Accept All on an earlier visit. */
export function acceptCookies(page: Page): Promise<void> {
  return presetConsent(page, { analytics: true, marketing: true, functionality: true });
}

/**
 * What the page has stored, parsed: the flag, the four categories, and the policy version and
 * decision date stored with them (each null when absent).
 */
export async function storedConsent(page: Page) {
  const { flag, raw } = await page.evaluate(
    ([flagKey, prefsKey]) => ({ flag: localStorage.getItem(flagKey), raw: localStorage.getItem(prefsKey) }),
    [CONSENT_KEY, PREFERENCES_KEY] as const,
  );
  const parsed = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
  if (!parsed) return { flag, preferences: null, version: null, decidedAt: null };
  const { version = null, decidedAt = null, ...preferences } = parsed;
  return { flag, preferences: preferences as Record<string, boolean>, version, decidedAt };
}

/**
 * axe waits on timers, which stand still under freezeClock(): let time run again first.
 * Use it as the last step of a test, where timers firing no longer matters.
 */
export async function axeWithFrozenClock(page: Page, include?: string) {
  const { axeViolations } = await import('./fixtures.ts');
  await page.clock.resume();
  return axeViolations(page, include);
}

/**
 * The browser refuses the site's data, as for a visitor who blocks all cookies and site data:
 * then even reading `window.localStorage` or `window.sessionStorage` throws a SecurityError.
 */
export async function blockSiteStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const kind of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, kind, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${kind}' property from 'Window': Access is denied.`,
            'SecurityError',
          );
        },
      });
    }
  });
}
