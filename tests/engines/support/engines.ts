/**
 * The two other engines of the cross-engine checks, behind one small interface so the specs in
 * tests/engines run unchanged in both (docs/quality-gates.md says why these clients):
 * - Firefox: Debian's firefox-esr over WebDriver BiDi, driven by puppeteer-core (it talks BiDi to
 *   Firefox itself: no geckodriver, no download). Playwright's own BiDi Firefox (channel
 *   'moz-firefox') asks for emulation.setMediaFeaturesOverride, which Firefox ESR 153 lacks.
 * - WebKit: Debian's WebKitGTK MiniBrowser through WebKitWebDriver (classic W3C WebDriver), with a
 *   few lines of fetch below instead of a client library; MiniBrowser needs a display, so it runs in
 *   its own Xvfb.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FIREFOX_PATH, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from '../../../scripts/lib/engine-paths.ts';
import { startProviderProxy, type ProviderProxy } from './provider-proxy.ts';

export type EngineName = 'firefox' | 'webkit';

/** What a cross-engine spec may do with a page. Scripts are function bodies run in the page. */
export interface EnginePage {
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (its source is sent, so it may use only its arguments) and returns its result. */
  run<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>>;
  /** Clicks the first element matching `css` the way a visitor does: scrolled into view, once it stands still. */
  click(css: string): Promise<void>;
  /** Types `text` into the first element matching `css`. */
  type(css: string, text: string): Promise<void>;
  /** Script errors the page reported since it was opened (Firefox only: WebDriver classic has no log). */
  errors(): string[];
  /** Sets the viewport of the page (the window, in WebKit). */
  resize(width: number, height: number): Promise<void>;
  /** A PNG of the viewport (kept with a failed test; see fixtures.ts). */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** The chat provider's stand-in, reached through the engine's HTTPS proxy (provider-proxy.ts). */
  proxy: ProviderProxy;
  newPage(width: number, height: number): Promise<EnginePage>;
  stop(): Promise<void>;
}

async function firefox(proxy: ProviderProxy): Promise<Engine> {
  const [proxyHost, proxyPort] = proxy.address.split(':');
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'network.dns.disableIPv6': true,
      'app.update.enabled': false,
      // HTTPS only goes through the proxy: the site itself is served over plain HTTP on 127.0.0.1.
      'network.proxy.type': 1,
      'network.proxy.ssl': proxyHost,
      'network.proxy.ssl_port': Number(proxyPort),
    },
  });
  return {
    name: 'firefox',
    proxy,
    async newPage(width, height) {
      const context = await browser.createBrowserContext();
      const page: Page = await context.newPage();
      await page.setViewport({ width, height });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`Uncaught: ${String((error as Error).message ?? error)}`));
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) errors.push(`CSP: ${message.text()}`);
      });
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
        click: (css) => clickOnceSettled(page, css),
        type: (css, text) => page.type(css, text),
        errors: () => errors,
        resize: (w, h) => page.setViewport({ width: w, height: h }),
        screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
        close: () => context.close(),
      };
    },
    stop: async () => {
      // A browser that does not answer within the teardown's time is killed, not waited for.
      await withTimeout(browser.close(), STOP_TIMEOUT_MS).catch(() => browser.process()?.kill('SIGKILL'));
      await proxy.stop();
    },
  };
}

/** Animation frames an element must keep its place for before a click is aimed at it. */
const STILL_FRAMES = 10;

/**
 * The centre of the element `css` once its box has kept its place for STILL_FRAMES animation frames
 * (null if it is missing or still moving after 120). Runs in the page; scrolls the element into view
 * first if it is not wholly in it.
 */
function settledCentre(css: string, stillFrames: number): Promise<{ x: number; y: number } | null> {
  const element = document.querySelector(css);
  if (!element) return Promise.resolve(null);
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const centre = () => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return { x: left + width / 2, y: top + height / 2 };
  };
  return new Promise((resolve) => {
    let last = centre();
    let still = 0;
    let frames = 0;
    const frame = () => {
      const now = centre();
      still = now.x === last.x && now.y === last.y ? still + 1 : 0;
      last = now;
      frames += 1;
      if (still >= stillFrames) resolve(now);
      else if (frames > 120) resolve(null);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Clicks like a visitor, at the element's centre, once the element has stopped moving. Puppeteer's
 * own click aims and then clicks a round trip later, and a page still moving then takes the click
 * beside the element: in Firefox the page was still gliding (the site scrolls smoothly) 35 px just
 * after a form was typed in, and a submit aimed then landed on the form beside its button.
 */
async function clickOnceSettled(page: Page, css: string): Promise<void> {
  const point = await until(
    () => page.evaluate(settledCentre, css, STILL_FRAMES).then((centre) => centre ?? undefined),
    `${css} to stand still`,
  );
  await page.mouse.click(point.x, point.y);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts Xvfb on a free display (it picks the number and writes it to us). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    xvfb.stdout.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }));
    xvfb.once('error', reject);
  });
}

