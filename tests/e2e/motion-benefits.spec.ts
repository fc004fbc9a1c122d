import { test, expect, freezeClock, isMobile } from './fixtures';
import type { Page } from '@playwright/test';
import { BENEFIT_TITLES } from '../support/spec-lists.ts';

const TITLES = BENEFIT_TITLES;

const hydrated = (page: Page) => page.locator('.bscroll[data-enhanced]');

/** Page Y of the sticky track and the viewport height. */
async function geometry(page: Page) {
  return page.locator('.bscroll__track').evaluate((el) => ({
    top: el.getBoundingClientRect().top + window.scrollY,
    vh: window.innerHeight,
  }));
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.clock.runFor(50);
}

/** The scroll event arrives with a real frame; move the frozen clock until its handler has run. */
async function expectActive(page: Page, index: number) {
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.locator('.bscroll').getAttribute('data-active');
    })
    .toBe(String(index));
}

test.describe('benefits: the server HTML holds all six', () => {
  test('titles and texts are in the HTML', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Experience the new era of online shopping');
    for (const title of TITLES) expect(html).toContain(title);
    expect((html.match(/class="bscroll__item"/g) ?? []).length).toBe(6);
  });
});

test.describe('benefits scroller from 1024px (spec sections 4 and 9)', () => {
  test.skip(({ page }) => isMobile(page), 'desktop layout');

  test('active benefit follows the scroll, one viewport height each, clamped 0..5', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    await expect(hydrated(page)).toHaveCount(1);
    const { top, vh } = await geometry(page);
    const dots = page.getByRole('group', { name: 'Choose a benefit' }).getByRole('button');
    await expect(dots).toHaveCount(6);

    await scrollTo(page, top + 10);
    await expectActive(page, 0);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'step');

    await scrollTo(page, top + 2.5 * vh);
    await expectActive(page, 2);
    await expect(page.locator('.bscroll')).toHaveAttribute('data-direction', 'forward');
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', /.*/);
    const activeCard = page.locator('.bscroll__item[data-state="active"] .bscroll__card');
    await expect(activeCard.locator('h3')).toHaveText(TITLES[2]!);
    await expect(activeCard).toBeInViewport();
    expect((await activeCard.boundingBox())!.height).toBeCloseTo(300, 1);

    await scrollTo(page, top + 40 * vh);
    await expectActive(page, 5);

    await scrollTo(page, top + 1.2 * vh);
    await expectActive(page, 1);
    await expect(page.locator('.bscroll')).toHaveAttribute('data-direction', 'backward');

    await scrollTo(page, 0);
    await expectActive(page, 0);
  });

  test('a dot scrolls to its benefit in 1500 ms', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    await expect(hydrated(page)).toHaveCount(1);
    const { top, vh } = await geometry(page);
    await scrollTo(page, top + 10);
    // GSAP arrives over the network as the area nears; the 1500 ms count from the click only once
    // it is there (before, the scroll would start whenever the download ends).
    await expect(page.locator('.bscroll[data-motion]')).toHaveCount(1);
    await page.getByRole('button', { name: `4. ${TITLES[3]}` }).click();
    await page.clock.runFor(750);
    const midway = await page.evaluate(() => window.scrollY);
    expect(midway).toBeGreaterThan(top + 10);
    expect(midway).toBeLessThan(top + 3 * vh);
    await page.clock.runFor(800);
    await page.clock.runFor(50); // the scroll event of the last step is handled on the next frame
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - (top + 3 * vh))).toBeLessThan(5);
    await expectActive(page, 3);
  });

  test('reduced motion: a dot jumps at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    await expect(hydrated(page)).toHaveCount(1);
    const { top, vh } = await geometry(page);
    await page.getByRole('button', { name: `6. ${TITLES[5]}` }).click();
    await page.clock.runFor(50);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - (top + 5 * vh))).toBeLessThan(5);
    await expectActive(page, 5);
  });

  test('no card cuts its words off: the longest Bulgarian texts at 1024px, with WCAG 1.4.12 text spacing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/bg');
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    await expect(hydrated(page)).toHaveCount(1);
    // The spacing WCAG 1.4.12 says a visitor may set, as a reader's style sheet would (through the
    // CSSOM: the page's CSP refuses an inline <style>).
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const clipped = () =>
      page
        .locator('.bscroll__card')
        .evaluateAll((cards) =>
          cards.filter((card) => card.scrollHeight > card.clientHeight + 1).map((card) => card.textContent?.trim()),
        );
    await expect.poll(clipped).toEqual([]);
  });

  test('resizing across 1024px switches layout without a reload', async ({ page }) => {
    await page.goto('/');
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    await expect(hydrated(page)).toHaveCount(1);
    const dotsGroup = page.getByRole('group', { name: 'Choose a benefit' });
    await expect(dotsGroup).toBeVisible();
    await page.setViewportSize({ width: 900, height: 900 });
    await expect(dotsGroup).toBeHidden();
    await expect(page.locator('.bscroll__item .bscroll__card').nth(4)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(dotsGroup).toBeVisible();
  });

  test('a window opened narrower than 1024px hydrates the scroller once it is widened past it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the dot below jumps at once
    await freezeClock(page);
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/');
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island:has(.bscroll)')).toHaveAttribute('ssr', '');
    await expect(hydrated(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(hydrated(page)).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Choose a benefit' })).toBeVisible();
    await page.getByRole('button', { name: `6. ${TITLES[5]}` }).click();
    await page.clock.runFor(50);
    await expectActive(page, 5);
  });
});

test.describe('benefits list below 1024px', () => {
  test.skip(({ page }) => !isMobile(page), 'mobile layout');

  test('a numbered vertical list with number, title, text and a lazy image', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('.bscroll__item');
    await expect(items).toHaveCount(6);
    await expect(page.getByRole('group', { name: 'Choose a benefit' })).toBeHidden();
    for (let i = 0; i < 6; i++) {
      const item = items.nth(i);
      await item.scrollIntoViewIfNeeded();
      await expect(item.locator('.bscroll__number')).toHaveText(String(i + 1).padStart(2, '0'));
      await expect(item.locator('h3')).toHaveText(TITLES[i]!);
      await expect(item.locator('p')).not.toBeEmpty();
      await expect(item.locator('img')).toHaveAttribute('loading', 'lazy');
      await expect(item).toBeVisible();
    }
    const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top + window.scrollY));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!).toBeGreaterThan(boxes[i - 1]!);
  });

  test('the list needs no script: the island never hydrates below 1024px', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    await page.locator('.bscroll__item').last().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island:has(.bscroll)')).toHaveAttribute('ssr', '');
    await expect(hydrated(page)).toHaveCount(0);
    expect(scripts.filter((path) => /\/_astro\/BenefitsScroller\./.test(path))).toEqual([]);
  });
});
