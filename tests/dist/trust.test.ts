/**
 * The trust pages of the built site (issue #36): /.well-known/security.txt is a valid RFC 9116 file
 * that has not expired, and the trust page and the accessibility statement exist in every edition
 * and are linked from every page's footer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { buildLangs } from '../../src/lib/node/editions.ts';
import { localizePath } from '../../src/lib/shared/i18n.ts';
import { builtPagePaths, scanTags } from '../../scripts/lib/page-weight.ts';
import { builtSite } from './support/built-site.ts';

const root = builtSite();
const fileOf = (path: string) => join(root, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const canonicalOf = (html: string) => scanTags(html).find((t) => t.name === 'link' && t.attrs.rel === 'canonical');
const siteOrigin = new URL(canonicalOf(readFileSync(fileOf('/'), 'utf8'))?.attrs.href ?? 'https://www.example.com/')
  .origin;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('/.well-known/security.txt', () => {
  const file = join(root, '.well-known', 'security.txt');

  it('is published', () => {
    expect(existsSync(file)).toBe(true);
  });

  /** Each field's values; RFC 9116 allows several Contact lines, and one Expires, Policy and Canonical here. */
  const fields = () => {
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.at(-1), 'the file ends with a newline').toBe('');
    const out = new Map<string, string[]>();
    for (const line of lines.filter((l) => l !== '' && !l.startsWith('#'))) {
      const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
      expect(match, `"${line}" is a "Field: value" line`).not.toBeNull();
      out.set(match![1]!, [...(out.get(match![1]!) ?? []), match![2]!]);
    }
    return out;
  };

  it('has only the fields of RFC 9116, each as often as it may appear', () => {
    const found = fields();
    expect([...found.keys()].sort()).toEqual(['Canonical', 'Contact', 'Expires', 'Policy', 'Preferred-Languages']);
    for (const single of ['Expires', 'Policy', 'Preferred-Languages', 'Canonical']) {
      expect(found.get(single), single).toHaveLength(1);
    }
  });

  it('names a contact as a mailto: URI', () => {
    for (const contact of fields().get('Contact')!) expect(contact).toMatch(/^mailto:[\w.+-]+@[\w-]+(\.[\w-]+)+$/);
  });

  it('has not expired and expires less than a year from now', () => {
    const expires = fields().get('Expires')![0]!;
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const left = Date.parse(expires) - Date.now();
    expect(left, 'Expires has passed').toBeGreaterThan(0);
    expect(left, 'Expires is more than a year ahead').toBeLessThanOrEqual(YEAR_MS);
  });

  it("points its policy at the trust page and its canonical at itself, on the deploy's address", () => {
    const found = fields();
    expect(found.get('Policy')).toEqual([`${siteOrigin}/trust`]);
    expect(existsSync(fileOf('/trust'))).toBe(true);
    expect(found.get('Canonical')).toEqual([`${siteOrigin}/.well-known/security.txt`]);
    expect(found.get('Preferred-Languages')).toEqual(['en, bg']);
  });
});

describe('the trust page and the accessibility statement', () => {
  const editions = buildLangs();
  const routes = editions.flatMap((lang) => ['/trust', '/accessibility'].map((path) => localizePath(path, lang)));

  it('exist in every published edition, each with its own canonical', () => {
    expect(routes.length).toBeGreaterThanOrEqual(2);
    for (const route of routes) {
      expect(existsSync(fileOf(route)), route).toBe(true);
      expect(canonicalOf(readFileSync(fileOf(route), 'utf8'))?.attrs.href, route).toBe(
        `${siteOrigin}${route === '/' ? '/' : route}`,
      );
    }
  });

  it("are linked from the footer's legal column of every page, in the page's own edition", () => {
    const missing: string[] = [];
    for (const page of builtPagePaths(root)) {
      if (page.startsWith('/admin/')) continue;
      const document = parseDocument(readFileSync(join(root, page), 'utf8'));
      const legal = DomUtils.findOne(
        (el) => el.name === 'nav' && el.attribs['aria-labelledby'] === 'footer-legal',
        document.children,
      );
      if (!legal) continue; // pages without the site frame (the redirect page)
      const lang = page.startsWith('/bg') ? 'bg' : 'en';
      const hrefs = DomUtils.findAll((el) => el.name === 'a', legal.children).map((a) => a.attribs['href']);
      for (const path of ['/trust', '/accessibility']) {
        if (!hrefs.includes(localizePath(path, lang))) missing.push(`${page}: ${localizePath(path, lang)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the trust page lists the sub-processors in an accessible table', () => {
    for (const route of editions.map((lang) => localizePath('/trust', lang))) {
      const document = parseDocument(readFileSync(fileOf(route), 'utf8'));
      const table = DomUtils.findOne((el) => el.name === 'table', document.children);
      expect(table, route).not.toBeNull();
      expect(DomUtils.findOne((el) => el.name === 'caption', [table!])).not.toBeNull();
      const headers = DomUtils.findAll((el) => el.name === 'th', [table!]);
      expect(headers.length).toBeGreaterThan(4);
      for (const th of headers) expect(['col', 'row']).toContain(th.attribs['scope']);
      const rows = DomUtils.findAll((el) => el.name === 'tr', [table!]);
      expect(rows.length, `${route}: a header row and five sub-processors`).toBe(6);
    }
  });
});
