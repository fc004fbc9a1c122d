/**
 * When a first visit on a slow phone gets its page, for scripts/bench/load-timing.ts: the first
 * contentful paint, DOMContentLoaded, the load event, the end of the splash (which the spec
 * times from the load event) and the largest contentful paint once the intro has ended, per build and route, medians over runs. DOM-free.
 */
import { markdownTable, numeric } from './markdown-table.ts';
import { median } from './interaction-latency.ts';

/** One load's moments, in ms from navigation; `splashGoneMs` is null when no splash was shown. */
export interface LoadTiming {
  firstContentfulPaintMs: number;
  domContentLoadedMs: number;
  loadEventMs: number;
  splashGoneMs: number | null;
  /** The last largest-contentful-paint entry once the splash and the intro have ended. */
  largestContentfulPaintMs: number;
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(2));

/** One Markdown row per build and route: the medians in seconds, and every run's load event. */
export function formatLoadTimingTable(
  rows: readonly { build: string; route: string; runs: readonly LoadTiming[] }[],
): string {
  const columns = [
    { title: 'build' },
    { title: 'route' },
    ...[
      'first contentful paint s',
      'DOMContentLoaded s',
      'load event s',
      'splash gone s',
      'largest contentful paint s',
    ].map(numeric),
    { title: 'load event per run s' },
  ];
  return markdownTable(
    columns,
    rows.map(({ build, route, runs }) => {
      const middle = (pick: (run: LoadTiming) => number) => seconds(median(runs.map(pick)));
      const splash = runs.flatMap((run) => (run.splashGoneMs === null ? [] : [run.splashGoneMs]));
      return [
        build,
        route,
        middle((run) => run.firstContentfulPaintMs),
        middle((run) => run.domContentLoadedMs),
        middle((run) => run.loadEventMs),
        seconds(median(splash)),
        middle((run) => run.largestContentfulPaintMs),
        runs.map((run) => seconds(run.loadEventMs)).join(' / '),
      ];
    }),
  );
}
