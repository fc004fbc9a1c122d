import { useEffect, useId, useState } from 'react';
import {
  clearConsent,
  CONSENT_EVENT,
  ONLY_ESSENTIAL,
  OPTIONAL_CATEGORIES,
  readConsent,
  SAVED_NOTE_MS,
  writeConsent,
  type CookiePreferences,
  type OptionalCategory,
} from '../../lib/consent.ts';
import './cookie-manager.scss';

export interface CategoryCopy {
  key: OptionalCategory;
  label: string;
  text: string;
}

interface Props {
  categories: CategoryCopy[];
  essentialText: string;
}

type Loaded = { state: 'unknown' } | { state: 'none' } | { state: 'set'; prefs: CookiePreferences };

export const SAVED_MESSAGE = 'Your cookie preferences have been updated successfully!';
export const RESET_MESSAGE = 'Your cookie choice has been removed; only essential cookies are active until you choose again.';

/** The preference manager on /cookies: review, change or reset the stored cookie choice. */
export default function CookieManager({ categories, essentialText }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'unknown' });
  const [note, setNote] = useState<{ text: string; shownAt: number } | null>(null);
  const headingId = useId();

  useEffect(() => {
    const stored = readConsent(window.localStorage);
    setLoaded(stored ? { state: 'set', prefs: stored } : { state: 'none' });
    // The banner on this page may decide first: follow it.
    const follow = (event: Event) =>
      setLoaded({ state: 'set', prefs: (event as CustomEvent<CookiePreferences>).detail });
    window.addEventListener(CONSENT_EVENT, follow);
    return () => window.removeEventListener(CONSENT_EVENT, follow);
  }, []);

  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setNote(null), SAVED_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [note]);

  if (loaded.state === 'unknown') {
    return <div className="cookie-manager cookie-manager--pending" aria-hidden="true" />;
  }

  if (loaded.state === 'none') {
    return (
      <section className="cookie-manager" aria-labelledby={headingId}>
        <h2 id={headingId} className="cookie-manager__title">
          No Cookie Preferences Set
        </h2>
        <p>
          You have not made a cookie choice on this browser yet. Use the cookie banner that appears at the bottom of
          the <a href="/">homepage</a> a few seconds after it loads to accept, reject or customise cookies. Your
          choice will then show here, and you can change it at any time.
        </p>
      </section>
    );
  }

  const prefs = loaded.prefs;
  const setCategory = (key: OptionalCategory, value: boolean) => {
    setNote(null);
    setLoaded({ state: 'set', prefs: { ...prefs, [key]: value } });
  };
  const save = () => {
    const written = writeConsent(window.localStorage, prefs);
    // Analytics (when configured) listens for this: loads gtag if allowed, updates consent signals.
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: written }));
    setNote({ text: SAVED_MESSAGE, shownAt: Date.now() });
  };
  const reset = () => {
    clearConsent(window.localStorage);
    setLoaded({ state: 'set', prefs: { ...ONLY_ESSENTIAL } });
    setNote({ text: RESET_MESSAGE, shownAt: Date.now() });
  };

  return (
    <section className="cookie-manager" aria-labelledby={headingId}>
      <h2 id={headingId} className="cookie-manager__title">
        Your cookie preferences
      </h2>
      <ul className="cookie-manager__list">
        <li className="cookie-manager__item">
          <label>
            <input type="checkbox" role="switch" checked disabled readOnly />
            <span className="cookie-manager__label">
              Essential <span className="cookie-manager__note">(always on)</span>
            </span>
            <span className="cookie-manager__text">{essentialText}</span>
          </label>
        </li>
        {categories
          .filter((c) => OPTIONAL_CATEGORIES.includes(c.key))
          .map((category) => (
            <li className="cookie-manager__item" key={category.key}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  name={category.key}
                  checked={prefs[category.key]}
                  onChange={(event) => setCategory(category.key, event.currentTarget.checked)}
                />
                <span className="cookie-manager__label">{category.label}</span>
                <span className="cookie-manager__text">{category.text}</span>
              </label>
            </li>
          ))}
      </ul>
      <div className="cookie-manager__actions">
        <button type="button" className="button" onClick={save}>
          Save Preferences
        </button>
        <button type="button" className="button button--outline" onClick={reset}>
          Reset
        </button>
      </div>
      <p className="cookie-manager__saved" role="status">
        {note?.text ?? ''}
      </p>
    </section>
  );
}
