import type { AstroIntegration } from 'astro';
import bulgarian from 'hyphen/bg/index.js';
import { afterBuild, rewritePages } from './after-build.ts';
import { TYPESET_LANG, withNoBreakSpaces } from '../lib/node/no-break-spaces.ts';
import { rewriteProse, softHyphenateText, SOFT_HYPHEN, SOFT_HYPHEN_MIN_LETTERS } from '../lib/node/soft-hyphens.ts';

const hyphenateBulgarian = (word: string) =>
  bulgarian.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: SOFT_HYPHEN_MIN_LETTERS });

/** Bulgarian typesetting of a text: no-break spaces in numbers, then soft hyphens in long words. */
export const typesetBulgarian = (text: string) => softHyphenateText(withNoBreakSpaces(text), hyphenateBulgarian);

/**
 * After the build, typesets the text of every Bulgarian page: soft hyphens in the long words
 * (src/lib/node/soft-hyphens.ts), so that every engine breaks them with a hyphen, and no-break
 * spaces inside numbers and before their units (src/lib/node/no-break-spaces.ts). Runs before the
 * first-screen steps, which weigh the pages as published.
 */
export function softHyphens(): AstroIntegration {
  return afterBuild('soft-hyphens', async ({ root, logger }) => {
    const { changed } = await rewritePages(root, (html) => rewriteProse(html, TYPESET_LANG, typesetBulgarian));
    logger.info(`soft hyphens and no-break spaces in ${changed.length} Bulgarian page(s)`);
  });
}
