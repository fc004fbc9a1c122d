import { expect, freezeClock, isMobile, test } from './fixtures.ts';
import { acceptCookies, axeWithFrozenClock, presetConsent, storedConsent } from './consent-helpers.ts';
import { cookiePolicyVersion } from '../../src/lib/node/cookie-policy.ts';
import { PREFERENCES_KEY } from '../../src/lib/shared/consent-record.ts';

const POLICY_VERSION = cookiePolicyVersion();

// These specs start from a browser with no stored cookie decision.
test.use({ cookieDecision: 'none' });

const ALL = { essential: true, analytics: true, marketing: true, functionality: true };
const ESSENTIAL_ONLY = { essential: true, analytics: false, marketing: false, functionality: false };
/** freezeClock() pauses at 10:00:01; openBanner() runs 7 s: a click then is dated 10:00:08. */
const DECIDED_AT_BANNER = '2026-03-02T10:00:08.000Z';
const decision = (preferences: object) => ({
  flag: 'true',
  preferences,
  version: POLICY_VERSION,
  decidedAt: DECIDED_AT_BANNER,
});

test.describe('cookie banner', () => {
  // Several steps with a shared, busy machine: give each test room beyond the 30 s default.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  const banner = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: /^(Cookie consent|Съгласие за бисквитки)$/ });

  async function openBanner(page: import('@playwright/test').Page, path = '/about') {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.clock.runFor(7000);
    await expect(banner(page)).toBeVisible();
  }

  // The project's width, then a 320 px phone in Bulgarian (the longest texts) and a 1280 × 800
  // laptop at 200% zoom: on the small two the bar's text scrolls inside it, so it leaves room.
  for (const [path, size] of [
    ['/contact', null],
    ['/bg/contact', { width: 320, height: 640 }],
    ['/contact', { width: 640, height: 400 }],
  ] as const) {
    const at = size ? ` at ${size.width} × ${size.height}` : '';
    test(`${path}: never covers the control that has keyboard focus${at} (WCAG 2.4.11)`, async ({ page }) => {
      test.skip(size !== null && !isMobile(page), 'the small screens once');
      if (size) await page.setViewportSize(size);
      await openBanner(page, path);
      /** The focused control when the bar covers part of it, else null. */
      const coveredControl = () =>
        page.evaluate(() => {
          const bar = document.getElementById('cookie-banner')!;
          const focused = document.activeElement;
          if (!(focused instanceof HTMLElement) || bar.contains(focused) || bar.hidden) return null;
          const covered = focused.getBoundingClientRect().bottom > bar.getBoundingClientRect().top + 1;
          return covered ? focused.outerHTML.slice(0, 80) : null;
        });
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        // The page scrolls to the focused control smoothly: judge where it comes to rest.
        await expect.poll(coveredControl).toBeNull();
      }
      // The bar's buttons stay in view however its text scrolls.
      await expect(banner(page).getByRole('button', { name: /^(Accept All|Приемете всички)$/ })).toBeInViewport();
      // Once the visitor decides, the room kept for the bar goes with it.
      await banner(page)
        .getByRole('button', { name: /^(Reject All|Отхвърлете всички)$/ })
        .click();
      expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--cookie-bar-covered'))).toBe(
        '',
      );
    });
  }

  test('stays hidden until 7 s after load, then appears without taking focus', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('load');
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await page.clock.runFor(6900);
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await page.clock.runFor(100);
    await expect(banner(page)).toBeVisible();
    // At once: no entrance animation gives the phone frames to draw 7 s after load.
    expect(await page.locator('#cookie-banner').evaluate((bar) => bar.getAnimations().length)).toBe(0);
    for (const name of ['Accept All', 'Reject All', 'Customize']) {
      await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(banner(page).getByRole('link', { name: /Cookie Policy/ })).toHaveAttribute('href', '/cookies');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await storedConsent(page)).toEqual({ flag: null, preferences: null, version: null, decidedAt: null });
    expect(await axeWithFrozenClock(page, '#cookie-banner')).toEqual([]);
  });

  test('Accept All stores all four categories and closes the bar', async ({ page }) => {
    await openBanner(page);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    expect(await storedConsent(page)).toEqual(decision(ALL));
  });

  test('Reject All stores only essential and closes the bar', async ({ page }) => {
    await openBanner(page);
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    expect(await storedConsent(page)).toEqual(decision(ESSENTIAL_ONLY));
  });

  test('Customize shows the toggles; Cancel goes back; Save Preferences stores the choice', async ({ page }) => {
    await openBanner(page, '/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const essential = banner(page).getByRole('switch', { name: /Strictly necessary/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const name of ['Analytics', 'Marketing', 'Functionality']) {
      await expect(banner(page).getByRole('switch', { name: new RegExp(`^${name}`) })).not.toBeChecked();
    }
    await expect(banner(page).getByRole('switch', { name: /^Analytics/ })).toBeFocused();
    // Named by the label alone and described by its sentence (the sentence was part of the name).
    for (const name of ['Analytics', 'Marketing', 'Functionality', 'Strictly necessary (always on)']) {
      const toggle = banner(page).getByRole('switch', { name, exact: true });
      await expect(toggle).toHaveCount(1);
      await expect(toggle).toHaveAccessibleDescription(/\w{3,}.*\./);
    }

    await banner(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Save Preferences' })).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Customize' })).toBeFocused();

    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await banner(page)
      .getByRole('switch', { name: /^Analytics/ })
      .check();
    // Keyboard works too: Space toggles the focused switch.
    await banner(page)
      .getByRole('switch', { name: /^Functionality/ })
      .focus();
    await page.keyboard.press('Space');
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    expect(await storedConsent(page)).toEqual(
      decision({ essential: true, analytics: true, marketing: false, functionality: true }),
    );
    // Focus left the vanished button for the page itself, not for <body>.
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the customise view passes axe', async ({ page }) => {
    await openBanner(page);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(banner(page).getByRole('button', { name: 'Save Preferences' })).toBeVisible();
    expect(await axeWithFrozenClock(page, '#cookie-banner')).toEqual([]);
  });

  test('does not cover the page: content behind stays clickable', async ({ page }) => {
    await openBanner(page);
    const viewport = page.viewportSize()!;
    // In place as soon as it shows: nothing to wait for.
    const box = await banner(page).boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(box!.height).toBeLessThan(viewport.height * 0.6);
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('never appears when a choice is stored', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/about');
    await page.waitForLoadState('load');
    await page.clock.runFor(15_000);
    await expect(page.locator('#cookie-banner')).toBeHidden();
  });

  test('never appears when a choice is made in another tab during its 7 s wait', async ({ page }) => {
    // The clock is the context's (frozen in beforeEach): both tabs share it. The other tab opens
    // 3 s earlier, so its bar asks while this one's is still waiting.
    const other = await page.context().newPage();
    await other.goto('/about');
    await other.waitForLoadState('load');
    await page.clock.runFor(3000);
    await page.goto('/about');
    await page.waitForLoadState('load');
    await page.clock.runFor(4000);
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await banner(other).getByRole('button', { name: 'Reject All' }).click();
    expect(await storedConsent(page)).toMatchObject({ flag: 'true', preferences: ESSENTIAL_ONLY });
    // This tab's 7 s end: the stored choice is read then, and the bar does not ask again.
    await page.clock.runFor(3000);
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await page.clock.runFor(10_000);
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await other.close();
  });

  /** The bar stays hidden until 7 s after load, then asks. */
  async function expectAskedAgain(page: import('@playwright/test').Page) {
    await page.goto('/about');
    await page.waitForLoadState('load');
    await page.clock.runFor(6900);
    await expect(page.locator('#cookie-banner')).toBeHidden();
    await page.clock.runFor(100);
    await expect(banner(page)).toBeVisible();
  }

  test('a decision for another cookie policy version counts as none: the bar asks again', async ({ page }) => {
    await presetConsent(
      page,
      { analytics: true, marketing: true },
      { version: POLICY_VERSION - 1, keepExisting: true },
    );
    await expectAskedAgain(page);
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    // The new decision carries the current version and counts from now on.
    expect(await storedConsent(page)).toEqual(decision(ESSENTIAL_ONLY));
    await page.reload();
    await page.waitForLoadState('load');
    await page.clock.runFor(15_000);
    await expect(page.locator('#cookie-banner')).toBeHidden();
  });

  test('a decision made 12 months ago has expired: the bar asks again', async ({ page }) => {
    // freezeClock(): now is 2 March 2026, 10:00:01 UTC.
    await presetConsent(page, { analytics: true }, { decidedAt: new Date('2025-03-02T10:00:00Z') });
    await expectAskedAgain(page);
  });

  test('a decision made a day less than 12 months ago still counts', async ({ page }) => {
    await presetConsent(page, { analytics: true }, { decidedAt: new Date('2025-03-03T10:00:00Z') });
    await page.goto('/about');
    await page.waitForLoadState('load');
    await page.clock.runFor(15_000);
    await expect(page.locator('#cookie-banner')).toBeHidden();
  });

  test('a corrupt stored value is only logged and the banner asks again', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await presetConsent(page, {});
    await page.addInitScript((key) => localStorage.setItem(key, '{not json'), PREFERENCES_KEY);
    await openBanner(page);
    expect(warnings.some((w) => /Cookie preferences could not be read/.test(w))).toBe(true);
    await expect(page.getByText(/could not be read/)).toHaveCount(0);
  });
});
