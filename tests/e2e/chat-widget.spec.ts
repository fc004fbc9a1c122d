/**
 * The chat provider's REAL widget (the npm build of the bundle its CDN serves) on every demo page,
 * under the page's real Content-Security-Policy, with a stand-in for the provider's runtime
 * (tests/e2e/support/voiceflow-standin.ts). Stub-based tests of the loader: chat-loader.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import stores from '../../content/demo-stores.json' with { type: 'json' };
import { uiStrings } from '../../src/lib/node/strings.ts';

const PROACTIVE_MESSAGE = uiStrings('en').chat.proactiveMessage;
import { demoStorePath } from '../../src/lib/shared/route-table.ts';
import { DEMO_STORE_SLUGS } from '../support/spec-lists.ts';
import { blockSiteStorage, presetConsent } from './consent-helpers.ts';
import { atOneWidth, expect, freezeClock, test } from './fixtures.ts';
import { GREETING, serveProvider, type ProviderStandIn } from './support/voiceflow-standin.ts';
import { nudgeUntil } from './support/nudge.ts';
import { SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';

test.use({ cookieDecision: 'none' });

/** Fails the test on any console error (the fixtures already fail it on CSP reports and throws). */
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const widget = (page: Page) => page.locator('#voiceflow-chat');
const launcher = (page: Page): Locator => widget(page).getByRole('button', { name: 'launch' });

/**
 * Opens a demo page and waits until the widget is on screen. client:idle hydration needs the fake
 * clock to move (requestIdleCallback); once the widget script is requested, fake time stands
 * still, so the 20 s of the proactive message count from the moment the widget was ready.
 */
async function openDemo(page: Page, path: string | 'reload', provider: ProviderStandIn): Promise<void> {
  const before = provider.scriptRequests();
  if (path === 'reload') await page.reload();
  else await page.goto(path);
  await page.waitForLoadState('load');
  await nudgeUntil(page, async () => provider.scriptRequests() > before, 'requesting the widget script');
  expect(provider.scriptRequests(), 'the widget script was requested once').toBe(before + 1);
  await expect(page.getByRole('status')).toContainText('The chat assistant is ready', { timeout: 15_000 });
  await expect(launcher(page)).toBeVisible();
}

/** Keys of the widget (voiceflow-*) in localStorage and sessionStorage. */
const widgetStorage = (page: Page) =>
  page.evaluate(() => {
    const keys = (store: Storage) =>
      Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').filter((key) => key.startsWith('voiceflow-'));
    return { local: keys(localStorage), session: keys(sessionStorage) };
  });

