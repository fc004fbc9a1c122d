/**
 * The build of a Netlify deploy preview (scripts/lib/deploy-builds.ts, `preview`: CONTEXT=deploy-preview,
 * URL=https://www.nexa-launch.test, NETLIFY=true, no EmailJS keys), served like Netlify.
 * Headers and markup do not depend on the viewport: read over HTTP, in one project.
 */
import { expect, test } from '../e2e/fixtures.ts';
import { BULGARIAN_CONTENT_ROUTES, CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import site from '../../content/site.json' with { type: 'json' };
import { shareCardPath } from '../../src/lib/node/share-cards.ts';

const PRODUCTION_URL = 'https://www.nexa-launch.test';

/** The content attribute of the first tag matching `selector` (a regex of its other attributes). */
function attribute(html: string, tag: RegExp, name: string): string | undefined {
  const element = html.match(tag)?.[0] ?? '';
  return new RegExp(`${name}="([^"]*)"`).exec(element)?.[1];
}

test.describe('a deploy preview', () => {
  test('every indexable route is noindex in the page and in the header, with URLs on the production address', async ({
    request,
  }) => {
    for (const path of CONTENT_ROUTES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex');
      const html = await response.text();
      const canonical = new URL(path, PRODUCTION_URL).href;
      expect(attribute(html, /<meta name="robots"[^>]*>/, 'content'), path).toBe('noindex, nofollow');
      expect(attribute(html, /<link rel="canonical"[^>]*>/, 'href'), path).toBe(canonical);
      expect(attribute(html, /<meta property="og:url"[^>]*>/, 'content'), path).toBe(canonical);
      // Each page's own share card (src/lib/node/share-cards.ts), on the production address.
      expect(attribute(html, /<meta property="og:image"[^>]*>/, 'content'), path).toBe(
        new URL(shareCardPath(path), PRODUCTION_URL).href,
      );
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(jsonLd, path).toContain(`"url":"${PRODUCTION_URL}/"`);
      expect(jsonLd, path).not.toContain('https://www.example.com');
      // The placeholder contact details await confirmation: structured data does not assert them.
      expect(jsonLd, path).not.toContain(site.contact.email);
      expect(jsonLd, path).not.toContain(site.contact.phone);
    }
  });

  test('robots.txt and the sitemap name the production address', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${PRODUCTION_URL}/sitemap-index.xml`);
    expect(robots.headers()['x-robots-tag']).toBe('noindex');
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // A preview publishes both editions (the Bulgarian one waits for its review in production only).
    expect(locs.length).toBe(CONTENT_ROUTES.length + BULGARIAN_CONTENT_ROUTES.length);
    for (const loc of locs) expect(loc?.startsWith(`${PRODUCTION_URL}/`), loc).toBe(true);
  });
});
