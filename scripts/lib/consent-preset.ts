/**
 * A stored cookie decision set before any page script runs, shared by the browser tests and the
 * interaction benchmark (which must not see the cookie bar either).
 */
import type { Page } from '@playwright/test';
import { CONSENT_KEY, POLICY_VERSION, PREFERENCES_KEY } from '../../src/lib/browser/consent.ts';

export interface ConsentChoice {
  analytics?: boolean;
  marketing?: boolean;
  functionality?: boolean;
}

export interface PresetOptions {
  /** Policy version stored with the decision (default: the current one). */
  version?: number;
  /** When the decision was made (default: the page's "now" when the page starts). */
  decidedAt?: Date;
  /** Keep a decision the page has already stored (e.g. on an earlier navigation of the same test). */
  keepExisting?: boolean;
}

/**
 * Stores a cookie decision before any page script runs; by default a current one (this policy
 * version, decided now), so the cookie banner never appears. Call before page.goto(). The test
 * fixture's 'preset' uses it too, so a current decision is defined in this one place.
 */
export async function presetConsent(
  page: Page,
  choice: ConsentChoice = {},
  options: PresetOptions = {},
): Promise<void> {
  const prefs = {
    essential: true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
    functionality: choice.functionality === true,
  };
  await page.addInitScript(
    ({ keys, prefs, version, decidedAt, keepExisting }) => {
      try {
        if (keepExisting && localStorage.getItem(keys[0]) !== null) return;
        localStorage.setItem(keys[0], 'true');
        localStorage.setItem(
          keys[1],
          JSON.stringify({ ...prefs, version, decidedAt: decidedAt ?? new Date().toISOString() }),
        );
      } catch {
        /* storage blocked on this origin */
      }
    },
    {
      keys: [CONSENT_KEY, PREFERENCES_KEY] as const,
      prefs,
      version: options.version ?? POLICY_VERSION,
      decidedAt: options.decidedAt?.toISOString() ?? null,
      keepExisting: options.keepExisting === true,
    },
  );
}
