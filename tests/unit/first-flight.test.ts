import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { describe, expect, it } from 'vitest';
import {
  PARSER_GUARD_SCRIPT,
  rootElementRule,
  rootStateAttributes,
  analysisDocument,
  blockingStylesheets,
  firstFlightBytes,
  firstScreenEnd,
  pageHeaderScreenEnds,
  joinPageStylesheets,
  latestFitting,
  placeStylesheets,
  stylesheetHrefs,
  withoutHoverRules,
  withoutPrintRules,
  withoutUserInvalidRules,
} from '../../src/lib/node/first-flight.ts';
import { allowInlineScript, allowInlineStyle, cspOf, cspHash } from '../../src/lib/node/csp-per-page.ts';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
  `<meta http-equiv="content-security-policy" content="default-src 'self';style-src 'self'">`,
  '<link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css">',
  '<style>.kept{color:red}</style></head><body>',
  '<header class="site-header">Logo</header>',
  '<main id="main"><section class="hero"><h1>Hello</h1></section><section class="later">Later</section></main>',
  '<footer>Footer</footer></body></html>',
].join('');
const heroEnd = page.indexOf('<section class="later">');

describe('first screen', () => {
  it('ends after the first element of <main>', () => {
    expect(firstScreenEnd(page)).toBe(heroEnd);
  });

  it('is null on a page without <main>', () => {
    expect(firstScreenEnd('<html><body><p>x</p></body></html>')).toBeNull();
  });

  it('may take in the section after a page header, never after another first section', () => {
    const withHeader = page.replace('<section class="hero">', '<section class="page-header page-header--dark">');
    expect(pageHeaderScreenEnds(withHeader)).toEqual([withHeader.indexOf('</main>')]);
    expect(pageHeaderScreenEnds(page)).toEqual([]);
    const headerOnly = withHeader.replace('<section class="later">Later</section>', '');
    expect(pageHeaderScreenEnds(headerOnly)).toEqual([]);
  });

  it('may end inside that section, after any element of its plain blocks, latest first', () => {
    const later = [
      '<section class="later"><div class="head"><h2>Form</h2><p>Intro</p></div>',
      '<ul><li>one</li></ul><astro-island><div>form</div></astro-island></section>',
    ].join('');
    const withHeader = page
      .replace('<section class="hero">', '<section class="page-header">')
      .replace('<section class="later">Later</section>', later);
    const after = (tag: string) => withHeader.indexOf(tag) + tag.length;
    expect(pageHeaderScreenEnds(withHeader)).toEqual([
      withHeader.indexOf('</main>'),
      after('</astro-island>'),
      after('</ul>'),
      after('</div>'),
      after('<p>Intro</p>'),
      after('<h2>Form</h2>'),
    ]);
  });

  it('takes the latest end that fits, in a few placements', async () => {
    const ends = Array.from({ length: 40 }, (_, i) => 4000 - i * 100); // latest first
    for (const limit of [5000, 3950, 2000, 150, 50]) {
      const placed: number[] = [];
      const place = async (end: number) => {
        placed.push(end);
        return end;
      };
      const found = await latestFitting(ends, place, (end) => end <= limit);
      const expected = ends.findIndex((end) => end <= limit);
      expect(found?.index ?? -1).toBe(expected);
      if (found) expect(found.placed).toBe(ends[expected]);
      expect(placed.length).toBeLessThanOrEqual(Math.ceil(Math.log2(ends.length)) + 1);
    }
    expect(
      await latestFitting(
        [],
        async (end) => end,
        () => true,
      ),
    ).toBeNull();
  });

  it('the analysis document stops there, drops inline styles and carries the pre-paint state', () => {
    const doc = analysisDocument(page, heroEnd, 'class="home-js"');
    expect(doc).toContain('<html class="home-js" lang="en">');
    expect(doc).toContain('<h1>Hello</h1></section></main></body></html>');
    expect(doc).not.toContain('Later');
    expect(doc).not.toContain('.kept');
  });
});

