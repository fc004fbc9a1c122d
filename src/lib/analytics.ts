/**
 * Google Analytics 4 with Consent Mode v2. DOM-free: the consent mapping, the script URL and the
 * before-paint snippet that sets every signal to denied before anything else can run.
 */
import type { CookiePreferences } from './consent.ts';

export type ConsentSignal = 'granted' | 'denied';
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

export const CONSENT_DEFAULTS: Readonly<ConsentModeState> = Object.freeze({
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
});

/** Analytics consent grants analytics_storage; marketing consent grants the three ad signals. */
export function consentModeFor(prefs: Pick<CookiePreferences, 'analytics' | 'marketing'>): ConsentModeState {
  const signal = (on: boolean): ConsentSignal => (on ? 'granted' : 'denied');
  return {
    ad_storage: signal(prefs.marketing),
    ad_user_data: signal(prefs.marketing),
    ad_personalization: signal(prefs.marketing),
    analytics_storage: signal(prefs.analytics),
  };
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** Options of gtag('config', id, …): IP anonymisation on. */
export const GTAG_CONFIG = Object.freeze({ anonymize_ip: true });

/**
 * Classic script for the page <head>: defines dataLayer/gtag and sets Consent Mode defaults to
 * denied before the gtag library (or anything else) can load.
 */
export function consentDefaultsScript(): string {
  return (
    'window.dataLayer=window.dataLayer||[];' +
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};' +
    `window.gtag('consent','default',${JSON.stringify({ ...CONSENT_DEFAULTS, wait_for_update: 500 })});`
  );
}
