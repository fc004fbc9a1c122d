import { useEffect, useId, useRef, useState } from 'react';
import {
  clearConsent,
  CONSENT_EVENT,
  DECISION_VALID_MONTHS,
  ONLY_ESSENTIAL,
  OPTIONAL_CATEGORIES,
  readConsent,
  SAVED_NOTE_MS,
  siteStorage,
  writeConsent,
  type CookiePreferences,
  type OptionalCategory,
} from '../../lib/shared/consent.ts';
import { announceConsent } from '../../lib/browser/announce-consent.ts';
import type { UiStrings } from '../../schemas/strings.ts';
import { fill, splitAt } from '../../lib/shared/template.ts';
import './cookie-manager.scss';

interface CategoryCopy {
  key: OptionalCategory;
  label: string;
  text: string;
}

interface Props {
  categories: CategoryCopy[];
  essentialText: string;
  /** The manager's words (content/strings.json, consent.manager). */
  words: UiStrings['consent']['manager'];
  /** The home page of the visitor's edition (/ or /bg), where the banner is. */
  homeHref: string;
}

type Loaded = { state: 'unknown' } | { state: 'none' } | { state: 'set'; prefs: CookiePreferences };

type Note = { text: string; view: 'set' | 'none' };

/** The preference manager on /cookies: review, change or reset the stored cookie choice. */
export default function CookieManager({ categories, essentialText, words, homeHref }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'unknown' });
  const [note, setNote] = useState<Note | null>(null);
  // The switches slide only when the visitor flips one: not from the server's "off" to the stored
  // choice when the island takes over.
  const [flipped, setFlipped] = useState(false);
  const headingId = useId();
  const prefsHeadingId = useId();
  const switchId = useId();
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  // True while this manager announces its own change, so that it does not follow itself.
  const announcing = useRef(false);

  useEffect(() => {
    const stored = readConsent(siteStorage('localStorage'));
    // localStorage exists only in the browser: the server HTML has no stored choice to show.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after mount, never during render
    setLoaded(stored ? { state: 'set', prefs: stored } : { state: 'none' });
    // The banner on this page may decide first: follow it.
    const follow = (event: Event) => {
      if (!announcing.current) setLoaded({ state: 'set', prefs: (event as CustomEvent<CookiePreferences>).detail });
    };
    window.addEventListener(CONSENT_EVENT, follow);
    return () => window.removeEventListener(CONSENT_EVENT, follow);
  }, []);

  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setNote(null), SAVED_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [note]);

  const prefs = loaded.state === 'set' ? loaded.prefs : ONLY_ESSENTIAL;
  const setCategory = (key: OptionalCategory, value: boolean) => {
    setNote(null);
    setFlipped(true);
    setLoaded({ state: 'set', prefs: { ...prefs, [key]: value } });
  };
  const announce = (inForce: CookiePreferences) => {
    announcing.current = true;
    try {
      // Analytics (when configured) listens: loads gtag if allowed, sends the consent update; cookies
      // of withdrawn categories are removed.
      announceConsent(inForce);
    } finally {
      announcing.current = false;
    }
  };
  const save = () => {
    announce(writeConsent(siteStorage('localStorage'), prefs));
    setNote({ text: words.saved, view: 'set' });
  };
  const reset = () => {
    clearConsent(siteStorage('localStorage'));
    // Back to the defaults: every signal denied, analytics and ad cookies removed.
    announce(ONLY_ESSENTIAL);
    setLoaded({ state: 'none' });
    setNote({ text: words.removed, view: 'none' });
  };

  // After Reset the focused button is gone: move focus to the heading of the view that replaced it.
  useEffect(() => {
    if (loaded.state === 'none' && note?.view === 'none') emptyHeading.current?.focus();
  }, [loaded.state, note?.view]);

  const [beforeHomepage, afterHomepage] = splitAt(fill(words.noneText, { months: DECISION_VALID_MONTHS }), 'homepage');

  // Before hydration reads storage, both views are rendered and a class set in <head> from
  // localStorage shows the right one, so the page does not jump when the island takes over.
  return (
    <div className="cookie-manager-root" data-state={loaded.state} data-flipped={flipped || undefined}>
      {/* Reset swaps the whole view: a live region inserted with its text is often not announced, so
          this one is there from the start and only its text changes. */}
      <p className="visually-hidden" role="status">
        {note?.view === 'none' ? note.text : ''}
      </p>
      {loaded.state !== 'set' && (
        <section className="cookie-manager cookie-manager--empty" aria-labelledby={headingId}>
          <h2 id={headingId} className="cookie-manager__title" ref={emptyHeading} tabIndex={-1}>
            {words.noneHeading}
          </h2>
          {note?.view === 'none' && <p className="cookie-manager__saved">{note.text}</p>}
          <p>
            {beforeHomepage}
            <a href={homeHref}>{words.homepageLink}</a>
            {afterHomepage}
          </p>
          <ul className="cookie-manager__choices">
            {(['accept', 'reject', 'customize'] as const).map((key) => (
              <li key={key}>
                <strong>{words.choices[key].name}</strong> {words.choices[key].text}
              </li>
            ))}
          </ul>
          <p>{words.afterChoosing}</p>
          <p>
            <a className="button button--outline" href={homeHref}>
              {words.homeButton}
            </a>
          </p>
        </section>
      )}
      {loaded.state !== 'none' && (
        <section className="cookie-manager cookie-manager--prefs" aria-labelledby={prefsHeadingId}>
          <h2 id={prefsHeadingId} className="cookie-manager__title">
            {words.prefsHeading}
          </h2>
          <ul className="cookie-manager__list">
            <li className="cookie-manager__item">
              {/* Each switch is named by its label and described by its text, not named by both. */}
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  defaultChecked
                  disabled
                  aria-labelledby={`${switchId}-essential`}
                  aria-describedby={`${switchId}-essential-text`}
                />
                <span className="cookie-manager__label" id={`${switchId}-essential`}>
                  {words.essential} <span className="cookie-manager__note">{words.alwaysOn}</span>
                </span>
                <span className="cookie-manager__text" id={`${switchId}-essential-text`}>
                  {essentialText}
                </span>
              </label>
            </li>
            {categories
              .filter((c) => OPTIONAL_CATEGORIES.includes(c.key))
              .map((category) => (
                <li className="cookie-manager__item cookie-manager__item--optional" key={category.key}>
                  <label>
                    <input
                      type="checkbox"
                      role="switch"
                      name={category.key}
                      checked={prefs[category.key]}
                      disabled={loaded.state === 'unknown'}
                      onChange={(event) => setCategory(category.key, event.currentTarget.checked)}
                      aria-labelledby={`${switchId}-${category.key}`}
                      aria-describedby={`${switchId}-${category.key}-text`}
                    />
                    <span className="cookie-manager__label" id={`${switchId}-${category.key}`}>
                      {category.label}
                    </span>
                    <span className="cookie-manager__text" id={`${switchId}-${category.key}-text`}>
                      {category.text}
                    </span>
                  </label>
                </li>
              ))}
          </ul>
          <div className="cookie-manager__actions">
            <button type="button" className="button" onClick={save} disabled={loaded.state === 'unknown'}>
              {words.save}
            </button>
            <button
              type="button"
              className="button button--outline"
              onClick={reset}
              disabled={loaded.state === 'unknown'}
            >
              {words.reset}
            </button>
          </div>
          <p className="cookie-manager__saved" role="status">
            {loaded.state === 'unknown' ? words.reading : note?.view === 'set' ? note.text : ''}
          </p>
        </section>
      )}
    </div>
  );
}
