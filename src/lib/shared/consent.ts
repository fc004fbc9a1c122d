/**
 * Cookie consent: what the visitor chose and how it is kept in localStorage.
 * DOM-free, shared by the banner script (every page), the manager island (/cookies), analytics
 * and the chat loader.
 *
 * A stored decision counts only while it is current: made for the present cookie policy version
 * (content/cookies/policy.json) and less than DECISION_VALID_MONTHS old. Anything else (nothing
 * stored, damaged, another version, expired) is "no decision": the banner asks again.
 */
import {
  CONSENT_KEY,
  DECISION_KEYS,
  DECISION_VALID_MONTHS,
  OPTIONAL_CATEGORIES,
  PREFERENCES_KEY,
  decisionExpiresAt,
  preferences,
  storeDecision,
  type CookiePreferences,
  type OptionalCategory,
} from './consent-record.ts';

// The stored format lives in src/lib/shared/consent-record.ts; these names are re-exported for the
// browser code that reads and writes decisions.
export { CONSENT_KEY, DECISION_VALID_MONTHS, OPTIONAL_CATEGORIES, PREFERENCES_KEY, decisionExpiresAt };
export type { CookiePreferences, OptionalCategory };

/** Fired on window with the preferences now in force (detail) whenever they change: a decision or a reset. */
export const CONSENT_EVENT = 'consent:change';
/** The banner shows 7 s after load when nothing is stored. */
export const BANNER_DELAY_MS = 7000;
/** The manager's success note stays 3 s. */
export const SAVED_NOTE_MS = 3000;

/** Written in by the build from content/cookies/policy.json, checked by its schema (src/lib/node/cookie-policy.ts). */
declare const __COOKIE_POLICY_VERSION__: number;
/** The cookie policy version a decision must carry to count (raised by editors in content/cookies/policy.json). */
export const POLICY_VERSION: number = __COOKIE_POLICY_VERSION__;

export const ONLY_ESSENTIAL: Readonly<CookiePreferences> = Object.freeze({
  essential: true,
  analytics: false,
  marketing: false,
  functionality: false,
});
export const ALL_ACCEPTED: Readonly<CookiePreferences> = Object.freeze({
  essential: true,
  analytics: true,
  marketing: true,
  functionality: true,
});

/** The part of Storage we use, so tests can pass a Map-backed stand-in. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's localStorage or sessionStorage. Where the browser refuses site data (a visitor who
 * blocks it: then even reading `window.localStorage` throws), a store that keeps nothing, so the
 * cookie bar, the manager on /cookies, analytics and the demo chat work as for a visitor whose
 * choices cannot be kept. Browser only.
 */
export function siteStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    return window[kind];
  } catch {
    return KEEPS_NOTHING;
  }
}

const KEEPS_NOTHING: Storage = {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem() {},
  removeItem() {},
  clear() {},
};

export type WarnFn = (message: string, detail?: unknown) => void;

/** The policy version and clock a decision is judged against; tests inject both. */
export interface ConsentContext {
  policyVersion: number;
  now: () => Date;
}

const defaultWarn: WarnFn = (message, detail) => console.warn(message, detail);

function withDefaults(context: Partial<ConsentContext>): ConsentContext {
  return { policyVersion: context.policyVersion ?? POLICY_VERSION, now: context.now ?? (() => new Date()) };
}

/** Parses the stored JSON into a plain object, or logs why it cannot and returns null. */
function parseRecord(raw: string, warn: WarnFn): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    warn('Cookie preferences could not be read; asking again.', error);
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warn('Cookie preferences have an unexpected shape; asking again.', value);
    return null;
  }
  return value as Record<string, unknown>;
}

function categoriesOf(record: Record<string, unknown>, warn: WarnFn): CookiePreferences | null {
  if (!OPTIONAL_CATEGORIES.every((key) => typeof record[key] === 'boolean')) {
    warn('Cookie preferences have an unexpected shape; asking again.', record);
    return null;
  }
  return preferences(record as Record<OptionalCategory, boolean>);
}

