import { expect, freezeClock, test } from './fixtures.ts';
import { axeWithFrozenClock, presetConsent, storedConsent } from './consent-helpers.ts';

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
    const essential = manager.getByRole('switch', { name: /Essential/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(manager.getByRole('switch', { name: /^Analytics/ })).not.toBeChecked();
    await expect(manager.getByRole('switch', { name: /^Marketing/ })).toBeChecked();
    await expect(manager.getByRole('switch', { name: /^Functionality/ })).not.toBeChecked();

    await manager.getByRole('switch', { name: /^Functionality/ }).check();
    await manager.getByRole('switch', { name: /^Marketing/ }).uncheck();
    await manager.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    expect(await storedConsent(page)).toEqual({
      flag: 'true',
      preferences: { essential: true, analytics: false, marketing: false, functionality: true },
    });
    await page.clock.runFor(2900);
    await expect(page.getByText(SAVED)).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByText(SAVED)).toHaveCount(0);
  });

  test('Reset removes the choice and returns to essential only', async ({ page }) => {
    await presetConsent(page, { analytics: true, marketing: true, functionality: true });
    await page.goto('/cookies');
    const manager = page.getByRole('region', { name: 'Your cookie preferences' });
    await expect(manager.getByRole('switch', { name: /^Analytics/ })).toBeChecked();
    await manager.getByRole('button', { name: 'Reset' }).click();
    for (const name of ['Analytics', 'Marketing', 'Functionality']) {
      await expect(manager.getByRole('switch', { name: new RegExp(`^${name}`) })).not.toBeChecked();
    }
    await expect(manager.getByRole('switch', { name: /Essential/ })).toBeChecked();
    expect(await storedConsent(page)).toEqual({ flag: null, preferences: null });
    expect(await axeWithFrozenClock(page)).toEqual([]);
  });

  test('lists the cookie inventory: anti-forgery, _ga, an ad cookie and our storage keys', async ({ page }) => {
    await presetConsent(page);
    await page.goto('/cookies');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Domain', 'Category', 'Purpose', 'Kept for']);
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name} `) }) });
    await expect(row('csrftoken')).toContainText('necessary');
    await expect(row('csrftoken')).toContainText(/forgery/);
    await expect(row('_ga')).toContainText('analytics');
    await expect(row('_fbp')).toContainText('marketing');
    await expect(row('cookieConsent')).toContainText('Local storage');
    await expect(row('cookiePreferences')).toContainText('Local storage');
  });
});
