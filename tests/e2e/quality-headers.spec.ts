/**
 * Every page answers with the security headers of netlify.toml, carries Astro's hash-based CSP
 * <meta>, and runs without a single CSP violation, islands included (the page is scrolled so
 * client:visible islands hydrate, and every client:intent island is used). The fixture also fails
 * on CSP console errors.
 */
import { resolve } from 'node:path';
import { loadRules } from '../../scripts/serve/netlify-server.ts';
import { ALL_PAGES } from '../../src/lib/build/routes.ts';
import { demoStorePaths, voiceDemoStorePaths } from '../../src/lib/build/demo-stores.ts';
import { expect, test } from './fixtures.ts';
import { startUsingEveryIsland } from './support/forms.ts';

const root = resolve(process.env.OUT_DIR ?? 'dist');
const rules = await loadRules(root, resolve('netlify.toml'));

/** The headers every response must carry (netlify.toml [[headers]] for "/*"). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

test.describe('security headers and CSP on every page', () => {
  // Headers and the CSP do not depend on the viewport, and routes.spec.ts already opens every
  // page at 390 px with the fixture's CSP guard: one project keeps the suite within its budget.
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'headers are the same at every viewport: desktop project only');
  });

  test('netlify.toml defines the security headers for every path', () => {
    const expected = Object.keys(rules.headersFor('/about')).map((h) => h.toLowerCase());
    for (const header of SECURITY_HEADERS) expect(expected).toContain(header);
  });

  test('only the demo pages whose store uses voice may ask for the microphone', async ({ request }) => {
    expect(voiceDemoStorePaths.length).toBeGreaterThan(0);
    for (const path of [...demoStorePaths, '/', '/contact']) {
      const policy = (await request.get(path)).headers()['permissions-policy'] ?? '';
      const microphone = policy
        .split(',')
        .map((entry) => entry.trim())
        .filter((e) => e.startsWith('microphone='));
      expect(microphone, path).toEqual([voiceDemoStorePaths.includes(path) ? 'microphone=(self)' : 'microphone=()']);
      expect(policy, path).toContain('camera=()');
    }
  });

  for (const path of ALL_PAGES) {
    test(`${path}: netlify.toml headers, CSP meta, no violation`, async ({ page }) => {
      // Third parties (chat widget CDN, analytics) are not reachable in tests: fail them at once.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective}: ${e.blockedURI}`),
        );
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      for (const [name, value] of Object.entries(rules.headersFor(path))) {
        expect(headers[name.toLowerCase()], name).toBe(value);
      }
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");

      const meta = await page.locator('meta[http-equiv="content-security-policy" i]').getAttribute('content');
      const scriptSrc = meta?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/'sha(256|384|512)-/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");

      // Hydrate client:visible islands and lazy sections, then the islands that wait for a
      // visitor, then let pending work settle.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      await startUsingEveryIsland(page);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations).toEqual([]);
    });
  }
});
