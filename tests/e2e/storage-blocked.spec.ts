/**
 * A visitor whose browser refuses site data (all cookies and site data blocked: reading
 * localStorage throws) gets the same pages: the cookie bar asks and closes, /cookies shows its
 * manager, and no script fails (the fixtures fail a test on any uncaught error). Nothing can be
 * kept, so the bar asks again on the next page. The demo chat: chat-widget.spec.ts.
 */
import { blockSiteStorage } from './consent-helpers.ts';
import { expect, freezeClock, test } from './fixtures.ts';
import { showBanner } from './support/analytics.ts';

test.use({ cookieDecision: 'none' });

test.beforeEach(async ({ page }) => {
  await blockSiteStorage(page);
  await freezeClock(page);
});

test('the cookie bar shows 7 s after load and closes on a choice', async ({ page }) => {
  const banner = await showBanner(page);
  await banner.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset['splash'])).toBe('done');
});

test('/cookies shows the manager, with no stored choice to show', async ({ page }) => {
  await page.goto('/cookies');
  const root = page.locator('.cookie-manager-root');
  await expect(root).toHaveAttribute('data-state', 'none');
  await expect(page.getByRole('region', { name: 'No Cookie Preferences Set' })).toBeVisible();
});