/** How long one WebDriver command may take: shorter than a test's timeout, so a stuck engine fails
 * the test with the command that hung instead of hanging the worker until Playwright kills it. */
const COMMAND_TIMEOUT_MS = 25_000;
/** How long closing a browser may take before its process is killed. */
const STOP_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The key under which W3C WebDriver names an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

async function webkit(proxy: ProviderProxy): Promise<Engine> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown, timeoutMs = COMMAND_TIMEOUT_MS): Promise<T> => {
    const init: RequestInit = {
      method,
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(base + path, init).catch((error: unknown) => {
      throw new Error(`WebDriver ${method} ${path}: ${String((error as Error).message ?? error)}`);
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error} ${value.message ?? ''}`);
    return value;
  };
  await until(() => call('GET', '/status'), 'WebKitWebDriver start');
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        // MiniBrowser's own proxy options (WebKitWebDriver leaves the W3C proxy capability unused):
        // everything but the local site goes through the provider's proxy, whose test certificate
        // it accepts.
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: [
            '--automation',
            `--proxy=http://${proxy.address}`,
            '--ignore-host=127.0.0.1',
            '--ignore-host=localhost',
            '--ignore-tls-errors',
          ],
        },
      },
    },
  });
  const session = `/session/${sessionId}`;
  const find = async (css: string) => {
    const found = await call<Record<string, string>>('POST', `${session}/element`, {
      using: 'css selector',
      value: css,
    });
    return found[ELEMENT_KEY]!;
  };
  /** The window size that gives the page `width` × `height` (the window has chrome around it). */
  const resize = async (width: number, height: number) => {
    await call('POST', `${session}/window/rect`, { width, height });
    const inner = await call<[number, number]>('POST', `${session}/execute/sync`, {
      script: 'return [innerWidth, innerHeight]',
      args: [],
    });
    await call('POST', `${session}/window/rect`, {
      width: width + (width - inner[0]),
      height: height + (height - inner[1]),
    });
  };
  return {
    name: 'webkit',
    proxy,
    async newPage(width, height) {
      await resize(width, height);
      return {
        goto: async (url) => void (await call('POST', `${session}/url`, { url })),
        run: (fn, ...args) =>
          call('POST', `${session}/execute/async`, {
            // Resolves a promise the function returns; WebDriver's callback is the last argument.
            script: `const done = arguments[arguments.length - 1];
              Promise.resolve().then(() => (${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
                .then(done, (e) => done({ __error: String(e) }));`,
            args,
          }).then((value) => {
            const error = (value as { __error?: string } | null)?.__error;
            if (error) throw new Error(error);
            return value as never;
          }),
        click: async (css) => {
          // WebKitWebDriver calls an element "not interactable" when it lies outside the window and
          // does not scroll it in itself for every element: bring it to the middle first, as a visitor
          // would, and wait until it holds still there. Bands near the new scroll position are laid
          // out a frame later (content-visibility: auto) and WebKit has no scroll anchoring, so the
          // element can move after the jump.
          const element = await find(css);
          const settled = await call<boolean>('POST', `${session}/execute/async`, {
            script: `const [target, done] = arguments;
              const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
              (async () => {
                let last = NaN;
                for (let tries = 0; tries < 60; tries += 1) {
                  target.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
                  await frame();
                  await frame();
                  const { top, bottom } = target.getBoundingClientRect();
                  const middle = (top + bottom) / 2;
                  if (top === last && middle >= 0 && middle <= innerHeight) return true;
                  last = top;
                }
                return false;
              })().then(done);`,
            args: [{ [ELEMENT_KEY]: element }],
          });
          if (!settled) throw new Error(`${css} never held still inside the window`);
          await call('POST', `${session}/element/${element}/click`, {});
        },
        type: async (css, text) => void (await call('POST', `${session}/element/${await find(css)}/value`, { text })),
        errors: () => [],
        resize,
        screenshot: async () => Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64'),
        close: async () => {
          // One window per worker: a fresh page is a blank document with empty storage.
          await call('POST', `${session}/execute/sync`, {
            script: 'try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}',
            args: [],
          }).catch(() => undefined);
          await call('POST', `${session}/url`, { url: 'about:blank' }).catch(() => undefined);
        },
      };
    },
    async stop() {
      await call('DELETE', session, undefined, STOP_TIMEOUT_MS).catch(() => undefined);
      driver.kill();
      xvfb.process.kill();
      await proxy.stop();
    },
  };
}

export async function startEngine(name: EngineName): Promise<Engine> {
  const proxy = await startProviderProxy();
  return name === 'firefox' ? firefox(proxy) : webkit(proxy);
}
