/**
 * Benefits scroller maths (spec sections 4 and 9). DOM-free so it can be tested on its own.
 * The scroll area is `count` viewport heights tall; every benefit owns one viewport height.
 */

export const BENEFITS_DESKTOP_MIN_WIDTH = 1024;
export const BENEFITS_SCROLL_ANIMATION_MS = 1500;
export const BENEFITS_TEXT_TRANSITION_MS = 500;

/**
 * Active benefit for how far the visitor has scrolled into the area (`scrolled` = viewport top
 * minus the area's top, in px). Clamped to 0..count-1, including before and after the area.
 */
export function activeBenefitIndex(scrolled: number, viewportHeight: number, count: number): number {
  if (count <= 0) return 0;
  if (!Number.isFinite(scrolled) || !(viewportHeight > 0)) return 0;
  const index = Math.floor(scrolled / viewportHeight);
  return Math.min(count - 1, Math.max(0, index));
}

export type BenefitDirection = 'forward' | 'backward' | 'none';

/** Animation direction: forward when the index rises, backward when it falls. */
export function benefitDirection(previous: number, next: number): BenefitDirection {
  if (next > previous) return 'forward';
  if (next < previous) return 'backward';
  return 'none';
}

/**
 * Page scroll position that shows benefit `index`: the area's top (in page coordinates) plus one
 * viewport height per earlier benefit, plus a small margin so rounding lands inside the slot.
 */
export function scrollTopForBenefit(areaTop: number, index: number, viewportHeight: number, count: number): number {
  const clamped = Math.min(Math.max(0, count - 1), Math.max(0, Math.round(index)));
  return Math.round(areaTop + clamped * viewportHeight + Math.min(2, viewportHeight / 100));
}

/** Ease-in-out cubic for the 1500 ms scroll animation triggered by a dot. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}
