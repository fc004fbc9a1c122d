import type { Locator, Page } from '@playwright/test';
import { expect, freezeClock, test } from './fixtures.ts';
import { CONSENT_KEY, PREFERENCES_KEY } from '../../src/lib/shared/consent-record.ts';
import { axeWithFrozenClock, presetConsent, storedConsent } from './consent-helpers.ts';
import { showBanner } from './support/analytics.ts';
import { cookiePolicyVersion } from '../../src/lib/node/cookie-policy.ts';

const POLICY_VERSION = cookiePolicyVersion();

// These specs start from a browser with no stored cookie decision.
test.use({ cookieDecision: 'none' });

const SAVED = 'Your cookie preferences have been updated successfully!';

test.describe('cookie manager on /cookies', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test('without a stored choice it points to the homepage banner', async ({ page }) => {
    await page.goto('/cookies');
    const notice = page.getByRole('region', { name: 'No Cookie Preferences Set' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'homepage', exact: true })).toHaveAttribute('href', '/');
    await expect(notice.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expect(notice).toContainText('Accept All');
    await expect(page.getByRole('switch')).toHaveCount(0);
    expect(await axeWithFrozenClock(page)).toEqual([]);
  });

  test('shows the stored choice; Save stores it and shows the note for 3 s', async ({ page }) => {
    await presetConsent(page, { analytics: false, marketing: true, functionality: false });
    await page.goto('/cookies');
    const manager = page.getByRole('region', { name: 'Your cookie preferences' });
    const essential = manager.getByRole('switch', { name: /Strictly necessary/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(manager.getByRole('switch', { name: /^Analytics/ })).not.toBeChecked();
    await expect(manager.getByRole('switch', { name: /^Marketing/ })).toBeChecked();
    await expect(manager.getByRole('switch', { name: /^Functionality/ })).not.toBeChecked();
    // Named by the label alone and described by its sentence (the sentence was part of the name).
    for (const name of ['Analytics', 'Marketing', 'Functionality', 'Strictly necessary (always on)']) {
      const toggle = manager.getByRole('switch', { name, exact: true });
      await expect(toggle).toHaveCount(1);
      await expect(toggle).toHaveAccessibleDescription(/\w{3,}.*\./);
    }

    await manager.getByRole('switch', { name: /^Functionality/ }).check();
    await manager.getByRole('switch', { name: /^Marketing/ }).uncheck();
    await manager.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    expect(await storedConsent(page)).toEqual({
      flag: 'true',
      preferences: { essential: true, analytics: false, marketing: false, functionality: true },
      version: POLICY_VERSION,
      decidedAt: '2026-03-02T10:00:01.000Z',
    });
    await page.clock.runFor(2900);
    await expect(page.getByText(SAVED)).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByText(SAVED)).toHaveCount(0);
  });

  test("Reset removes the choice and shows 'No Cookie Preferences Set' at once", async ({ page }) => {
    await presetConsent(page, { analytics: true, marketing: true, functionality: true });
    await page.goto('/cookies');
    const manager = page.getByRole('region', { name: 'Your cookie preferences' });
    await expect(manager.getByRole('switch', { name: /^Analytics/ })).toBeChecked();
    // The region that will announce the reset is there, empty, before it: a live region inserted
    // together with its text is often not read out.
    const announcer = await page.locator('.cookie-manager-root > [role="status"]').elementHandles();
    expect(announcer).toHaveLength(1);
    expect(await announcer[0]!.textContent()).toBe('');
    await manager.getByRole('button', { name: 'Reset' }).click();
    const notice = page.getByRole('region', { name: 'No Cookie Preferences Set' });
    await expect(notice).toBeVisible();
    await expect(manager).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    // The Reset button is gone: focus moves to the heading of the view that replaced it.
    await expect(notice.getByRole('heading', { name: 'No Cookie Preferences Set' })).toBeFocused();
    const removed =
      'Your cookie choice has been removed; only strictly necessary cookies and storage are active until you choose again.';
    await expect(notice.getByText(removed)).toBeVisible();
    await expect.poll(() => announcer[0]!.textContent()).toBe(removed);
    expect(await storedConsent(page)).toEqual({ flag: null, preferences: null, version: null, decidedAt: null });
    expect(await axeWithFrozenClock(page)).toEqual([]);
  });

  test('a choice made in another tab closes the cookie bar of this one', async ({ page }) => {
    const banner = await showBanner(page);
    // The clock is the context's (frozen in beforeEach), shared by both tabs.
    const other = await page.context().newPage();
    await (await showBanner(other, '/pricing')).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    await other.close();
  });

  /** Holds the manager's island script, so the page can be checked as it is before hydration. */
  async function holdHydration(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/CookieManager\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  for (const [label, options] of [
    ['made 12 months ago', { decidedAt: new Date('2025-03-02T10:00:00Z') }],
    ['made for another policy version', { version: POLICY_VERSION - 1 }],
  ] as const) {
    test(`a decision ${label} counts as none: 'No Cookie Preferences Set', before and after hydration`, async ({
      page,
    }) => {
      await presetConsent(page, { analytics: true, marketing: true, functionality: true }, options);
      const hydrate = await holdHydration(page);
      await page.goto('/cookies', { waitUntil: 'domcontentloaded' });
      // Before hydration the <head> marker has already picked the no-decision view.
      await expect(page.locator('.cookie-manager-root')).toHaveAttribute('data-state', 'unknown');
      await expect(page.locator('html')).not.toHaveClass(/has-cookie-consent/);
      await expect(page.getByRole('heading', { name: 'No Cookie Preferences Set' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your cookie preferences' })).toBeHidden();
      hydrate();
      await expect(page.locator('.cookie-manager-root')).toHaveAttribute('data-state', 'none');
      await expect(page.getByRole('region', { name: 'No Cookie Preferences Set' })).toBeVisible();
      await expect(page.getByRole('switch')).toHaveCount(0);
    });
  }

  test('a current decision is marked before hydration, so its preferences show at once', async ({ page }) => {
    await presetConsent(page, { analytics: true });
    const hydrate = await holdHydration(page);
    await page.goto('/cookies', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('.cookie-manager-root')).toHaveAttribute('data-state', 'unknown');
    await expect(page.locator('html')).toHaveClass(/has-cookie-consent/);
    await expect(page.getByRole('heading', { name: 'Your cookie preferences' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Cookie Preferences Set' })).toBeHidden();
    // Until the stored choice is read, no switch claims a state (the server's HTML has them all off;
    // analytics is on): they are unseen and unread, and the line under the buttons says why.
    const analytics = page.getByRole('switch', { name: /^Analytics/ });
    await expect(analytics).toBeHidden();
    const status = page.locator('.cookie-manager__saved');
    await expect(status).toHaveText('Reading the choice saved in this browser…');
    hydrate();
    await expect(page.locator('.cookie-manager-root')).toHaveAttribute('data-state', 'set');
    await expect(analytics).toBeChecked();
    await expect(status).toHaveText('');
    // The stored choice appears as it is: no switch slides from the server's "off" to it.
    expect(await switchTransitions(page)).toBe(0);
    expect(await transitionDurations(analytics)).toEqual(['0s', '0s']);
    // A switch the visitor flips slides (read from the style, not caught mid-slide: a busy machine can finish it first).
    await analytics.uncheck();
    expect(await transitionDurations(analytics)).not.toContain('0s');
  });

  /** Running transitions on the manager's switches and their knobs (getAnimations flushes style first). */
  function switchTransitions(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.cookie-manager__item'))
          .length,
    );
  }

  /** The transition durations of the switch and of its knob. */
  function transitionDurations(control: Locator): Promise<string[]> {
    return control.evaluate((input) =>
      [getComputedStyle(input), getComputedStyle(input, '::after')].map((style) => style.transitionDuration),
    );
  }

  test('lists the cookie inventory: anti-forgery, _ga, an ad cookie and our storage keys', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/cookies');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Domain', 'Category', 'Purpose', 'Kept for']);
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name} `) }) });
    // The spec's anti-forgery and ad-platform rows stay, saying truthfully that nothing sets them.
    await expect(row('csrftoken')).toContainText('Strictly necessary');
    await expect(row('csrftoken')).toContainText(/forgery/);
    await expect(row('csrftoken').getByRole('rowheader')).toContainText('Not set on this site');
    await expect(row('_ga')).toContainText('Analytics');
    await expect(row('_ga').getByRole('rowheader')).not.toContainText('Not set on this site');
    await expect(row('_fbp')).toContainText('Marketing');
    await expect(row('_fbp').getByRole('rowheader')).toContainText('Not set on this site');
    await expect(row(CONSENT_KEY)).toContainText('Local storage');
    await expect(row(PREFERENCES_KEY)).toContainText('Local storage');
  });
});