describe('placing the stylesheets', () => {
  const placed = placeStylesheets(page, heroEnd, '.hero{color:navy}');

  it('inlines the critical CSS where the first stylesheet was and keeps other inline styles', () => {
    expect(placed).toContain('<style>.hero{color:navy}</style><style>.kept{color:red}</style></head>');
  });

  it('preloads every moved stylesheet from the head, in order, so they load side by side', () => {
    expect(placed).toContain(
      '<link rel="preload" as="style" href="/_astro/a.css"><link rel="preload" as="style" href="/_astro/b.css"><style>.hero{color:navy}</style>',
    );
  });

  it('moves every stylesheet link to just after the first screen, in order, with the parser guard', () => {
    expect(blockingStylesheets(placed)).toEqual([]);
    expect(placed).toContain(
      `<h1>Hello</h1></section><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"><script>${PARSER_GUARD_SCRIPT}</script><section class="later">`,
    );
  });

  it('the parser guard is a script that runs (the standard skips an empty one) and CSP admits it', () => {
    expect(PARSER_GUARD_SCRIPT).not.toBe('');
    const withScripts = placed.replace("style-src 'self'", "script-src 'self';style-src 'self'");
    const policy = cspOf(allowInlineScript(withScripts, PARSER_GUARD_SCRIPT));
    expect(policy).toContain(`script-src 'self' ${cspHash(PARSER_GUARD_SCRIPT)}`);
  });

  it('leaves a page without stylesheets alone', () => {
    const bare = page.replace(/<link rel="stylesheet"[^>]*>/g, '');
    expect(placeStylesheets(bare, firstScreenEnd(bare)!, '.x{}')).toBe(bare);
  });

  it('admits the inline CSS by its hash in style-src', () => {
    const policy = cspOf(allowInlineStyle(placed, '.hero{color:navy}'));
    expect(policy).toContain(`style-src 'self' ${cspHash('.hero{color:navy}')}`);
  });
});

describe('first-flight bytes', () => {
  const css = (href: string) => `/* ${href} */ body{margin:0}`;
  const gz = (text: string) => gzipSync(text, { level: 9 }).length;

  it('before: the whole page plus every blocking stylesheet', () => {
    expect(firstFlightBytes(page, css)).toBe(gz(page) + gz(css('/_astro/a.css')) + gz(css('/_astro/b.css')));
  });

  it('after: only the HTML up to the first in-body stylesheet', () => {
    const placed = placeStylesheets(page, heroEnd, '.hero{color:navy}');
    const prefix = placed.slice(0, placed.indexOf('<link rel="stylesheet"'));
    expect(firstFlightBytes(placed, css)).toBe(gz(prefix));
  });
});

