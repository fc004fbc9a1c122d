import { describe, expect, it } from 'vitest';
import {
  PAIRED_ROUTES,
  aboveReference,
  benchOptions,
  benchRoutes,
  compareRoutes,
  comparisonTable,
  comparisonVerdict,
  taskGroupTable,
  referenceMeasures,
  referenceRouteFor,
  type LoadFigures,
} from '../../scripts/bench/lib/reference.ts';

const figures = (route: string, overrides: Partial<LoadFigures> = {}): LoadFigures => ({
  route,
  performance: 98,
  lcp: 1234,
  tbt: 40,
  speedIndex: 2500,
  cls: 0,
  mainThreadMs: 700,
  mainThreadGroups: {
    other: 300,
    styleLayout: 200,
    scriptEvaluation: 100,
    parseHTML: 40,
    paintCompositeRender: 40,
    scriptParseCompile: 20,
    garbageCollection: 0,
  },
  longestTaskMs: 110,
  bytes: { total: 25.6 * 1024 },
  runs: 5,
  tbtRuns: 5,
  ...overrides,
});

describe('the benchmark beside a reference build: options', () => {
  it('reads --reference, --reference-config and --all-routes, in either spelling of a value', () => {
    expect(benchOptions(['--reference', '/ref/dist', '--all-routes'], {})).toEqual({
      reference: '/ref/dist',
      referenceConfig: null,
      allRoutes: true,
    });
    expect(benchOptions(['--reference=/ref/dist', '--reference-config=/ref/netlify.toml'], {})).toEqual({
      reference: '/ref/dist',
      referenceConfig: '/ref/netlify.toml',
      allRoutes: false,
    });
  });

  it('falls back on the environment, and the command line wins over it', () => {
    const env = {
      BENCH_REFERENCE: '/env/dist',
      BENCH_REFERENCE_NETLIFY_TOML: '/env/netlify.toml',
      BENCH_ALL_ROUTES: '1',
    };
    expect(benchOptions([], env)).toEqual({
      reference: '/env/dist',
      referenceConfig: '/env/netlify.toml',
      allRoutes: true,
    });
    expect(benchOptions(['--reference', '/cli/dist'], env).reference).toBe('/cli/dist');
    expect(benchOptions([], {})).toEqual({ reference: null, referenceConfig: null, allRoutes: false });
  });

  it('refuses an unknown argument and a flag without its path', () => {
    expect(() => benchOptions(['--referense', '/ref/dist'], {})).toThrow(/Unknown argument --referense/);
    expect(() => benchOptions(['--reference'], {})).toThrow(/--reference needs a path/);
    expect(() => benchOptions(['--reference', '--all-routes'], {})).toThrow(/--reference needs a path/);
    expect(() => benchOptions(['--all-routes=yes'], {})).toThrow(/Unknown argument/);
  });
});

describe('the benchmark beside a reference build: routes', () => {
  const indexable = ['/', '/ai-sales-agent', '/pricing', '/about', '/contact', '/bg', '/bg/pricing'];
  const defaults = ['/', '/ai-sales-agent', '/pricing'];

  it('measures the four paired routes beside a reference, and every other indexable route with --all-routes', () => {
    expect(PAIRED_ROUTES).toEqual(['/', '/pricing', '/about', '/contact']);
    expect(benchRoutes({ reference: true, allRoutes: false, indexable, defaults })).toEqual(PAIRED_ROUTES);
    expect(benchRoutes({ reference: true, allRoutes: true, indexable, defaults })).toEqual([
      '/',
      '/pricing',
      '/about',
      '/contact',
      '/ai-sales-agent',
      '/bg',
      '/bg/pricing',
    ]);
  });

  it('without a reference keeps the default routes, or every indexable one', () => {
    expect(benchRoutes({ reference: false, allRoutes: false, indexable, defaults })).toEqual(defaults);
    expect(benchRoutes({ reference: false, allRoutes: true, indexable, defaults })).toEqual(indexable);
  });

  it('runs the reference on the paired routes only, and sets the other edition beside the same page', () => {
    expect(PAIRED_ROUTES.every(referenceMeasures)).toBe(true);
    expect(referenceMeasures('/ai-sales-agent')).toBe(false);
    expect(referenceMeasures('/bg/pricing')).toBe(false);
    expect(referenceRouteFor('/pricing')).toBe('/pricing');
    expect(referenceRouteFor('/bg/pricing')).toBe('/pricing');
    expect(referenceRouteFor('/bg')).toBe('/');
    expect(referenceRouteFor('/ai-sales-agent')).toBeNull();
    expect(referenceRouteFor('/bg/faqs')).toBeNull();
  });
});

