/**
 * What the renderer's main thread did during a page load, from a Chromium trace, for
 * scripts/bench/main-thread.ts. DOM-free: the trace events arrive as plain objects.
 *
 * The main thread is the renderer thread named CrRendererMain with the most complete events (a
 * trace also holds the renderer of the blank page before navigation). A task is a top-level
 * `RunTask`; a long task is one over 50 ms (the Long Tasks API's threshold, which TBT counts from).
 */
import { markdownTable, numeric } from './markdown-table.ts';
import { median } from './interaction-latency.ts';

const LONG_TASK_MS = 50;

/** The fields of a Chrome trace event this summary reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface MainThreadSummary {
  /** Sum of the main thread's tasks (ms). */
  taskMs: number;
  /** Style recalculation, layout and paint (ms): the rendering share of the tasks. */
  styleMs: number;
  layoutMs: number;
  paintMs: number;
  longestTaskMs: number;
  /** Tasks over LONG_TASK_MS. */
  longTasks: number;
}

const ms = (microseconds: number) => microseconds / 1000;

/** The main thread's complete events, or none when the trace has no renderer main thread. */
function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const threads = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  let busiest: TraceEvent[] = [];
  for (const thread of threads) {
    const own = complete.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
    if (own.length > busiest.length) busiest = own;
  }
  return busiest;
}

/** Durations (ms) of the top-level tasks: a RunTask inside another (a nested run loop) is part of it. */
function topLevelTasks(main: readonly TraceEvent[]): number[] {
  const tasks: number[] = [];
  let end = -Infinity;
  for (const task of main.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    tasks.push(ms(task.dur ?? 0));
  }
  return tasks;
}

export function summarizeMainThread(events: readonly TraceEvent[]): MainThreadSummary {
  const main = mainThreadEvents(events);
  const tasks = topLevelTasks(main);
  const total = (name: string) =>
    main.filter((event) => event.name === name).reduce((sum, event) => sum + ms(event.dur ?? 0), 0);
  return {
    taskMs: tasks.reduce((sum, task) => sum + task, 0),
    styleMs: total('UpdateLayoutTree'),
    layoutMs: total('Layout'),
    paintMs: total('Paint'),
    longestTaskMs: Math.max(0, ...tasks),
    longTasks: tasks.filter((task) => task > LONG_TASK_MS).length,
  };
}

/**
 * Where the main thread's time went: the self time (ms) of each kind of event, that is its
 * duration less the events inside it, so that the parts add up to the tasks.
 */
export function selfTimeByEvent(events: readonly TraceEvent[]): Map<string, number> {
  const main = [...mainThreadEvents(events)].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of main) {
    while (open.length > 0 && endOf(open.at(-1)) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - ms(event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + ms(event.dur ?? 0));
    open.push(event);
  }
  return self;
}

const endOf = (event: TraceEvent | undefined) => (event ? event.ts + (event.dur ?? 0) : -Infinity);

/**
 * One Markdown table per route: the `top` kinds of event by self time (the first build's median
 * order), with each build's median self time beside it.
 */
export function formatBreakdownTable(
  route: string,
  builds: readonly { build: string; runs: readonly Map<string, number>[] }[],
  top: number,
): string {
  const medians = builds.map(({ runs }) => {
    const names = new Set(runs.flatMap((run) => [...run.keys()]));
    return new Map([...names].map((name) => [name, median(runs.map((run) => run.get(name) ?? 0))]));
  });
  const first = medians[0] ?? new Map<string, number>();
  const names = [...new Set(medians.flatMap((m) => [...m.keys()]))]
    .sort((a, b) => (first.get(b) ?? 0) - (first.get(a) ?? 0))
    .slice(0, top);
  return markdownTable(
    [{ title: `${route}: event, self time ms` }, ...builds.map(({ build }) => numeric(build))],
    names.map((name) => [name, ...medians.map((m) => (m.get(name) ?? 0).toFixed(1))]),
  );
}

/** The median of each figure over runs (each figure on its own). */
export function medianSummary(runs: readonly MainThreadSummary[]): MainThreadSummary {
  const middle = (pick: (run: MainThreadSummary) => number) => median(runs.map(pick));
  return {
    taskMs: middle((run) => run.taskMs),
    styleMs: middle((run) => run.styleMs),
    layoutMs: middle((run) => run.layoutMs),
    paintMs: middle((run) => run.paintMs),
    longestTaskMs: middle((run) => run.longestTaskMs),
    longTasks: middle((run) => run.longTasks),
  };
}

/** One Markdown row per build and route: the medians, then every run's longest task. */
export function formatMainThreadTable(
  rows: readonly { build: string; route: string; runs: readonly MainThreadSummary[] }[],
): string {
  const columns = [
    { title: 'build' },
    { title: 'route' },
    ...['main-thread tasks ms', 'style ms', 'layout ms', 'paint ms', 'longest task ms', 'tasks > 50 ms'].map(numeric),
    { title: 'longest task per run' },
  ];
  return markdownTable(
    columns,
    rows.map(({ build, route, runs }) => {
      const m = medianSummary(runs);
      const cells = [m.taskMs, m.styleMs, m.layoutMs, m.paintMs, m.longestTaskMs].map((v) => v.toFixed(0));
      const perRun = runs.map((run) => run.longestTaskMs.toFixed(0)).join(' / ');
      return [build, route, ...cells, m.longTasks, perRun];
    }),
  );
}
