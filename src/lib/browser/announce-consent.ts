/**
 * Browser side of a consent change, shared by the banner (every page) and the manager (/cookies):
 * tells every listener (analytics, chat) which preferences are now in force, then removes the
 * cookies and the demo chat's storage of the categories that are not allowed. Runs with or without
 * analytics configured, so cookies left by an earlier configuration are removed too.
 */
import { cookieDeletions, withdrawnCookieNames } from './analytics.ts';
import { removeChatWidgetKeys } from './chat-keys.ts';
import { CONSENT_EVENT, type CookiePreferences } from '../shared/consent.ts';

export function announceConsent(prefs: CookiePreferences): void {
  // Listeners first: analytics sends its consent update (storage denied) before its cookies go, and
  // an open demo chat moves its conversation to the tab before its localStorage copy goes.
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: prefs }));
  removeWithdrawnCookies(prefs);
  forgetChatUnlessAllowed(prefs);
}

/**
 * Without "functionality" consent in force nothing of the demo chat stays in localStorage: on a
 * decision, and on every page load (a choice that expired, or a demo tab closed before it could
 * clean up), whichever page the visitor is on.
 */
export function forgetChatUnlessAllowed(prefs: CookiePreferences | null): void {
  if (prefs?.functionality) return;
  try {
    removeChatWidgetKeys(window.localStorage);
  } catch {
    // Storage blocked: the widget could store nothing either.
  }
}

function removeWithdrawnCookies(prefs: CookiePreferences): void {
  for (const name of withdrawnCookieNames(document.cookie, prefs)) {
    for (const deletion of cookieDeletions(name, window.location.hostname)) document.cookie = deletion;
  }
}
