/**
 * GSAP drives the benefits scroller (from 1024px) and the statistics count-up, and is imported
 * only when one of those sections nears the viewport: never on a first screen, never under
 * reduced motion or Save-Data.
 */
import { test, expect, freezeClock, isMobile, nextFrames, pageIdle } from './fixtures';
import type { Page } from '@playwright/test';
import { NEAR_SECTION_CHUNK } from '../../src/lib/browser/motion/gate.ts';

/** Collects the requests for the lazily loaded GSAP chunk. */
function gsapRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(`/_astro/${NEAR_SECTION_CHUNK}.`)) seen.push(path);
  });
  return seen;
}

/** Scrolls the whole page down in viewport steps, letting observers report at each step. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await nextFrames(page);
  }
}

test('a first visit that does not scroll never fetches GSAP', async ({ page }) => {
  test.skip(!isMobile(page), "a phone's first screen; on a wide screen the benefits scroller follows the hero closely");
  const requests = gsapRequests(page);
  await page.goto('/');
  await pageIdle(page);
  expect(requests).toEqual([]);
});

test('no GSAP before a section nears, then one request for it however many sections ask', async ({ page }) => {
  const requests = gsapRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const nearAtLoad = await page.evaluate(() => {
    const limit = window.innerHeight * 1.75;
    return [...document.querySelectorAll('.bscroll, .stats__list')].some(
      (el) => el.getBoundingClientRect().top < limit,
    );
  });
  // On a phone both sections start well below the first screen; a wide screen may near one at once.
  if (isMobile(page)) expect(nearAtLoad).toBe(false);
  if (!nearAtLoad) expect(requests).toEqual([]);
  await page.locator('.stats__list').scrollIntoViewIfNeeded();
  await expect(page.locator('.stats__list')).toHaveAttribute('data-count-started', '');
  await scrollThrough(page);
  expect(requests).toHaveLength(1);
});

/** Scrolls the home page through both sections: GSAP is never fetched and the final numbers show. */
async function expectStillHome(page: Page) {
  const requests = gsapRequests(page);
  await page.goto('/');
  await scrollThrough(page);
  await page.locator('.stats__list').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await expect(page.locator('.stats__anim')).toHaveCount(0);
  await expect(page.locator('.stats__final').first()).toBeVisible();
}

test('reduced motion: GSAP is never fetched and the final numbers show', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectStillHome(page);
});

test('Save-Data: GSAP is never fetched and the final numbers show', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );
  await expectStillHome(page);
  if (!isMobile(page)) {
    // The benefits switch at once: a dot jumps to its benefit.
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    await page.locator('.bscroll__dot').nth(5).click();
    await expect(page.locator('.bscroll')).toHaveAttribute('data-active', '5');
  }
});

test('wide screens: the benefits cross-fade with GSAP in about 0.5 s', async ({ page }) => {
  test.skip(isMobile(page), 'the scroller exists from 1024px');
  await freezeClock(page);
  await page.goto('/');
  const track = page.locator('.bscroll__track');
  await track.scrollIntoViewIfNeeded();
  await expect(page.locator('.bscroll[data-enhanced][data-motion]')).toHaveCount(1);
  const { top, vh } = await track.evaluate((el) => ({
    top: el.getBoundingClientRect().top + window.scrollY,
    vh: innerHeight,
  }));
  const card = page.locator('.bscroll__item').nth(1).locator('.bscroll__card');
  const inlineOpacity = () => card.evaluate((el) => (el as HTMLElement).style.opacity);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top + 10);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top + 1.2 * vh);
  // The scroll is handled on the next frame: move the frozen clock a frame at a time until the
  // incoming card holds GSAP's inline opacity (the fade has begun).
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return inlineOpacity();
    })
    .not.toBe('');
  await page.clock.runFor(200);
  const midway = Number(await inlineOpacity());
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(1);
  // At the end GSAP hands back to the stylesheet.
  await page.clock.runFor(500);
  expect(await inlineOpacity()).toBe('');
  expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});
