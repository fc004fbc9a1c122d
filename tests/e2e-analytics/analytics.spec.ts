import type { Page } from '@playwright/test';
import { TEST_GA_ID } from '../../scripts/lib/deploy-builds.ts';
import { gaDisableProperty } from '../../src/lib/browser/analytics.ts';
import { presetConsent } from '../e2e/consent-helpers.ts';
import { expect, freezeClock, test } from '../e2e/fixtures.ts';
import { ANALYTICS_GRANTED, DENIED, dataLayer, showBanner, watchTrackers } from '../e2e/support/analytics.ts';

/**
 * The build with a measurement id (scripts/lib/deploy-builds.ts, `analytics`): nothing goes to
 * Google before a choice or without analytics consent; with it, gtag.js loads once with Consent
 * Mode v2 signals. What is sent does not depend on the width: one project, at phone width.
 */
test.use({ cookieDecision: 'none' });

test('the build carries the measurement id', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('meta[name="ga-measurement-id"]')).toHaveAttribute('content', TEST_GA_ID);
});

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
    expect((await dataLayer(page))[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
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
    const updates = (await dataLayer(page)).filter((e) => e[0] === 'consent' && e[1] === 'update');
    // Marketing allowed grants no ad signal: the site runs no advertising tag.
    expect(updates.at(-1)).toEqual(['consent', 'update', DENIED]);
  });
});

test.describe('Google Analytics 4 with Consent Mode v2', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test('Accept All requests gtag.js with consent granted and IP anonymisation', async ({ page }) => {
    const seen = await watchTrackers(page);
    const banner = await showBanner(page);
    expect(seen).toEqual([]);
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect
      .poll(() => seen.map((r) => r.url()))
      .toEqual([`https://www.googletagmanager.com/gtag/js?id=${TEST_GA_ID}`]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded)).toBe(1);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    // Accept All allows marketing too, but the ad signals stay denied: the site runs no advertising tag.
    expect(layer).toContainEqual(['consent', 'update', ANALYTICS_GRANTED]);
    expect(layer).toContainEqual([
      'config',
      TEST_GA_ID,
      { anonymize_ip: true, page_location: new URL('/about', page.url()).href },
    ]);
  });

  test('a stored analytics consent starts tracking on load, without the banner', async ({ page }) => {
    await presetConsent(page, { analytics: true });
    const seen = await watchTrackers(page);
    await page.goto('/about');
    await expect.poll(() => seen.length).toBe(1);
    const layer = await dataLayer(page);
    expect(layer).toContainEqual(['consent', 'update', ANALYTICS_GRANTED]);
    expect(layer).toContainEqual([
      'config',
      TEST_GA_ID,
      { anonymize_ip: true, page_location: new URL('/about', page.url()).href },
    ]);
  });

  test('a link to ROI figures: the tag is given the page without them, and the address no longer holds them', async ({
    page,
  }) => {
    await presetConsent(page, { analytics: true });
    const seen = await watchTrackers(page);
    await page.goto('/roi?utm_source=mail#agents=4&salary=2000&visitors=250000&order_value=20.5');
    await expect.poll(() => seen.length).toBe(1);
    const layer = await dataLayer(page);
    expect(layer).toContainEqual([
      'config',
      TEST_GA_ID,
      { anonymize_ip: true, page_location: new URL('/roi?utm_source=mail', page.url()).href },
    ]);
    await expect(page.locator('input[name="agents"]')).toHaveValue('4');
    expect(new URL(page.url()).hash).toBe('');
    // The hand-over to the demo form: the figures reach the form, neither the tag nor the address.
    await page.goto('/contact#contact-form&agents=4&salary=2000&visitors=250000&order_value=20.5');
    await expect(page.locator('form[name="demo-request-guided"] textarea[name="additional_info"]')).toHaveValue(
      /support agents 4/,
    );
    expect(new URL(page.url()).hash).toBe('#contact-form');
    expect(JSON.stringify(await dataLayer(page))).not.toContain('agents');
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
  /** Whether the Google tag is switched off for the build's measurement id (window['ga-disable-…']). */
  const tagDisabled = (page: Page) =>
    page.evaluate(
      (property) => (window as unknown as Record<string, unknown>)[property],
      gaDisableProperty(TEST_GA_ID),
    );
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

  test('a withdrawal in another tab switches the tag off in this one', async ({ page }) => {
    await presetConsent(page, { analytics: true });
    const seen = await watchTrackers(page);
    await page.goto('/about');
    await expect.poll(() => seen.length).toBe(1);
    expect(await tagDisabled(page)).toBe(false);
    const other = await page.context().newPage();
    await other.goto('/cookies');
    await other.waitForLoadState('load');
    // The clock is the context's, frozen: run it past the splash of this first page of the tab.
    await other.clock.runFor(4000);
    await expect(other.locator('html')).toHaveAttribute('data-splash', 'done');
    await expect(other.locator('.cookie-manager-root')).toHaveAttribute('data-state', 'set');
    const manager = other.getByRole('region', { name: 'Your cookie preferences' });
    await manager.getByRole('switch', { name: /^Analytics/ }).uncheck();
    await manager.getByRole('button', { name: 'Save Preferences' }).click();
    await expect.poll(() => tagDisabled(page)).toBe(true);
    expect((await consentUpdates(page)).at(-1)).toEqual(DENIED);
    await other.close();
  });

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
    expect(await tagDisabled(page)).toBe(false);
    await analytics.uncheck();
    await manager.getByRole('button', { name: 'Save Preferences' }).click();
    expect(await consentUpdates(page)).toEqual([ANALYTICS_GRANTED, DENIED]);
    expect(await gaCookies(page)).toEqual([]);
    // The tag loaded from the stored choice sends nothing more from this page, not even cookieless pings.
    expect(await tagDisabled(page)).toBe(true);
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
    expect(await consentUpdates(page)).toEqual([ANALYTICS_GRANTED, DENIED]);
    expect(await tagDisabled(page)).toBe(true);
    expect(await gaCookies(page)).toEqual([]);
  });
});
