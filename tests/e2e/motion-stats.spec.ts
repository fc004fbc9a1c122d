import { test, expect, freezeClock } from './fixtures';

const FINAL = ['286,000+', '€108,000+', '5,900+', '€60,000+'];

test.describe('home statistics count-up (spec: 2.5 s, comma separators)', () => {
  test('the final numbers are in the HTML', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    for (const value of FINAL) expect(html).toContain(value);
  });

  test('counts from 0 when scrolled into view and ends on 286,000+ after 2.5 s', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const first = page.locator('.stats__value').first();
    const shown = first.locator('.stats__anim');
    await first.scrollIntoViewIfNeeded();
    // The observer reports visibility with a real frame; the count starts from that moment.
    await expect(page.locator('.stats__list')).toHaveAttribute('data-count-started', '');
    await expect(shown).toHaveText('0+');
    // Screen readers keep the real figure throughout.
    await expect(first.locator('.stats__final')).toHaveText('286,000+');
    await expect(shown).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(1250);
    const midway = Number((await shown.textContent())!.replace(/\D/g, ''));
    expect(midway).toBeGreaterThan(100_000);
    expect(midway).toBeLessThan(286_000);
    expect(await shown.textContent()).toMatch(/^\d{1,3}(,\d{3})*\+$/);
    await page.clock.runFor(1250);
    await expect(shown).toHaveText('286,000+');
    await expect(page.locator('.stats__anim')).toHaveText(FINAL);
    // Once: scrolling away and back does not restart it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await first.scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    await expect(shown).toHaveText('286,000+');
  });

  test('while GSAP is on its way (a slow connection) the final numbers show, not a 0', async ({ page }) => {
    const held: Array<() => Promise<void>> = [];
    await page.route(/\/_astro\/gsap-motion\.[^/]+\.js$/, (route) => void held.push(() => route.continue()));
    await freezeClock(page);
    await page.goto('/');
    await page.locator('.stats__list').scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBe(1);
    await expect(page.locator('.stats__anim')).toHaveCount(0);
    await expect(page.locator('.stats__final')).toHaveText(FINAL);
    await expect(page.locator('.stats__final').first()).toBeVisible();
    await held[0]!();
    await expect(page.locator('.stats__list')).toHaveAttribute('data-count-started', '');
    await page.clock.runFor(2500);
    await expect(page.locator('.stats__anim')).toHaveText(FINAL);
  });

  test('GSAP does not load: the final numbers show, not a 0, with no error', async ({ page }) => {
    await page.route(/\/_astro\/gsap-motion\.[^/]+\.js$/, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/gsap-motion.'));
    await page.goto('/');
    await page.locator('.stats__list').scrollIntoViewIfNeeded();
    await failed;
    await expect(page.locator('.stats__anim')).toHaveCount(0);
    await expect(page.locator('.stats__final')).toHaveText(FINAL);
    await expect(page.locator('.stats__final').first()).toBeVisible();
  });

  test('reduced motion: no count, the final numbers show at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await expect(page.locator('.stats__anim')).toHaveCount(0);
    await expect(page.locator('.stats__final')).toHaveText(FINAL);
    await expect(page.locator('.stats__final').first()).toBeVisible();
  });
});
