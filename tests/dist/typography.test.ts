/**
 * Bulgarian type on the built pages (docs/editions.md, "Type"): a number never breaks across lines
 * inside its digit groups or before its unit (the build puts no-break spaces there), and an
 * ellipsis is one character.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../scripts/lib/page-weight.ts';
import { visitorTexts } from '../build/support/unmarked-text.ts';
import { builtSite } from './support/built-site.ts';

const root = builtSite();
const bulgarianPages = sitePages(root)
  .filter((page) => page.startsWith('/bg'))
  .map((path) => ({ path, html: readFileSync(join(root, path), 'utf8') }));

/** Each rule: what it finds, as a pattern over a text a visitor reads. */
const BREAKABLE = [
  { what: 'a breakable space inside a digit group', pattern: /\d \d{3}(?!\d)/ },
  {
    what: 'a breakable space before a unit (€, лв., г., кг, см, дБ, ч., …)',
    pattern: /\d[+%]? (?:€|лв\.|г\.|ч\.|мин\.|сек\.|кг|г|мм|см|км|м|мл|л|дБ)(?!\p{L})/u,
  },
  { what: 'three full stops instead of the ellipsis character', pattern: /\.\.\./ },
];

describe('Bulgarian typography on the built pages', () => {
  it('reads some Bulgarian pages', () => {
    expect(bulgarianPages.length).toBeGreaterThan(20);
  });

  it('keeps every number with its digit groups and its unit, and writes the ellipsis as one character', () => {
    const found: string[] = [];
    for (const { path, html } of bulgarianPages) {
      for (const { where, text, kind, lang } of visitorTexts(html)) {
        // Text nodes: what lines are broken in (a meta description is never laid out).
        if (where !== 'text' || kind !== 'shown' || lang.startsWith('en')) continue;
        for (const { what, pattern } of BREAKABLE) {
          const match = pattern.exec(text);
          if (match)
            found.push(`${path} ${where}: ${what}: "…${text.slice(Math.max(0, match.index - 20), match.index + 20)}…"`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('has the no-break spaces in the figures editors type (the case study, the event)', () => {
    const text = (page: string) => bulgarianPages.find((p) => p.path === page)?.html ?? '';
    expect(text('/bg/event.html')).toContain('23\u00a0000\u00a0€');
    expect(text('/bg/sila-client-study.html')).toMatch(/20\u00a0000\u00a0лв\./);
  });
});
