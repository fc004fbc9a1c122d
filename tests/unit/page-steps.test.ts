import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstFlightCss } from '../../src/integrations/first-flight-css.ts';
import { pageSteps } from '../../src/integrations/publish-pages.ts';
import { cspHash } from '../../src/lib/node/csp-per-page.ts';
import { PARSER_GUARD_SCRIPT, firstFlightEnd } from '../../src/lib/node/first-flight.ts';
import { PerPage, publishPage, type PageStep } from '../../src/lib/node/page-steps.ts';

/** A step that appends its mark to the page and records every page it is given. */
function marking(mark: string, seen: string[]): PageStep {
  return { name: mark, rewrite: (html) => (seen.push(html), `${html}${mark}`), summary: () => '' };
}

describe('the page steps', () => {
  it('run in order, each on the page the one before it left', async () => {
    const seen: string[] = [];
    const steps = [marking('a', seen), marking('b', seen), marking('c', seen)];
    expect(await publishPage('<p>', 'page.html', steps)).toBe('<p>abc');
    expect(seen).toEqual(['<p>', '<p>a', '<p>ab']);
  });

  it('give each step the later steps to weigh a version of the page, without publishing that version', async () => {
    const seen: string[] = [];
    const weighed: string[] = [];
    const weighing: PageStep = {
      name: 'weighing',
      rewrite: async (html, _page, publish) => {
        weighed.push(await publish(`${html}(candidate)`));
        return `${html}(chosen)`;
      },
      summary: () => '',
    };
    const steps = [marking('a', seen), weighing, marking('b', seen), marking('c', seen)];
    expect(await publishPage('<p>', 'page.html', steps)).toBe('<p>a(chosen)bc');
    expect(weighed).toEqual(['<p>a(candidate)bc']);
    // The later steps ran on the candidate, then on the chosen page.
    expect(seen).toEqual(['<p>', '<p>a(candidate)', '<p>a(candidate)b', '<p>a(chosen)', '<p>a(chosen)b']);
  });

  it("count a page once in a step's summary: its last run there, the one published", () => {
    const counted = new PerPage<string>();
    counted.set('a.html', 'candidate');
    counted.set('b.html', 'published');
    counted.set('a.html', 'published');
    expect(counted.entries()).toEqual([
      ['a.html', 'published'],
      ['b.html', 'published'],
    ]);
  });

  it('are, in order: typesetting, first-flight CSS, module preloads, CSP per page', () => {
    const site = { root: tmpdir(), pages: new Map<string, string>(), readAsset: () => '' };
    expect(pageSteps(site).map((step) => step.name)).toEqual([
      'soft-hyphens',
      'first-flight-css',
      'module-preload',
      'csp-per-page',
    ]);
  });
});

describe('the first-flight step', () => {
  /** Text that gzip cannot shrink much, the same on every run. */
  const noise = (seed: string, bytes: number) => {
    let text = '';
    for (let i = 0; text.length < bytes; i += 1) text += createHash('sha256').update(`${seed}${i}`).digest('base64');
    return text.slice(0, bytes);
  };
  /** A built site of one page: a page header, then a section of two blocks, one stylesheet. */
  function builtSite() {
    const root = mkdtempSync(join(tmpdir(), 'page-steps-'));
    mkdirSync(join(root, '_astro'));
    writeFileSync(join(root, '_astro/site.css'), '.page-header{color:red}.block{margin:0}');
    const html = [
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
      `<meta http-equiv="content-security-policy" content="script-src 'self' ${cspHash(PARSER_GUARD_SCRIPT)};style-src 'self'">`,
      '<link rel="stylesheet" href="/_astro/site.css"></head><body><main>',
      '<section class="page-header"><h1>Title</h1></section>',
      `<section><div class="block">${noise('one', 2000)}</div><div class="block">${noise('two', 2000)}</div></section>`,
      '</main></body></html>',
    ].join('');
    const pages = new Map([['page.html', html]]);
    const readAsset = (href: string) => readFileSync(join(root, href), 'utf8');
    return { root, pages, readAsset, html };
  }
  /** A later step that adds `bytes` of incompressible text to <head>, and counts its runs. */
  const heavyHead = (bytes: number, runs: { count: number }): PageStep => ({
    name: 'heavy',
    rewrite: (html) => {
      runs.count += 1;
      return html.replace('</head>', `<meta name="x" content="${noise('head', bytes)}"></head>`);
    },
    summary: () => '',
  });
  const firstScreen = (html: string) => html.slice(html.indexOf('<main>'), firstFlightEnd(html) ?? 0);

  it('weighs each candidate first screen as the later steps publish it', async () => {
    const light = builtSite();
    const lightRuns = { count: 0 };
    const lightStep = firstFlightCss(light);
    const lightPage = await publishPage(light.html, 'page.html', [lightStep, heavyHead(0, lightRuns)]);
    // With room, the whole section after the page header is in the first screen.
    expect(firstScreen(lightPage)).toContain(noise('two', 2000));
    expect(lightStep.summary()).toContain('whole on 1 pages, in part on 0');

    const heavy = builtSite();
    const heavyRuns = { count: 0 };
    const heavyStep = firstFlightCss(heavy);
    // 14.5 KB more from a later step (about 11 KB gzipped): only the section's first block still fits.
    const heavyPage = await publishPage(heavy.html, 'page.html', [heavyStep, heavyHead(14_500, heavyRuns)]);
    expect(firstScreen(heavyPage)).toContain(noise('one', 2000));
    expect(firstScreen(heavyPage)).not.toContain(noise('two', 2000));
    expect(heavyStep.summary()).toContain('whole on 0 pages, in part on 1');
    // The later step ran on each candidate weighed, then once on the page published.
    expect(heavyRuns.count).toBeGreaterThan(1);
  });
});
