/**
 * Cookie consent: what the visitor chose and how it is kept in localStorage.
 * DOM-free, shared by the banner script (every page) and the manager island (/cookies).
 */

export const CONSENT_KEY = 'cookieConsent';
export const PREFERENCES_KEY = 'cookiePreferences';
/** Fired on window with the new preferences (detail) whenever the visitor decides. */
export const CONSENT_EVENT = 'consent:change';
/** Spec: the banner shows 7 s after load when nothing is stored. */
export const BANNER_DELAY_MS = 7000;
/** Spec: the manager's success note stays 3 s. */
export const SAVED_NOTE_MS = 3000;

export interface CookiePreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functionality: boolean;
}

export type OptionalCategory = Exclude<keyof CookiePreferences, 'essential'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing', 'functionality'];

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
export type WarnFn = (message: string, detail?: unknown) => void;

const defaultWarn: WarnFn = (message, detail) => console.warn(message, detail);

/** Builds full preferences from the optional choices; essential is always on. */
export function preferences(choices: Partial<Record<OptionalCategory, boolean>> = {}): CookiePreferences {
  return {
    essential: true,
    analytics: choices.analytics === true,
    marketing: choices.marketing === true,
    functionality: choices.functionality === true,
  };
}

/**
 * Parses the stored preferences JSON. Anything that is not an object with boolean
 * analytics/marketing/functionality is corrupt: logged, and treated as no consent (null).
 */
export function parsePreferences(raw: string | null, warn: WarnFn = defaultWarn): CookiePreferences | null {
  if (raw === null) return null;
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
  const record = value as Record<string, unknown>;
  if (!OPTIONAL_CATEGORIES.every((key) => typeof record[key] === 'boolean')) {
    warn('Cookie preferences have an unexpected shape; asking again.', value);
    return null;
  }
  return preferences(record as Record<OptionalCategory, boolean>);
}

/**
 * The stored decision, or null when the visitor has not decided (no flag, flag not 'true',
 * preferences missing or corrupt) or storage is blocked.
 */
export function readConsent(store: KeyValueStore, warn: WarnFn = defaultWarn): CookiePreferences | null {
  try {
    if (store.getItem(CONSENT_KEY) !== 'true') return null;
    return parsePreferences(store.getItem(PREFERENCES_KEY), warn);
  } catch (error) {
    warn('Cookie preferences could not be read from storage.', error);
    return null;
  }
}

/** Stores the decision; returns the normalised preferences that were written. */
export function writeConsent(store: KeyValueStore, choice: Partial<CookiePreferences>): CookiePreferences {
  const prefs = preferences(choice);
  try {
    store.setItem(CONSENT_KEY, 'true');
    store.setItem(PREFERENCES_KEY, JSON.stringify(prefs));
  } catch {
    // Storage blocked (private mode, quota): the choice still applies to this page view.
  }
  return prefs;
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
