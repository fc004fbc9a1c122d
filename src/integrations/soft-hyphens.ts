import type { AstroIntegration } from 'astro';
import bulgarian from 'hyphen/bg/index.js';
import { afterBuild, rewritePages } from './after-build.ts';
import { SOFT_HYPHEN, SOFT_HYPHEN_MIN_LETTERS, withSoftHyphens } from '../lib/build/soft-hyphens.ts';

const hyphenateBulgarian = (word: string) =>
  bulgarian.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: SOFT_HYPHEN_MIN_LETTERS });

/**
 * After the build, puts soft hyphens into the long words of every Bulgarian page
 * (src/lib/build/soft-hyphens.ts), so that every engine breaks them with a hyphen. Runs before the
 * first-screen steps, which weigh the pages as published.
 */
export function softHyphens(): AstroIntegration {
  return afterBuild('soft-hyphens', async ({ root, logger }) => {
    const { changed } = await rewritePages(root, (html) => withSoftHyphens(html, 'bg', hyphenateBulgarian));
    logger.info(`soft hyphens in the long words of ${changed.length} Bulgarian page(s)`);
  });
}
