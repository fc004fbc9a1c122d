/**
 * A stored cookie decision set before any page script runs, shared by the browser tests and the
 * interaction benchmark (which must not see the cookie bar either).
 */
import type { Page } from '@playwright/test';
import { cookiePolicyVersion } from '../../src/lib/node/cookie-policy.ts';
import { decisionToStore, storeDecision } from '../../src/lib/shared/consent-record.ts';

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
  // The page runs the one writer of the stored format (src/lib/shared/consent-record.ts) itself,
  // so a default decision is dated by the page's own clock.
  await page.addInitScript(storeDecision, {
    ...decisionToStore(choice, options.version ?? cookiePolicyVersion(), options.decidedAt ?? null),
    keepExisting: options.keepExisting === true,
  });
}
