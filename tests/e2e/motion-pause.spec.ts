import { test, expect, freezeClock } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * WCAG 2.2.2: every page whose decorative motion starts by itself and lasts over five seconds has
 * a switch that pauses it (src/components/motion/MotionPause.astro).
 */
const SWITCH_NAME = 'Pause the animations';
const pauseSwitch = (scope: Page | Locator) => scope.getByRole('checkbox', { name: SWITCH_NAME });
const active = (root: Locator) => root.locator('.rotating-text__phrase.is-active');
const playState = (locator: Locator) =>
  locator.evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).animationPlayState))]);

test.describe('the motion pause switch (WCAG 2.2.2)', () => {
  test('module page: ticking the switch stops the rotating words, unticking starts them again', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/ai-sales-agent');
    const root = page.locator('.module-hero [data-rotating-text]');
    const toggle = pauseSwitch(page.locator('.module-hero'));
    await expect(toggle).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.clock.runFor(2500);
    await expect(active(root)).toHaveText('CUTS COST');

    // By keyboard, as a visitor who cannot use a pointer would.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await page.clock.runFor(2500 * 4);
    await expect(active(root)).toHaveText('CUTS COST');

    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    await page.clock.runFor(2500);
    await expect(active(root)).toHaveText('HANDLES COMPLAINTS');
  });

  test('home page: the drifting lines and the floating drawing stop, without JavaScript too', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/');
      const hero = page.locator('[data-home-hero]');
      const moving = hero.locator('.home-hero__drift, .home-hero__float');
      await expect.poll(() => playState(moving)).toEqual(['running']);
      await pauseSwitch(hero).check();
      await expect.poll(() => playState(moving)).toEqual(['paused']);
      await pauseSwitch(hero).uncheck();
      await expect.poll(() => playState(moving)).toEqual(['running']);
      await context.close();
    }
  });

  test('event page: the switch beside "Our AI" stops its phrases', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/event');
    const section = page.locator('.our-ai');
    const root = section.locator('[data-rotating-text]');
    await root.scrollIntoViewIfNeeded();
    const first = await active(root).textContent();
    await pauseSwitch(section).check();
    await page.clock.runFor(4000 * 3);
    await expect(active(root)).toHaveText(first!);
  });

  test('event page: the clouds stop drawing while the switch is ticked, under their veil', async ({ page }) => {
    test.setTimeout(90_000);
    // The test machine's WebGL is a software renderer, where the page keeps the still sky; report
    // a GPU so the clouds start (three.js is ~150 KB gzipped: slow to serve on a busy machine). The
    // software renderer then draws every pixel on the CPU: a small window keeps that short.
    await page.setViewportSize({ width: 320, height: 480 });
    await page.addInitScript(() => {
      for (const context of [WebGLRenderingContext, WebGL2RenderingContext]) {
        const getParameter = context.prototype.getParameter;
        context.prototype.getParameter = function (this: WebGLRenderingContext, name: number): unknown {
          return name === 0x9246 ? 'ANGLE (Test GPU)' : (getParameter.call(this, name) as unknown);
        };
      }
    });
    await page.goto('/event', { waitUntil: 'load' });
    const clouds = page.locator('[data-cloud-background]');
    const toggle = pauseSwitch(page.locator('.event-hero'));
    await expect(clouds).toHaveAttribute('data-clouds', /^(running|still)$/, { timeout: 60_000 });
    test.skip((await clouds.getAttribute('data-clouds')) === 'still', 'this browser has no WebGL at all');
    await expect(toggle).toBeVisible();
    // The drawn clouds get a navy veil: the hero's pale text keeps its contrast on the brightest cloud.
    const veil = () => clouds.evaluate((el) => getComputedStyle(el, '::after').backgroundColor);
    expect(await veil()).toBe('rgba(11, 27, 63, 0.65)');
    await toggle.check();
    await expect(clouds).toHaveAttribute('data-clouds', 'paused');
    expect(await veil()).toBe('rgba(11, 27, 63, 0.65)');
    // The switch beside "Our AI" follows, and starting from it starts the clouds again.
    const other = pauseSwitch(page.locator('.our-ai'));
    await expect(other).toBeChecked();
    await other.uncheck();
    await expect(toggle).not.toBeChecked();
    // Down there the hero is off screen, where the clouds rest anyway; back at the top they draw.
    await page.evaluate(() => scrollTo(0, 0));
    await expect(clouds).toHaveAttribute('data-clouds', 'running');
  });

  test('not shown where nothing moves: reduced motion, and the event hero without clouds', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/ai-search-engine', '/event']) {
      await page.goto(path);
      await expect(page.locator('[data-motion-pause]').first()).toBeAttached();
      for (const toggle of await page.locator('.motion-pause').all()) await expect(toggle).toBeHidden();
    }
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/event', { waitUntil: 'load' });
    await expect(page.locator('[data-cloud-background]')).toHaveAttribute('data-clouds', /^(running|still)$/, {
      timeout: 45_000,
    });
    if ((await page.locator('[data-cloud-background]').getAttribute('data-clouds')) === 'still') {
      await expect(page.locator('.event-hero .motion-pause')).toBeHidden();
    }
  });

  test('Bulgarian pages name it in Bulgarian', async ({ page }) => {
    await page.goto('/bg/ai-search-engine');
    await expect(page.getByRole('checkbox', { name: 'Спиране на анимациите' })).toBeVisible();
  });
});
