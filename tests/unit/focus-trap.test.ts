import { describe, expect, it } from 'vitest';
import { nextStop } from '../../src/lib/browser/focus-trap.ts';

describe('nextStop: where Tab goes inside the open menu', () => {
  it('steps forward and wraps from the last stop to the first', () => {
    expect(nextStop(4, 0, false)).toBe(1);
    expect(nextStop(4, 3, false)).toBe(0);
  });
  it('steps back with Shift and wraps from the first stop to the last', () => {
    expect(nextStop(4, 2, true)).toBe(1);
    expect(nextStop(4, 0, true)).toBe(3);
  });
  it('brings focus from outside to the first stop, or with Shift to the last', () => {
    expect(nextStop(4, -1, false)).toBe(0);
    expect(nextStop(4, -1, true)).toBe(3);
  });
  it('keeps a single stop where it is', () => {
    expect(nextStop(1, 0, false)).toBe(0);
    expect(nextStop(1, 0, true)).toBe(0);
  });
});
