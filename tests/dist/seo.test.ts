/**
 * SEO of the built pages, read straight from dist/ (fast, no browser): one h1, unique title and
 * description, canonical URL, Open Graph tags with an image that exists, and JSON-LD that is
 * valid schema.org and agrees with what the page shows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BULGARIAN_CONTENT_ROUTES, CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { builtPagePaths, decodeEntities, elementTexts, pathOfFile, scanTags } from '../../scripts/lib/page-weight.ts';
import { jsonLdNodes, schemaOrgProblems } from '../support/schema-org.ts';
import { localizePath, splitLangPath } from '../../src/lib/shared/i18n.ts';
import { builtSite } from './support/built-site.ts';
import { AWAITING_KEY } from '../../src/lib/shared/confirmation.ts';

const root = builtSite();
/** The event's facts reach search engines only once an editor has confirmed them (content/event/event.json). */
const eventConfirmed = !(
  AWAITING_KEY in
  (JSON.parse(readFileSync('content/event/event.json', 'utf8')) as { event: Record<string, unknown> }).event
);

/**
 * The questions whose answers an editor has confirmed, in page order: only these reach the FAQPage
 * data (markers live in the English file, for both editions).
 */
function confirmedQuestions(file: string): string[] {
  const { items } = JSON.parse(readFileSync(file, 'utf8')) as { items: Array<{ question: string }> };
  return items.filter((item) => !(AWAITING_KEY in item)).map((item) => item.question);
}
const FAQ_FILES: Record<string, string> = {
  '/faqs': 'content/faqs/site-faq.json',
  '/event': 'content/event/event-faq.json',
};
const confirmedCount = (route: string) => confirmedQuestions(FAQ_FILES[route]!).length;
const faqType = (route: string) => (confirmedCount(route) > 0 ? ['FAQPage'] : []);

/** Page-specific structured data the spec asks for (Organization and WebSite are everywhere). */
export const REQUIRED_TYPES: Record<string, string[]> = {
  '/faqs': faqType('/faqs'),
  '/event': eventConfirmed ? [...faqType('/event'), 'Event'] : faqType('/event'),
  '/ai-sales-agent': ['SoftwareApplication'],
};

interface Page {
  path: string;
  html: string;
  title: string;
  description: string;
  meta: Record<string, string>;
  canonical: string | undefined;
  lang: string | undefined;
  h1: string[];
  jsonLd: Array<Record<string, unknown>>;
  jsonLdErrors: string[];
  /** Visible text: markup, scripts and styles removed. */
  text: string;
}

function readPage(file: string): Page {
  const html = readFileSync(join(root, file), 'utf8');
  const tags = scanTags(html);
  const meta: Record<string, string> = {};
  for (const t of tags.filter((t) => t.name === 'meta')) {
    const key = t.attrs.property ?? t.attrs.name;
    if (key) meta[key] = t.attrs.content ?? '';
  }
  const jsonLd: Array<Record<string, unknown>> = [];
  const jsonLdErrors: string[] = [];
  for (const m of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      jsonLd.push(...jsonLdNodes([JSON.parse(m[1]!)]));
    } catch (error) {
      jsonLdErrors.push(`invalid JSON-LD: ${(error as Error).message}`);
    }
  }
  const body = html.slice(html.indexOf('<body'));
  const text = decodeEntities(body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return {
    path: pathOfFile(file),
    html,
    title: elementTexts(html.slice(0, html.indexOf('</head>')), 'title')[0] ?? '',
    description: meta.description ?? '',
    meta,
    canonical: tags.find((t) => t.name === 'link' && t.attrs.rel === 'canonical')?.attrs.href,
    lang: tags.find((t) => t.name === 'html')?.attrs.lang,
    h1: elementTexts(body, 'h1'),
    jsonLd,
    jsonLdErrors,
    text,
  };
}

const normalise = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();

