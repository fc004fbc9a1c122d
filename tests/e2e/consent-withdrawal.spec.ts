import type { BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_TEST_PATH } from '../../scripts/lib/chromium.ts';
import { expect, freezeClock, test } from './fixtures.ts';
import { presetConsent, storedConsent } from './consent-helpers.ts';

/**
 * Withdrawal removes Google's cookies on any build (with or without a measurement id): on the
 * host itself and on its parent domain, where GA's cookie_domain 'auto' puts them. The site is
 * opened as www.shop.test (mapped to the test server) so that a parent domain exists.
 */
const HOST = 'www.shop.test';
const PARENT = '.shop.test';
test.use({
  cookieDecision: 'none',
  launchOptions: {
    executablePath: CHROMIUM_TEST_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});

const GOOGLE = ['_ga', '_ga_TEST123', '_gid', '_gcl_au'];

/** Google's cookies as GA sets them (parent domain), one host-only copy, and one cookie of ours. */
async function plantCookies(context: BrowserContext) {
  const cookie = (name: string, domain: string) => ({ name, value: 'GA1.1.1.1', domain, path: '/' });
  await context.addCookies([
    ...GOOGLE.map((name) => cookie(name, PARENT)),
    cookie('_ga', HOST),
    cookie('unrelated', HOST),
  ]);
}

const cookieNames = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}@${c.domain}`).sort();

async function open(page: Page, baseURL: string | undefined, path: string) {
  const url = new URL(path, baseURL);
  url.hostname = HOST;
  await page.goto(url.href);
  await page.waitForLoadState('load');
}

test.describe('withdrawing consent removes analytics and ad cookies', () => {
  test.beforeEach(async ({ page, context }) => {
    await freezeClock(page);
    await plantCookies(context);
  });

  test('Reject All on the bar removes them from the host and the parent domain', async ({ page, context, baseURL }) => {
    expect(await cookieNames(context)).toContain('_ga@.shop.test');
    await open(page, baseURL, '/about');
    await page.clock.runFor(7000);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject All' }).click();
    expect(await cookieNames(context)).toEqual(['unrelated@www.shop.test']);
  });

  test('saving with analytics off on /cookies removes the analytics cookies, keeps ad cookies allowed', async ({
    page,
    context,
    baseURL,
  }) => {
    await presetConsent(page, { analytics: true, marketing: true });
    await open(page, baseURL, '/cookies');
    const manager = page.getByRole('region', { name: 'Your cookie preferences' });
    const analytics = manager.getByRole('switch', { name: /^Analytics/ });
    // Checked once the island has read the stored choice (before that it shows the defaults, unchecked).
    await expect(analytics).toBeChecked();
    await analytics.uncheck();
    await manager.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'updated successfully' })).toBeVisible();
    expect(await cookieNames(context)).toEqual(['_gcl_au@.shop.test', 'unrelated@www.shop.test']);
  });

  test("Reset on /cookies removes them all and shows 'No Cookie Preferences Set'", async ({
    page,
    context,
    baseURL,
  }) => {
    await presetConsent(page, { analytics: true, marketing: true, functionality: true });
    await open(page, baseURL, '/cookies');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('region', { name: 'No Cookie Preferences Set' })).toBeVisible();
    expect(await storedConsent(page)).toEqual({ flag: null, preferences: null, version: null, decidedAt: null });
    expect(await cookieNames(context)).toEqual(['unrelated@www.shop.test']);
  });

  test('Accept All keeps them', async ({ page, context, baseURL }) => {
    await open(page, baseURL, '/about');
    await page.clock.runFor(7000);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    expect(await cookieNames(context)).toEqual(
      [...GOOGLE.map((name) => `${name}@.shop.test`), '_ga@www.shop.test', 'unrelated@www.shop.test'].sort(),
    );
  });
});

test.describe('without "functionality" consent nothing of the demo chat stays in localStorage, on any page', () => {
  const CHAT = {
    'voiceflow-session-65f1a2b3c4d5e6f708192a40': '{"userID":"u1"}',
    'voiceflow-chat-widget:audio-output': 'true',
  };
  const OURS = { 'unrelated-key': 'kept' };

  /** What a demo page left in localStorage (written on a page, so that a reload does not write it again). */
  const plant = (page: Page) =>
    page.evaluate(
      (entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      { ...CHAT, ...OURS },
    );
  const leftKeys = (page: Page) =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => !key.startsWith('cookie'))
        .sort(),
    );

  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  for (const [action, click] of [
    ['saving with functionality off', 'Save Preferences'],
    ['Reset', 'Reset'],
  ] as const) {
    test(`${action} on /cookies removes it, with no demo page open`, async ({ page, baseURL }) => {
      await presetConsent(page, { analytics: false, marketing: false, functionality: true });
      await open(page, baseURL, '/cookies');
      await plant(page);
      const functionality = page.getByRole('switch', { name: /^Functionality/ });
      // Checked once the island has read the stored choice (before that it shows the defaults).
      await expect(functionality).toBeChecked();
      if (click === 'Save Preferences') await functionality.uncheck();
      await page.getByRole('button', { name: click }).click();
      await expect(page.getByRole('status').filter({ hasText: /updated successfully|has been removed/ })).toBeVisible();
      expect(await leftKeys(page)).toEqual(Object.keys(OURS));
    });
  }

  test('a page load removes what a closed demo tab or a lapsed choice left; with consent it stays', async ({
    page,
    baseURL,
  }) => {
    await presetConsent(page, { functionality: true });
    await open(page, baseURL, '/about');
    await plant(page);
    await open(page, baseURL, '/pricing');
    expect(await leftKeys(page)).toEqual([...Object.keys(CHAT), ...Object.keys(OURS)].sort());

    // The same browser with a choice made more than 12 months before the page's clock: it has lapsed.
    await presetConsent(page, { functionality: true }, { decidedAt: new Date('2025-01-15T10:00:00Z') });
    await open(page, baseURL, '/faqs');
    expect(await leftKeys(page)).toEqual(Object.keys(OURS));
  });
});
