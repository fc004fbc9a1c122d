import { test, expect, freezeClock } from './fixtures';

test.describe('hash scroll (spec: Sales Agent page, after 100 ms)', () => {
  test('/ai-sales-agent#pricing-tiers scrolls to the plan comparison', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/ai-sales-agent#pricing-tiers');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.clock.runFor(99);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(1);
    await expect(page.locator('#pricing-tiers')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('reduced motion: the jump is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/ai-sales-agent#pricing-tiers');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.clock.runFor(100);
    const top = await page.locator('#pricing-tiers').evaluate((el) => el.getBoundingClientRect().top);
    // scroll-padding-top keeps it clear of the sticky header, within a few pixels.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
  });

  test('no hash: the page stays at the top', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/ai-sales-agent');
    await page.clock.runFor(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
