/**
 * Byte budgets of the built pages, gzipped (tests/budgets.json). Deterministic, so they gate
 * every change; Lighthouse timings are in `npm run bench`. A page may have its own limit only
 * with a "why" in budgets.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dynamicImports, pageWeight } from '../../scripts/lib/page-weight.ts';
import { builtSite } from './support/built-site.ts';
import { sitePages } from '../../scripts/lib/page-weight.ts';
import { splitLangPath } from '../../src/lib/shared/i18n.ts';
import { inlineCss, stylesheetHrefs, withoutPrintRules } from '../../src/lib/node/first-flight.ts';

interface Budget {
  /** HTML before the first in-body stylesheet + render-blocking CSS: the first round trip. */
  firstFlight: number;
  /** The whole HTML + render-blocking CSS. */
  htmlPlusBlockingCss: number;
  /** What a phone runs before the visitor first taps, types or focuses. */
  jsBeforeInteraction: number;
  /** How many script files that is: each is a request and a compile on the phone's main thread. */
  scriptFilesBeforeInteraction: number;
  jsWithoutIsland: number;
  jsWithIsland: number;
}
type PageBudget = Partial<Budget> & { why?: string };
const budgets = JSON.parse(readFileSync('tests/budgets.json', 'utf8')) as {
  default: Budget;
  pages: Record<string, PageBudget>;
  editions: Record<string, { htmlFactor: number; why: string }>;
};

/**
 * A page's budget: its own exception, or its English twin's for a page of another edition. The
 * whole HTML of another edition may weigh its language's factor more (Cyrillic letters take two
 * bytes in UTF-8); the first flight and the JavaScript hold the same limits in every edition.
 */
function budgetOf(path: string): Budget {
  const { lang, path: twin } = splitLangPath(path);
  const own = budgets.pages[path] ?? budgets.pages[twin] ?? {};
  const budget = { ...budgets.default, ...own };
  const factor = lang === 'en' ? 1 : (budgets.editions[lang]?.htmlFactor ?? 1);
  return { ...budget, htmlPlusBlockingCss: Math.round(budget.htmlPlusBlockingCss * factor) };
}
const root = builtSite();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('page-weight accounting', () => {
  it.each([
    ['import(`./three.module.js`)', ['./three.module.js']],
    ['e(()=>import("./a.js"),[]),e(()=>import(\'../b.js\'),[])', ['./a.js', '../b.js']],
    ['import("https://cdn.example.org/x.js")', []],
    ['import{t as e}from"./preload-helper.js"', []],
  ])('dynamic imports of %s', (code, expected) => {
    expect(dynamicImports(code)).toEqual(expected);
  });
});

describe('budget file', () => {
  it.each(Object.entries({ ...budgets.pages, ...budgets.editions }))('%s: an exception says why', (_path, budget) => {
    expect(budget.why?.trim().length ?? 0, 'add a "why" to this page exception').toBeGreaterThan(20);
  });

  it('an edition weighs at most a fifth more HTML than English', () => {
    for (const { htmlFactor } of Object.values(budgets.editions)) expect(htmlFactor).toBeLessThanOrEqual(1.2);
  });

  it('the first flight fits one round trip on every page: no exception', () => {
    expect(budgets.default.firstFlight).toBeLessThanOrEqual(14336);
    expect(Object.entries(budgets.pages).filter(([, budget]) => budget.firstFlight !== undefined)).toEqual([]);
  });
});

describe('byte budgets of the built pages (gzipped)', () => {
  // The site's pages: the content editor at /admin is not weighed (sitePages in scripts/lib/page-weight.ts).
  const pages = sitePages(root);
  const weights = pages.map((file) => pageWeight(root, file));

  it('finds the built site', () => {
    expect(pages.length).toBeGreaterThanOrEqual(28);
  });

  it('every page exception names a built page', () => {
    const built = new Set(weights.map((w) => w.path));
    expect(Object.keys(budgets.pages).filter((p) => !built.has(p))).toEqual([]);
  });

  // The print rules ride on a stylesheet every page loads: a request of their own was the last
  // response before the load event, which the splash waits for (issue #39); inline they would
  // weigh on the first flight for a page nobody prints before it has loaded.
  it('every page gets its print rules from a stylesheet it loads anyway, none inline', () => {
    for (const file of pages) {
      const html = readFileSync(resolve(root, `.${file}`), 'utf8');
      expect(inlineCss(html), file).not.toMatch(/@media print/);
      const sheets = stylesheetHrefs(html).map((href) => readFileSync(resolve(root, `.${href}`), 'utf8'));
      expect(
        sheets.filter((css) => withoutPrintRules(css).trim() === ''),
        `${file}: a print-only stylesheet`,
      ).toEqual([]);
      expect(
        sheets.some((css) => css.includes('@media print')),
        file,
      ).toBe(true);
    }
  });

  for (const weight of weights) {
    const budget = budgetOf(weight.path);
    it(`${weight.path}: first flight (HTML to the first in-body stylesheet + blocking CSS) ≤ ${kb(budget.firstFlight)}`, () => {
      expect(weight.firstFlightGzip).toBeLessThanOrEqual(budget.firstFlight);
    });
    it(`${weight.path}: HTML + render-blocking CSS ≤ ${kb(budget.htmlPlusBlockingCss)}`, () => {
      const total = weight.htmlGzip + weight.blockingCssGzip;
      expect(total, `HTML ${kb(weight.htmlGzip)} + blocking CSS ${kb(weight.blockingCssGzip)}`).toBeLessThanOrEqual(
        budget.htmlPlusBlockingCss,
      );
    });
    it(`${weight.path}: JavaScript before the first interaction ≤ ${kb(budget.jsBeforeInteraction)}`, () => {
      expect(weight.jsBeforeInteractionGzip).toBeLessThanOrEqual(budget.jsBeforeInteraction);
    });
    it(`${weight.path}: at most ${budget.scriptFilesBeforeInteraction} script files before the first interaction`, () => {
      const files = weight.jsBeforeInteractionFiles;
      expect(files.length, files.join(', ')).toBeLessThanOrEqual(budget.scriptFilesBeforeInteraction);
    });
    const jsLimit = weight.hasIsland ? budget.jsWithIsland : budget.jsWithoutIsland;
    it(`${weight.path}: JavaScript ≤ ${kb(jsLimit)} (${weight.hasIsland ? 'with' : 'no'} React island, dynamic imports included)`, () => {
      const detail = `${weight.jsFiles.join(', ')}; of which dynamic import(): ${kb(weight.dynamicJsGzip)}`;
      expect(weight.jsGzip, detail).toBeLessThanOrEqual(jsLimit);
    });
  }

  // The site is set in the visitor's system fonts: a web font would be the largest request on
  // every first visit and would delay LCP (see README, Performance).
  it('no page downloads a web font', () => {
    // The content editor's own fonts (/admin/fonts, src/lib/node/cms-self-hosted.ts) are loaded by
    // /admin only, which is not a page of the site.
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => !f.startsWith('admin/'));
    expect(files.filter((f) => /\.(woff2?|ttf|otf)$/.test(f))).toEqual([]);
    for (const file of files.filter((f) => /\.(html|css)$/.test(f))) {
      expect(readFileSync(resolve(root, file), 'utf8'), file).not.toMatch(/@font-face|as="font"/);
    }
  });
});
