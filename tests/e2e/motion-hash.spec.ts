import { test, expect, freezeClock } from './fixtures';
import type { Page } from '@playwright/test';

/** Records every scrollIntoView call (target id and behaviour) so the 100 ms timing can be checked. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ id: string; behavior: string }> = [];
    (window as Window & { scrollCalls?: typeof calls }).scrollCalls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
      calls.push({ id: this.id, behavior: typeof arg === 'object' ? String(arg.behavior) : 'auto' });
      original.call(this, arg);
    };
  });
}
const scrollCalls = (page: Page) =>
  page.evaluate(() => (window as Window & { scrollCalls?: Array<{ id: string; behavior: string }> }).scrollCalls ?? []);

test.describe('hash scroll (spec: Sales Agent page, after 100 ms)', () => {
  test('/ai-sales-agent#pricing-tiers scrolls smoothly to the plan comparison after 100 ms', async ({ page }) => {
    await recordScrolls(page);
    await freezeClock(page);
    await page.goto('/ai-sales-agent#pricing-tiers');
    await page.clock.runFor(99);
    expect(await scrollCalls(page)).toEqual([]);
    await page.clock.runFor(1);
    expect(await scrollCalls(page)).toEqual([{ id: 'pricing-tiers', behavior: 'smooth' }]);
    await expect(page.locator('#pricing-tiers')).toBeInViewport();
  });

  test('reduced motion: the jump is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordScrolls(page);
    await freezeClock(page);
    await page.goto('/ai-sales-agent#pricing-tiers');
    await page.clock.runFor(100);
    expect(await scrollCalls(page)).toEqual([{ id: 'pricing-tiers', behavior: 'instant' }]);
    const top = await page.locator('#pricing-tiers').evaluate((el) => el.getBoundingClientRect().top);
    // scroll-padding-top keeps it clear of the sticky header.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
  });

  test('no hash, or a hash that names nothing: no scroll', async ({ page }) => {
    await recordScrolls(page);
    await freezeClock(page);
    await page.goto('/ai-sales-agent');
    await page.clock.runFor(500);
    expect(await scrollCalls(page)).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/ai-sales-agent#nothing-here');
    await page.clock.runFor(500);
    expect(await scrollCalls(page)).toEqual([]);
  });

  for (const path of ['/ai-sales-agent', '/bg/ai-sales-agent']) {
    test(`${path}: a malformed fragment (#%zz) names nothing and throws nothing`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await recordScrolls(page);
      await freezeClock(page);
      await page.goto(`${path}#%zz`);
      // The hash script has run once the page's own scripts have: the load event has fired.
      await page.waitForFunction(() => document.readyState === 'complete');
      await page.clock.runFor(500);
      expect(await scrollCalls(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.goto(`${path}#pricing-tiers%`);
      await page.waitForFunction(() => document.readyState === 'complete');
      await page.clock.runFor(500);
      expect(errors).toEqual([]);
    });
  }
});
