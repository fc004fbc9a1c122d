/**
 * What a mistyped word was most likely meant to be: the page a link misspells
 * (src/schemas/site-pages.ts), the field name a content file misspells (src/schemas/known-fields.ts).
 */

/** How many single-letter edits turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The one of `candidates` closest to `word`, if it is a typo or two away (two edits, or one in four
 * letters of a longer word); the first of equally close ones.
 */
export function nearestMatch(word: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  if (!best || best.distance > Math.max(2, Math.floor(word.length / 4))) return undefined;
  return best.candidate;
}
