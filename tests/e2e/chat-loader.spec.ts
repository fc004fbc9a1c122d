import type { Page, Route } from '@playwright/test';
import { expect, freezeClock, test } from './fixtures.ts';
import { axeWithFrozenClock, presetConsent } from './consent-helpers.ts';
import { nudgeUntil } from './support/nudge.ts';

// These specs start from a browser with no stored cookie decision.
test.use({ cookieDecision: 'none' });

const SCRIPT = 'https://cdn.voiceflow.com/widget-next/bundle.mjs';
const BULGARIAN = 'Не намирате това, което търсите? Нека ви помогна!';

/** Stand-in for Voiceflow's widget: records every call with the (fake) time it happened. */
const STAND_IN = `
  window.__chat = [];
  const note = (name, arg) => window.__chat.push({ name, arg, at: Date.now() });
  window.voiceflow = { chat: {
    load: (options) => { note('load', options); return Promise.resolve(); },
    proactive: { push: (...traces) => note('push', traces), clear: () => note('clear') },
  } };
`;

/** The parts of the options given to the chat widget's load() that these tests read. */
type ChatOptions = Record<string, unknown> & {
  launch: { event: { type: string; payload: { url: string; sessionId: string } } };
};

interface Call {
  name: 'load' | 'push' | 'clear';
  arg: unknown;
  at: number;
}

async function serveStandIn(page: Page) {
  let requests = 0;
  await page.route(SCRIPT, (route: Route) => {
    requests += 1;
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
  return () => requests;
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __chat?: Call[] }).__chat ?? []);

/** Waits until the widget's load() has been called and returns that call. */
function untilLoaded(page: Page): Promise<Call> {
  return nudgeUntil(page, async () => (await calls(page)).find((c) => c.name === 'load'), 'loading the chat widget');
}

async function openStore(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  return untilLoaded(page);
}

