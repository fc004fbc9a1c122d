/**
 * The benchmark beside a reference build (issue #39): which routes are measured on which build, and
 * the table that sets the two side by side. `npm run bench -- --reference <dist>` (scripts/bench/lighthouse.ts)
 * measures this project's build and another site's static build taking turns, run by run, so that
 * the comparison never rests on a number from another session. Pure: nothing here starts a server
 * or a browser.
 */
import { splitLangPath } from '../../../src/lib/shared/i18n.ts';
import { TASK_GROUPS, type TaskGroup } from './lighthouse-sample.ts';
import { markdownTable, numeric } from './markdown-table.ts';

/** The routes a reference build is measured on: the four, which a template has too. */
export const PAIRED_ROUTES: readonly string[] = ['/', '/pricing', '/about', '/contact'];

export interface BenchOptions {
  /** A reference site's static build (its `dist/`) to measure beside ours; null: ours alone. */
  reference: string | null;
  /** The reference's netlify.toml, if it has one; its `dist/_headers` is applied either way. */
  referenceConfig: string | null;
  /** Every indexable route in both editions rather than the default routes. */
  allRoutes: boolean;
}

const USAGE = 'usage: npm run bench -- [--reference <static dist>] [--reference-config <netlify.toml>] [--all-routes]';

/**
 * The benchmark's options from its command line (`--reference <dir>`, `--reference=<dir>`,
 * `--reference-config <file>`, `--all-routes`) or, for each one not given there, the environment
 * (BENCH_REFERENCE, BENCH_REFERENCE_NETLIFY_TOML, BENCH_ALL_ROUTES=1). Throws on anything else, so
 * a misspelt flag never silently measures the wrong thing.
 */
export function benchOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): BenchOptions {
  const options: BenchOptions = {
    reference: env.BENCH_REFERENCE || null,
    referenceConfig: env.BENCH_REFERENCE_NETLIFY_TOML || null,
    allRoutes: Boolean(env.BENCH_ALL_ROUTES),
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const given = inline ?? argv[++i];
      if (!given || given.startsWith('--')) throw new Error(`${flag} needs a path. ${USAGE}`);
      return given;
    };
    if (flag === '--reference') options.reference = value();
    else if (flag === '--reference-config') options.referenceConfig = value();
    else if (flag === '--all-routes' && inline === undefined) options.allRoutes = true;
    else throw new Error(`Unknown argument ${argv[i]}. ${USAGE}`);
  }
  return options;
}

/**
 * The routes to measure, in order: with a reference, the paired routes first, then (all routes)
 * every other indexable route of ours; without one, `ours` (every indexable route when `allRoutes`,
 * else the default list).
 */
export function benchRoutes(options: {
  reference: boolean;
  allRoutes: boolean;
  indexable: readonly string[];
  defaults: readonly string[];
}): string[] {
  const { reference, allRoutes, indexable, defaults } = options;
  if (!reference) return [...(allRoutes ? indexable : defaults)];
  return allRoutes
    ? [...PAIRED_ROUTES, ...indexable.filter((route) => !PAIRED_ROUTES.includes(route))]
    : [...PAIRED_ROUTES];
}

/** Whether the reference build is measured on a route: only on the paired routes, which it has. */
export const referenceMeasures = (route: string): boolean => PAIRED_ROUTES.includes(route);

/**
 * The reference route a route of ours is set beside: the same page in the English edition, if it is
 * a paired route (`/bg/pricing` beside the reference's `/pricing`); otherwise none.
 */
export function referenceRouteFor(route: string): string | null {
  const { path } = splitLangPath(route);
  return PAIRED_ROUTES.includes(path) ? path : null;
}

/** The medians a route's comparison shows, as lighthouse-sample.ts combines them. */
export interface LoadFigures {
  route: string;
  performance: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  /** Lighthouse's mainthread-work-breakdown total, ms, and its medians by task group. */
  mainThreadMs: number;
  mainThreadGroups: Record<TaskGroup, number>;
  /** The longest main-thread task (long-tasks audit), ms; 0 when none. */
  longestTaskMs: number;
  bytes: { total: number };
  runs: number;
  /** The runs that had a TBT (and so a performance score): the medians of those leave the others out. */
  tbtRuns: number;
}

export interface ComparedRoute {
  ours: LoadFigures;
  /** The reference's figures on the matching route, when it has been measured. */
  reference: LoadFigures | null;
}

/** Each of our routes with the reference's figures for its matching route (referenceRouteFor). */
export function compareRoutes(ours: readonly LoadFigures[], reference: readonly LoadFigures[]): ComparedRoute[] {
  return ours.map((figures) => {
    const match = referenceRouteFor(figures.route);
    return { ours: figures, reference: reference.find((r) => r.route === match) ?? null };
  });
}

/** The figures issue #39 asks to be at or below the reference's: TBT and main-thread work. */
const AT_OR_BELOW: ReadonlyArray<{ label: string; value: (f: LoadFigures) => number }> = [
  { label: 'TBT', value: (f) => f.tbt },
  { label: 'main-thread work', value: (f) => f.mainThreadMs },
];

