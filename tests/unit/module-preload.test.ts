import { describe, expect, it } from 'vitest';
import {
  moduleScriptSrcs,
  staticImportClosure,
  staticImports,
  withModulePreloads,
} from '../../src/lib/build/module-preload.ts';

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
