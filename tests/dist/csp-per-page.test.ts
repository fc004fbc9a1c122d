import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspOf, inlineHashes } from '../../src/lib/node/csp-per-page.ts';
import { builtSite } from './support/built-site.ts';
import { sitePages } from '../../scripts/lib/page-weight.ts';

const root = builtSite();
// The site's pages: /admin (the content editor) has its own policy as a header (sitePages in scripts/lib/page-weight.ts).
describe('CSP of the built pages', () => {
  it.each(sitePages(root))("%s lists exactly its own inline scripts' and styles' hashes", (file) => {
    const html = readFileSync(resolve(root, `.${file}`), 'utf8');
    const policy = cspOf(html) ?? '';
    const listed = (directive: string) =>
      new Set(
        (policy.split(';').find((d) => d.trim().startsWith(`${directive} `)) ?? '')
          .split(/\s+/)
          .filter((source) => source.startsWith("'sha")),
      );
    const needed = inlineHashes(html);
    expect(listed('script-src')).toEqual(needed.script);
    expect(listed('style-src')).toEqual(needed.style);
  });

  it.each(sitePages(root))('%s: the CSP <meta> comes before anything that can carry script or style', (file) => {
    const html = readFileSync(resolve(root, `.${file}`), 'utf8');
    const head = html.slice(0, html.search(/<meta http-equiv="content-security-policy"/i));
    expect(head).not.toMatch(/<(script|style|link|iframe|object|embed|base)\b/i);
    expect(head).toMatch(/<meta charset="utf-8">$/i);
  });
});
