/**
 * The content probe: a build in which every word that comes from content/ is wrapped in marker
 * characters, so a test (tests/build/content-probe.test.ts) can find any word a visitor reads
 * that was typed into code instead. It is switched on by CONTENT_PROBE=1 and read here only:
 * `text()` (src/schemas/fields.ts) marks each visitor-facing field after it passed its checks,
 * and the `contentProbe()` integration (src/integrations/content-probe.ts) marks the text of
 * Markdown bodies.
 * Ids, paths, enum values and numbers are never marked: code compares and links with them.
 */
export const CONTENT_PROBE_ENV = 'CONTENT_PROBE';
/** Characters no content file uses, so a marked string cannot be mistaken for copy. */
export const PROBE_OPEN = '⟦';
export const PROBE_CLOSE = '⟧';

/** True in a probe build. Read through globalThis: the schemas are also bundled for the browser. */
export function contentProbeOn(): boolean {
  return (
    (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[CONTENT_PROBE_ENV] === '1'
  );
}

/**
 * `value` wrapped in the markers in a probe build, unchanged otherwise. A value is marked once
 * even when it is checked twice (the collection loaders check each entry before Astro does).
 */
export function probeMark(value: string): string {
  if (!contentProbeOn() || value === '') return value;
  if (value.startsWith(PROBE_OPEN) && value.endsWith(PROBE_CLOSE)) return value;
  return `${PROBE_OPEN}${value}${PROBE_CLOSE}`;
}

/** `value` without its markers (the original text of a probe-marked string). */
function unmarked(value: string): string {
  return value.startsWith(PROBE_OPEN) && value.endsWith(PROBE_CLOSE) ? value.slice(1, -1) : value;
}

/** Whether `part` is a piece of `whole`, probe markers aside (a headline and its highlighted words). */
export function containsCopy(whole: string, part: string): boolean {
  return unmarked(whole).includes(unmarked(part));
}

/**
 * In a probe build, `whole` re-marked around `part`, the marked copy of a piece of it (a headline's
 * highlighted words): "⟦a⟧⟦b⟧⟦c⟧" instead of "⟦abc⟧", so code that finds the piece in the whole
 * still finds it. Unchanged outside a probe build, or when the piece is not there.
 */
export function probeMarkAround(whole: string, part: string): string {
  const [text, piece] = [unmarked(whole), unmarked(part)];
  const at = contentProbeOn() && piece !== '' ? text.indexOf(piece) : -1;
  if (at < 0) return whole;
  return probeMark(text.slice(0, at)) + probeMark(piece) + probeMark(text.slice(at + piece.length));
}
