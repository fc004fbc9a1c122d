import type { Page } from '@playwright/test';

export interface ConsentChoice {
  analytics?: boolean;
  marketing?: boolean;
  functionality?: boolean;
}

export const CONSENT_KEY = 'cookieConsent';
export const PREFERENCES_KEY = 'cookiePreferences';

/**
 * Stores a cookie decision before any page script runs, so the cookie banner never appears.
 * Call before page.goto(). Other specs can use this to keep the bar out of their way.
 */
export async function presetConsent(page: Page, choice: ConsentChoice = {}): Promise<void> {
  const prefs = {
    essential: true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
    functionality: choice.functionality === true,
  };
  await page.addInitScript(
    ({ keys, value }) => {
      try {
        localStorage.setItem(keys[0], 'true');
        localStorage.setItem(keys[1], value);
      } catch {
        /* storage blocked on this origin */
      }
    },
    { keys: [CONSENT_KEY, PREFERENCES_KEY] as const, value: JSON.stringify(prefs) },
  );
}

/** Everything accepted, as if the visitor clicked Accept All on an earlier visit. */
export function acceptCookies(page: Page): Promise<void> {
  return presetConsent(page, { analytics: true, marketing: true, functionality: true });
}

/** What the page has stored, parsed (null when absent). */
export async function storedConsent(page: Page) {
  return page.evaluate(
    ([flagKey, prefsKey]) => ({
      flag: localStorage.getItem(flagKey),
      preferences: JSON.parse(localStorage.getItem(prefsKey) ?? 'null') as Record<string, boolean> | null,
    }),
    [CONSENT_KEY, PREFERENCES_KEY] as const,
  );
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
