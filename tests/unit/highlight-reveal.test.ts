import { describe, expect, it } from 'vitest';
import { lineReveals, strokesPerLine } from '../../src/lib/shared/highlight-reveal.ts';

describe('lineReveals', () => {
  const lines = [
    { x: 10, y: 0, w: 300, h: 40 },
    { x: 0, y: 48, w: 100, h: 40 },
  ];

  it('shares the duration by width, the lines one after another', () => {
    const reveals = lineReveals(lines, 600, 12);
    expect(reveals.map(({ delayMs, durationMs }) => [delayMs, durationMs])).toEqual([
      [0, 450],
      [450, 150],
    ]);
  });

  it('grows each line from its left edge to its right edge, with the margin around it', () => {
    const [first, second] = lineReveals(lines, 600, 12);
    // Reference box 100 × 100: top, right, bottom, left insets.
    expect(first).toMatchObject({ from: 'inset(-12px 102px 48px -2px)', to: 'inset(-12px -222px 48px -2px)' });
    expect(second).toMatchObject({ from: 'inset(36px 112px 0px -12px)', to: 'inset(36px -12px 0px -12px)' });
  });

  it('measures insets from the drawing box given', () => {
    const [only] = lineReveals([{ x: 0, y: 0, w: 50, h: 20 }], 600, 0, { w: 200, h: 80 });
    expect(only).toMatchObject({ from: 'inset(0px 200px 60px 0px)', to: 'inset(0px 150px 60px 0px)' });
  });

  it('gives lines of no width no time, without dividing by zero', () => {
    expect(lineReveals([{ x: 0, y: 0, w: 0, h: 20 }], 600, 0)[0]).toMatchObject({ delayMs: 0, durationMs: 0 });
  });
});

describe('strokesPerLine', () => {
  it('splits the strokes in order, the same number for each line', () => {
    expect(strokesPerLine(['a1', 'a2', 'b1', 'b2'], 2)).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
    ]);
  });

  it('gives no runs for an uneven count or no strokes: the drawing shows without a reveal', () => {
    expect(strokesPerLine(['a', 'b', 'c'], 2)).toBeUndefined();
    expect(strokesPerLine([], 2)).toBeUndefined();
    expect(strokesPerLine(['a', 'b'], 0)).toBeUndefined();
    expect(strokesPerLine(['a', 'b'], 1)).toEqual([['a', 'b']]);
  });
});
