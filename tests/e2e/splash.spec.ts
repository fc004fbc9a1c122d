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
