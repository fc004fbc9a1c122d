/**
 * Links of the built site: every internal link, #anchor, image, srcset and asset in dist/
 * resolves the way Netlify serves it (pretty URLs: /about -> about.html); pages link only to
 * routes of the route table; external links use https.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import redirects from '../../content/redirects.json' with { type: 'json' };
import { ALL_PAGES, BULGARIAN_PAGES } from '../../src/lib/node/routes.ts';
import { builtPagePaths, pathOfFile, scanTags, type Tag } from '../../scripts/lib/page-weight.ts';
import { builtSite } from './support/built-site.ts';

const root = builtSite();

/** Where a visitor may be sent: the route table, the form thank-you page and /redirect. */
const NAVIGABLE = new Set<string>([...ALL_PAGES, ...BULGARIAN_PAGES, '/thank-you', '/bg/thank-you', '/redirect']);
/**
 * Targets the spec calls "redirect targets only": served outside this site (Netlify rules or
 * another property), so they have no file in dist/. Only /redirect and 404 may point at them.
 */
const REDIRECT_ONLY = new Set<string>(
  [...Object.values(redirects.codes), redirects.withoutCode].filter((p) => !NAVIGABLE.has(p)),
);
const REDIRECT_PAGES = new Set(['/redirect', '/404', '/bg/404']);

/** Attributes that hold a URL, by element ("*" for any element). */
const URL_ATTRIBUTES: Array<{ tag: string; attr: string; navigation: boolean }> = [
  { tag: 'a', attr: 'href', navigation: true },
  { tag: 'area', attr: 'href', navigation: true },
  { tag: 'form', attr: 'action', navigation: true },
  { tag: 'link', attr: 'href', navigation: false },
  { tag: 'img', attr: 'src', navigation: false },
  { tag: 'source', attr: 'src', navigation: false },
  { tag: 'script', attr: 'src', navigation: false },
  { tag: 'video', attr: 'poster', navigation: false },
  { tag: 'iframe', attr: 'src', navigation: false },
  { tag: 'astro-island', attr: 'component-url', navigation: false },
  { tag: 'astro-island', attr: 'renderer-url', navigation: false },
  { tag: 'use', attr: 'href', navigation: false },
];

export function srcsetUrls(srcset: string): string[] {
  // Built image URLs never contain commas, so a comma always ends a candidate.
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);
}

/** The file Netlify serves for a path, or null (pretty URLs, index.html in folders). */
function fileFor(pathname: string): string | null {
  const base = join(root, decodeURIComponent(pathname));
  const candidates = pathname.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    ids = new Set<string>();
    for (const tag of scanTags(readFileSync(file, 'utf8'))) {
      if (tag.attrs.id) ids.add(tag.attrs.id);
      if (tag.name === 'a' && tag.attrs.name) ids.add(tag.attrs.name);
    }
    idCache.set(file, ids);
  }
  return ids;
}

export interface LinkRef {
  page: string;
  tag: string;
  attr: string;
  url: string;
  navigation: boolean;
  /** <a download>: a file handed to the visitor, which may be an inline data: image. */
  download?: boolean;
}

function linksOf(page: string, tags: Tag[]): LinkRef[] {
  const refs: LinkRef[] = [];
  for (const tag of tags) {
    for (const spec of URL_ATTRIBUTES) {
      if (spec.tag !== tag.name || tag.attrs[spec.attr] === undefined) continue;
      // <link rel=canonical|alternate> names the page's public address, checked as a page link.
      const navigation =
        spec.navigation || (tag.name === 'link' && /\b(canonical|alternate)\b/.test(tag.attrs.rel ?? ''));
      refs.push({
        page,
        tag: tag.name,
        attr: spec.attr,
        url: tag.attrs[spec.attr]!,
        navigation,
        download: 'download' in tag.attrs,
      });
    }
    if (tag.attrs.srcset) {
      for (const url of srcsetUrls(tag.attrs.srcset))
        refs.push({ page, tag: tag.name, attr: 'srcset', url, navigation: false });
    }
    if (tag.name === 'meta' && /^(og:image|twitter:image|og:url)$/.test(tag.attrs.property ?? tag.attrs.name ?? '')) {
      refs.push({
        page,
        tag: 'meta',
        attr: tag.attrs.property ?? tag.attrs.name!,
        url: tag.attrs.content ?? '',
        navigation: /url$/.test(tag.attrs.property ?? ''),
      });
    }
  }
  return refs;
}

