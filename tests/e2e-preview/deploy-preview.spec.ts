/**
 * The build of a Netlify deploy preview (scripts/build-preview.ts: CONTEXT=deploy-preview,
 * URL=https://www.nexa-launch.test, NETLIFY=true, no EmailJS keys), served like Netlify.
 */
import { expect, test } from '../e2e/fixtures.ts';
import { CONTENT_ROUTES } from '../../src/lib/routes.ts';

const PRODUCTION_URL = 'https://www.nexa-launch.test';

test.describe('a deploy preview', () => {
  for (const path of CONTENT_ROUTES) {
    test(`${path} is noindex in the page and in the header, with URLs on the production address`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      const canonical = new URL(path, PRODUCTION_URL).href;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${PRODUCTION_URL}/og-image.png`,
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect(jsonLd).toContain(`"url":"${PRODUCTION_URL}/"`);
      expect(jsonLd).not.toContain('example.com');
    });
  }

  test('robots.txt and the sitemap name the production address', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${PRODUCTION_URL}/sitemap-index.xml`);
    expect(robots.headers()['x-robots-tag']).toBe('noindex');
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBe(CONTENT_ROUTES.length);
    for (const loc of locs) expect(loc?.startsWith(`${PRODUCTION_URL}/`), loc).toBe(true);
  });
});
