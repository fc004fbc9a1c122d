import type { Page, Request } from '@playwright/test';
import { expect, freezeClock, test } from './fixtures.ts';
import { presetConsent } from './consent-helpers.ts';

// These specs start from a browser with no stored cookie decision.
test.use({ cookieDecision: 'none' });

/**
 * Runs against any build. The Google-specific checks need a build with a measurement id:
 *   PUBLIC_GA_MEASUREMENT_ID=G-TEST123 OUT_DIR=dist-ga npx astro build
 *   OUT_DIR=dist-ga npx playwright test tests/e2e/analytics.spec.ts
 */
const TRACKERS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net/;
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

async function watchTrackers(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (TRACKERS.test(request.url())) seen.push(request);
  });
  // Stand-in for gtag.js: the real library never leaves the test machine.
  await page.route(/https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;' }),
  );
  return seen;
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );

async function hasAnalytics(page: Page): Promise<boolean> {
  return (await page.locator('meta[name="ga-measurement-id"]').count()) > 0;
}

async function showBanner(page: Page, path = '/about') {
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.clock.runFor(7000);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  return banner;
}

test.describe('analytics only with consent', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test('nothing goes to Google before a choice, nor after Reject All', async ({ page }) => {
    const seen = await watchTrackers(page);
    const banner = await showBanner(page);
    await page.clock.runFor(5000);
    expect(seen.map((r) => r.url())).toEqual([]);
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await page.goto('/pricing');
    await page.waitForLoadState('load');
    await page.clock.runFor(10_000);
    expect(seen.map((r) => r.url())).toEqual([]);
    if (await hasAnalytics(page)) {
      expect((await dataLayer(page))[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    }
  });

  test('nothing goes to Google after saving with analytics off', async ({ page }) => {
    const seen = await watchTrackers(page);
    const banner = await showBanner(page);
    await banner.getByRole('button', { name: 'Customize' }).click();
    await banner.getByRole('switch', { name: /^Marketing/ }).check();
    await banner.getByRole('switch', { name: /^Functionality/ }).check();
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await page.clock.runFor(5000);
    await page.goto('/cookies');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.clock.runFor(5000);
    expect(seen.map((r) => r.url())).toEqual([]);
    if (await hasAnalytics(page)) {
      const updates = (await dataLayer(page)).filter((e) => e[0] === 'consent' && e[1] === 'update');
      expect(updates.at(-1)).toEqual([
        'consent',
        'update',
        { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' },
      ]);
    }
  });

  test('without a measurement id the site ships no analytics code at all', async ({ page }) => {
    await page.goto('/');
    test.skip(await hasAnalytics(page), 'this build has a measurement id');
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/googletagmanager|gtag|dataLayer/);
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  });
});

test.describe('Google Analytics 4 with Consent Mode v2 (build with PUBLIC_GA_MEASUREMENT_ID=G-TEST123)', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    const html = await (await page.request.get('/about')).text();
    test.skip(!html.includes('name="ga-measurement-id"'), 'needs a build with a measurement id');
  });

  test('Accept All requests gtag.js with consent granted and IP anonymisation', async ({ page }) => {
    const seen = await watchTrackers(page);
    const banner = await showBanner(page);
    expect(seen).toEqual([]);
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect
      .poll(() => seen.map((r) => r.url()))
      .toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded)).toBe(1);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(layer).toContainEqual(['consent', 'update', GRANTED]);
    expect(layer).toContainEqual(['config', 'G-TEST123', { anonymize_ip: true }]);
  });

  test('a stored analytics consent starts tracking on load, without the banner', async ({ page }) => {
    await presetConsent(page, { analytics: true });
    const seen = await watchTrackers(page);
    await page.goto('/about');
    await expect.poll(() => seen.length).toBe(1);
    const layer = await dataLayer(page);
    expect(layer).toContainEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
    expect(layer).toContainEqual(['config', 'G-TEST123', { anonymize_ip: true }]);
  });

  test("changing one's mind on /cookies loads analytics and updates consent", async ({ page }) => {
    await presetConsent(page, {});
    const seen = await watchTrackers(page);
    await page.goto('/cookies');
    const manager = page.getByRole('region', { name: 'Your cookie preferences' });
    await manager.getByRole('switch', { name: /^Analytics/ }).check();
    await manager.getByRole('button', { name: 'Save Preferences' }).click();
    await expect.poll(() => seen.length).toBe(1);
    await manager.getByRole('switch', { name: /^Analytics/ }).uncheck();
    await manager.getByRole('button', { name: 'Save Preferences' }).click();
    const updates = (await dataLayer(page)).filter((e) => e[0] === 'consent' && e[1] === 'update');
    expect(updates.map((u) => (u[2] as Record<string, string>).analytics_storage)).toEqual([
      'denied',
      'granted',
      'denied',
    ]);
    expect(seen).toHaveLength(1);
  });
  /** The consent updates sent so far, oldest first. */
  const consentUpdates = async (page: Page) =>
    (await dataLayer(page)).filter((e) => e[0] === 'consent' && e[1] === 'update').map((e) => e[2]);
  const gaCookies = async (page: Page) =>
    (await page.context().cookies())
      .map((c) => c.name)
      .filter((name) => /^_g/.test(name))
      .sort();
  /** What gtag.js would have set while analytics was allowed (host-only on 127.0.0.1). */
  const plantGaCookies = (page: Page, baseURL: string | undefined) =>
    page
      .context()
      .addCookies(['_ga', '_ga_TEST123', '_gid'].map((name) => ({ name, value: 'GA1.1.1.1', url: baseURL ?? '' })));

  test('Reject All sends a consent update with every signal denied and removes the _ga cookies', async ({
    page,
    baseURL,
  }) => {
    await plantGaCookies(page, baseURL);
    const seen = await watchTrackers(page);
    const banner = await showBanner(page);
    await banner.getByRole('button', { name: 'Reject All' }).click();
    expect(await consentUpdates(page)).toEqual([DENIED]);
    expect(await gaCookies(page)).toEqual([]);
    expect(seen).toEqual([]);
  });

  test('Save with analytics off on /cookies sends analytics_storage denied and removes the _ga cookies', async ({
    page,
    baseURL,
  }) => {
    await presetConsent(page, { analytics: true, marketing: true });
    await plantGaCookies(page, baseURL);
    await watchTrackers(page);
    await page.goto('/cookies');
    const manager = page.getByRole('region', { name: 'Your cookie preferences' });
    const analytics = manager.getByRole('switch', { name: /^Analytics/ });
    // Checked once the island has read the stored choice (before that it shows the defaults, unchecked).
    await expect(analytics).toBeChecked();
    await analytics.uncheck();
    await manager.getByRole('button', { name: 'Save Preferences' }).click();
    expect(await consentUpdates(page)).toEqual([GRANTED, { ...GRANTED, analytics_storage: 'denied' }]);
    expect(await gaCookies(page)).toEqual([]);
  });

  // Regression: Reset used to clear storage only, leaving analytics and ad signals granted on the page.
  test("Reset on /cookies sends every signal denied, removes the _ga cookies, shows 'No Cookie Preferences Set'", async ({
    page,
    baseURL,
  }) => {
    await presetConsent(page, { analytics: true, marketing: true, functionality: true });
    await plantGaCookies(page, baseURL);
    await watchTrackers(page);
    await page.goto('/cookies');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('region', { name: 'No Cookie Preferences Set' })).toBeVisible();
    expect(await consentUpdates(page)).toEqual([GRANTED, DENIED]);
    expect(await gaCookies(page)).toEqual([]);
  });
});
