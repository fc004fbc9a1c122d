import { describe, expect, it } from 'vitest';
import {
  combine,
  kb,
  missedTargets,
  sample,
  seconds,
  type LhResult,
  type RouteResult,
  type Sample,
} from '../../scripts/bench/lib/lighthouse-sample.ts';

const category = (score: number | null, ...ids: string[]) => ({
  score,
  auditRefs: ids.map((id) => ({ id, weight: 1 })),
});
const metric = (id: string, numericValue: number) => ({
  id,
  title: id,
  score: 1,
  scoreDisplayMode: 'numeric',
  numericValue,
});

function lhr(over: Partial<LhResult['audits']> = {}): LhResult {
  return {
    categories: {
      performance: category(0.97, 'largest-contentful-paint', 'total-blocking-time'),
      accessibility: category(1, 'color-contrast'),
      'best-practices': category(1),
      seo: category(null),
    },
    audits: {
      'first-contentful-paint': metric('first-contentful-paint', 900),
      'largest-contentful-paint': metric('largest-contentful-paint', 1200),
      'total-blocking-time': metric('total-blocking-time', 40),
      'cumulative-layout-shift': metric('cumulative-layout-shift', 0),
      'speed-index': metric('speed-index', 2000),
      'mainthread-work-breakdown': {
        ...metric('mainthread-work-breakdown', 800),
        details: {
          items: [
            { group: 'scriptEvaluation', duration: 300 },
            { group: 'styleLayout', duration: 120 },
            { group: 'other', duration: 380 },
          ],
        },
      },
      'long-tasks': {
        id: 'long-tasks',
        title: 'Long tasks',
        score: 1,
        scoreDisplayMode: 'informative',
        details: { items: [{ duration: 70 }, { duration: 130 }] },
      },
      'network-requests': {
        id: 'network-requests',
        title: 'Network requests',
        score: 1,
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { resourceType: 'Document', transferSize: 9000 },
            { resourceType: 'Script', transferSize: 2000 },
            { resourceType: 'Fetch', transferSize: 500 },
          ],
        },
      },
      'color-contrast': {
        id: 'color-contrast',
        title: 'Contrast',
        score: 0,
        scoreDisplayMode: 'binary',
        details: { items: [{ node: { type: 'node', nodeLabel: 'Read more', snippet: '<a  class="x">' } }] },
      },
      'bootup-time': {
        id: 'bootup-time',
        title: 'JS execution',
        score: 1,
        scoreDisplayMode: 'numeric',
        details: { items: [{ url: 'http://127.0.0.1:4640/_astro/a.js', total: 120.4, scripting: 80.6 }] },
      },
      ...over,
    },
  };
}

const figures = (over: Partial<Sample> = {}): Sample => ({
  ...sample(lhr()),
  ...over,
});

describe('sample', () => {
  it('reads scores, paint timings, main-thread work, bytes by type and requests from a Lighthouse result', () => {
    const s = sample(lhr());
    expect(s).toMatchObject({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      fcp: 900,
      lcp: 1200,
      tbt: 40,
      mainThreadMs: 800,
      // Every group, 0 where Lighthouse lists none.
      mainThreadGroups: {
        other: 380,
        styleLayout: 120,
        scriptEvaluation: 300,
        parseHTML: 0,
        paintCompositeRender: 0,
        scriptParseCompile: 0,
        garbageCollection: 0,
      },
      longestTaskMs: 130,
      cls: 0,
      speedIndex: 2000,
      bytes: { document: 9000, script: 2000, stylesheet: 0, font: 0, image: 0, total: 11500 },
      requests: 3,
      mainThread: ['/_astro/a.js 120 ms (script 81 ms)'],
    });
    // A category Lighthouse could not score is no figure, not 0.
    expect(s.seo).toBeNaN();
  });

  it('lists the failing audits with the element they name, and no figure for a longest task it could not compute', () => {
    const s = sample(
      lhr({ 'long-tasks': { id: 'long-tasks', title: 'Long tasks', score: null, scoreDisplayMode: 'error' } }),
    );
    expect(s.misses).toEqual(['color-contrast: Contrast, e.g. Read more <a class="x">']);
    expect(s.longestTaskMs).toBeNaN();
  });
});

describe('combine', () => {
  it('takes the median of each figure, leaving out runs without one, and keeps misses seen in most runs', () => {
    const runs = [
      figures({ lcp: 1000, tbt: Number.NaN, misses: ['a: A (1 s)', 'b: B'] }),
      figures({ lcp: 1400, tbt: 30, misses: ['a: A (2 s)'] }),
      figures({ lcp: 1100, tbt: 50, misses: ['a: A (3 s)', 'b: B'] }),
    ];
    const result = combine('/about', 'mobile', runs);
    expect(result).toMatchObject({ route: '/about', formFactor: 'mobile', runs: 3, tbtRuns: 2, lcp: 1100, tbt: 40 });
    expect(result.misses).toEqual(['a: A (3 s)', 'b: B']);
    expect(combine('/about', 'mobile', runs.slice(0, 2)).misses).toEqual(['a: A (2 s)']);
  });
});

describe('missedTargets', () => {
  const passing = (over: Partial<RouteResult> = {}): RouteResult => ({
    ...combine('/', 'mobile', [figures({ performance: 100, lcp: 900 })]),
    ...over,
  });

  it('names nothing when every target is met', () => {
    expect(missedTargets(passing())).toEqual([]);
  });

  it('names each missed target with its figure, a missing figure included, and no transfer target on a WebGL route', () => {
    const heavy = { document: 0, script: 0, stylesheet: 0, font: 0, image: 0, total: 50 * 1024 };
    expect(missedTargets(passing({ performance: Number.NaN, lcp: 1500, tbt: 60, cls: 0.01, bytes: heavy }))).toEqual([
      'performance NaN',
      'LCP 1.50 s',
      'TBT 60 ms',
      'CLS 0.010',
      'transfer 50.0 KB',
    ]);
    expect(missedTargets(passing({ route: '/event', bytes: heavy }))).toEqual([]);
  });
});

describe('figure formats', () => {
  it('writes bytes as KB and milliseconds as seconds', () => {
    expect(kb(2048)).toBe('2.0');
    expect(seconds(1234)).toBe('1.23');
  });
});
