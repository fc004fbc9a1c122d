import { describe, expect, it } from 'vitest';
import {
  activeBenefitIndex,
  benefitDirection,
  easeInOutCubic,
  scrollTopForBenefit,
  BENEFITS_DESKTOP_MIN_WIDTH,
  BENEFITS_SCROLL_ANIMATION_MS,
  BENEFITS_TEXT_TRANSITION_MS,
} from '../../src/lib/shared/benefits-scroll.ts';

describe('activeBenefitIndex: one viewport height of scroll per benefit, clamped 0..5', () => {
  const vh = 900;
  it.each([
    ['before the area', -2000, 0],
    ['at the top', 0, 0],
    ['just before the second slot', vh - 1, 0],
    ['second slot', vh, 1],
    ['middle of the third', 2.5 * vh, 2],
    ['last slot', 5 * vh, 5],
    ['far past the area', 40 * vh, 5],
    ['NaN scroll', Number.NaN, 0],
  ])('%s', (_n, scrolled, expected) => expect(activeBenefitIndex(scrolled, vh, 6)).toBe(expected));

  it('handles a zero viewport and an empty list', () => {
    expect(activeBenefitIndex(500, 0, 6)).toBe(0);
    expect(activeBenefitIndex(500, 900, 0)).toBe(0);
  });
});

describe('benefitDirection', () => {
  it.each([
    [0, 1, 'forward'],
    [4, 2, 'backward'],
    [3, 3, 'none'],
  ] as const)('%d → %d is %s', (a, b, d) => expect(benefitDirection(a, b)).toBe(d));
});

describe('scrollTopForBenefit', () => {
  it.each([
    [1000, 0, 900, 1002],
    [1000, 3, 900, 3702],
    [1000, 9, 900, 5502],
    [1000, -2, 900, 1002],
  ])('area %d, index %d, vh %d → %d', (top, i, vh, out) => expect(scrollTopForBenefit(top, i, vh, 6)).toBe(out));

  it('lands inside the slot of the requested benefit', () => {
    for (let i = 0; i < 6; i++) {
      const y = scrollTopForBenefit(1200, i, 844, 6);
      expect(activeBenefitIndex(y - 1200, 844, 6)).toBe(i);
    }
  });
});

describe('constants and easing', () => {
  it('match docs/requirements.md', () => {
    expect(BENEFITS_DESKTOP_MIN_WIDTH).toBe(1024);
    expect(BENEFITS_SCROLL_ANIMATION_MS).toBe(1500);
    expect(BENEFITS_TEXT_TRANSITION_MS).toBe(500);
  });
  it.each([
    [0, 0],
    [0.5, 0.5],
    [1, 1],
    [-3, 0],
    [7, 1],
  ])('easeInOutCubic(%d) → %d', (t, e) => expect(easeInOutCubic(t)).toBeCloseTo(e));
});
