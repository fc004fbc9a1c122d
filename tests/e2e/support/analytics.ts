import type { Page, Request } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Hosts of Google's analytics and ads: nothing may be requested from them without consent. */
const TRACKERS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net/;

export const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
/** Analytics allowed: the ad signals stay denied, as the site runs no advertising tag (consentModeFor). */
export const ANALYTICS_GRANTED = { ...DENIED, analytics_storage: 'granted' };

/** Records every request to Google; serves a stand-in for gtag.js (the real one never leaves the machine). */
export async function watchTrackers(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (TRACKERS.test(request.url())) seen.push(request);
  });
  await page.route(/https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;' }),
  );
  return seen;
}

/** The page's dataLayer, each entry as an array. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );

/** Opens `path` under a frozen clock and moves it past the 7 s after which the consent bar shows. */
export async function showBanner(page: Page, path = '/about') {
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.clock.runFor(7000);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  return banner;
}
