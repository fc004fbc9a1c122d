/**
 * How a cookie decision is kept in localStorage, written down once: the two keys, the record under
 * the second one, the one function that writes it and the rules that judge what is stored. The
 * browser's consent code (src/lib/shared/consent.ts), the ES5 head script that marks a current
 * decision before first paint (generated from these constants at build time) and the test preset
 * (scripts/lib/consent-preset.ts, which runs storeDecision itself in the page) all use this module.
 *
 * Stored: CONSENT_KEY → 'true'; PREFERENCES_KEY → JSON of the four categories, the cookie policy
 * version the decision was made for and the decision date (ISO 8601).
 */

export const CONSENT_KEY = 'cookieConsent';
export const PREFERENCES_KEY = 'cookiePreferences';
/** Both keys, in the order storeDecision takes them: the flag, then the record. */
export const DECISION_KEYS: readonly [string, string] = [CONSENT_KEY, PREFERENCES_KEY];
/** A decision is asked for again this many calendar months after it was made. */
export const DECISION_VALID_MONTHS = 12;

export interface CookiePreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functionality: boolean;
}

export type OptionalCategory = Exclude<keyof CookiePreferences, 'essential'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing', 'functionality'];

/** What is stored under PREFERENCES_KEY: the preferences plus the policy version and the decision date (ISO). */
interface StoredDecision extends CookiePreferences {
  version: number;
  decidedAt: string;
}

/** Builds full preferences from the optional choices; essential is always on. */
export function preferences(choices: Partial<Record<OptionalCategory, boolean>> = {}): CookiePreferences {
  return {
    essential: true,
    analytics: choices.analytics === true,
    marketing: choices.marketing === true,
    functionality: choices.functionality === true,
  };
}

/** Everything storeDecision needs, as plain data (it crosses into a page in the tests). */
export interface DecisionToStore {
  /** DECISION_KEYS (passed in, so storeDecision names nothing outside itself). */
  keys: readonly [string, string];
  preferences: CookiePreferences;
  version: number;
  /** ISO date of the decision; null: now, by the clock of the page that stores it. */
  decidedAt: string | null;
  /** Leave a decision that is already stored as it is. */
  keepExisting?: boolean;
}

/** The data storeDecision writes for `choice` made for policy `version` (at `decidedAt`, or now). */
export function decisionToStore(
  choice: Partial<Record<OptionalCategory, boolean>>,
  version: number,
  decidedAt: Date | null = null,
): DecisionToStore {
  return {
    keys: DECISION_KEYS,
    preferences: preferences(choice),
    version,
    decidedAt: decidedAt ? decidedAt.toISOString() : null,
  };
}

/**
 * The one writer of a stored decision; it writes nothing when storage is blocked (private mode, quota).
 * Self-contained (it names nothing outside itself and defaults to the page's localStorage), so the
 * tests run this very function in a page before its scripts: page.addInitScript(storeDecision, …).
 */
export function storeDecision(
  decision: DecisionToStore,
  store: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  try {
    if (decision.keepExisting && store.getItem(decision.keys[0]) !== null) return;
    const record: StoredDecision = {
      ...decision.preferences,
      version: decision.version,
      decidedAt: decision.decidedAt ?? new Date().toISOString(),
    };
    store.setItem(decision.keys[0], 'true');
    store.setItem(decision.keys[1], JSON.stringify(record));
  } catch {
    // Nothing stored: the choice still applies to this page view.
  }
}

/**
 * When a decision made at `decidedAt` stops counting: the same moment DECISION_VALID_MONTHS later
 * (calendar months in UTC; a decision of 29 February runs until 1 March).
 */
export function decisionExpiresAt(decidedAt: Date): Date {
  const expiry = new Date(decidedAt.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + DECISION_VALID_MONTHS);
  return expiry;
}

/**
 * Classic inline script for a page <head>: adds `className` to <html> when a decision for policy
 * `policyVersion` is stored and current, before first paint. It repeats checkDecision's rules
 * (src/lib/shared/consent.ts) in plain ES5 with the keys and limits above written in at build time
 * (the unit tests run both on the same cases); it never logs, the page's own script does that.
 */
export function currentDecisionMarkerScript(className: string, policyVersion: number): string {
  const categories = JSON.stringify(OPTIONAL_CATEGORIES);
  return (
    'try{' +
    `var s=localStorage,p=JSON.parse(s.getItem(${JSON.stringify(PREFERENCES_KEY)})),d;` +
    `if(s.getItem(${JSON.stringify(CONSENT_KEY)})==='true'&&p&&typeof p==='object'&&` +
    `${categories}.every(function(k){return typeof p[k]==='boolean'})&&` +
    `p.version===${JSON.stringify(policyVersion)}&&typeof p.decidedAt==='string'){` +
    `d=new Date(p.decidedAt);d.setUTCMonth(d.getUTCMonth()+${DECISION_VALID_MONTHS});` +
    `if(Date.now()<d.getTime())document.documentElement.classList.add(${JSON.stringify(className)})}` +
    '}catch(e){}'
  );
}
