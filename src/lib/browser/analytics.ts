/**
 * Google Analytics 4 with Consent Mode v2. DOM-free: the consent mapping, the script URL and the
 * before-paint snippet that sets every signal to denied before anything else can run.
 */
import type { CookiePreferences } from '../shared/consent.ts';

type ConsentSignal = 'granted' | 'denied';
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

/**
 * Analytics consent grants analytics_storage. The three ad signals stay denied whatever the
 * marketing choice: the site runs no advertising tag (the inventory's marketing rows say "not
 * set"), and granting them to Google's tag would let Google use visits for advertising (ad cookies,
 * Google signals, ads personalisation), which the cookie policy says this site does not do. The
 * marketing choice is still stored with the others, for an advertising tag the site may add: that
 * change maps it here, and adds the tag's cookies to the inventory first.
 */
export function consentModeFor(prefs: Pick<CookiePreferences, 'analytics'>): ConsentModeState {
  return { ...CONSENT_DEFAULTS, analytics_storage: prefs.analytics ? 'granted' : 'denied' };
}

const GTAG_ORIGIN = 'https://www.googletagmanager.com';

export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * The window property that stops the Google tag sending anything for `measurementId`. Consent
 * Mode's "denied" alone still lets a loaded tag send cookieless pings (engagement, scrolls, outbound
 * clicks), so a withdrawal on the page where the tag has loaded sets this too.
 */
export function gaDisableProperty(measurementId: string): string {
  return `ga-disable-${measurementId}`;
}

/**
 * Options of gtag('config', id, …): IP anonymisation on, and the page's address without its
 * #fragment, which the tag would otherwise read from the location bar. The site's links carry
 * visitors' own figures there (an ROI calculator link, src/lib/shared/roi-share.ts): analytics
 * needs the page, not them.
 */
export function gtagConfig(location: Pick<Location, 'origin' | 'pathname' | 'search'>) {
  return { anonymize_ip: true, page_location: `${location.origin}${location.pathname}${location.search}` };
}

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

/**
 * First-party cookies Google's tag may set on this site, by the consent category that allows them:
 * Google Analytics (`_ga`, `_ga_<id>`, and the older `_gid`, `_gat…`, `_dc_gtm_…`) and the ad
 * signals (`_gcl_…` conversion linker, `_gac_…` campaign data).
 */
const GOOGLE_COOKIES: Readonly<Record<'analytics' | 'marketing', RegExp>> = {
  analytics: /^(_ga|_ga_[\w-]+|_gid|_gat|_gat_[\w-]+|_dc_gtm_[\w-]+)$/,
  marketing: /^(_gcl_[\w-]+|_gac_[\w-]+)$/,
};

/** Whether `name` is one of Google's cookies of `category` (the cookie inventory's test checks its rows with it). */
export function isGoogleCookie(category: 'analytics' | 'marketing', name: string): boolean {
  return GOOGLE_COOKIES[category].test(name);
}

/** Names in a `document.cookie` string that belong to a category the visitor does not allow. */
export function withdrawnCookieNames(
  cookieString: string,
  prefs: Pick<CookiePreferences, 'analytics' | 'marketing'>,
): string[] {
  const names = cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  const withdrawn = (['analytics', 'marketing'] as const).filter((category) => !prefs[category]);
  return [...new Set(names)].filter((name) => withdrawn.some((category) => GOOGLE_COOKIES[category].test(name)));
}

/**
 * The domains a cookie of this host may have been set for: the host itself and each parent with at
 * least two labels (GA's `cookie_domain: 'auto'` picks the highest one the browser accepts, e.g.
 * `.example.com` on www.example.com). None for IP addresses and single-label hosts like localhost.
 */
export function cookieDomainsFor(hostname: string): string[] {
  const labels = hostname.toLowerCase().split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  return labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'));
}

/**
 * `document.cookie` assignments that delete `name` wherever GA may have put it: host-only and on
 * every domain from cookieDomainsFor(), always with path=/ (a cookie is only replaced when name,
 * domain and path all match).
 */
export function cookieDeletions(name: string, hostname: string): string[] {
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`;
  return [expired, ...cookieDomainsFor(hostname).map((domain) => `${expired}; domain=${domain}`)];
}