describe('joining a page’s own stylesheets', () => {
  const css: Record<string, string> = {
    '/_astro/frame.css': 'body{margin:0}',
    '/_astro/a.css': '.a{color:red}',
    '/_astro/b.css': '.b{color:blue}',
  };
  const links = (...hrefs: string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const join = (html: string) => joinPageStylesheets(html, new Set(['/_astro/frame.css']), (href) => css[href] ?? '');

  it('keeps the shared frame and joins the rest, in order, into one file named by its content', () => {
    const { html, files } = join(`<head>${links('/_astro/frame.css', '/_astro/a.css', '/_astro/b.css')}</head>`);
    const [href = '', content] = [...files][0] ?? [];
    expect(href).toMatch(/^\/_astro\/page\.[\w-]{10}\.css$/);
    expect(content).toBe('.a{color:red}\n.b{color:blue}');
    expect(stylesheetHrefs(html)).toEqual(['/_astro/frame.css', href]);
  });

  it('the same sheets give the same file; a single sheet stays as it is', () => {
    const first = join(links('/_astro/a.css', '/_astro/b.css')).files;
    expect([...join(links('/_astro/a.css', '/_astro/b.css')).files.keys()]).toEqual([...first.keys()]);
    const single = join(links('/_astro/frame.css', '/_astro/a.css'));
    expect(single.files.size).toBe(0);
    expect(stylesheetHrefs(single.html)).toEqual(['/_astro/frame.css', '/_astro/a.css']);
  });

  it('leaves a link with a media query as it is', () => {
    const print = '<link rel="stylesheet" media="print" href="/_astro/print.css">';
    const { html } = join(`${links('/_astro/a.css')}${print}${links('/_astro/b.css')}`);
    expect(html).toContain(print);
  });

  it('keeps the cascade order around a shared sheet', () => {
    const { html } = join(links('/_astro/a.css', '/_astro/frame.css', '/_astro/b.css'));
    expect(stylesheetHrefs(html)).toEqual(['/_astro/a.css', '/_astro/frame.css', '/_astro/b.css']);
  });
});

describe('first-screen CSS: rules of the root element', () => {
  const css = [
    ':root{--ink:#0b1530}',
    ':root:lang(bg){hyphens:auto}',
    ':root:lang(bg) table{overflow-wrap:normal}',
    'html.splash-active{overflow:hidden}',
    'html[data-splash=done]{scroll-behavior:smooth}',
    'html.menu-open{overflow:hidden}',
    'html[data-splash=done] .splash{display:none}',
    'p{margin:0}',
  ].join('');
  const root = mkdtempSync(joinPath(tmpdir(), 'first-screen-css-'));
  writeFileSync(joinPath(root, 'site.css'), css);
  const state = { classes: ['splash-active'], attributes: { 'data-splash': 'done' } };
  const criticalCss = async (lang: string, allowRules: RegExp[]) => {
    const beasties = new Beasties({ path: root, publicPath: '/', logLevel: 'silent', allowRules, compress: true });
    const html = await beasties.process(
      `<html lang="${lang}" ${rootStateAttributes(state)}><head><link rel="stylesheet" href="/site.css"></head><body><p>Здравейте</p></body></html>`,
    );
    return /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  };

  it('writes the state as attributes of <html>', () => {
    expect(rootStateAttributes({ classes: ['a', 'b'], attributes: { 'data-x': '1' } })).toBe('class="a b" data-x="1"');
  });

  it('Beasties alone drops the rules of <html> in a state or language: it looks inside <body>', async () => {
    expect(await criticalCss('bg', [])).toBe(':root{--ink:#0b1530}p{margin:0}');
  });

  it("keeps those of the first paint's state and the page's language, not a later state or another language", async () => {
    expect(await criticalCss('bg', [rootElementRule(state, 'bg')])).toBe(
      ':root{--ink:#0b1530}:root:lang(bg){hyphens:auto}html.splash-active{overflow:hidden}' +
        'html[data-splash=done]{scroll-behavior:smooth}p{margin:0}',
    );
    expect(await criticalCss('en', [rootElementRule(state, 'en')])).toBe(
      ':root{--ink:#0b1530}html.splash-active{overflow:hidden}html[data-splash=done]{scroll-behavior:smooth}p{margin:0}',
    );
  });
});

describe('withoutPrintRules', () => {
  it('drops the print block and its page box, and keeps the screen rules around it', () => {
    const css =
      '.a{color:red}@media print{@page{margin:16mm}.site-header{display:none!important}}' +
      '@media (min-width:40em){.b{margin:0}}@media PRINT {.c{color:#000}}.d{content:"{"}';
    expect(withoutPrintRules(css)).toBe('.a{color:red}@media (min-width:40em){.b{margin:0}}.d{content:"{"}');
  });

  it('keeps a query that applies to screens as well', () => {
    const css = '@media screen,print{.a{color:red}}@media not print{.b{color:blue}}';
    expect(withoutPrintRules(css)).toBe(css);
  });
});

describe('withoutHoverRules', () => {
  it('drops hover-only rules and the hover selectors of a list, keeping the rest and what is not hovered', () => {
    const css =
      '.a{color:red}.a:hover{color:blue}.b:hover,.b:focus-visible{outline:0}@media (min-width:40em){.c:hover{margin:0}}.d:not(:hover){opacity:.5}';
    expect(withoutHoverRules(css)).toBe('.a{color:red}.b:focus-visible{outline:0}.d:not(:hover){opacity:.5}');
  });

  it('leaves CSS without hover states as it is', () => {
    const css = '.a{color:red}@media (min-width:40em){.b{margin:0}}';
    expect(withoutHoverRules(css)).toBe(css);
  });
});

describe('withoutUserInvalidRules', () => {
  it('drops the looks of wrong fields, forced colours included, and keeps the rest', () => {
    const css =
      '.f input:not([type=radio]):user-invalid,.f select:user-invalid{border-color:red}.f input{border:1px solid}' +
      '@media (forced-colors:active){.f select:user-invalid{border-style:dashed}.f select{appearance:auto}}' +
      '.o:has(input:user-invalid){background:pink}.f input:not(:user-invalid){color:green}';
    expect(withoutUserInvalidRules(css)).toBe(
      '.f input{border:1px solid}@media (forced-colors:active){.f select{appearance:auto}}.f input:not(:user-invalid){color:green}',
    );
  });
});
