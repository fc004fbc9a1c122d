/**
 * The content editor in the build (dist/admin): Sveltia's own bundle served from this site, the
 * configuration generated from the schemas of this build, noindex, out of the sitemap, and its own
 * headers while every page of the site keeps the site's CSP and Permissions-Policy.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCmsConfig } from '../../src/integrations/cms-admin.ts';
import {
  ADMIN_FONTS,
  BUNDLE_REPLACEMENTS,
  GITHUB_STATUS_PATH,
  SVELTIA_PACKAGE_PATH,
  SVELTIA_SCHEMA_PATH,
  adminFontPath,
  selfHostedBundle,
} from '../../src/lib/node/cms-self-hosted.ts';
import { permissionsPolicy } from '../../src/lib/node/netlify-headers.ts';
import { scanTags } from '../../scripts/lib/page-weight.ts';
import { builtSite } from './support/built-site.ts';

const root = builtSite();
const html = readFileSync(join(root, 'admin/index.html'), 'utf8');
type Headers = Record<string, string>;
let headersFor: (path: string) => Headers;

/** One directive's sources of a policy. */
const sources = (policy: string, directive: string) =>
  (policy.split(';').find((d) => d.trim().startsWith(`${directive} `)) ?? '').trim().split(/\s+/).slice(1);

beforeAll(async () => {
  // As Netlify and scripts/serve apply them: _headers, then netlify.toml; a later rule wins.
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(root, '_headers')],
    netlifyConfigPath: resolve('netlify.toml'),
    configHeaders: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  const rules = headers as Array<(typeof headers)[number] & { forRegExp: RegExp; values: Headers }>;
  headersFor = (path) =>
    Object.assign({}, ...rules.filter((r) => r.forRegExp.test(path)).map((r) => r.values)) as Headers;
});

describe('dist/admin: the content editor', () => {
  it('serves the pinned Sveltia bundle from this site, pointed at this site, and no script from elsewhere', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@sveltia/cms');
    const bundle = readFileSync(join(dirname(entry), '../dist/sveltia-cms.js'), 'utf8');
    const served = readFileSync(join(root, 'admin/sveltia-cms.js'), 'utf8');
    expect(served === selfHostedBundle(bundle)).toBe(true);
    for (const { from } of BUNDLE_REPLACEMENTS) expect(served.includes(from), from).toBe(false);
    // What the bundle then asks of this site is there: its fonts, its version, GitHub's status.
    for (const font of ADMIN_FONTS) {
      const copied = readFileSync(join(root, adminFontPath(font)));
      expect(copied.equals(readFileSync(require.resolve(`${font.packageName}/${font.file}`))), font.file).toBe(true);
    }
    const { version } = JSON.parse(readFileSync(join(dirname(entry), '../package.json'), 'utf8')) as {
      version: string;
    };
    expect(JSON.parse(readFileSync(join(root, `${SVELTIA_PACKAGE_PATH}/package.json`), 'utf8'))).toEqual({
      name: '@sveltia/cms',
      version,
    });
    expect(JSON.parse(readFileSync(join(root, GITHUB_STATUS_PATH), 'utf8'))).toMatchObject({
      status: { indicator: 'unknown' },
    });
    expect(JSON.parse(readFileSync(join(root, SVELTIA_SCHEMA_PATH), 'utf8'))).toHaveProperty('$schema');
    const scripts = scanTags(html)
      .filter((t) => t.name === 'script')
      .map((t) => t.attrs.src);
    expect(scripts).toEqual(['/admin/allow-zoom.js', '/admin/sveltia-cms.js']);
  });

  it('is noindex in the page and in the header, and out of the sitemap', () => {
    expect(scanTags(html).find((t) => t.name === 'meta' && t.attrs.name === 'robots')?.attrs.content).toMatch(
      /noindex/,
    );
    expect(headersFor('/admin')['X-Robots-Tag']).toMatch(/noindex/);
    expect(headersFor('/admin/config.yml')['X-Robots-Tag']).toMatch(/noindex/);
    expect(readFileSync(join(root, 'sitemap-0.xml'), 'utf8')).not.toMatch(/\/admin/);
  });

  it('has the configuration this build generates from the schemas', async () => {
    expect(readFileSync(join(root, 'admin/config.yml'), 'utf8')).toBe(await renderCmsConfig());
  });

  it('has its own CSP: scripts and fonts from this site only, the GitHub API, blob:/data: images', () => {
    const policy = headersFor('/admin')['Content-Security-Policy'] ?? '';
    expect(headersFor('/admin/')['Content-Security-Policy']).toBe(policy);
    expect(sources(policy, 'script-src')).toEqual(["'self'"]);
    expect(sources(policy, 'default-src')).toEqual(["'none'"]);
    // Only what sign-in and the Git backend need: GitHub's API; fonts from this site.
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'blob:', 'data:', 'https://api.github.com']);
    expect(sources(policy, 'font-src')).toEqual(["'self'"]);
    expect(sources(policy, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
    // Whether the CDN replaces the site-wide header or sends both, the site-wide rules hold.
    const siteWide = headersFor('/')['Content-Security-Policy'] ?? '';
    for (const directive of siteWide.split(';').map((d) => d.trim()))
      expect(policy.split(';').map((d) => d.trim())).toContain(directive);
    expect(headersFor('/admin')['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it("leaves the site's pages as they were: their header CSP, Permissions-Policy and opener policy", () => {
    for (const path of ['/', '/faqs', '/about']) {
      const values = headersFor(path);
      expect(values['Content-Security-Policy']).toBe(
        "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
      );
      expect(values['Permissions-Policy']).toBe(permissionsPolicy());
      expect(values['Cross-Origin-Opener-Policy']).toBe('same-origin');
      expect(values['X-Robots-Tag']).toBeUndefined();
    }
  });
});