test.describe('chat loader on client demo pages', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    await freezeClock(page);
  });

  test('loads the widget once, pushes the Bulgarian message at 20 s and clears it at 30 s', async ({ page }) => {
    const requests = await serveStandIn(page);
    const load = await openStore(page, '/sellzone-5b8v3j');
    await expect(page.getByRole('status')).toContainText('The chat assistant is ready');
    await expect(page.getByRole('status')).toContainText('bottom-right corner');

    await page.clock.runFor(19_900);
    expect((await calls(page)).map((c) => c.name)).toEqual(['load']);
    await page.clock.runFor(100);
    const push = (await calls(page)).find((c) => c.name === 'push')!;
    expect(push.arg).toEqual([{ type: 'text', payload: { message: BULGARIAN } }]);
    expect(push.at - load.at).toBe(20_000);

    await page.clock.runFor(9_900);
    expect((await calls(page)).map((c) => c.name)).toEqual(['load', 'push']);
    await page.clock.runFor(100);
    const clear = (await calls(page)).find((c) => c.name === 'clear')!;
    expect(clear.at - push.at).toBe(10_000);
    expect(requests()).toBe(1);
  });

  test('sellzone passes a generated session id with the page URL, without what the link added to it', async ({
    page,
  }) => {
    await serveStandIn(page);
    // A demo link opened from an e-mail: tracking tags and an address in the query, a fragment.
    const load = await openStore(page, '/sellzone-5b8v3j?utm_source=mail&ref=ivan%40example.bg#top');
    const options = load.arg as ChatOptions;
    expect(options.verify).toEqual({ projectID: '65f1a2b3c4d5e6f708192a3f' });
    expect(options.url).toBe('https://general-runtime.voiceflow.com');
    expect(options.versionID).toBe('production');
    expect(options.launch.event.type).toBe('launch');
    expect(options.launch.event.payload.url).toBe(new URL('/sellzone-5b8v3j', page.url()).href);
    expect(options.launch.event.payload.sessionId).toMatch(/^sellzone-\d{13}-[a-z0-9]{8}$/);
    expect(options.assistant).toEqual({ position: 'right', persistence: 'memory' });
    expect(options).not.toHaveProperty('voice');
  });

  test.describe('per-store options', () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/vm-club-4x7k2p', { assistant: { position: 'right', persistence: 'memory' }, session: 'demo-vm-club-0001' }],
      [
        '/raya-toys-9m3q8t',
        {
          assistant: {
            position: 'left',
            persistence: 'memory',
            stylesheet: 'https://static.rayatoys.example/chat/widget.css',
          },
          session: 'demo-raya-toys-0001',
        },
      ],
      [
        '/avtozona-2h6w5c',
        {
          assistant: { position: 'right', persistence: 'memory' },
          voice: { url: 'https://runtime-api.voiceflow.com' },
          session: 'demo-avtozona-0001',
        },
      ],
      // Essential cookies only (presetConsent): the conversation is kept for the tab only.
      [
        '/egradina-3f9s6k',
        { assistant: { position: 'right', persistence: 'sessionStorage' }, session: 'demo-egradina-0001' },
      ],
      [
        '/municipality-sofia-8p2y7m',
        {
          assistant: { position: 'left', persistence: 'memory' },
          voice: { url: 'https://runtime-api.voiceflow.com' },
        },
      ],
    ];
    for (const [path, expected] of cases) {
      test(`${path} loads its own options`, async ({ page }) => {
        await serveStandIn(page);
        const options = (await openStore(page, path)).arg as ChatOptions;
        expect(options.assistant).toEqual(expected.assistant);
        if (expected.voice) expect(options.voice).toEqual(expected.voice);
        else expect(options).not.toHaveProperty('voice');
        if (expected.session) expect(options.launch.event.payload.sessionId).toBe(expected.session);
      });
    }
  });

  test('the page has its welcome, instructions and the red ownership notice', async ({ page }) => {
    await serveStandIn(page);
    await openStore(page, '/raya-toys-9m3q8t');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raya Toys: your AI sales assistant demo');
    await expect(page.getByText(/appears in the bottom-left corner/)).toBeVisible();
    await expect(page.getByText(/After 20 seconds it greets you/)).toBeVisible();
    const notice = page.getByRole('complementary', { name: 'Confidential demo' });
    await expect(notice).toContainText('property of „Некса Комерс АИ“ ЕООД (Nexa Commerce AI)');
    await expect(notice).toContainText('All actions on this page are logged');
    await expect(notice).toContainText('Unauthorized use');
    const color = await notice.locator('p').evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(179, 38, 30)');
    expect(await axeWithFrozenClock(page)).toEqual([]);
  });

  test('when the provider cannot be reached it says so, and Retry loads it', async ({ page }) => {
    await page.route(SCRIPT, (route) => route.abort());
    await page.goto('/karma-6t4z1q');
    await page.waitForLoadState('load');
    const status = page.getByRole('status');
    await nudgeUntil(page, async () => (await status.textContent())?.includes('could not be loaded'), 'the failure');
    await expect(status).toContainText('The chat assistant could not be loaded');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.unroute(SCRIPT);
    const requests = await serveStandIn(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    const load = await untilLoaded(page);
    expect((load.arg as { verify: unknown }).verify).toEqual({ projectID: '65f1a2b3c4d5e6f708192a42' });
    await expect(status).toContainText('The chat assistant is ready');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // Retry, which had focus, is gone: focus is on the status line, not lost to <body>.
    await expect(status).toBeFocused();
    expect(requests()).toBe(1);
    expect(await page.locator(`script[src="${SCRIPT}"]`).count()).toBe(1);
  });

  test('after Retry, focus stays on the status line while it loads and once ready, and is back on Retry if it fails again', async ({
    page,
  }) => {
    // The page's own request of the script fails at once; each later one waits for the test to
    // answer it with a failure or the stand-in, so the loading state lasts while it is checked.
    let requests = 0;
    const held: Array<(answer: 'fail' | 'serve') => void> = [];
    await page.route(SCRIPT, (route: Route) => {
      requests += 1;
      if (requests === 1) return route.abort();
      return new Promise<void>((done) => {
        held.push((answer) =>
          done(answer === 'fail' ? route.abort() : route.fulfill({ contentType: 'text/javascript', body: STAND_IN })),
        );
      });
    });
    await page.goto('/karma-6t4z1q');
    await page.waitForLoadState('load');
    const status = page.getByRole('status');
    const retry = page.getByRole('button', { name: 'Retry' });
    await nudgeUntil(page, async () => (await status.textContent())?.includes('could not be loaded'), 'the failure');
    /** Waits until the script has been requested `count` times (the last request is then held). */
    const untilRequested = (count: number) => expect.poll(() => requests).toBe(count);

    await retry.click();
    await untilRequested(2);
    await expect(status).toHaveText('Loading the chat assistant…');
    await expect(retry).toHaveCount(0);
    await expect(status).toBeFocused();

    held[0]!('fail');
    await expect(status).toContainText('The chat assistant could not be loaded');
    await expect(retry).toBeFocused();

    // The keyboard way this time: Enter on the focused Retry.
    await page.keyboard.press('Enter');
    await untilRequested(3);
    await expect(status).toHaveText('Loading the chat assistant…');
    await expect(status).toBeFocused();

    held[1]!('serve');
    await untilLoaded(page);
    await expect(status).toContainText('The chat assistant is ready');
    await expect(status).toBeFocused();
  });
});