describe('the benchmark beside a reference build: table and verdict', () => {
  const ours = [
    figures('/', { tbt: 75, mainThreadMs: 2430 }),
    figures('/pricing', { tbt: 5, mainThreadMs: 485 }),
    figures('/faqs'),
    figures('/bg/pricing', { tbt: 41, mainThreadMs: 485 }),
  ];
  const reference = [
    figures('/', { tbt: 40, mainThreadMs: 662, performance: 99, bytes: { total: 139 * 1024 }, cls: 0.013 }),
    figures('/pricing', { tbt: 40, mainThreadMs: 485 }),
  ];
  const rows = compareRoutes(ours, reference);

  it('pairs each of our routes with the reference route that matches it', () => {
    expect(rows.map((row) => [row.ours.route, row.reference?.route ?? null])).toEqual([
      ['/', '/'],
      ['/pricing', '/pricing'],
      ['/faqs', null],
      ['/bg/pricing', '/pricing'],
    ]);
  });

  it('names what is above the reference: TBT and main-thread work, equal counting as at or below', () => {
    expect(aboveReference(rows[0]!)).toEqual(['TBT 75 > 40 ms', 'main-thread work 2430 > 662 ms']);
    expect(aboveReference(rows[1]!)).toEqual([]);
    expect(aboveReference(rows[2]!)).toEqual([]);
    expect(aboveReference(rows[3]!)).toEqual(['TBT 41 > 40 ms']);
  });

  it('writes ours / reference per figure, marks a miss, and leaves a route without a match alone', () => {
    const lines = comparisonTable(rows).split('\n');
    expect(lines[0]).toBe(
      '| route | reference route | perf | LCP s | TBT ms | main-thread work ms | longest task ms | Speed Index s | CLS | transfer KB | runs |',
    );
    expect(lines[1]).toBe('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    expect(lines[2]).toBe(
      '| / | / | 98 / 99 | 1.23 / 1.23 | **75 / 40 ⚠** | **2430 / 662 ⚠** | 110 / 110 | 2.50 / 2.50 | 0 / 0.013 | 25.6 / 139.0 | 5 / 5 |',
    );
    expect(lines[3]).toBe(
      '| /pricing | /pricing | 98 / 98 | 1.23 / 1.23 | 5 / 40 | 485 / 485 | 110 / 110 | 2.50 / 2.50 | 0 / 0 | 25.6 / 25.6 | 5 / 5 |',
    );
    expect(lines[4]).toBe('| /faqs |  | 98 | 1.23 | 40 | 700 | 110 | 2.50 | 0 | 25.6 | 5 |');
    expect(lines[5]).toContain('| /bg/pricing | /pricing | 98 / 98 | 1.23 / 1.23 | **41 / 40 ⚠** | 485 / 485 |');
  });

  it('shows a missing median as n/a rather than NaN, and how many runs had a TBT when not all did', () => {
    const [line] = comparisonTable([
      { ours: figures('/', { tbt: Number.NaN, performance: Number.NaN, tbtRuns: 0 }), reference: null },
    ])
      .split('\n')
      .slice(2);
    expect(line).toBe('| / |  | n/a | 1.23 | n/a | 700 | 110 | 2.50 | 0 | 25.6 | 5 (TBT in 0) |');
    const [paired] = comparisonTable([{ ours: figures('/', { tbtRuns: 3 }), reference: figures('/') }])
      .split('\n')
      .slice(2);
    expect(paired).toMatch(/\| 5 \(TBT in 3\) \/ 5 \|$/);
  });

  it('sums up the routes above the reference, or says all are at or below it', () => {
    expect(comparisonVerdict(rows)).toBe(
      'Above the reference on 2 of 3 compared routes: / (TBT 75 > 40 ms, main-thread work 2430 > 662 ms); /bg/pricing (TBT 41 > 40 ms).',
    );
    expect(comparisonVerdict([rows[1]!, rows[2]!])).toBe(
      'TBT and main-thread work at or below the reference on every compared route (1).',
    );
    expect(comparisonVerdict([rows[2]!])).toBe('No route was measured beside the reference.');
  });

  it('shows where the work goes on each compared route, by task group, and which group is most above', () => {
    const grouped = compareRoutes(
      [
        figures('/contact', {
          mainThreadGroups: { ...figures('/').mainThreadGroups, other: 551, styleLayout: 259, parseHTML: 73 },
        }),
        figures('/faqs'),
        figures('/about', { mainThreadGroups: { ...figures('/').mainThreadGroups, styleLayout: 141 } }),
      ],
      [
        figures('/contact', {
          mainThreadGroups: { ...figures('/').mainThreadGroups, other: 233, styleLayout: 208, parseHTML: 36 },
        }),
        figures('/about', { mainThreadGroups: { ...figures('/').mainThreadGroups, styleLayout: 364 } }),
      ],
    );
    const lines = taskGroupTable(grouped).split('\n');
    expect(lines[0]).toBe(
      '| route | other ms | style & layout ms | script evaluation ms | parse HTML & CSS ms | paint & composite ms | script compile ms | garbage collection ms | most above |',
    );
    // Only the routes with a reference route, each group as ours / reference.
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| /contact | 551 / 233 | 259 / 208 | 100 / 100 | 73 / 36 | 40 / 40 | 20 / 20 | 0 / 0 | other (+318 ms) |',
    );
    expect(lines[3]).toBe(
      '| /about | 300 / 300 | 141 / 364 | 100 / 100 | 40 / 40 | 40 / 40 | 20 / 20 | 0 / 0 | none |',
    );
  });
});
