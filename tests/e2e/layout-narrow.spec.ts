import type { Page } from '@playwright/test';
import { ALL_PAGES, BULGARIAN_PAGES } from '../../src/lib/build/routes.ts';
import { expect, test } from './fixtures.ts';
import { startUsingEveryIsland } from './support/forms.ts';

/**
 * Narrow phones: 320 px wide (small Android phones, iPhone SE 1st gen, and any phone with a large
 * text setting) must never scroll sideways. One project is enough: the width is set here.
 */
const NARROW = { width: 320, height: 640 };

/** Scrolls to the bottom in screen-sized steps so every lazy section and client:visible island has rendered. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  });
}

/** The document width and, when it is too wide, the elements that stick out (for the message). */
async function horizontalOverflow(page: Page) {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    const culprits =
      width <= limit
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
            .slice(0, 8)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
            );
    return { width, culprits };
  }, NARROW.width);
}

test.describe('no sideways scrolling at 320 px', () => {
  test.skip(() => test.info().project.name === 'desktop', 'the width is set by the test; one project is enough');
  test.use({ viewport: NARROW });

  // One page walks every route of an edition (a test per route spent most of its time setting up a
  // browser); Bulgarian words are longer, so both editions are walked.
  for (const [edition, paths] of [
    ['English', [...ALL_PAGES, '/thank-you']],
    ['Bulgarian', [...BULGARIAN_PAGES, '/bg/thank-you']],
  ] as const) {
    test(`every ${edition} page fits 320 px`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        await page.goto(path);
        await scrollThrough(page);
        await startUsingEveryIsland(page);
        const { width, culprits } = await horizontalOverflow(page);
        expect.soft(width, `${path}\n${culprits.join('\n')}`).toBeLessThanOrEqual(NARROW.width);
      }
    });
  }

  for (const home of ['/', '/bg']) {
    test(`${home}: the menu button keeps its 44 px touch target beside the brand name`, async ({ page }) => {
      await page.goto(home);
      const button = page.locator('.site-header__burger');
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
      const brand = (await page.locator('.site-header__home').boundingBox())!;
      expect(brand.x + brand.width).toBeLessThanOrEqual(box.x);
      // On a phone the language switcher waits in the menu, so the bar keeps its height.
      await expect(page.locator('.site-header__lang')).toBeHidden();
    });
  }

  // Pages whose script moves the visitor on at once: checked as they are before it runs.
  for (const path of ['/no-such-page', '/bg/no-such-page', '/redirect']) {
    test(`${path} fits 320 px (without JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: NARROW, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const { width, culprits } = await horizontalOverflow(page);
      expect(width, culprits.join('\n')).toBeLessThanOrEqual(NARROW.width);
      await context.close();
    });
  }
});

// Spec (home): below 1024px the six benefits are one vertical numbered list, tablets included.
test.describe('benefits below 1024 px: one vertical numbered list', () => {
  test.skip(() => test.info().project.name === 'desktop', 'the width is set by the test; one project is enough');

  for (const width of [390, 800, 1000]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the six items are stacked in one column, in order', async ({ page }) => {
        await page.goto('/');
        const items = page.locator('.bscroll__item');
        await expect(items).toHaveCount(6);
        await items.first().scrollIntoViewIfNeeded();
        const boxes = await items.evaluateAll((elements) =>
          elements.map((el) => {
            const { left, top, bottom, width: w } = el.getBoundingClientRect();
            return { left, top: top + window.scrollY, bottom: bottom + window.scrollY, width: w };
          }),
        );
        const first = boxes[0]!;
        for (const [i, box] of boxes.entries()) {
          expect(box.left, `item ${i + 1} left edge`).toBeCloseTo(first.left, 0);
          expect(box.width, `item ${i + 1} width`).toBeCloseTo(first.width, 0);
          if (i > 0)
            expect(box.top, `item ${i + 1} starts below item ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
        }
        await expect(page.locator('.bscroll__item .bscroll__number')).toHaveText(['01', '02', '03', '04', '05', '06']);
        await expect(page.getByRole('group', { name: 'Choose a benefit' })).toBeHidden();
      });
    });
  }
});
