import { describe, expect, it } from 'vitest';
import { formatLoadTimingTable, type LoadTiming } from '../../scripts/bench/lib/load-timing.ts';

const run = (loadEventMs: number, splashGoneMs: number | null): LoadTiming => ({
  firstContentfulPaintMs: 850,
  domContentLoadedMs: loadEventMs - 20,
  loadEventMs,
  splashGoneMs,
  largestContentfulPaintMs: (splashGoneMs ?? loadEventMs) + 100,
});

describe('load timing table', () => {
  it('gives the medians in seconds and every run of the load event', () => {
    const table = formatLoadTimingTable([
      { build: 'dist', route: '/about', runs: [run(2100, 3600), run(2000, 3500), run(3000, 4500)] },
      { build: 'dist', route: '/contact', runs: [run(2500, null)] },
    ]);
    expect(table.split('\n').slice(2)).toEqual([
      '| dist | /about | 0.85 | 2.08 | 2.10 | 3.60 | 3.70 | 2.10 / 2.00 / 3.00 |',
      // A returning visitor has no splash: no figure rather than a made-up one.
      '| dist | /contact | 0.85 | 2.48 | 2.50 | – | 2.60 | 2.50 |',
    ]);
  });
});
