import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cspPerPage } from '../../src/integrations/csp-per-page.ts';
import { modulePreloads } from '../../src/integrations/module-preload.ts';
import { cspHash } from '../../src/lib/node/csp-per-page.ts';
import { FIRST_FLIGHT_LIMIT, firstFlightBytes, firstFlightFits } from '../../src/lib/node/first-flight.ts';
import {
  moduleScriptSrcs,
  preloadsInFirstFlight,
  staticImportClosure,
  staticImports,
  withModulePreloads,
} from '../../src/lib/node/module-preload.ts';
import { publishPage } from '../../src/lib/node/page-steps.ts';

describe('module preloads of a built page', () => {
  it("finds the page's external module scripts, not its inline or classic ones", () => {
    const html =
      '<script type="module">import"./inline.js"</script><script src="/classic.js"></script>' +
      '<script type="module" src="/_astro/Banner.a1.js"></script><p>…</p>' +
      '<script type="module" async src="/_astro/Form.b2.js"></script>';
    expect(moduleScriptSrcs(html)).toEqual(['/_astro/Banner.a1.js', '/_astro/Form.b2.js']);
  });

  it('reads static imports and re-exports of minified chunks, not dynamic imports', async () => {
    const source =
      'import"./side.js";import{a as b}from"./consent.js";export{c}from"./re.js";export*from"./star.js";' +
      'const later=()=>import("./gsap.js");const s="from\\"./in-a-string.js\\"";';
    expect(await staticImports(source)).toEqual(['./side.js', './consent.js', './re.js', './star.js']);
  });

  it('collects every module reached through static imports, once each, without the entries', async () => {
    const graph: Record<string, string[]> = {
      '/_astro/Banner.js': ['./consent.js', './announce.js'],
      '/_astro/Form.js': ['./consent.js', './drop.js'],
      '/_astro/announce.js': ['./analytics.js', './consent.js'],
      '/_astro/drop.js': ['./forms.js'],
      '/_astro/consent.js': ['react', 'https://cdn.example/x.js'],
      '/_astro/analytics.js': [],
      '/_astro/forms.js': ['../_astro/Banner.js'],
    };
    const importsOf = async (path: string) => graph[path] ?? [];
    expect(await staticImportClosure(['/_astro/Banner.js', '/_astro/Form.js'], importsOf)).toEqual([
      '/_astro/consent.js',
      '/_astro/announce.js',
      '/_astro/drop.js',
      '/_astro/analytics.js',
      '/_astro/forms.js',
    ]);
    expect(await staticImportClosure([], importsOf)).toEqual([]);
  });

  const always = () => true;

  it('puts the links just before the first module script of a page without a parser guard, and leaves a page without any as it is', () => {
    const html = '<body><main><script type="module" src="/_astro/Banner.js"></script></main></body>';
    expect(withModulePreloads(html, ['/_astro/consent.js', '/_astro/analytics.js'], always)).toBe(
      '<body><main><link rel="modulepreload" href="/_astro/consent.js">' +
        '<link rel="modulepreload" href="/_astro/analytics.js">' +
        '<script type="module" src="/_astro/Banner.js"></script></main></body>',
    );
    expect(withModulePreloads('<body></body>', [], always)).toBe('<body></body>');
  });

  const placed =
    '<body><main><section><script type="module" src="/_astro/Highlight.js"></script></section>' +
    '<link rel="stylesheet" href="/_astro/Section.css"><link rel="stylesheet" href="/_astro/page.css"><script>;</script>' +
    '<section><script type="module" src="/_astro/Stats.js"></script></section></main></body>';

  it('puts the links, and the scripts after the parser guard, before the in-body stylesheets, at low priority', () => {
    expect(withModulePreloads(placed, ['/_astro/helper.js'], always)).toBe(
      placed.replace(
        '<link rel="stylesheet" href="/_astro/Section.css">',
        '<link rel="modulepreload" href="/_astro/helper.js" fetchpriority="low">' +
          '<link rel="modulepreload" href="/_astro/Stats.js" fetchpriority="low">' +
          '<link rel="stylesheet" href="/_astro/Section.css">',
      ),
    );
    // A script after the guard is preloaded even when nothing imports a chunk.
    expect(withModulePreloads(placed, [], always)).toContain(
      '<link rel="modulepreload" href="/_astro/Stats.js" fetchpriority="low"><link rel="stylesheet"',
    );
  });

  it('keeps the first flight within its limit: without room there, the chunks follow the parser guard', () => {
    const checked: string[] = [];
    const noRoom = (page: string) => {
      checked.push(page);
      return false;
    };
    expect(withModulePreloads(placed, ['/_astro/helper.js'], noRoom)).toBe(
      placed.replace('<script>;</script>', '<script>;</script><link rel="modulepreload" href="/_astro/helper.js">'),
    );
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('fetchpriority="low"><link rel="stylesheet"');
    expect(withModulePreloads(placed, [], noRoom)).toBe(placed);
  });
});

