import { expect, test } from './fixtures.ts';

// Redirects, 404 answers and response headers do not depend on the viewport: one project runs them.
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name.endsWith('desktop'), 'the same at every viewport: mobile project only');
});

test.describe('/redirect short links', () => {
  test('the edge answers a known code with a 302 before any page loads', async ({ request }) => {
    const response = await request.get('/redirect?code=pricing', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/pricing');
  });

  for (const [search, target] of [
    ['?code=HOME', '/'],
    ['?code=Ai-Search', '/ai-search-engine'],
    ['', '/event'],
  ] as const) {
    test(`the page sends ${search || 'no code'} to ${target}, replacing history`, async ({ page }) => {
      await page.goto('/about');
      await page.goto(`/redirect${search}`);
      await page.waitForURL((url) => url.pathname === target);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/about');
    });
  }

  test('an unknown code goes to /destination/{code}, which is not a page and ends on the home page', async ({
    page,
  }) => {
    const seen: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(new URL(frame.url()).pathname));
    await page.goto('/redirect?code=Spring%20Sale');
    await page.waitForURL((url) => url.pathname === '/');
    expect(seen).toContain('/destination/Spring%20Sale');
  });

  for (const code of ['constructor', 'Constructor', '__proto__', 'toString']) {
    test(`?code=${code}, a name every object inherits, is an unknown code: /destination/${code}`, async ({ page }) => {
      const seen: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(new URL(frame.url()).pathname));
      await page.goto(`/redirect?code=${code}`);
      await page.waitForURL((url) => url.pathname === '/');
      expect(seen).toContain(`/destination/${code}`);
      expect(seen.filter((path) => /function|object/i.test(decodeURIComponent(path)))).toEqual([]);
    });
  }

  test('a hostile code never leaves the site', async ({ page }) => {
    await page.goto('/redirect?code=%2F%2Fevil.example');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  });
});

test.describe('unknown paths', () => {
  test('answer 404 for crawlers and send visitors to / replacing history', async ({ page, request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('noindex');
    expect(html).toMatch(/<a[^>]+href="\/"/);

    await page.goto('/about');
    await page.goto('/no-such-page');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
  });

  test('without JavaScript the 404 page offers a plain link home', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/missing/deep/path');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await context.close();
  });
});

test.describe('headers from netlify.toml', () => {
  test('pages carry the security headers; hashed assets are immutable', async ({ request, page }) => {
    const res = await request.get('/about');
    const h = res.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    await page.goto('/about');
    const css = await page.locator('link[rel=stylesheet][href^="/_astro/"]').first().getAttribute('href');
    const asset = await request.get(css!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('each page has a hash-based CSP without unsafe-inline', async ({ page }) => {
    await page.goto('/');
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });
});

test.describe('the Bulgarian edition under a prefix in any case', () => {
  for (const [path, target] of [
    ['/BG/pricing', '/bg/pricing'],
    ['/Bg/roi?agents=3&salary=2000', '/bg/roi?agents=3&salary=2000'],
    ['/bG', '/bg'],
  ] as const) {
    test(`${path} opens ${target}, in Bulgarian`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The address the redirect landed on: the ROI calculator, once hydrated, writes its other
      // figures into the page's address, so page.url() can already hold more than the redirect gave.
      const landed = new URL(response!.url());
      expect(landed.pathname + landed.search).toBe(target);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    });
  }
});