/** Returns the problem with a link, or null when it resolves. */
export function checkLink(ref: LinkRef, siteOrigin: string): string | null {
  const { url } = ref;
  if (/^(mailto|tel):/i.test(url)) return /^(mailto|tel):.+/i.test(url) ? null : 'empty mailto:/tel: link';
  if (/^(javascript|data|vbscript):/i.test(url)) {
    return (ref.attr === 'src' || ref.download) && /^data:image\//.test(url) ? null : `unsafe or inline URL scheme`;
  }
  if (url.startsWith('//')) return 'protocol-relative URL: write https://';
  if (/^http:/i.test(url)) return 'external link over http: use https';
  if (url.trim() === '' || url === '#') return 'empty link';
  const pageUrl = new URL(ref.page, siteOrigin);
  const target = new URL(url, pageUrl);
  if (target.origin !== siteOrigin)
    return /^https:$/.test(target.protocol) ? null : `unsupported scheme ${target.protocol}`;

  const { pathname, hash } = target;
  if (ref.navigation && /\.html$/.test(pathname))
    return `links to ${pathname}: use the pretty URL ${pathname.replace(/(index)?\.html$/, '')}`;
  const route = pathname.replace(/\/+$/, '') || '/';
  if (REDIRECT_ONLY.has(route) || route.startsWith(redirects.unknownCodePrefix)) {
    return REDIRECT_PAGES.has(ref.page) ? null : `${route} is a redirect target only, not a page of the route table`;
  }
  if (ref.navigation && route !== ref.page && fileFor(pathname)?.endsWith('.html') && !NAVIGABLE.has(route)) {
    return `${route} is not in the route table (src/lib/node/routes.ts)`;
  }
  const file = fileFor(pathname);
  if (!file) return `${pathname} does not exist in the built site`;
  if (hash.length > 1) {
    const id = decodeURIComponent(hash.slice(1));
    if (!file.endsWith('.html')) return `anchor #${id} on a non-page ${pathname}`;
    if (!idsOf(file).has(id)) return `no element with id "${id}" on ${route}`;
  }
  return null;
}

describe('link checker rules', () => {
  const origin = 'https://www.example.com';
  it.each([
    ['/about', 'a', true, null],
    ['/about#nope', 'a', true, 'no element with id "nope" on /about'],
    ['/abuot', 'a', true, '/abuot does not exist in the built site'],
    ['/about.html', 'a', true, 'links to /about.html: use the pretty URL /about'],
    ['http://example.org/', 'a', true, 'external link over http: use https'],
    ['//cdn.example.org/x.js', 'script', false, 'protocol-relative URL: write https://'],
    ['https://www.linkedin.com/company/x', 'a', true, null],
    ['javascript:void(0)', 'a', true, 'unsafe or inline URL scheme'],
    ['data:text/html,<b>x</b>', 'a', true, 'unsafe or inline URL scheme'],
    ['mailto:hello@example.com', 'a', true, null],
    ['/annual-summit', 'a', true, '/annual-summit is a redirect target only, not a page of the route table'],
    ['/favicon.svg', 'link', false, null],
    ['/missing.png', 'img', false, '/missing.png does not exist in the built site'],
  ])('%s (%s) -> %s', (url, tag, navigation, problem) => {
    expect(checkLink({ page: '/', tag, attr: 'href', url, navigation }, origin)).toBe(problem);
  });

  it('allows an inline image only as a download or an image source', () => {
    const ref = { page: '/', tag: 'a', attr: 'href', url: 'data:image/svg+xml,%3Csvg%3E', navigation: true };
    expect(checkLink({ ...ref, download: true }, 'https://www.example.com')).toBeNull();
    expect(checkLink(ref, 'https://www.example.com')).toBe('unsafe or inline URL scheme');
  });

  it('reads every candidate of a srcset', () => {
    expect(srcsetUrls('/a.avif 400w, /b.avif 800w,/c.avif 2x')).toEqual(['/a.avif', '/b.avif', '/c.avif']);
    expect(srcsetUrls('/_astro/x_1.webp 1x, /_astro/x_2.webp 2x')).toEqual(['/_astro/x_1.webp', '/_astro/x_2.webp']);
  });
});

