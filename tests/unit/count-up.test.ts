import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION_MS, countUpValue, easeOutCubic, formatCount } from '../../src/lib/shared/count-up.ts';

describe('count-up', () => {
  it('lasts 2.5 s', () => expect(COUNT_UP_DURATION_MS).toBe(2500));

  it.each([
    [286000, 0, 0],
    [286000, -50, 0],
    [286000, 2500, 286000],
    [286000, 9999, 286000],
    [5900, 1250, Math.round(5900 * 0.875)],
    [60000, 2499, 60000],
    [Number.NaN, 1000, 0],
  ])('countUpValue(%d, %d ms) → %d', (target, elapsed, expected) => {
    expect(countUpValue(target, elapsed)).toBe(expected);
  });

  it('never decreases and never overshoots', () => {
    let last = 0;
    for (let t = 0; t <= 2600; t += 16) {
      const v = countUpValue(108000, t);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(108000);
      last = v;
    }
  });

  it.each([
    [0, 0],
    [1, 1],
    [0.5, 0.875],
    [2, 1],
    [-1, 0],
  ])('easeOutCubic(%d) → %d', (t, e) => expect(easeOutCubic(t)).toBeCloseTo(e));

  it.each([
    [286000, '', '+', '286,000+'],
    [108000, '€', '+', '€108,000+'],
    [5900, '', '+', '5,900+'],
    [60000, '', '', '60,000'],
    [0, '', '+', '0+'],
    [1234.6, '', '', '1,235'],
  ])('formatCount(%d, %j, %j) → %s', (v, p, s, out) => expect(formatCount(v, p, s)).toBe(out));
});
