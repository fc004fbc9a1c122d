/**
 * Browser side of analytics (bundled only into pages built with a measurement id).
 * Consent Mode defaults are already "denied" from the <head> snippet; this applies the stored or
 * newly given consent and requests the gtag library only once analytics is allowed. Without
 * analytics consent the tag is also switched off (gaDisableProperty), so a tag loaded before a
 * withdrawal sends nothing more: on the same page, or in another tab of the site open meanwhile.
 */
import { consentModeFor, gaDisableProperty, gtagConfig, gtagScriptUrl } from '../../lib/browser/analytics.ts';
import {
  CONSENT_EVENT,
  isConsentChange,
  ONLY_ESSENTIAL,
  readConsent,
  siteStorage,
  type CookiePreferences,
} from '../../lib/shared/consent.ts';

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
}

export function startAnalytics(measurementId: string): void {
  let libraryRequested = false;

  const apply = (prefs: CookiePreferences) => {
    (window as unknown as Record<string, boolean>)[gaDisableProperty(measurementId)] = !prefs.analytics;
    window.gtag('consent', 'update', consentModeFor(prefs));
    if (!prefs.analytics || libraryRequested) return;
    libraryRequested = true;
    window.gtag('js', new Date());
    window.gtag('config', measurementId, gtagConfig(window.location));
    const script = document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(measurementId);
    document.head.append(script);
  };

  const stored = readConsent(siteStorage('localStorage'));
  if (stored) apply(stored);
  window.addEventListener(CONSENT_EVENT, (event) => apply((event as CustomEvent<CookiePreferences>).detail));
  window.addEventListener('storage', (event) => {
    if (isConsentChange(event)) apply(readConsent(siteStorage('localStorage')) ?? ONLY_ESSENTIAL);
  });
}
