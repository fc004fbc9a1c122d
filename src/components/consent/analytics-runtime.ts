/**
 * Browser side of analytics (bundled only into pages built with a measurement id).
 * Consent Mode defaults are already "denied" from the <head> snippet; this applies the stored or
 * newly given consent and requests the gtag library only once analytics is allowed. Without
 * analytics consent the tag is also switched off (gaDisableProperty), so a tag loaded before a
 * withdrawal on the same page sends nothing more.
 */
import { consentModeFor, gaDisableProperty, GTAG_CONFIG, gtagScriptUrl } from '../../lib/browser/analytics.ts';
import { CONSENT_EVENT, readConsent, type CookiePreferences } from '../../lib/shared/consent.ts';

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
    window.gtag('config', measurementId, GTAG_CONFIG);
    const script = document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(measurementId);
    document.head.append(script);
  };

  const stored = readConsent(window.localStorage);
  if (stored) apply(stored);
  window.addEventListener(CONSENT_EVENT, (event) => apply((event as CustomEvent<CookiePreferences>).detail));
}
