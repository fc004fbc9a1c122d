/**
 * Words in another language are marked with it (WCAG 3.1.2), so a screen reader reads them with
 * that language's voice: on the English pages, every Cyrillic word a visitor reads (the registered
 * Bulgarian name of the company, the language switcher's „Български“) sits inside lang="bg".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../scripts/lib/page-weight.ts';
import { visitorTexts } from '../build/support/unmarked-text.ts';
import { builtSite } from './support/built-site.ts';

const root = builtSite();
const englishPages = sitePages(root).filter((page) => !page.startsWith('/bg'));

describe('language marks on the English pages', () => {
  it('reads the English pages, the legal pages and the demo pages among them', () => {
    expect(englishPages).toEqual(
      expect.arrayContaining(['/index.html', '/privacy-policy.html', '/terms-and-conditions.html', '/contact.html']),
    );
  });

  it('marks every Cyrillic text a visitor reads as Bulgarian', () => {
    const unmarked: string[] = [];
    let cyrillic = 0;
    for (const path of englishPages) {
      for (const { where, text, kind, lang } of visitorTexts(readFileSync(join(root, path), 'utf8'))) {
        if (kind !== 'shown' || !/\p{Script=Cyrillic}/u.test(text)) continue;
        cyrillic++;
        if (!lang.startsWith('bg')) unmarked.push(`${path} ${where} (lang "${lang}"): ${text.trim().slice(0, 80)}`);
      }
    }
    expect(cyrillic).toBeGreaterThan(englishPages.length);
    expect(unmarked).toEqual([]);
  });
});