describe('SEO of the built pages', () => {
  const pages = new Map(builtPagePaths(root).map((file) => [pathOfFile(file), readPage(file)]));
  const home = pages.get('/')!;
  const siteOrigin = new URL(home.canonical ?? 'https://www.example.com/').origin;
  const indexable = CONTENT_ROUTES.map((route) => pages.get(route)).filter((p): p is Page => Boolean(p));
  const ofType = (page: Page, type: string) => page.jsonLd.filter((n) => n['@type'] === type);

  it('builds every indexable route', () => {
    expect(indexable.map((p) => p.path)).toEqual([...CONTENT_ROUTES]);
  });

  it('titles and descriptions are unique across indexable pages', () => {
    const dup = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dup(indexable.map((p) => p.title))).toEqual([]);
    expect(dup(indexable.map((p) => p.description))).toEqual([]);
  });

  for (const route of CONTENT_ROUTES) {
    describe(route, () => {
      const page = () => pages.get(route)!;

      it('has lang, exactly one non-empty h1, a title and a useful description', () => {
        const p = page();
        expect(p.lang).toBe('en');
        expect(p.h1, 'exactly one <h1>').toHaveLength(1);
        expect(p.h1[0]!.length).toBeGreaterThan(2);
        expect(p.title.length).toBeGreaterThan(10);
        expect(p.description.length, p.description).toBeGreaterThanOrEqual(50);
        expect(p.description.length, p.description).toBeLessThanOrEqual(200);
        expect(p.meta.robots, 'indexable pages carry no robots noindex').toBeUndefined();
      });

      it('has a canonical URL and Open Graph / Twitter tags with an image that exists', () => {
        const p = page();
        const canonical = new URL(route, siteOrigin).href;
        expect(p.canonical).toBe(canonical);
        expect(p.meta['og:url']).toBe(canonical);
        expect(p.meta['og:title']).toBe(p.title);
        expect(p.meta['og:description']).toBe(p.description);
        expect(p.meta['og:type']).toBeTruthy();
        expect(p.meta['twitter:card']).toBe('summary_large_image');
        const image = new URL(p.meta['og:image'] ?? '', siteOrigin);
        expect(image.origin).toBe(siteOrigin);
        expect(existsSync(join(root, image.pathname)), `${image.pathname} in dist`).toBe(true);
        expect(p.meta['og:image:alt']).toBeTruthy();
      });

      it('has valid schema.org JSON-LD: Organization, WebSite and its page types', () => {
        const p = page();
        expect(p.jsonLdErrors).toEqual([]);
        expect(p.jsonLd.flatMap((node) => schemaOrgProblems(node))).toEqual([]);
        const types = p.jsonLd.map((n) => String(n['@type']));
        const expected = [
          'Organization',
          'WebSite',
          ...(route === '/' ? [] : ['BreadcrumbList']),
          ...(REQUIRED_TYPES[route] ?? []),
        ];
        for (const type of expected) expect(types, `${route} needs ${type} structured data`).toContain(type);
        expect(types.filter((t) => t === 'Organization' || t === 'WebSite')).toHaveLength(2);
      });

      if (route !== '/') {
        it('has a breadcrumb Home › this page', () => {
          const [crumbs] = ofType(page(), 'BreadcrumbList') as Array<{
            itemListElement: Array<{ item: string; name: string }>;
          }>;
          const items = crumbs?.itemListElement ?? [];
          expect(items[0]?.item).toBe(new URL('/', siteOrigin).href);
          expect(items.at(-1)?.item).toBe(new URL(route, siteOrigin).href);
        });
      }
    });
  }

  describe('structured data matches what the page shows', () => {
    for (const route of ['/faqs', '/event']) {
      it(`${route}: the FAQPage data holds the confirmed answers only, each as the page shows it`, () => {
        const p = pages.get(route)!;
        const faqs = ofType(p, 'FAQPage') as Array<{
          mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
        }>;
        const confirmed = confirmedQuestions(FAQ_FILES[route]!);
        // Ten questions on both accordions; an unconfirmed answer stays off search engines.
        expect(faqs, route).toHaveLength(confirmed.length > 0 ? 1 : 0);
        const questions = faqs[0]?.mainEntity ?? [];
        expect(questions.map((q) => q.name)).toEqual(confirmed);
        const text = normalise(p.text);
        for (const q of questions) {
          expect(text, `question "${q.name}" is on the page`).toContain(normalise(q.name));
          expect(text, `answer of "${q.name}" is on the page`).toContain(normalise(q.acceptedAnswer.text).slice(0, 60));
        }
      });
    }

    it('/ai-sales-agent: SoftwareApplication offers the Standard, Pro and Enterprise plans shown in the table', () => {
      const p = pages.get('/ai-sales-agent')!;
      const [app] = ofType(p, 'SoftwareApplication') as Array<{
        name: string;
        offers: Array<{ name: string }>;
        featureList?: string[];
      }>;
      expect(app, '/ai-sales-agent has no SoftwareApplication JSON-LD yet').toBeDefined();
      expect(app!.offers.map((o) => o.name)).toEqual(['Standard', 'Pro', 'Enterprise']);
      const text = normalise(p.text);
      expect(text).toContain(normalise(app!.name));
      for (const feature of app!.featureList ?? [])
        expect(text, `feature "${feature}" is on the page`).toContain(normalise(feature));
      expect(app!.featureList?.length ?? 0).toBeGreaterThanOrEqual(15); // 15 rows in the plan table
    });

    it.each(['/ai-sales-agent', '/bg/ai-sales-agent'])(
      '%s: the SoftwareApplication, its id and its offers point to that page, in its language',
      (route) => {
        const p = pages.get(route)!;
        const [app] = ofType(p, 'SoftwareApplication') as Array<{
          '@id': string;
          url: string;
          offers: Array<{ url: string }>;
          applicationSubCategory?: string;
        }>;
        expect(app!.url).toBe(p.canonical);
        expect(app!['@id']).toBe(`${p.canonical}#software`);
        expect(new Set(app!.offers.map((offer) => offer.url))).toEqual(new Set([p.canonical]));
        expect(app!.applicationSubCategory, 'no English-only words in the Bulgarian twin').toBeUndefined();
      },
    );

    it('/event: no Event while its name, date, place or organiser awaits confirmation', () => {
      expect(ofType(pages.get('/event')!, 'Event')).toHaveLength(eventConfirmed ? 1 : 0);
    });

    it('no page asserts a review or rating (testimonials are shown, never marked up)', () => {
      for (const p of pages.values()) {
        expect(ofType(p, 'Review'), p.path).toEqual([]);
        expect(ofType(p, 'AggregateRating'), p.path).toEqual([]);
      }
    });

    it.runIf(eventConfirmed)('/event: the Event is the one the page announces', () => {
      const p = pages.get('/event')!;
      const [event] = ofType(p, 'Event') as Array<{ name: string; startDate: string; location: { name?: string } }>;
      expect(event, '/event has no Event JSON-LD yet').toBeDefined();
      expect(event!.startDate).toMatch(/^2025-/); // a named 2025 event
      const text = normalise(p.text);
      const shown = [event!.name, event!.location.name ?? ''].filter(Boolean).some((s) => text.includes(normalise(s)));
      expect(shown, `"${event!.name}" or its venue is named on the page`).toBe(true);
    });
  });

  const indexableRoutes: readonly string[] = [...CONTENT_ROUTES, ...BULGARIAN_CONTENT_ROUTES];

  it('non-indexable pages say noindex', () => {
    const hidden = [...pages.values()].filter((p) => !indexableRoutes.includes(p.path));
    expect(hidden.length).toBeGreaterThanOrEqual(12);
    for (const p of hidden) expect(p.meta.robots, p.path).toMatch(/noindex/);
  });

  it('robots.txt keeps no crawler from any page and names the sitemap', () => {
    // A local build is indexable like production (docs/deploying.md). Nothing is disallowed: a
    // crawler must read even a noindex page to see its noindex (a blocked one can still be listed).
    const robots = readFileSync(join(root, 'robots.txt'), 'utf8');
    const lines = robots.split('\n').map((line) => line.trim());
    expect(lines.filter((line) => /^disallow\s*:\s*\S/i.test(line))).toEqual([]);
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Sitemap: https://www.example.com/sitemap-index.xml');
  });

  it('the sitemap lists exactly the indexable routes of both editions, each with its alternates', () => {
    const sitemap = readFileSync(join(root, 'sitemap-0.xml'), 'utf8');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const paths = entries.map((entry) => new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!).pathname);
    expect(paths.sort()).toEqual([...indexableRoutes].sort());
    for (const entry of entries) {
      const path = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!).pathname;
      const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1], new URL(m[2]!).pathname],
      );
      const english = splitLangPath(path).path;
      expect(alternates, path).toEqual([
        ['en', english],
        ['bg', localizePath(english, 'bg')],
        ['x-default', english],
      ]);
    }
  });

  describe('the Bulgarian edition in search', () => {
    const hreflangs = (page: Page) =>
      scanTags(page.html.slice(0, page.html.indexOf('</head>')))
        .filter((t) => t.name === 'link' && t.attrs.rel === 'alternate' && t.attrs.hreflang)
        .map((t) => [t.attrs.hreflang, new URL(t.attrs.href!).pathname]);

    it('every Bulgarian route is built, in Bulgarian, with a canonical of its own', () => {
      for (const route of BULGARIAN_CONTENT_ROUTES) {
        const page = pages.get(route);
        expect(page, route).toBeDefined();
        expect(page!.lang, route).toBe('bg');
        expect(new URL(page!.canonical!).pathname, route).toBe(route);
        expect(page!.meta['og:locale'], route).toBe('bg_BG');
        expect(page!.meta['og:locale:alternate'], route).toBe('en_GB');
        expect(page!.meta.robots, route).toBeUndefined();
        expect(page!.h1, route).toHaveLength(1);
      }
    });

    it('hreflang pairs are reciprocal: each page and its twin name the same three alternates', () => {
      CONTENT_ROUTES.forEach((route, i) => {
        const english = pages.get(route)!;
        const bulgarian = pages.get(BULGARIAN_CONTENT_ROUTES[i]!)!;
        const expected = [
          ['en', route],
          ['bg', BULGARIAN_CONTENT_ROUTES[i]],
          ['x-default', route],
        ];
        expect(hreflangs(english), route).toEqual(expected);
        expect(hreflangs(bulgarian), route).toEqual(expected);
        expect(english.meta['og:locale'], route).toBe('en_GB');
        expect(english.meta['og:locale:alternate'], route).toBe('bg_BG');
      });
    });

    it('titles and descriptions are Bulgarian, unique, and not the English ones', () => {
      const bulgarian = BULGARIAN_CONTENT_ROUTES.map((route) => pages.get(route)!);
      const dup = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
      expect(dup(bulgarian.map((p) => p.title))).toEqual([]);
      expect(dup(bulgarian.map((p) => p.description))).toEqual([]);
      for (const page of bulgarian) {
        expect(page.description, page.path).toMatch(/[а-яА-Я]/);
        expect(page.title.replace(/Nexa Commerce AI/g, ''), page.path).toMatch(/[а-яА-Я]/);
      }
    });

    it('structured data speaks the page language', () => {
      const faqs = pages.get('/bg/faqs')!;
      const website = faqs.jsonLd.find((n) => n['@type'] === 'WebSite');
      expect(website?.['inLanguage']).toBe('bg');
      // The Bulgarian edition is a website of its own: not the English one's node in another language.
      expect(website?.['url']).toBe(new URL('/bg', siteOrigin).href);
      expect(website?.['@id']).toBe(`${new URL('/bg', siteOrigin).href}#website`);
      const english = pages.get('/faqs')!.jsonLd.find((n) => n['@type'] === 'WebSite');
      expect(english?.['inLanguage']).toBe('en');
      expect(english?.['@id']).toBe(`${new URL('/', siteOrigin).href}#website`);
      const questions = ofType(faqs, 'FAQPage').flatMap((n) => n['mainEntity'] as Array<{ name: string }>);
      expect(questions.length).toBe(confirmedCount('/faqs'));
      for (const q of questions) expect(q.name).toMatch(/[а-яА-Я].*\?$/);
      const crumbs = ofType(faqs, 'BreadcrumbList')[0]?.['itemListElement'] as Array<{ name: string; item: string }>;
      expect(crumbs.map((c) => [c.name, new URL(c.item).pathname])).toEqual([
        ['Начало', '/bg'],
        [faqs.title.split(' | ')[0], '/bg/faqs'],
      ]);
    });

    it('the 404 pages name no alternates, and no canonical address (they answer at every unknown one)', () => {
      for (const path of ['/404', '/bg/404']) {
        const notFound = pages.get(path)!;
        expect(hreflangs(notFound), path).toEqual([]);
        expect(notFound.canonical, path).toBeUndefined();
        expect(notFound.meta['og:url'], path).toBeUndefined();
        expect(ofType(notFound, 'BreadcrumbList'), path).toEqual([]);
      }
    });

    it('/redirect, one page for both editions, names no other edition of itself', () => {
      const redirect = pages.get('/redirect')!;
      expect(hreflangs(redirect)).toEqual([]);
      expect(redirect.meta['og:locale:alternate']).toBeUndefined();
      expect(redirect.html).not.toContain('class="lang-switch');
    });
  });

  it('the share image is a 1200 × 630 PNG under 80 KB', () => {
    const png = readFileSync(join(root, 'og-image.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(80 * 1024);
  });
});
