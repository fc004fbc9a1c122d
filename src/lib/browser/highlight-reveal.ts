import { lineReveals, strokesPerLine, type Box } from '../shared/highlight-reveal.ts';

/** Room around each line for the strokes' wobble, width and padding, in px. */
const STROKE_MARGIN = 12;
const REVEAL_CLASS = 'highlight-reveal';

/**
 * Reveals a drawing rough-notation made without animation, line by line, through a growing
 * clip-path on a copy of each line's strokes. rough-notation's own animation moves
 * stroke-dashoffset, which the main thread must restyle and repaint every frame (about 0.3 s of
 * main-thread work on the home page at 4× CPU); a clip-path animation runs on the compositor.
 * The drawing itself stays hidden until the copies are fully shown, then takes their place, so
 * rough-notation's redraw on resize keeps working. Resolves when the reveal has ended.
 */
export async function revealDrawing(text: HTMLElement, drawing: SVGSVGElement, durationMs: number): Promise<void> {
  const origin = drawing.getBoundingClientRect();
  const lines: Box[] = [...text.getClientRects()].map((rect) => ({
    x: rect.left - origin.left,
    y: rect.top - origin.top,
    w: rect.width,
    h: rect.height,
  }));
  const runs = strokesPerLine([...drawing.querySelectorAll('path')], lines.length);
  if (!runs) return;
  const reveals = lineReveals(lines, durationMs, STROKE_MARGIN, { w: origin.width, h: origin.height });
  let previous: Element = drawing;
  const copies = reveals.map((reveal, index) => {
    const copy = drawing.cloneNode(false) as SVGSVGElement;
    copy.setAttribute('class', REVEAL_CLASS);
    copy.append(...runs[index]!.map((stroke) => stroke.cloneNode(true)));
    previous.after(copy);
    previous = copy;
    return copy.animate([{ clipPath: reveal.from }, { clipPath: reveal.to }], {
      delay: reveal.delayMs,
      duration: reveal.durationMs,
      easing: 'ease-out',
      fill: 'backwards',
    });
  });
  drawing.style.visibility = 'hidden';
  try {
    await Promise.all(copies.map((animation) => animation.finished));
  } finally {
    drawing.style.visibility = '';
    for (const animation of copies) ((animation.effect as KeyframeEffect).target as Element).remove();
  }
}
