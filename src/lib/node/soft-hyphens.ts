import { parseDocument } from 'htmlparser2';
import { type ChildNode, type Element, isTag, isText } from 'domhandler';

/**
 * Soft hyphens in the long words of a Bulgarian page, put in at build time.
 *
 * The stylesheet asks for `hyphens: auto` on Bulgarian pages, but only an engine with a Bulgarian
 * dictionary can follow it (Firefox can; Chromium on Linux and WebKitGTK cannot). Elsewhere a word
 * wider than its line was broken anywhere, with no hyphen ("демонстраци" / "я" in a phone's
 * heading). A soft hyphen (U+00AD) is invisible until a line breaks there, in every engine.
 *
 * Only words long enough to outgrow a phone's line get them, so wide screens keep whole words
 * where there is room; text that React renders (inside `astro-island`) is left alone, since
 * hydration compares it with what React would write.
 */

/** Words shorter than this fit a phone's line even in a heading (measured at 320 and 390 px). */
export const SOFT_HYPHEN_MIN_LETTERS = 12;
/** Letters kept together at each end of a word, so no line starts or ends on a stub. */
const SOFT_HYPHEN_EDGE_LETTERS = 3;

export const SOFT_HYPHEN = '\u00ad';

/**
 * Elements whose text is not prose to be laid out in lines, or is not ours to change: an option
 * without a value sends its text with the form.
 */
const LEFT_ALONE = new Set([
  'head',
  'script',
  'style',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'pre',
  'code',
  'noscript',
  'astro-island',
]);

const LONG_CYRILLIC_WORD = new RegExp(`\\p{Script=Cyrillic}{${SOFT_HYPHEN_MIN_LETTERS},}`, 'gu');

const VOWEL = /[аъоуеиюяѝ]/iu;

/**
 * `word` with soft hyphens where `hyphenate` (language patterns, marking each break with U+00AD)
 * allows one, at least SOFT_HYPHEN_EDGE_LETTERS letters stay on each side, and each piece has a
 * vowel: the patterns also split consonant clusters ("демон-с-т-ра-ция"), and a piece of
 * consonants alone goes with the syllable after it ("демон-стра-ция").
 */
export function softHyphenateWord(word: string, hyphenate: (word: string) => string): string {
  const syllables: string[] = [];
  let pending = '';
  for (const part of hyphenate(word).split(SOFT_HYPHEN)) {
    pending += part;
    if (VOWEL.test(part)) {
      syllables.push(pending);
      pending = '';
    }
  }
  // Consonants at the end belong to the last syllable.
  if (pending && syllables.length) syllables[syllables.length - 1] += pending;
  else if (pending) syllables.push(pending);
  let out = '';
  let before = 0;
  for (const [index, syllable] of syllables.entries()) {
    const after = word.length - before;
    if (index > 0 && before >= SOFT_HYPHEN_EDGE_LETTERS && after >= SOFT_HYPHEN_EDGE_LETTERS) out += SOFT_HYPHEN;
    out += syllable;
    before += syllable.length;
  }
  return out;
}

/**
 * The page with `typeset` applied to the text between its tags, when its `<html lang>` is `lang`;
 * any other page unchanged. Attributes, scripts, islands and the markup itself are copied as they
 * are (LEFT_ALONE).
 */
export function rewriteProse(html: string, lang: string, typeset: (text: string) => string): string {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const root = document.children.find((node): node is Element => isTag(node) && node.name === 'html');
  if (root?.attribs['lang'] !== lang) return html;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (isText(node) && node.startIndex !== null && node.endIndex !== null) {
        const raw = html.slice(node.startIndex, node.endIndex + 1);
        const text = typeset(raw);
        if (text !== raw) edits.push({ start: node.startIndex, end: node.endIndex + 1, text });
      } else if (isTag(node) && !LEFT_ALONE.has(node.name)) {
        visit(node.children);
      }
    }
  };
  visit(root.children);
  let out = html;
  for (const { start, end, text } of edits.reverse()) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** `text` with soft hyphens in its long Cyrillic words (see softHyphenateWord). */
export function softHyphenateText(text: string, hyphenate: (word: string) => string): string {
  return text.replace(LONG_CYRILLIC_WORD, (word) => softHyphenateWord(word, hyphenate));
}

/** The page with soft hyphens in the long Cyrillic words of its text, when its `<html lang>` is `lang`. */
export function withSoftHyphens(html: string, lang: string, hyphenate: (word: string) => string): string {
  return rewriteProse(html, lang, (text) => softHyphenateText(text, hyphenate));
}
