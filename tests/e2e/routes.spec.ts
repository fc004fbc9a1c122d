import { ALL_PAGES, BULGARIAN_CONTENT_ROUTES, CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { demoStorePaths } from '../../src/lib/node/demo-stores.ts';
import { CHAT_TEST_PATH } from '../../src/lib/shared/route-table.ts';
import { axeViolations, expect, test } from './fixtures.ts';
import { DEMO_STORE_SLUGS } from '../support/spec-lists.ts';
import { expectHeadersAndCsp, expectNoCspViolation, watchCspViolations } from './support/page-checks.ts';

/**
 * One visit per route and width checks everything a page owes a visitor whatever its content:
 * the frame, its head, axe over the whole page (scrolled through first, so lazy sections are in
 * it), and, at one width (headers and the CSP do not depend on it), netlify.toml's headers, the
 * hash-based CSP and no violation once every island has hydrated.
 */
test.describe('every route of the route table', () => {
  // As for the Bulgarian routes: axe over the whole of a long page (the home page) took 33 s on a
  // loaded CI machine, over the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  for (const path of ALL_PAGES) {
    test(`${path} renders in the frame`, async ({ page }, testInfo) => {
      const withHeaders = testInfo.project.name === 'desktop';
      const offSite = await watchCspViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (withHeaders) await expectHeadersAndCsp(page, path, response!);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.locator('header.site-header')).toBeVisible();
      await expect(page.locator('footer.site-footer')).toBeVisible();
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical).toBe(new URL(path, 'https://www.example.com').href);
      const description = await page.locator('meta[name=description]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      const robots = page.locator('meta[name=robots]');
      const indexable = (CONTENT_ROUTES as readonly string[]).includes(path);
      await expect(robots).toHaveCount(indexable ? 0 : 1);
      await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await frame();
        }
        window.scrollTo(0, 0);
      });
      expect(await axeViolations(page)).toEqual([]);
      if (withHeaders) {
        await expectNoCspViolation(page);
        // Essential cookies only (the fixture's decision): no third party is called, once every
        // island has started. The demo pages load their chat, which is what they are for.
        if (!demoStorePaths.includes(path) && path !== CHAT_TEST_PATH) expect(offSite).toEqual([]);
      }
    });
  }

  // Unique titles and descriptions are checked over dist/ in tests/dist/seo.test.ts (no browser needed).

  test('client demo pages use their fixed id suffix', () => {
    expect(demoStorePaths).toHaveLength(8);
    DEMO_STORE_SLUGS.forEach((slug, i) => expect(demoStorePaths[i]).toMatch(new RegExp(`^/${slug}-[a-z0-9]+$`)));
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists exactly the indexable routes of both editions', async ({ request }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemapUrl = index.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '';
    const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.sort()).toEqual([...CONTENT_ROUTES, ...BULGARIAN_CONTENT_ROUTES].sort());
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap-index.xml');
    expect(robots).toMatch(/User-agent: \*/);
  });
});
