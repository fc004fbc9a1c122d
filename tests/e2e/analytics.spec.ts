import { expect, freezeClock, test } from './fixtures.ts';
import { showBanner, watchTrackers } from './support/analytics.ts';

// The local build has no measurement id: no analytics code at all, and nothing goes to Google
// whatever the visitor decides. The build with an id is checked in tests/e2e-analytics.
test.use({ cookieDecision: 'none' });

test.describe('without a measurement id', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test('the site ships no analytics code', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/googletagmanager|gtag|dataLayer|ga-measurement-id/);
    await page.goto('/');
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  });

  test('nothing goes to Google, even after Accept All', async ({ page }) => {
    const seen = await watchTrackers(page);
    const banner = await showBanner(page);
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/pricing');
    await page.waitForLoadState('load');
    await page.clock.runFor(10_000);
    expect(seen.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  });
});
