import bulgarian from 'hyphen/bg/index.js';
import { TYPESET_LANG, withNoBreakSpaces } from '../lib/node/no-break-spaces.ts';
import { PerPage, type PageStep } from '../lib/node/page-steps.ts';
import { rewriteProse, softHyphenateText, SOFT_HYPHEN, SOFT_HYPHEN_MIN_LETTERS } from '../lib/node/soft-hyphens.ts';

const hyphenateBulgarian = (word: string) =>
  bulgarian.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: SOFT_HYPHEN_MIN_LETTERS });

/** Bulgarian typesetting of a text: no-break spaces in numbers, then soft hyphens in long words. */
export const typesetBulgarian = (text: string) => softHyphenateText(withNoBreakSpaces(text), hyphenateBulgarian);

/**
 * Typesets the text of every Bulgarian page: soft hyphens in the long words
 * (src/lib/node/soft-hyphens.ts), so that every engine breaks them with a hyphen, and no-break
 * spaces inside numbers and before their units (src/lib/node/no-break-spaces.ts). The first of the
 * page steps (src/integrations/publish-pages.ts): the first-screen steps weigh the typeset text.
 */
export function softHyphens(): PageStep {
  const typeset = new PerPage<boolean>();
  return {
    name: 'soft-hyphens',
    rewrite: (html, page) => {
      const typesetHtml = rewriteProse(html, TYPESET_LANG, typesetBulgarian);
      typeset.set(page, typesetHtml !== html);
      return typesetHtml;
    },
    summary: () => `soft hyphens and no-break spaces in ${typeset.values().filter(Boolean).length} Bulgarian page(s)`,
  };
}
