import { test as base, expect } from '@playwright/test';
import { startEngine, type Engine, type EngineName, type EnginePage } from './engines.ts';

export { expect };

interface Options {
  /** Which engine the project runs in (playwright.config.ts sets it per project). */
  engineName: EngineName;
}

/**
 * `site`: a page of the project's engine at the project's viewport, on the served site. One browser
 * per worker (Firefox starts in seconds, MiniBrowser in its own Xvfb); a fresh page per test. A test
 * fails if the page reported a script error or a CSP violation (Firefox reports them; see engines.ts).
 */
export const test = base.extend<
  { site: EnginePage & { open(path: string): Promise<void> } },
  Options & { engine: Engine }
>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await startEngine(engineName);
      await use(engine);
      await engine.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ engine, viewport, baseURL }, use, testInfo) => {
    const page = await engine.newPage(viewport?.width ?? 1440, viewport?.height ?? 900);
    const open = (path: string) => page.goto(new URL(path, baseURL).href);
    await use({ ...page, open });
    // What the engine showed when the test failed (WebDriver keeps no trace of its own).
    if (testInfo.status !== testInfo.expectedStatus) {
      const shot = await page.screenshot().catch(() => null);
      if (shot) await testInfo.attach('screenshot at failure', { body: shot, contentType: 'image/png' });
    }
    const errors = page.errors();
    await page.close();
    expect(errors, errors.join('\n')).toEqual([]);
  },
});

/**
 * Waits until `probe` (run in the page) returns a truthy value; returns it. Polls the page's state,
 * never a fixed time: the engines have no fake clock here.
 */
export async function until<A extends unknown[], T>(
  site: EnginePage,
  what: string,
  probe: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  let value: T | undefined;
  await expect
    .poll(async () => (value = await site.run(probe, ...args)), { message: what, timeout: 15_000 })
    .toBeTruthy();
  return value as Exclude<T, false | null | undefined | 0 | ''>;
}

/**
 * Waits until nothing in `selector` (nor its pseudo-elements) is animating. A WebDriver click aims
 * where an element is when the command is sent, so a click on something that slides in or is being
 * pushed down can land beside it.
 */
export const untilSettled = (site: EnginePage, selector: string) =>
  until(
    site,
    `${selector} has stopped moving`,
    (target: string) =>
      document
        .querySelector(target)
        ?.getAnimations({ subtree: true })
        .every((animation) => animation.playState !== 'running') ?? false,
    selector,
  );
