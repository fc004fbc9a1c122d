import { test, expect, freezeClock } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/** The phrase a sighted visitor sees right now. */
const active = (root: Locator) => root.locator('.rotating-text__phrase.is-active');

async function heroRotator(page: Page, path: string): Promise<Locator> {
  await freezeClock(page);
  await page.goto(path);
  return page.locator('.module-hero [data-rotating-text]');
}

const modulePages = [
  { path: '/ai-sales-agent', phrases: ['BOOSTS REVENUE', 'CUTS COST', 'HANDLES COMPLAINTS'] },
  { path: '/ai-search-engine', phrases: ['NEED', 'WANT', 'MEAN'] },
  { path: '/ai-recommendation', phrases: ['PURCHASE', 'LIFETIME', 'CART'] },
];

test.describe('rotating text (spec: 2.5 s on module pages, 4 s on the event page)', () => {
  for (const { path, phrases } of modulePages) {
    test(`${path} turns every 2.5 s through ${phrases.join(' / ')}`, async ({ page }) => {
      const root = await heroRotator(page, path);
      await expect(active(root)).toHaveText(phrases[0]!);
      const width = (await root.boundingBox())!.width;
      await page.clock.runFor(2499);
      await expect(active(root)).toHaveText(phrases[0]!);
      await page.clock.runFor(1);
      await expect(active(root)).toHaveText(phrases[1]!);
      await page.clock.runFor(2500);
      await expect(active(root)).toHaveText(phrases[2]!);
      await page.clock.runFor(2500);
      await expect(active(root)).toHaveText(phrases[0]!);
      // The box was sized for the longest phrase from the start: no layout shift on each turn.
      expect((await root.boundingBox())!.width).toBeCloseTo(width, 0);
      // Screen readers get every phrase once, and the moving copy is hidden from them.
      await expect(root.locator('.visually-hidden')).toHaveText(phrases.join(', '));
      await expect(root.locator('.rotating-text__stack')).toHaveAttribute('aria-hidden', 'true');
      await expect(root.locator('[aria-live]')).toHaveCount(0);
    });
  }

  test('/event: eight phrases after "Our AI", every 4 s', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/event');
    const root = page.locator('.our-ai [data-rotating-text]');
    const phrases = await root.locator('.rotating-text__phrase').allTextContents();
    expect(phrases).toHaveLength(8);
    await root.scrollIntoViewIfNeeded();
    // The phrase turns only while it is on screen (an IntersectionObserver's word): wait until an
    // observer made after the page's own reports it there. The band below the first screen is laid
    // out only as it nears the viewport (content-visibility), so that report can come a frame late.
    await root.evaluate(
      (el) =>
        new Promise<void>((done) => {
          const observer = new IntersectionObserver(([entry]) => {
            if (!entry?.isIntersecting) return;
            observer.disconnect();
            done();
          });
          observer.observe(el);
        }),
    );
    await page.clock.runFor(3999);
    await expect(active(root)).toHaveText(phrases[0]!);
    await page.clock.runFor(1);
    await expect(active(root)).toHaveText(phrases[1]!);
    await page.clock.runFor(4000 * 7);
    await expect(active(root)).toHaveText(phrases[0]!);
  });

  test('prefers-reduced-motion: the phrase does not rotate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const root = await heroRotator(page, '/ai-sales-agent');
    await page.clock.runFor(10_000);
    await expect(active(root)).toHaveText('BOOSTS REVENUE');
    await expect(root.locator('.visually-hidden')).toHaveText('BOOSTS REVENUE, CUTS COST, HANDLES COMPLAINTS');
  });

  test('without JavaScript the first phrase shows and all are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ai-sales-agent');
    const root = page.locator('.module-hero [data-rotating-text]');
    await expect(root.locator('.rotating-text__phrase').first()).toBeVisible();
    await expect(root.locator('.rotating-text__phrase').nth(1)).toBeHidden();
    await expect(root.locator('.visually-hidden')).toHaveText('BOOSTS REVENUE, CUTS COST, HANDLES COMPLAINTS');
    await context.close();
  });
});
