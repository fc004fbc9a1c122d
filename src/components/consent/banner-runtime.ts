/** Behaviour of the cookie banner (plain TypeScript, no framework: it runs on every page). */
import {
  ALL_ACCEPTED,
  BANNER_DELAY_MS,
  CONSENT_EVENT,
  isConsentChange,
  ONLY_ESSENTIAL,
  OPTIONAL_CATEGORIES,
  readConsent,
  siteStorage,
  writeConsent,
  type CookiePreferences,
} from '../../lib/shared/consent.ts';
import { announceConsent } from '../../lib/browser/announce-consent.ts';
import { keepFocusClearOf } from '../../lib/browser/focus-clear.ts';

export function mountCookieBanner(banner: HTMLElement): void {
  const simple = banner.querySelector<HTMLElement>('[data-view="simple"]');
  const custom = banner.querySelector<HTMLFormElement>('[data-view="custom"]');
  if (!simple || !custom) return;
  const button = (action: string) => banner.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
  const toggle = (name: string) => custom.querySelector<HTMLInputElement>(`input[name="${name}"]`);

  const showView = (view: 'simple' | 'custom') => {
    simple.hidden = view !== 'simple';
    custom.hidden = view !== 'custom';
  };

  const keepFocusClear = keepFocusClearOf(banner, 'bottom', '--cookie-bar-covered');
  const hide = () => {
    banner.hidden = true;
    keepFocusClear.stop();
  };

  const decide = (choice: Partial<CookiePreferences>) => {
    const hadFocus = banner.contains(document.activeElement);
    const prefs = writeConsent(siteStorage('localStorage'), choice);
    hide();
    announceConsent(prefs);
    // Focus was on a button that is now hidden: hand it back to the page, not to <body>.
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  button('accept')?.addEventListener('click', () => decide(ALL_ACCEPTED));
  button('reject')?.addEventListener('click', () => decide(ONLY_ESSENTIAL));
  button('customize')?.addEventListener('click', () => {
    showView('custom');
    toggle('analytics')?.focus();
  });
  button('cancel')?.addEventListener('click', () => {
    showView('simple');
    button('customize')?.focus();
  });
  custom.addEventListener('submit', (event) => {
    event.preventDefault();
    const choice: Partial<CookiePreferences> = {};
    for (const key of OPTIONAL_CATEGORIES) choice[key] = toggle(key)?.checked === true;
    decide(choice);
  });

  // A decision taken elsewhere (the manager on /cookies, another tab) closes the bar too.
  window.addEventListener(CONSENT_EVENT, hide);
  window.addEventListener('storage', (event) => {
    if (isConsentChange(event) && readConsent(siteStorage('localStorage'))) hide();
  });

  if (readConsent(siteStorage('localStorage'))) return;
  const show = () =>
    window.setTimeout(() => {
      if (readConsent(siteStorage('localStorage'))) return; // decided meanwhile, e.g. on /cookies
      showView('simple');
      banner.hidden = false;
      keepFocusClear.start();
    }, BANNER_DELAY_MS);
  if (document.readyState === 'complete') show();
  else window.addEventListener('load', show, { once: true });
}
