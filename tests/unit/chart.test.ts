import { describe, expect, it } from 'vitest';
import {
  bands,
  linearScale,
  linePath,
  niceStep,
  niceTicks,
  panelGeometry,
  type Box,
} from '../../src/lib/shared/chart.ts';

describe('linearScale', () => {
  it.each([
    [[0, 100], [0, 200], 50, 100],
    [[0, 100], [300, 100], 0, 300],
    [[0, 100], [300, 100], 100, 100],
    [[0, 100], [300, 100], 25, 250],
    [[5, 5], [10, 20], 7, 10],
  ] as const)('maps %j onto %j: %d → %d', (domain, range, value, expected) => {
    expect(linearScale([...domain], [...range])(value)).toBeCloseTo(expected);
  });
});

describe('nice ticks', () => {
  it.each([
    [12636, 4, 5000],
    [603, 4, 200],
    [100, 4, 25],
    [1, 4, 0.25],
    [0, 4, 1],
  ])('niceStep(%d, %d) = %d', (span, count, step) => {
    expect(niceStep(span, count)).toBe(step);
  });

  it.each([
    [12636, [0, 5000, 10000, 15000]],
    [603, [0, 200, 400, 600, 800]],
    [600, [0, 200, 400, 600]],
    [0, [0, 1]],
  ])('niceTicks(%d) = %j', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });
});

describe('bands and paths', () => {
  it('splits the range into equal bands with padding', () => {
    const b = bands(4, 0, 400, 0.5);
    expect(b.step).toBe(100);
    expect(b.bandwidth).toBe(50);
    expect(b.offsets).toEqual([25, 125, 225, 325]);
    expect(b.centers).toEqual([50, 150, 250, 350]);
  });

  it('draws a path through the points, rounded to 0.1 px', () => {
    expect(
      linePath([
        { x: 0, y: 10 },
        { x: 20.04, y: 5.56 },
        { x: 40, y: 0 },
      ]),
    ).toBe('M0 10 L20 5.6 L40 0');
    expect(linePath([])).toBe('');
  });
});

describe('panelGeometry', () => {
  const box: Box = { width: 500, height: 300, margin: { top: 20, right: 20, bottom: 40, left: 80 } };
  const categories = ['Oct', 'Nov', 'Dec', 'Jan'];

  it('puts zero on the baseline and the top tick at the top of the plot', () => {
    const g = panelGeometry(box, categories, [{ key: 'a', label: 'A', values: [100, 200, 300, 400], mark: 'bar' }]);
    expect(g.plot).toEqual({ x: 80, y: 20, width: 400, height: 240 });
    expect(g.yTicks[0]).toEqual({ value: 0, y: 260 });
    expect(g.yTicks.at(-1)).toEqual({ value: 400, y: 20 });
    expect(g.xLabels.map((l) => l.text)).toEqual(categories);
    expect(g.xLabels[0]?.x).toBe(130);
  });

  it('draws bars from the baseline with heights proportional to the values', () => {
    const g = panelGeometry(box, categories, [{ key: 'a', label: 'A', values: [100, 200, 300, 400], mark: 'bar' }]);
    expect(g.bars).toHaveLength(4);
    expect(g.bars.map((b) => b.height)).toEqual([60, 120, 180, 240]);
    for (const b of g.bars) expect(b.y + b.height).toBe(260);
    expect(g.bars[0]?.width).toBeCloseTo(70);
  });

  it('groups several bar series side by side and runs lines through band centres', () => {
    const g = panelGeometry(box, categories, [
      { key: 'a', label: 'A', values: [1, 2, 3, 4], mark: 'bar' },
      { key: 'b', label: 'B', values: [4, 3, 2, 1], mark: 'bar' },
      { key: 'c', label: 'C', values: [2, 2, 2, 2], mark: 'line' },
    ]);
    const [a0, b0] = [g.bars.find((b) => b.series === 'a'), g.bars.find((b) => b.series === 'b')];
    expect(b0!.x).toBeCloseTo(a0!.x + a0!.width);
    expect(g.lines).toHaveLength(1);
    expect(g.lines[0]?.points.map((p) => p.x)).toEqual(g.xLabels.map((l) => l.x));
    expect(g.lines[0]?.d.startsWith('M130 ')).toBe(true);
  });

  it('rejects a series whose length does not match the categories', () => {
    expect(() => panelGeometry(box, categories, [{ key: 'x', label: 'X', values: [1, 2], mark: 'line' }])).toThrow(
      'series "x" has 2 values for 4 categories',
    );
  });
});
