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

  it('puts the links just before the first module script, and leaves a page without any as it is', () => {
    const html = '<body><main><script type="module" src="/_astro/Banner.js"></script></main></body>';
    expect(withModulePreloads(html, ['/_astro/consent.js', '/_astro/analytics.js'])).toBe(
      '<body><main><link rel="modulepreload" href="/_astro/consent.js">' +
        '<link rel="modulepreload" href="/_astro/analytics.js">' +
        '<script type="module" src="/_astro/Banner.js"></script></main></body>',
    );
    expect(withModulePreloads('<body></body>', [])).toBe('<body></body>');
  });

  it('keeps the links out of the first flight: a script in the first screen gets them after the parser guard', () => {
    const html =
      '<body><main><section><script type="module" src="/_astro/Highlight.js"></script></section>' +
      '<link rel="stylesheet" href="/_astro/page.css"><script>;</script><section>…</section></main></body>';
    expect(withModulePreloads(html, ['/_astro/helper.js'])).toBe(
      html.replace('<script>;</script>', '<script>;</script><link rel="modulepreload" href="/_astro/helper.js">'),
    );
  });
});