describe('room in the first flight for the module preloads', () => {
  /** Text that gzip cannot shrink much, the same on every run. */
  const noise = (seed: string, bytes: number) => {
    let text = '';
    for (let i = 0; text.length < bytes; i += 1) text += createHash('sha256').update(`${seed}${i}`).digest('base64');
    return text.slice(0, bytes);
  };
  const guard = ';';
  // Astro's policy lists the hashes of every page's inline elements; this page has only the guard.
  const otherPages = Array.from({ length: 60 }, (_, i) => cspHash(`page ${i}`)).join(' ');
  const pageWith = (copy: string) =>
    `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self' ${cspHash(guard)} ${otherPages}"></head>` +
    `<body><main><section><p>${copy}</p><script type="module" src="/_astro/Highlight.js"></script></section>` +
    `<link rel="stylesheet" href="/_astro/page.css"><script>${guard}</script><section></section></main></body></html>`;
  /** The built site: the page's script imports `chunks`, which import nothing; the stylesheet is empty. */
  const siteImporting = (chunks: readonly string[]) => ({
    readAsset: (href: string) =>
      href === '/_astro/Highlight.js'
        ? chunks.map((chunk) => `import".${chunk.slice('/_astro'.length)}";`).join('')
        : '',
  });
  const noCss = () => '';
  /** The page as the module-preload and CSP steps publish it, and whether its first flight then fits with its preloads in it. */
  const publish = async (html: string, chunks: readonly string[]) => {
    const published = await publishPage(html, 'page', [modulePreloads(siteImporting(chunks)), cspPerPage()]);
    return { published, fits: firstFlightFits(published, noCss) && preloadsInFirstFlight(published) };
  };
  const oneChunk = ['/_astro/consent.js'];
  let page = '';
  // The longest copy whose page, published and with one preload, still fits.
  beforeAll(async () => {
    let copyLength = 8000;
    while ((await publish(pageWith(noise('copy', copyLength + 100)), oneChunk)).fits) copyLength += 100;
    page = pageWith(noise('copy', copyLength));
  });

  it("weighs the page as published: the policy keeps only the page's own hashes", async () => {
    expect(firstFlightBytes(page, noCss)).toBeGreaterThan(FIRST_FLIGHT_LIMIT);
    const { published, fits } = await publish(page, oneChunk);
    expect(fits).toBe(true);
    expect(published).toContain(
      '<link rel="modulepreload" href="/_astro/consent.js" fetchpriority="low"><link rel="stylesheet"',
    );
    expect(published).not.toContain(otherPages);
  });

  it('counts the preloads that go at the end of the first screen: without room, they follow the parser guard', async () => {
    const manyChunks = Array.from({ length: 12 }, (_, i) => `/_astro/${noise(`chunk${i}`, 24).replace(/\W/g, 'x')}.js`);
    const { published, fits } = await publish(page, manyChunks);
    expect(fits).toBe(false);
    expect(published).toContain(`<script>${guard}</script><link rel="modulepreload" href="${manyChunks[0]}">`);
    expect(preloadsInFirstFlight(published)).toBe(false);
  });
});

describe('whether a page asks for its modules in the first flight', () => {
  const guarded = (beforeGuard: string, afterGuard: string) =>
    `<body><main><section></section>${beforeGuard}<link rel="stylesheet" href="/a.css"><script>;</script>${afterGuard}</main></body>`;
  it('holds when every module after the parser guard is preloaded before it, and for a page without a guard', () => {
    const script = '<script type="module" src="/_astro/Stats.js"></script>';
    expect(preloadsInFirstFlight(guarded('<link rel="modulepreload" href="/_astro/Stats.js">', script))).toBe(true);
    expect(preloadsInFirstFlight(guarded('', ''))).toBe(true);
    expect(preloadsInFirstFlight(`<body>${script}</body>`)).toBe(true);
  });
  it('fails when a module after the guard is not preloaded before it, or a preload follows the guard', () => {
    const script = '<script type="module" src="/_astro/Stats.js"></script>';
    expect(preloadsInFirstFlight(guarded('', script))).toBe(false);
    expect(preloadsInFirstFlight(guarded('', '<link rel="modulepreload" href="/_astro/x.js">'))).toBe(false);
  });
});
