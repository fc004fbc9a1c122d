/**
 * The hand-drawn highlight's reveal, line by line (src/lib/browser/highlight-reveal.ts draws it).
 * DOM-free: boxes are in the drawing's own coordinates.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LineReveal {
  /** When this line starts, after the drawing starts. */
  delayMs: number;
  durationMs: number;
  /** clip-path at the start (nothing of the line shown) and at the end (all of it shown). */
  from: string;
  to: string;
}

/**
 * Like rough-notation's own drawing: the lines one after another, each taking its share of the
 * duration by width. Each line is shown through an inset of the drawing's `reference` box (its
 * SVG element, 100 × 100 px, which the strokes overflow) that grows from the line's left edge to
 * its right edge; `margin` leaves room for the strokes' wobble and width around the text.
 */
export function lineReveals(
  lines: Box[],
  durationMs: number,
  margin: number,
  reference: { w: number; h: number } = { w: 100, h: 100 },
): LineReveal[] {
  const totalWidth = lines.reduce((sum, line) => sum + line.w, 0);
  let delayMs = 0;
  return lines.map((line) => {
    const share = totalWidth > 0 ? (durationMs * line.w) / totalWidth : 0;
    const top = line.y - margin;
    const bottom = reference.h - (line.y + line.h + margin);
    const left = line.x - margin;
    const inset = (right: number) => `inset(${px(top)} ${px(right)} ${px(bottom)} ${px(left)})`;
    const reveal = {
      delayMs,
      durationMs: share,
      from: inset(reference.w - left),
      to: inset(reference.w - (line.x + line.w + margin)),
    };
    delayMs += share;
    return reveal;
  });
}

/**
 * rough-notation draws line after line, the same strokes for each: the strokes split in order into
 * one run per line. An uneven count (a drawing this module does not know) gives no runs: the
 * drawing is then shown as it is, without a reveal.
 */
export function strokesPerLine<T>(strokes: T[], lineCount: number): T[][] | undefined {
  if (lineCount < 1 || strokes.length === 0 || strokes.length % lineCount !== 0) return undefined;
  const run = strokes.length / lineCount;
  return Array.from({ length: lineCount }, (_, line) => strokes.slice(line * run, (line + 1) * run));
}

function px(value: number): string {
  return `${Math.round(value * 10) / 10}px`;
}
