/**
 * What the renderer's main thread did during a page load, from a Chromium trace, for
 * scripts/bench/main-thread.ts. DOM-free: the trace events arrive as plain objects.
 *
 * The main thread is the renderer thread named CrRendererMain with the most complete events (a
 * trace also holds the renderer of the blank page before navigation). A task is a top-level
 * `RunTask`; a long task is one over 50 ms (the Long Tasks API's threshold, which TBT counts from).
 */
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
  const lines = [
    '| build | route | main-thread tasks ms | style ms | layout ms | paint ms | longest task ms | tasks > 50 ms | longest task per run |',
    '|---|---|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const { build, route, runs } of rows) {
    const m = medianSummary(runs);
    const cells = [m.taskMs, m.styleMs, m.layoutMs, m.paintMs, m.longestTaskMs].map((v) => v.toFixed(0));
    const perRun = runs.map((run) => run.longestTaskMs.toFixed(0)).join(' / ');
    lines.push(`| ${build} | ${route} | ${cells.join(' | ')} | ${m.longTasks} | ${perRun} |`);
  }
  return lines.join('\n');
}
