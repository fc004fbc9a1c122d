/**
 * Browser side of a consent change, shared by the banner (every page) and the manager (/cookies):
 * tells every listener (analytics, chat) which preferences are now in force, then removes the
 * cookies of the categories that are not allowed. Runs with or without analytics configured, so
 * cookies left by an earlier configuration are removed too.
 */
import { cookieDeletions, withdrawnCookieNames } from './analytics.ts';
import { CONSENT_EVENT, type CookiePreferences } from '../shared/consent.ts';

export function announceConsent(prefs: CookiePreferences): void {
  // Listeners first: analytics sends its consent update (storage denied) before its cookies go.
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: prefs }));
  removeWithdrawnCookies(prefs);
}

function removeWithdrawnCookies(prefs: CookiePreferences): void {
  for (const name of withdrawnCookieNames(document.cookie, prefs)) {
    for (const deletion of cookieDeletions(name, window.location.hostname)) document.cookie = deletion;
  }
}