describe('links of the built site', () => {
  const files = builtPagePaths(root);
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  const siteOrigin = new URL(
    scanTags(index).find((t) => t.name === 'link' && t.attrs.rel === 'canonical')?.attrs.href ??
      'https://www.example.com/',
  ).origin;
  const refs = files.flatMap((file) => linksOf(pathOfFile(file), scanTags(readFileSync(join(root, file), 'utf8'))));

  it('finds links on every page', () => {
    expect(files.length).toBeGreaterThanOrEqual(28);
    expect(refs.filter((r) => r.tag === 'a').length).toBeGreaterThan(files.length * 10);
  });

  it('every internal link, anchor, image, srcset and asset resolves; external links use https', () => {
    const problems = refs
      .map((ref) => ({ ref, problem: checkLink(ref, siteOrigin) }))
      .filter((r) => r.problem)
      .map(({ ref, problem }) => `${ref.page}: <${ref.tag} ${ref.attr}="${ref.url}">: ${problem}`);
    expect([...new Set(problems)], [...new Set(problems)].join('\n')).toEqual([]);
  });

  it('a Bulgarian page links to Bulgarian pages, but for the switcher, the short-link page and files', () => {
    const english = refs
      .filter((r) => r.page.startsWith('/bg') && r.navigation && r.tag === 'a' && r.url.startsWith('/'))
      .map((r) => ({ ref: r, target: new URL(r.url, siteOrigin + r.page) }))
      .filter(
        ({ target }) =>
          target.origin === siteOrigin && !/^\/(bg(\/|$)|redirect$|brand\/|_astro\/)/.test(target.pathname),
      )
      .map(({ ref }) => `${ref.page}: ${ref.url}`);
    // The language switcher is the one way back to English: one link per switcher, hreflang="en".
    const switchers = files
      .filter((f) => pathOfFile(f).startsWith('/bg'))
      .flatMap((f) =>
        scanTags(readFileSync(join(root, f), 'utf8'))
          .filter((t) => t.name === 'a' && t.attrs.hreflang === 'en')
          .map((t) => `${pathOfFile(f)}: ${t.attrs.href}`),
      );
    expect(english.filter((link) => !switchers.includes(link))).toEqual([]);
    expect(switchers.length).toBeGreaterThan(0);
  });

  it('every page that links to a route of the table is reachable (no orphan content routes)', () => {
    const linked = new Set(
      refs
        .filter((r) => r.tag === 'a')
        .map((r) => new URL(r.url, siteOrigin + r.page).pathname.replace(/\/+$/, '') || '/'),
    );
    const unlinked = [
      '/',
      '/about',
      '/partners',
      '/roi',
      '/pricing',
      '/faqs',
      '/contact',
      '/terms-and-conditions',
      '/privacy-policy',
      '/cookies',
      '/sila-client-study',
    ].filter((p) => !linked.has(p));
    expect(unlinked).toEqual([]);
  });

  it('url() references in the built CSS resolve', () => {
    const cssDir = join(root, '_astro');
    const problems: string[] = [];
    for (const name of readdirSync(cssDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'))) {
      const css = readFileSync(join(cssDir, name), 'utf8');
      for (const m of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        const url = m[1]!;
        if (/^(data:|#|https:)/.test(url)) continue;
        const target = new URL(url, `${siteOrigin}/_astro/${name}`);
        if (target.origin !== siteOrigin || !fileFor(target.pathname)) problems.push(`_astro/${name}: url(${url})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
