import { test, expect, axeViolations } from './fixtures';
import type { Page } from '@playwright/test';

const openCount = (page: Page, scope: string) => page.locator(`${scope} details[open]`).count();

for (const { path, scope } of [
  { path: '/faqs', scope: 'main' },
  { path: '/event', scope: '[data-accordion="event-faq"]' },
]) {
  test.describe(`FAQ accordion on ${path} (spec: one open at a time)`, () => {
    test('ten questions; one open at a time; clicking the open one closes it', async ({ page }) => {
      await page.goto(path);
      const items = page.locator(`${scope} details`);
      await expect(items).toHaveCount(10);
      expect(await openCount(page, scope)).toBe(0);
      const summary = (i: number) => items.nth(i).locator('summary');

      await summary(0).click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await summary(3).click();
      await expect(items.nth(3)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open', '');
      expect(await openCount(page, scope)).toBe(1);
      await summary(3).click();
      await expect(items.nth(3)).not.toHaveAttribute('open', '');
      expect(await openCount(page, scope)).toBe(0);
    });

    test('keyboard: Enter and Space toggle, focus stays visible', async ({ page }) => {
      await page.goto(path);
      const items = page.locator(`${scope} details`);
      await items.nth(1).locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await items.nth(2).locator('summary').focus();
      await page.keyboard.press(' ');
      await expect(items.nth(2)).toHaveAttribute('open', '');
      await expect(items.nth(1)).not.toHaveAttribute('open', '');
      const outline = await items
        .nth(2)
        .locator('summary')
        .evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).toBe('solid');
    });

    test('every answer is in the HTML, open or not; axe is clean with one open', async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      expect((html.match(/class="accordion__answer/g) ?? []).length).toBeGreaterThanOrEqual(10);
      await page.goto(path);
      const items = page.locator(`${scope} details`);
      for (const text of await items.locator('.accordion__answer').allTextContents())
        expect(text.trim().length).toBeGreaterThan(20);
      await items.nth(0).locator('summary').click();
      expect(await axeViolations(page, scope)).toEqual([]);
    });
  });
}