/**
 * Parses the stored preferences JSON (the categories only, whatever its version or date). Anything
 * that is not an object with boolean analytics/marketing/functionality is corrupt: logged, and
 * treated as no consent (null).
 */
export function parsePreferences(raw: string | null, warn: WarnFn = defaultWarn): CookiePreferences | null {
  if (raw === null) return null;
  const record = parseRecord(raw, warn);
  return record && categoriesOf(record, warn);
}

export type DecisionCheck =
  | { status: 'current'; preferences: CookiePreferences; decidedAt: Date }
  /** Nothing stored, or the consent flag is not 'true'. */
  | { status: 'none' }
  /** Unreadable JSON, missing categories or decision date: logged. */
  | { status: 'damaged' }
  /** Made for another cookie policy version (or before decisions carried one). */
  | { status: 'outdated' }
  /** DECISION_VALID_MONTHS or more have passed. */
  | { status: 'expired' };

/** Judges the two stored values; only a 'current' decision counts as consent. */
export function checkDecision(
  flag: string | null,
  raw: string | null,
  context: Partial<ConsentContext> = {},
  warn: WarnFn = defaultWarn,
): DecisionCheck {
  if (flag !== 'true' || raw === null) return { status: 'none' };
  const { policyVersion, now } = withDefaults(context);
  const record = parseRecord(raw, warn);
  const prefs = record && categoriesOf(record, warn);
  if (!record || !prefs) return { status: 'damaged' };
  if (record['version'] !== policyVersion) return { status: 'outdated' };
  const decidedAt = typeof record['decidedAt'] === 'string' ? new Date(record['decidedAt']) : null;
  if (!decidedAt || Number.isNaN(decidedAt.getTime())) {
    warn('Cookie preferences have no valid decision date; asking again.', record['decidedAt']);
    return { status: 'damaged' };
  }
  // A date in the future (a clock set wrong at the time) is accepted: it still expires 12 months after it.
  const expiresAt = decisionExpiresAt(decidedAt).getTime();
  if (Number.isNaN(expiresAt)) {
    // So far ahead that 12 months more is past the last date JavaScript has: it would never expire.
    warn('Cookie preferences have no valid decision date; asking again.', record['decidedAt']);
    return { status: 'damaged' };
  }
  if (now().getTime() >= expiresAt) return { status: 'expired' };
  return { status: 'current', preferences: prefs, decidedAt };
}

/**
 * The stored decision, or null when there is no current one (no flag, flag not 'true', preferences
 * missing or corrupt, another policy version, expired) or storage is blocked.
 */
export function readConsent(
  store: KeyValueStore,
  warn: WarnFn = defaultWarn,
  context: Partial<ConsentContext> = {},
): CookiePreferences | null {
  let flag: string | null;
  let raw: string | null;
  try {
    flag = store.getItem(CONSENT_KEY);
    raw = store.getItem(PREFERENCES_KEY);
  } catch (error) {
    warn('Cookie preferences could not be read from storage.', error);
    return null;
  }
  const check = checkDecision(flag, raw, context, warn);
  return check.status === 'current' ? check.preferences : null;
}

/** Stores the decision with the policy version and today's date; returns the normalised preferences. */
export function writeConsent(
  store: KeyValueStore,
  choice: Partial<CookiePreferences>,
  context: Partial<ConsentContext> = {},
): CookiePreferences {
  const { policyVersion, now } = withDefaults(context);
  const prefs = preferences(choice);
  // Storage blocked (private mode, quota): the choice still applies to this page view.
  storeDecision(
    { keys: DECISION_KEYS, preferences: prefs, version: policyVersion, decidedAt: now().toISOString() },
    store,
  );
  return prefs;
}

/** Whether a `storage` event (a change made in another tab) touched the stored decision. */
export function isConsentChange(event: Pick<StorageEvent, 'key'>): boolean {
  return event.key === null || event.key === CONSENT_KEY || event.key === PREFERENCES_KEY;
}

/** Forgets the decision; the banner will ask again. */
export function clearConsent(store: KeyValueStore): void {
  try {
    store.removeItem(CONSENT_KEY);
    store.removeItem(PREFERENCES_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}