test.describe('a demo page whose chat loader cannot be fetched', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    await freezeClock(page);
  });

  test('says so in an alert, and Retry loads the page again and the chat with it', async ({ page }) => {
    // Our own island's code, not the provider's script: Astro tries it twice, then gives up.
    let reachable = false;
    const chunks: string[] = [];
    await page.route(/\/_astro\/ChatLoader\.[^/]*\.js(\?.*)?$/, (route) => {
      chunks.push(route.request().url());
      return reachable ? route.continue() : route.abort();
    });
    await serveStandIn(page);
    await page.goto('/karma-6t4z1q');
    await page.waitForLoadState('load');
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await nudgeUntil(page, () => alert.isVisible(), 'the failure');
    await expect(alert.getByRole('paragraph')).toHaveText(
      'The chat assistant could not be loaded. Please check your connection and try again.',
    );
    await expect(page.getByText('Loading the chat assistant…')).toBeHidden();
    expect(chunks.length).toBeGreaterThanOrEqual(2); // Astro's own retry came first

    reachable = true;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForLoadState('load');
    await untilLoaded(page);
    await expect(page.getByRole('status').filter({ hasText: 'is ready' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  });
});

test.describe('a demo page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says the chat needs JavaScript, and not that it is loading', async ({ page }) => {
    await page.goto('/karma-6t4z1q');
    // A <noscript> paragraph: Playwright's text locators do not look inside <noscript>.
    const note = page.locator('p.chat-status', { hasText: 'needs JavaScript' });
    await expect(note).toHaveText(
      'The chat assistant needs JavaScript, which is off in this browser: turn it on to try the demo.',
    );
    await expect(note).toBeVisible();
    await expect(page.locator('.chat-status--loading')).toBeHidden();
  });
});

test.describe('chat provider in the Content-Security-Policy', () => {
  const csp = async (page: Page, path: string) => {
    const html = await (await page.request.get(path)).text();
    return /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  };

  const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

  test('demo pages and /chat-test admit it, merged with the global directives', async ({ page }) => {
    const voice = ['/avtozona-2h6w5c', '/municipality-sofia-8p2y7m', '/chat-test'];
    for (const path of ['/vm-club-4x7k2p', '/raya-toys-9m3q8t', ...voice]) {
      const policy = await csp(page, path);
      expect(policy).toMatch(/script-src 'self' https:\/\/cdn\.voiceflow\.com/);
      const styleSrc = policy.split(';').find((directive) => directive.startsWith('style-src ')) ?? '';
      expect(styleSrc.split(' ')).toContain(EMPTY_STYLE);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("img-src 'self' data: https://cdn.voiceflow.com;");
      expect(policy.match(/connect-src/g)).toHaveLength(1);
      if (voice.includes(path)) {
        expect(policy).toContain(
          "connect-src 'self' https://general-runtime.voiceflow.com https://runtime-api.voiceflow.com;",
        );
        expect(policy).toContain("media-src 'self' data: https://general-runtime.voiceflow.com");
      } else {
        expect(policy).toContain("connect-src 'self' https://general-runtime.voiceflow.com;");
        expect(policy).not.toContain('media-src');
      }
    }
    expect(await csp(page, '/raya-toys-9m3q8t')).toMatch(/style-src [^;]*https:\/\/static\.rayatoys\.example/);
  });

  test('other pages do not', async ({ page }) => {
    for (const path of ['/', '/about', '/cookies', '/pricing']) {
      const policy = await csp(page, path);
      expect(policy).not.toContain('voiceflow');
      expect(policy).not.toContain(EMPTY_STYLE);
    }
  });
});

test.describe('/chat-test', () => {
  test('loads a chosen demo store and logs its events', async ({ page }) => {
    await presetConsent(page);
    await freezeClock(page);
    await serveStandIn(page);
    await page.goto('/chat-test');
    await page.waitForLoadState('load');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const select = page.getByLabel('Demo store');
    await nudgeUntil(
      page,
      () =>
        page
          .locator('astro-island[ssr]')
          .count()
          .then((n) => n === 0),
      'hydration',
    );
    await select.selectOption('eGradina');
    await page.getByRole('button', { name: 'Load widget' }).click();
    const load = await untilLoaded(page);
    expect((load.arg as { assistant: unknown }).assistant).toEqual({
      position: 'right',
      persistence: 'sessionStorage',
    });
    const log = page.getByRole('region', { name: 'Event log' });
    await expect(log).toContainText('Requesting the widget script');
    await expect(log).toContainText('Widget loaded with options');
    await page.clock.runFor(20_000);
    await expect(log).toContainText(`Proactive message shown: "${BULGARIAN}"`);
    await page.clock.runFor(10_000);
    await expect(log).toContainText('Proactive message cleared');
  });
});
