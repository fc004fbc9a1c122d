/**
 * `npm run bench:main-thread`: what the main thread does while a page loads, for two or more builds
 * side by side. Lighthouse measures one build at a time and its CPU figures drift with the machine's
 * load by tens of percent; here the builds take turns, run by run, so a change is compared with its
 * baseline under the same conditions (docs/benchmarks.md).
 *
 * Each run opens a route in a fresh Pixel-sized touch context of Debian Chromium with 4x CPU
 * slowdown (no network throttling: the figures are CPU work), records a trace from navigation to
 * 3 s after the load event (the splash and the home page's intro run in that window), and sums the
 * main thread's tasks, style, layout and paint, the longest task and the tasks over 50 ms
 * (scripts/bench/lib/main-thread.ts). Medians go to stdout and .bench/main-thread.md.
 *
 * Env: OUT_DIRS (comma-separated built sites; default dist), BENCH_NETLIFY_TOMLS (the headers file of
 * each, comma-separated; empty for netlify.toml: another site is measured with its own),
 * BENCH_ROUTES (default /,/pricing,/about,/contact), BENCH_RUNS (default 5), BENCH_RETURNING=1 (a
 * returning visitor: no splash), BENCH_REDUCED_MOTION=1 (prefers-reduced-motion: no intro, drift,
 * count-up or drawing; with BENCH_RETURNING, what the page costs without the spec's motion),
 * BENCH_BREAKDOWN=N (also a table per route of the N kinds of trace
 * event with the most self time, the builds side by side: where a difference comes from),
 * BENCH_PORT (first port; default 4661), CHROMIUM_PATH.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, devices } from '@playwright/test';
import {
  formatBreakdownTable,
  formatMainThreadTable,
  selfTimeByEvent,
  summarizeMainThread,
  type MainThreadSummary,
  type TraceEvent,
} from './lib/main-thread.ts';
import { SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { measureTakingTurns } from '../lib/taking-turns.ts';

const SETTLE_AFTER_LOAD_MS = 3000;
const CPU_SLOWDOWN = 4;

const builds = (process.env.OUT_DIRS ?? 'dist').split(',').filter(Boolean);
const headerFiles = (process.env.BENCH_NETLIFY_TOMLS ?? '').split(',');
const routes = (process.env.BENCH_ROUTES ?? '/,/pricing,/about,/contact').split(',').filter(Boolean);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const returning = Boolean(process.env.BENCH_RETURNING);
const reducedMotion = Boolean(process.env.BENCH_REDUCED_MOTION);
const breakdownRows = Number(process.env.BENCH_BREAKDOWN ?? 0);
const firstPort = Number(process.env.BENCH_PORT ?? 4661);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

interface Run {
  summary: MainThreadSummary;
  selfTimes: Map<string, number>;
}

async function traceLoad(url: string): Promise<Run> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    ...(reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
  });
  const page = await context.newPage();
  if (returning) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events: TraceEvent[] = [];
  // The protocol's types call every field of a trace event a string; ts, dur, pid and tid are numbers.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await sleep(SETTLE_AFTER_LOAD_MS);
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { summary: summarizeMainThread(events), selfTimes: selfTimeByEvent(events) };
}

const { rows: measured, machine } = await measureTakingTurns({
  builds,
  headerFiles,
  routes,
  runs,
  firstPort,
  measure: traceLoad,
});
await browser.close();

const rows = measured.map(({ build, route, runs: taken }) => ({ build, route, runs: taken.map((run) => run.summary) }));
const table = formatMainThreadTable(rows);
const breakdowns =
  breakdownRows > 0
    ? routes.map((route) =>
        formatBreakdownTable(
          route,
          builds.map((build) => ({
            build,
            runs: (measured.find((row) => row.build === build && row.route === route)?.runs ?? []).map(
              (run) => run.selfTimes,
            ),
          })),
          breakdownRows,
        ),
      )
    : [];
const markdown = [
  '# Main-thread work during load, builds side by side',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${runs} run(s) per build and route, the builds taking turns; Pixel 7 viewport, ${CPU_SLOWDOWN}x CPU, no network throttling, ${returning ? 'a returning visitor (no splash)' : 'a first visit (with the splash)'}${reducedMotion ? ', prefers-reduced-motion' : ''}, from navigation to ${SETTLE_AFTER_LOAD_MS / 1000} s after load. Machine: ${machine}. Medians; the last column is every run's longest task.`,
  '',
  table,
  '',
  ...breakdowns.flatMap((breakdown) => [breakdown, '']),
].join('\n');
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/main-thread.md', markdown);
console.log(markdown);
process.exit(0);