test.describe('the real chat widget on every demo page', () => {
  expect(stores.map((store) => store.slug)).toEqual(DEMO_STORE_SLUGS);

  // At 1440 px one store per corner is enough: what differs between stores (options, session,
  // storage, timing) does not depend on the width, and every store runs at 390 px.
  const widthStores = new Set(
    ['bottom-left', 'bottom-right'].map((c) => stores.find((s) => s.chat.position === c)!.slug),
  );
  for (const store of stores) {
    const path = demoStorePath(store);
    const { chat } = store;
    test(`${store.slug}: renders in its corner, greets at 20 s for 10 s, launches with the page URL and session id`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === 'desktop' && !widthStores.has(store.slug), 'one store per corner at 1440 px');
      const consoleErrors = watchConsoleErrors(page);
      await presetConsent(page);
      await freezeClock(page);
      const provider = await serveProvider(page, { stylesheets: 'stylesheet' in chat ? [chat.stylesheet] : [] });
      await openDemo(page, path, provider);

      // Its corner, measured.
      const viewport = page.viewportSize()!;
      const box = (await launcher(page).boundingBox())!;
      const side = chat.position === 'bottom-left' ? 'left' : 'right';
      if (side === 'left') expect(box.x + box.width).toBeLessThan(viewport.width / 2);
      else expect(box.x).toBeGreaterThan(viewport.width / 2);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

      // A client stylesheet is linked into the widget's shadow root and applies (CSP admits it).
      if ('stylesheet' in chat) {
        await expect(widget(page).locator(`link[rel="stylesheet"][href="${chat.stylesheet}"]`)).toHaveCount(1);
        await expect(widget(page).locator('.vfrc-launcher').first()).toHaveCSS('outline-color', 'rgb(230, 0, 126)');
      }

      // The proactive message: 20 s after the widget is ready, cleared 10 s later.
      const proactive = widget(page).getByText(PROACTIVE_MESSAGE);
      await page.clock.runFor(19_900);
      await expect(proactive).toHaveCount(0);
      await page.clock.runFor(100);
      await expect(proactive).toBeVisible();
      await page.clock.runFor(9_900);
      await expect(proactive).toBeVisible();
      await page.clock.runFor(100);
      await expect(proactive).toHaveCount(0);

      // Opening the chat sends the launch event with the page URL and the session id.
      await launcher(page).click();
      await expect(widget(page).getByText(GREETING)).toBeVisible();
      const [launch] = provider.launches();
      expect(provider.launches()).toHaveLength(1);
      expect(launch!.projectId).toBe(chat.projectId);
      expect(launch!.headers['versionid']).toBe('production');
      const payload = launch!.body.action.payload as { url: string; sessionId: string };
      expect(payload.url).toBe(page.url());
      if (chat.session.strategy === 'generated') {
        expect(payload.sessionId).toMatch(new RegExp(`^${chat.session.prefix}-\\d{13}-[a-z0-9]{8}$`));
      } else {
        expect(payload.sessionId).toBe(chat.session.id);
      }

      // Without functionality consent nothing of the chat is in localStorage; the store that
      // keeps the chat keeps it for this tab only, the others keep nothing.
      const stored = await widgetStorage(page);
      expect(stored.local).toEqual([]);
      expect(stored.session).toEqual('persistence' in chat ? [`voiceflow-session-${chat.projectId}`] : []);

      expect(provider.unexpected).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('with site data blocked the chat still loads and talks, keeping nothing', async ({ page }) => {
  atOneWidth();
  const consoleErrors = watchConsoleErrors(page);
  await blockSiteStorage(page);
  await freezeClock(page);
  const egradina = stores.find((store) => store.chat.persistence === 'localStorage')!;
  const provider = await serveProvider(page);
  await openDemo(page, demoStorePath(egradina), provider);
  await launcher(page).click();
  await expect(widget(page).getByText(GREETING)).toBeVisible();
  expect(provider.launches()).toHaveLength(1);
  expect(provider.unexpected).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('eGradina keeps the chat in localStorage only with "functionality" consent', () => {
  const egradina = stores.find((store) => store.chat.persistence === 'localStorage')!;
  const path = demoStorePath(egradina);
  const sessionKey = `voiceflow-session-${egradina.chat.projectId}`;
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
  const storedUserId = (page: Page, where: 'localStorage' | 'sessionStorage') =>
    page.evaluate(
      ([key, area]) => (JSON.parse(window[area].getItem(key) ?? 'null') as { userID?: string } | null)?.userID,
      [sessionKey, where] as const,
    );

  /** Opens the chat, which launches the conversation; returns the user id the runtime saw. */
  async function startConversation(page: Page, provider: ProviderStandIn): Promise<string> {
    await launcher(page).click();
    await expect(widget(page).getByText(GREETING)).toBeVisible();
    expect(provider.launches()).toHaveLength(1);
    return provider.launches()[0]!.userId!;
  }

  /** Sends a message and waits for the answer (the widget saves its session after each turn). */
  async function ask(page: Page, question: string) {
    await widget(page).getByRole('textbox').fill(question);
    await widget(page).getByRole('textbox').press('Enter');
    await expect(widget(page).getByText(`Разбрах: „${question}“`)).toBeVisible();
  }

  /** Closes the chat with the widget's own API (the launcher then opens it again). */
  const minimiseChat = (page: Page) =>
    page.evaluate(() => (window as unknown as { voiceflow: { chat: { close(): void } } }).voiceflow.chat.close());

  test.beforeEach(async ({ page }) => {
    // Where the conversation is kept depends on consent, not on the width: the widget's corner and
    // launch are checked at both widths above.
    atOneWidth();
    await freezeClock(page);
  });

  test('with consent it is kept in localStorage and continues after a reload', async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await presetConsent(page, { functionality: true });
    const provider = await serveProvider(page);
    await openDemo(page, path, provider);
    const userId = await startConversation(page, provider);
    expect(await widgetStorage(page)).toEqual({ local: [sessionKey], session: [] });
    expect(await storedUserId(page, 'localStorage')).toBe(userId);

    await openDemo(page, 'reload', provider);
    await launcher(page).click();
    await expect(widget(page).getByText(GREETING)).toBeVisible();
    // The same conversation: no second launch event.
    expect(provider.launches()).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('before any decision and after Reject All nothing of the chat is in localStorage', async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const provider = await serveProvider(page);
    await openDemo(page, path, provider);
    const userId = await startConversation(page, provider);
    expect(await widgetStorage(page)).toEqual({ local: [], session: [sessionKey] });
    expect(await storedUserId(page, 'sessionStorage')).toBe(userId);

    await minimiseChat(page);
    await page.clock.runFor(7_000);
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await launcher(page).click();
    await ask(page, 'Кога доставяте?');
    expect(await widgetStorage(page)).toEqual({ local: [], session: [sessionKey] });

    // A reload in the same tab still continues the conversation (sessionStorage).
    await openDemo(page, 'reload', provider);
    expect(await widgetStorage(page)).toEqual({ local: [], session: [sessionKey] });
    expect(await storedUserId(page, 'sessionStorage')).toBe(userId);
    expect(consoleErrors).toEqual([]);
  });

  test('Accept All on the banner moves the open conversation into localStorage', async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const provider = await serveProvider(page);
    await openDemo(page, path, provider);
    const userId = await startConversation(page, provider);
    expect(await widgetStorage(page)).toEqual({ local: [], session: [sessionKey] });

    // The bar sits above the open chat (full screen on phones), so the visitor can decide at once.
    await page.clock.runFor(7_000);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => widgetStorage(page)).toEqual({ local: [sessionKey], session: [] });
    expect(await storedUserId(page, 'localStorage')).toBe(userId);

    // The widget, loaded before the decision, saves to sessionStorage: each save is moved over.
    await ask(page, 'Имате ли семена за домати?');
    await expect.poll(() => widgetStorage(page)).toEqual({ local: [sessionKey], session: [] });

    // From the next page view on, the widget itself keeps it in localStorage.
    await openDemo(page, 'reload', provider);
    await launcher(page).click();
    await expect(widget(page).getByText('Разбрах: „Имате ли семена за домати?“')).toBeVisible();
    expect(provider.launches()).toHaveLength(1);
    expect(await widgetStorage(page)).toEqual({ local: [sessionKey], session: [] });
    expect(consoleErrors).toEqual([]);
  });

  test('withdrawing consent on /cookies in another tab removes it from localStorage at once', async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await presetConsent(page, { functionality: true });
    const provider = await serveProvider(page);
    await openDemo(page, path, provider);
    const userId = await startConversation(page, provider);
    expect(await widgetStorage(page)).toEqual({ local: [sessionKey], session: [] });

    const cookies = await page.context().newPage();
    await cookies.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    await cookies.goto('/cookies');
    const functionality = cookies.getByRole('switch', { name: /^Functionality/ });
    // Checked once the island has hydrated and read the stored choice; before that the server HTML
    // shows the defaults (unchecked), and unchecking then saving there would change nothing.
    await expect(functionality).toBeChecked();
    await functionality.uncheck();
    await cookies.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(cookies.getByRole('status').filter({ hasText: 'updated successfully' })).toBeVisible();
    await cookies.close();

    await expect.poll(() => widgetStorage(page)).toEqual({ local: [], session: [sessionKey] });
    expect(await storedUserId(page, 'sessionStorage')).toBe(userId);
    // The widget, loaded with consent, still saves to localStorage: each save is moved out.
    await ask(page, 'Кога да засадя лук?');
    await expect.poll(() => widgetStorage(page)).toEqual({ local: [], session: [sessionKey] });
    expect(provider.launches()).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});

test('/chat-test loads a chosen store with the real widget under its CSP', async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await presetConsent(page);
  await freezeClock(page);
  const provider = await serveProvider(page, {
    stylesheets: stores.flatMap((store) => ('stylesheet' in store.chat ? [store.chat.stylesheet] : [])),
  });
  await page.goto('/chat-test');
  await page.waitForLoadState('load');
  await nudgeUntil(page, async () => (await page.locator('astro-island[ssr]').count()) === 0, 'hydrating the page');
  await page.getByLabel('Demo store').selectOption('Raya Toys');
  await page.getByRole('button', { name: 'Load widget' }).click();
  const log = page.getByRole('region', { name: 'Event log' });
  await expect(log).toContainText('Widget loaded with options', { timeout: 15_000 });
  await expect(launcher(page)).toBeVisible();
  expect((await launcher(page).boundingBox())!.x).toBeLessThan(page.viewportSize()!.width / 2);
  await page.clock.runFor(20_000);
  await expect(widget(page).getByText(PROACTIVE_MESSAGE)).toBeVisible();
  await expect(log).toContainText(`Proactive message shown: "${PROACTIVE_MESSAGE}"`);
  expect(provider.scriptRequests()).toBe(1);
  expect(provider.unexpected).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
