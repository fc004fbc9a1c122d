import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, pageWeight } from '../support/page-weight.ts';

interface Budget {
  htmlPlusBlockingCss: number;
  jsWithoutIsland: number;
  jsWithIsland: number;
}
const budgets = JSON.parse(readFileSync('tests/budgets.json', 'utf8')) as {
  default: Budget;
  pages: Record<string, Partial<Budget> & { why?: string }>;
};
const root = resolve(process.env.OUT_DIR ?? 'dist');

describe.runIf(existsSync(root))('byte budgets of the built pages (gzipped)', () => {
  const pages = builtPages(root);

  it('finds the built site', () => {
    expect(pages.length).toBeGreaterThanOrEqual(28);
  });

  for (const file of pages) {
    const weight = pageWeight(root, file);
    const budget = { ...budgets.default, ...budgets.pages[weight.path] };
    it(`${weight.path}: HTML + render-blocking CSS ≤ ${budget.htmlPlusBlockingCss} B`, () => {
      expect(weight.htmlGzip + weight.blockingCssGzip).toBeLessThanOrEqual(budget.htmlPlusBlockingCss);
    });
    const jsLimit = weight.hasIsland ? budget.jsWithIsland : budget.jsWithoutIsland;
    it(`${weight.path}: JavaScript ≤ ${jsLimit} B (${weight.hasIsland ? 'with' : 'no'} React island)`, () => {
      expect(weight.jsGzip, weight.jsFiles.join(', ')).toBeLessThanOrEqual(jsLimit);
    });
  }
});
