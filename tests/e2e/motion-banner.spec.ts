import { test, expect, freezeClock, axeViolations } from './fixtures';
import type { Page } from '@playwright/test';

async function scrollToShare(page: Page, share: number): Promise<void> {
  // Wait for the scroll event itself (it is dispatched with the next rendered frame, outside the
  // fake clock), then let the handler's animation frame run.
  await page.evaluate(
    (s) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: Math.round(window.innerHeight * s), behavior: 'instant' });
      }),
    share,
  );
  await page.clock.runFor(50);
}

test.describe('event offer banner (spec: past 80% of the viewport height)', () => {
  test('on a short screen (320 × 256, a phone at 400% zoom) it leaves more than half the screen to the page', async ({
    page,
  }) => {
    test.skip(test.info().project.name === 'desktop', 'the size is set by the test');
    await page.setViewportSize({ width: 320, height: 256 });
    await freezeClock(page);
    await page.goto('/bg/event');
    await scrollToShare(page, 2);
    const banner = page.locator('[data-offer-banner]');
    await expect(banner).toHaveClass(/is-visible/);
    await page.clock.runFor(500); // past the slide
    const { height } = (await banner.boundingBox())!;
    expect(height).toBeLessThan(256 / 2);
    await expect(banner.getByRole('link')).toBeInViewport();
  });

  test('hidden at 0.79 × viewport height, slides in at 0.81, leaves again above', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/event');
    const banner = page.getByRole('region', { name: 'Special offer' });
    await expect(banner).toBeHidden();
    await scrollToShare(page, 0.79);
    await expect(banner).toBeHidden();
    await scrollToShare(page, 0.81);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Get a special offer today');
    await expect(banner.getByRole('link', { name: 'Claim Offer' })).toHaveAttribute('href', '#contact-form');
    await scrollToShare(page, 0.5);
    await expect(banner).toBeHidden();
  });

  test('never covers the control that has keyboard focus, going back up with Shift+Tab (WCAG 2.4.11)', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/event');
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await page.locator('#contact-form input').last().focus();
    // The banner answers the scroll in an animation frame, and frames run only as the frozen clock
    // moves: move it until the scroll that focus started has been answered (on a busy machine the
    // scroll may come after a single step).
    const banner = page.locator('[data-offer-banner]');
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return banner.isVisible();
      })
      .toBe(true);
    /** The focused control when the shown banner covers part of it, else null. */
    const coveredControl = () =>
      page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('[data-offer-banner]')!;
        const focused = document.activeElement;
        if (!bar.classList.contains('is-visible') || !(focused instanceof HTMLElement) || bar.contains(focused)) {
          return null;
        }
        const covered = focused.getBoundingClientRect().top < bar.getBoundingClientRect().bottom - 1;
        return covered ? focused.outerHTML.slice(0, 80) : null;
      });
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Shift+Tab');
      // The page scrolls to the focused control smoothly: judge where it comes to rest, with the
      // banner's frames run.
      await expect
        .poll(async () => {
          await page.clock.runFor(50);
          return coveredControl();
        })
        .toBeNull();
    }
  });

  test('under reduced motion it appears without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/event');
    // Read in the frame the banner is shown: a slide that lasts is still running then.
    const { shown, lasting } = await page.evaluate(async () => {
      await new Promise((done) => {
        addEventListener('scroll', done, { once: true });
        window.scrollTo({ top: window.innerHeight, behavior: 'instant' });
      });
      // The page's handler runs in this frame's animation callbacks, before this one.
      await new Promise((done) => requestAnimationFrame(done));
      return {
        shown: document.querySelector('[data-offer-banner]')!.classList.contains('is-visible'),
        // Reduced motion cuts every CSS animation and transition to 0.01 ms: none lasts longer.
        lasting: document
          .getAnimations()
          .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0) > 1)
          .map((animation) => ({
            name: (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty,
            on: ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.className,
          })),
      };
    });
    expect(shown).toBe(true);
    expect(lasting).toEqual([]);
    await expect(page.locator('[data-offer-banner]')).toBeVisible();
  });

  test('axe finds nothing wrong with the shown banner', async ({ page }) => {
    await page.goto('/event');
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight, behavior: 'instant' }));
    await expect(page.locator('[data-offer-banner]')).toBeVisible();
    expect(await axeViolations(page, '[data-offer-banner]')).toEqual([]);
  });

  test('while hidden its button cannot be reached with Tab', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/event');
    const visibility = await page.locator('[data-offer-banner]').evaluate((el) => getComputedStyle(el).visibility);
    expect(visibility).toBe('hidden');
    await page.locator('[data-offer-banner] a').focus();
    await expect(page.locator('[data-offer-banner] a')).not.toBeFocused();
  });

  test('Claim Offer scrolls to the form and gives it keyboard focus', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/event');
    await scrollToShare(page, 1.2);
    await page.locator('[data-offer-banner]').getByRole('link', { name: 'Claim Offer' }).click();
    await page.clock.runFor(50);
    await expect(page.locator('#contact-form')).toBeFocused();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(page.locator('#contact-form')).toBeInViewport();
  });

  test('hero Claim Offer also lands focus on #contact-form', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/event');
    await page
      .locator('.event-hero')
      .getByRole('link', { name: /Claim Offer/ })
      .click();
    await page.clock.runFor(50);
    await expect(page.locator('#contact-form')).toBeFocused();
  });
});