/** What of a route is above the reference's (TBT, main-thread work), as "TBT 75 > 40 ms". */
export function aboveReference(row: ComparedRoute): string[] {
  const { ours, reference } = row;
  if (!reference) return [];
  return AT_OR_BELOW.filter(({ value }) => !(Math.round(value(ours)) <= Math.round(value(reference)))).map(
    ({ label, value }) => `${label} ${fmtMs(value(ours))} > ${fmtMs(value(reference))} ms`,
  );
}

const fmtMs = (ms: number) => (Number.isFinite(ms) ? String(Math.round(ms)) : 'n/a');
const fmtS = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'n/a');
const fmtKb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : 'n/a');
const fmtCls = (cls: number) => (Number.isFinite(cls) ? String(Number(cls.toFixed(3))) : 'n/a');
const fmtScore = (score: number) => (Number.isFinite(score) ? String(score) : 'n/a');

/** "5", or "5 (TBT in 3)" when some runs never became interactive and have no TBT. */
const runsCell = (f: LoadFigures) => (f.tbtRuns < f.runs ? `${f.runs} (TBT in ${f.tbtRuns})` : String(f.runs));

const COLUMNS = [
  { title: 'route' },
  { title: 'reference route' },
  ...['perf', 'LCP s', 'TBT ms', 'main-thread work ms', 'longest task ms', 'Speed Index s', 'CLS', 'transfer KB'].map(
    numeric,
  ),
  numeric('runs'),
];

/**
 * One row per route of ours: each figure as "ours / reference" (ours alone where the reference has
 * no matching route), a TBT or main-thread figure above the reference's marked ⚠.
 */
export function comparisonTable(rows: readonly ComparedRoute[]): string {
  return markdownTable(
    COLUMNS,
    rows.map((row) => {
      const { ours, reference } = row;
      const above = aboveReference(row).map((miss) => miss.split(' ')[0]);
      const cell = (format: (f: LoadFigures) => string, flag?: string) => {
        const text = reference ? `${format(ours)} / ${format(reference)}` : format(ours);
        return flag && above.includes(flag) ? `**${text} ⚠**` : text;
      };
      return [
        ours.route,
        reference?.route ?? '',
        cell((f) => fmtScore(f.performance)),
        cell((f) => fmtS(f.lcp)),
        cell((f) => fmtMs(f.tbt), 'TBT'),
        cell((f) => fmtMs(f.mainThreadMs), 'main-thread'),
        cell((f) => fmtMs(f.longestTaskMs)),
        cell((f) => fmtS(f.speedIndex)),
        cell((f) => fmtCls(f.cls)),
        cell((f) => fmtKb(f.bytes.total)),
        cell(runsCell),
      ];
    }),
  );
}

/** The verdict under the table: where TBT or main-thread work is above the reference's. */
export function comparisonVerdict(rows: readonly ComparedRoute[]): string {
  const compared = rows.filter((row) => row.reference);
  if (!compared.length) return 'No route was measured beside the reference.';
  const misses = compared.flatMap((row) => {
    const above = aboveReference(row);
    return above.length ? [`${row.ours.route} (${above.join(', ')})`] : [];
  });
  return misses.length
    ? `Above the reference on ${misses.length} of ${compared.length} compared routes: ${misses.join('; ')}.`
    : `TBT and main-thread work at or below the reference on every compared route (${compared.length}).`;
}

const GROUP_TITLES: Record<TaskGroup, string> = {
  other: 'other',
  styleLayout: 'style & layout',
  scriptEvaluation: 'script evaluation',
  parseHTML: 'parse HTML & CSS',
  paintCompositeRender: 'paint & composite',
  scriptParseCompile: 'script compile',
  garbageCollection: 'garbage collection',
};

/**
 * Where the main-thread work of each compared route goes, ours / reference in ms by Lighthouse's
 * task group, and the group with the most work above the reference's: the figure to chase first.
 */
export function taskGroupTable(rows: readonly ComparedRoute[]): string {
  const compared = rows.filter((row): row is ComparedRoute & { reference: LoadFigures } => row.reference !== null);
  return markdownTable(
    [{ title: 'route' }, ...TASK_GROUPS.map((group) => numeric(`${GROUP_TITLES[group]} ms`)), { title: 'most above' }],
    compared.map(({ ours, reference }) => {
      const above = TASK_GROUPS.map((group) => ({
        group,
        by: ours.mainThreadGroups[group] - reference.mainThreadGroups[group],
      })).sort((a, b) => b.by - a.by)[0]!;
      return [
        ours.route,
        ...TASK_GROUPS.map(
          (group) => `${fmtMs(ours.mainThreadGroups[group])} / ${fmtMs(reference.mainThreadGroups[group])}`,
        ),
        Math.round(above.by) > 0 ? `${GROUP_TITLES[above.group]} (+${Math.round(above.by)} ms)` : 'none',
      ];
    }),
  );
}
