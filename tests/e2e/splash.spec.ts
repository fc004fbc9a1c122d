import { expect, freezeClock, test } from './fixtures.ts';

test.use({ showSplash: true });

test.describe('loading splash (spec: 100 ms spinner, load + 1.5 s, 4 s cap, once per session)', () => {
  test('shows the spinner after 100 ms and hides 1.5 s after load', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about', { waitUntil: 'load' });
    const splash = page.locator('#splash');
    const spinner = page.locator('.splash__spinner');
    await expect(splash).toBeVisible();
    // The content is in the HTML underneath all along.
    await expect(page.locator('h1')).toHaveText('About Us');
    await page.clock.runFor(99);
    await expect(spinner).toBeHidden();
    await page.clock.runFor(2);
    await expect(spinner).toBeVisible();
    await page.clock.runFor(1390);
    await expect(splash).toBeVisible();
    await page.clock.runFor(200);
    await expect(splash).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-splash', 'done');
  });

  test('waits for the page to load, not just to be parsed: an image still coming holds it', async ({ page }) => {
    await freezeClock(page);
    // An image of the page that arrives late: the load event waits for it, DOMContentLoaded does not.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/slow-image.svg', async (route) => {
      await held;
      await route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const image = document.createElement('img');
        image.src = '/slow-image.svg';
        image.alt = '';
        document.body.append(image);
      }),
    );
    const preloaded = ['/brand/sky.svg', '/brand/logo-mark.svg'].map((path) =>
      page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === path),
    );
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await Promise.all(preloaded);
    // One more image from the server after those: the splash's own handlers for them have run.
    await page.evaluate(
      () =>
        new Promise((done) => {
          const image = new Image();
          image.onload = image.onerror = done;
          image.src = '/brand/sky.svg?after-preload';
        }),
    );
    expect(await page.evaluate(() => document.readyState)).toBe('interactive');
    const splash = page.locator('#splash');
    // Preloaded and parsed, but not loaded: 2 s on, the splash is still up.
    await page.clock.runFor(2000);
    await expect(splash).toBeVisible();
    release();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    await page.clock.runFor(1400);
    await expect(splash).toBeVisible();
    await page.clock.runFor(200); // 1.6 s after load, 3.6 s in all: under the 4 s cap
    await expect(splash).toBeHidden();
  });

  test('always hides after 4 s even if the page never finishes loading', async ({ page }) => {
    await freezeClock(page);
    // A sky image that never answers keeps the preload pending.
    await page.route('**/brand/sky.svg', () => {});
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const splash = page.locator('#splash');
    await expect(splash).toBeVisible();
    await page.clock.runFor(3990);
    await expect(splash).toBeVisible();
    await page.clock.runFor(20);
    await expect(splash).toBeHidden();
  });

  test('waits for the logo file as well, fetched into the cache rather than drawn as an image', async ({ page }) => {
    await freezeClock(page);
    const kinds = new Map<string, string>();
    page.on('request', (request) => kinds.set(new URL(request.url()).pathname, request.resourceType()));
    // A logo file that never answers keeps the preload pending, as the sky does above.
    await page.route('**/brand/logo-mark.svg', () => {});
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const splash = page.locator('#splash');
    await page.clock.runFor(3990);
    await expect(splash).toBeVisible();
    await page.clock.runFor(20);
    await expect(splash).toBeHidden();
    // The splash draws the sky (an image it shares with its background) and an inline logo: an SVG
    // file loaded as an image would cost the phone a whole SVG document for nothing.
    expect(kinds.get('/brand/sky.svg')).toBe('image');
    expect(kinds.get('/brand/logo-mark.svg')).toBe('fetch');
  });

  test('a key ends it: Tab never moves focus unseen under it (WCAG 2.4.7)', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about', { waitUntil: 'load' });
    const splash = page.locator('#splash');
    await page.clock.runFor(500);
    await expect(splash).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(splash).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-splash', 'done');
    // The key did its usual work: focus is on the page's first stop, in view.
    await expect(page.locator(':focus')).toBeInViewport();
  });

  test('shows once per browser session', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about');
    await page.clock.runFor(4100);
    await expect(page.locator('#splash')).toBeHidden();
    await page.goto('/roi');
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-splash', 'done');
  });

  test('without JavaScript there is no splash and the content is readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
    await context.close();
  });
});

test.describe('loading splash under reduced motion (docs/motion-and-roi.md: nothing moves)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the spinner shows, still', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.clock.runFor(101);
    await expect(page.locator('.splash__spinner')).toBeVisible();
    // Reduced motion cuts every CSS animation and transition to 0.01 ms: none lasts longer.
    const lasting = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0) > 1)
          .map((animation) => ({
            name: (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty,
            on: ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.className,
          })),
      );
    await expect.poll(lasting).toEqual([]);
  });
});
