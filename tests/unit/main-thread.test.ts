import { describe, expect, it } from 'vitest';
import {
  formatBreakdownTable,
  formatMainThreadTable,
  medianSummary,
  selfTimeByEvent,
  summarizeMainThread,
  type TraceEvent,
} from '../../scripts/bench/lib/main-thread.ts';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const event = (name: string, ts: number, durMs: number, tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur: durMs * 1000,
});

describe('main-thread summary of a trace', () => {
  const trace: TraceEvent[] = [
    thread(7, 1, 'CrRendererMain'),
    thread(7, 2, 'Compositor'),
    event('RunTask', 0, 120),
    event('UpdateLayoutTree', 1000, 30),
    event('Layout', 40_000, 60),
    // A nested run loop's task is part of the task around it.
    event('RunTask', 50_000, 10),
    event('RunTask', 200_000, 20),
    event('Paint', 201_000, 5),
    event('RunTask', 300_000, 51),
    // Another thread's work is not the main thread's.
    event('RunTask', 0, 500, 2),
  ];

  it('sums the top-level tasks and their rendering parts, and counts the long ones', () => {
    expect(summarizeMainThread(trace)).toEqual({
      taskMs: 191,
      styleMs: 30,
      layoutMs: 60,
      paintMs: 5,
      longestTaskMs: 120,
      longTasks: 2,
    });
  });

  it('reads the busiest renderer main thread (not the blank page before navigation)', () => {
    const blank = [thread(3, 1, 'CrRendererMain'), { ...event('RunTask', 0, 900), pid: 3 }];
    expect(summarizeMainThread([...blank, ...trace]).taskMs).toBe(191);
    expect(summarizeMainThread([]).longestTaskMs).toBe(0);
  });

  it('takes the median of each figure, and writes one row per build and route', () => {
    const run = summarizeMainThread(trace);
    const runs = [run, { ...run, taskMs: 300, longestTaskMs: 40 }, { ...run, taskMs: 100, longestTaskMs: 200 }];
    expect(medianSummary(runs)).toMatchObject({ taskMs: 191, longestTaskMs: 120 });
    const table = formatMainThreadTable([{ build: 'dist', route: '/', runs }]);
    expect(table.split('\n')[2]).toBe('| dist | / | 191 | 30 | 60 | 5 | 120 | 2 | 120 / 40 / 200 |');
  });

  it('splits the tasks into the self time of each kind of event, which adds up to the tasks', () => {
    const self = selfTimeByEvent(trace);
    // The nested task runs inside the layout: it is the layout's child, and the tasks' self time is
    // 120 - 30 - 60, the nested 10, 20 - 5 and 51.
    expect(Object.fromEntries(self)).toEqual({ RunTask: 106, UpdateLayoutTree: 30, Layout: 50, Paint: 5 });
    const sum = [...self.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBe(summarizeMainThread(trace).taskMs);
  });

  it('lists the largest kinds of event by the first build, with every build beside it', () => {
    const ours = [
      new Map([
        ['Layout', 60],
        ['Paint', 5],
        ['ParseHTML', 20],
      ]),
      new Map([
        ['Layout', 40],
        ['Paint', 7],
      ]),
    ];
    const theirs = [
      new Map([
        ['Layout', 10],
        ['EvaluateScript', 90],
      ]),
    ];
    const table = formatBreakdownTable(
      '/about',
      [
        { build: 'dist', runs: ours },
        { build: 'other', runs: theirs },
      ],
      2,
    );
    expect(table.split('\n')).toEqual([
      '| /about: event, self time ms | dist | other |',
      '|---|--:|--:|',
      '| Layout | 50.0 | 10.0 |',
      '| ParseHTML | 10.0 | 0.0 |',
    ]);
  });
});
