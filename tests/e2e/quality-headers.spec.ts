/**
 * netlify.toml's security headers and the microphone rule per page. Each page's own headers, CSP
 * <meta> and violations (islands hydrated) are checked on the route walk (routes.spec.ts).
 */
import { demoPagesOf, voiceDemoStorePaths } from '../../src/lib/node/demo-stores.ts';
import { LANGS } from '../../src/lib/shared/i18n.ts';
import { expect, test } from './fixtures.ts';
import { headersFor } from './support/page-checks.ts';

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
  // Headers do not depend on the viewport.
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'headers are the same at every viewport: desktop project only');
  });

  test('netlify.toml defines the security headers for every path', () => {
    const expected = Object.keys(headersFor('/about')).map((h) => h.toLowerCase());
    for (const header of SECURITY_HEADERS) expect(expected).toContain(header);
  });

  test('only the demo pages whose store uses voice may ask for the microphone, in both editions', async ({
    request,
  }) => {
    expect(voiceDemoStorePaths.length).toBeGreaterThan(0);
    const pages = [
      ...demoPagesOf(LANGS),
      ...['/', '/contact', '/bg', '/bg/contact'].map((path) => ({ path, voice: false })),
    ];
    for (const { path, voice } of pages) {
      const policy = (await request.get(path)).headers()['permissions-policy'] ?? '';
      const microphone = policy
        .split(',')
        .map((entry) => entry.trim())
        .filter((e) => e.startsWith('microphone='));
      expect(microphone, path).toEqual([voice ? 'microphone=(self)' : 'microphone=()']);
      expect(policy, path).toContain('camera=()');
    }
  });
  // Every page's headers, CSP meta and violations: checked on the route walk (routes.spec.ts).
});
