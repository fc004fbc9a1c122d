/**
 * The last step of `npm run bench`: one table per indexable route with what issue 14 targets on a
 * phone (mobile Lighthouse: slow 4G, 4x CPU; the interaction benchmark under the same throttling):
 * performance, LCP, TBT and the longest main-thread task, CLS, first-visit transfer, JavaScript, the first flight and the whole HTML with
 * its render-blocking CSS, and the worst interaction latency. It reads .bench/report.json
 * (scripts/bench/lighthouse.ts), .bench/interactions.json (scripts/bench/interactions.ts) and the build
 * (OUT_DIR, default dist), and writes .bench/summary.md. A target missed is marked with ⚠.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { markdownTable, numeric } from './lib/markdown-table.ts';
import { MOBILE_TARGETS, WEBGL_ROUTES } from './lib/perf-targets.ts';
import { pageWeight } from '../lib/page-weight.ts';

interface LighthouseRow {
  route: string;
  formFactor: string;
  performance: number | null;
  lcp: number;
  tbt: number | null;
  longestTaskMs?: number | null;
  cls: number;
  bytes: { total: number; script: number };
}
interface InteractionRow {
  formFactor: string;
  summary: { route: string; worst: { label: string; latency: number } | null };
}

const TARGETS = MOBILE_TARGETS;
const LONG_TASK_MS = 50;

const root = resolve(process.env.OUT_DIR ?? 'dist');
const read = <T>(file: string): T[] =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { results: T[] }).results : [];
const lighthouse = read<LighthouseRow>('.bench/report.json').filter((r) => r.formFactor === 'mobile');
const interactions = read<InteractionRow>('.bench/interactions.json').filter((r) => r.formFactor === 'mobile');

const kb = (bytes: number) => bytes / 1024;
const mark = (text: string, missed: boolean) => (missed ? `**${text} ⚠**` : text);

const SUMMARY_COLUMNS = [
  { title: 'route' },
  ...['perf', 'LCP s', 'TBT ms', 'longest task ms', 'CLS', 'transfer KB', 'JS KB (transferred)'].map(numeric),
  ...['JS before interaction KB', 'first flight KB', 'HTML + blocking CSS KB'].map(numeric),
  { title: 'worst interaction ms' },
];
const rows: string[][] = [];
const misses: string[] = [];
for (const route of CONTENT_ROUTES) {
  const lh = lighthouse.find((r) => r.route === route);
  const file = route === '/' ? '/index.html' : `${route}.html`;
  const weight = existsSync(resolve(root, `.${file}`)) ? pageWeight(root, file) : null;
  const worst = interactions.find((r) => r.summary.route === route)?.summary.worst ?? null;
  const cells: string[] = [route];
  const cell = (label: string, text: string, missed: boolean) => {
    if (missed) misses.push(`${route} ${label} ${text}`);
    cells.push(mark(text, missed));
  };
  if (lh) {
    // A median with no run behind it (no run had a TBT) is null in the JSON: shown as n/a, and missed.
    const ms = (n: number | null) => (n === null ? 'n/a' : String(Math.round(n)));
    cell(
      'performance',
      lh.performance === null ? 'n/a' : String(lh.performance),
      lh.performance === null || lh.performance < TARGETS.performance,
    );
    cell('LCP', (lh.lcp / 1000).toFixed(2), lh.lcp > TARGETS.lcpMs);
    cell('TBT', ms(lh.tbt), lh.tbt === null || !(lh.tbt < TARGETS.tbtMs));
    // A task over 50 ms is a long task; older reports have no figure.
    if (lh.longestTaskMs === undefined) cells.push('–');
    else cell('longest task', ms(lh.longestTaskMs), lh.longestTaskMs === null || lh.longestTaskMs > LONG_TASK_MS);
    cell('CLS', lh.cls.toFixed(3), lh.cls >= TARGETS.cls);
    cell('transfer', kb(lh.bytes.total).toFixed(1), !WEBGL_ROUTES.has(route) && lh.bytes.total > TARGETS.transferBytes);
    cells.push(kb(lh.bytes.script).toFixed(1));
  } else cells.push('–', '–', '–', '–', '–', '–', '–');
  if (weight) {
    const js = kb(weight.jsBeforeInteractionGzip);
    cell('JS before interaction', js.toFixed(1), weight.jsBeforeInteractionGzip > TARGETS.jsBeforeInteractionBytes);
    const flight = kb(weight.firstFlightGzip);
    cell('first flight', flight.toFixed(1), weight.firstFlightGzip > TARGETS.firstFlightBytes);
    cells.push(kb(weight.htmlGzip + weight.blockingCssGzip).toFixed(1));
  } else cells.push('–', '–', '–');
  if (worst)
    cell('interaction', `${Math.round(worst.latency)} (${worst.label})`, worst.latency > TARGETS.interactionMs);
  else cells.push('–');
  rows.push(cells);
}

const summary = [
  '# Performance summary (mobile)',
  '',
  'Lighthouse medians from .bench/report.json, interaction medians from .bench/interactions.json, bytes (gzipped) from the build.',
  '',
  markdownTable(SUMMARY_COLUMNS, rows),
  '',
  misses.length
    ? `Targets missed (${misses.length}): ${misses.join('; ')}.`
    : 'Every target met: performance 100, LCP ≤ 1.0 s, TBT < 50 ms, no task over 50 ms, CLS 0, transfer ≤ 40 KB (no WebGL), JS ≤ 10 KB before interaction, first flight ≤ 14 KB, interactions ≤ 200 ms.',
].join('\n');
writeFileSync('.bench/summary.md', `${summary}\n`);
console.log(summary);
