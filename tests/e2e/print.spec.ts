import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Printing (src/styles/print.scss, global): a legal page, the case study and the ROI results print
// as documents: no header or footer chrome, no cookie banner, no splash, each link's address after
// its text; the ROI inputs, results and assumptions on the page.
test.describe.configure({ timeout: 60_000 });

/** Shows the splash and the cookie banner as a first visit would, then switches to print media. */
async function printWithOverlays(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => {
    document.documentElement.classList.add('splash-active');
    document.getElementById('cookie-banner')!.hidden = false;
  });
  await expect(page.locator('#splash')).toBeVisible();
  await expect(page.locator('#cookie-banner')).toBeVisible();
  await expect(page.locator('header.site-header')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
}

/** The text a link prints after itself (its ::after content). */
const printedAfter = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((a) => getComputedStyle(a, '::after').content);

for (const path of ['/privacy-policy', '/bg/terms-and-conditions', '/sila-client-study']) {
  test(`${path} prints without chrome, banner or splash, links spelled out`, async ({ page }) => {
    await printWithOverlays(page, path);
    await expect(page.locator('header.site-header')).toBeHidden();
    await expect(page.locator('footer.site-footer')).toBeHidden();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = page.locator('main a[href^="/"], main a[href^="http"]').first();
    const href = await link.getAttribute('href');
    expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
    // In-page anchors (the contents list) print no address.
    if ((await page.locator('main a[href^="#"]').count()) > 0) {
      expect(await printedAfter(page, 'main a[href^="#"]')).toBe('none');
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('header.site-header')).toBeVisible();
  });
}

test('/roi prints the inputs, the results and the assumptions', async ({ page }) => {
  await printWithOverlays(page, '/roi');
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('#cookie-banner')).toBeHidden();
  await expect(page.locator('#splash')).toBeHidden();
  const inputs = page.locator('.roi__form input');
  expect(await inputs.count()).toBeGreaterThan(0);
  for (const input of await inputs.all()) {
    await expect(input).toBeVisible();
    await expect(input).not.toHaveValue('');
  }
  await expect(page.locator('.roi__results')).toBeVisible();
  await expect(page.locator('.roi__figures')).toBeVisible();
  const assumptions = page.locator('.roi-assumptions');
  await expect(assumptions).toBeVisible();
  await expect(assumptions.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await assumptions.locator('li').count()).toBeGreaterThan(0);
  for (const item of await assumptions.locator('li').all()) await expect(item).toBeVisible();
  // The buttons that lead elsewhere are no use on paper.
  await expect(page.locator('.roi__cta-actions')).toBeHidden();
});
