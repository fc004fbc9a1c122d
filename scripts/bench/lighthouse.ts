/**
 * `npm run bench`: Lighthouse over every indexable route of the built site, the way a careful
 * reviewer measures it. The site is served like Netlify (compression, netlify.toml headers) by
 * scripts/serve/netlify-server.ts; Debian Chromium runs Lighthouse's default mobile configuration
 * (simulated slow 4G, 4x CPU slowdown) and then its desktop configuration, BENCH_RUNS times per
 * page (default 3), and the medians go to .bench/report.md and .bench/report.json: scores, paint
 * timings, TBT beside the longest task, main-thread work and its style-and-layout share, bytes.
 *
 * Beside a reference (issue #39): `npm run bench -- --reference <static dist>` (or BENCH_REFERENCE) also
 * serves another site's build, with its own `_headers` (and `--reference-config <netlify.toml>` if
 * it has one), on the next port, and measures the two taking turns, run by run (ours, the reference,
 * ours, …) on `/`, `/pricing`, `/about` and `/contact` (scripts/bench/lib/reference.ts), so that both
 * meet the same machine load; `--all-routes` (BENCH_ALL_ROUTES=1) adds every other indexable route
 * of ours in both editions, measured alone and set beside the reference's matching route. With a
 * reference the defaults become mobile only, DevTools throttling (as the issue measured) and 5 runs.
 *
 * Env: OUT_DIR (default dist), BENCH_PORT (default 4631), BENCH_RUNS (default 3), BENCH_DESKTOP_RUNS,
 * BENCH_ROUTES (comma-separated subset), BENCH_FORMS (mobile,desktop), CHROMIUM_PATH, BENCH_SAVE_LHR (also keep every
 * run's full Lighthouse result in .bench/lhr/, to see why a figure is what it is), BENCH_NETLIFY_TOML (the
 * headers file to serve OUT_DIR with; another site built elsewhere is measured with its own),
 * BENCH_THROTTLING=devtools|simulate (throttle the real load or simulate it: see throttlingMethod),
 * BENCH_HTTP1=1 (serve over HTTP/1.1; by default the site is served over HTTP/2 with the local
 * stand-in certificate, as Netlify serves it: over HTTP/1.1 the browser's six connections a host
 * queue the requests that Netlify sends together, and Lighthouse's simulation models the same).
 * Timings vary from run to run and machine to machine; the tests gate on byte counts instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { isIndexablePath } from '../../src/lib/node/indexing.ts';
import { BULGARIAN_CONTENT_ROUTES, CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { median } from './lib/interaction-latency.ts';
import { markdownTable, numeric } from './lib/markdown-table.ts';
import { MOBILE_TARGETS, WEBGL_ROUTES } from './lib/perf-targets.ts';
import {
  benchOptions,
  benchRoutes,
  compareRoutes,
  comparisonTable,
  comparisonVerdict,
  referenceMeasures,
} from './lib/reference.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { localTls } from '../lib/local-tls.ts';
import { measureTakingTurns } from '../lib/taking-turns.ts';

type FormFactor = 'mobile' | 'desktop';
const RESOURCE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Main-thread work in ms (Lighthouse "Minimize main-thread work", throttled), and its style and layout share. */
  mainThreadMs: number;
  styleLayoutMs: number;
  /** The longest main-thread task in ms (throttled, as Lighthouse's "long tasks" lists them); 0 when none. */
  longestTaskMs: number;
  cls: number;
  speedIndex: number;
  bytes: Record<ResourceType | 'total', number>;
  requests: number;
  /** Failing audits (score < 1 and not informative) with their title and display value. */
  misses: string[];
  /** The LCP element and the scripts that cost main-thread time, to name what costs what. */
  lcpElement: string;
  mainThread: string[];
}

interface RouteResult extends Omit<Sample, 'misses' | 'lcpElement' | 'mainThread'> {
  lcpElement: string;
  mainThread: string[];
  route: string;
  formFactor: FormFactor;
  runs: number;
  /** The runs with a TBT: Lighthouse has none when the page never became interactive (NO_TTI_CPU_IDLE_PERIOD). */
  tbtRuns: number;
  misses: string[];
}

const options = benchOptions(process.argv.slice(2), process.env);
const reference = options.reference ? resolve(options.reference) : null;
const root = resolve(process.env.OUT_DIR ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 4631);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? (reference ? 5 : 3)));
const runsFor = (formFactor: FormFactor) =>
  formFactor === 'desktop' ? Math.max(1, Number(process.env.BENCH_DESKTOP_RUNS ?? runs)) : runs;
const indexableRoutes = [...CONTENT_ROUTES, ...BULGARIAN_CONTENT_ROUTES].filter(isIndexablePath);
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').filter(Boolean)
  : benchRoutes({
      reference: Boolean(reference),
      allRoutes: options.allRoutes,
      indexable: indexableRoutes,
      defaults: CONTENT_ROUTES,
    });
const forms = (process.env.BENCH_FORMS ?? (reference ? 'mobile' : 'mobile,desktop')).split(',') as FormFactor[];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}

/** The first DOM node a details object mentions (Lighthouse "node" items), as a short label. */
function findNode(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (record.type === 'node' && typeof record.snippet === 'string') {
    return `${String(record.nodeLabel ?? '').slice(0, 60)} ${record.snippet.slice(0, 140)}`.trim();
  }
  for (const child of Object.values(record)) {
    const found = findNode(child);
    if (found) return found;
  }
  return null;
}
interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { message: string };
}

function sample(lhr: LhResult): Sample {
  // A category Lighthouse could not score (a metric missing, e.g. no TBT when the run never became
  // interactive) is no figure rather than 0, so that the medians leave it out.
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  };
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const bytes = { document: 0, script: 0, stylesheet: 0, font: 0, image: 0, total: 0 };
  let requests = 0;
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    const size = Number(item.transferSize ?? 0);
    const type = String(item.resourceType ?? '').toLowerCase();
    requests += 1;
    bytes.total += size;
    if ((RESOURCE_TYPES as readonly string[]).includes(type)) bytes[type as ResourceType] += size;
  }
  const misses: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      // Flagged on every page with any request chain or with nothing to save: noise, not a cost.
      if (audit.id === 'network-dependency-tree-insight' || /savings of 0\s*KiB/.test(audit.displayValue ?? ''))
        continue;
      const example = findNode(audit.details);
      misses.push(
        `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${example ? `, e.g. ${example.replace(/\s+/g, ' ')}` : ''}`,
      );
    }
  }
  for (const id of [
    'render-blocking-insight',
    'lcp-breakdown-insight',
    'lcp-discovery-insight',
    'document-latency-insight',
    'font-display-insight',
    'image-delivery-insight',
    'cls-culprits-insight',
    'unused-javascript',
    'unused-css-rules',
  ]) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable') {
      const line = `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
      if (!misses.includes(line)) misses.push(line);
    }
  }
  const mainThread = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map(
      (item) =>
        `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(item.total ?? 0))} ms (script ${Math.round(Number(item.scripting ?? 0))} ms)`,
    );
  return {
    lcpElement:
      findNode(lhr.audits['lcp-breakdown-insight']?.details) ??
      findNode(lhr.audits['largest-contentful-paint-element']?.details) ??
      '',
    mainThread,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    mainThreadMs: num('mainthread-work-breakdown'),
    styleLayoutMs: Number(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).find((item) => item.group === 'styleLayout')
        ?.duration ?? 0,
    ),
    // The audit errors out (no details) when TBT cannot be computed: then there is no figure, not 0.
    longestTaskMs:
      !lhr.audits['long-tasks'] || lhr.audits['long-tasks'].scoreDisplayMode === 'error'
        ? Number.NaN
        : Math.max(0, ...(lhr.audits['long-tasks'].details?.items ?? []).map((item) => Number(item.duration ?? 0))),
    cls: num('cumulative-layout-shift'),
    speedIndex: num('speed-index'),
    bytes,
    requests,
    misses,
  };
}

function combine(route: string, formFactor: FormFactor, samples: Sample[]): RouteResult {
  const m = (pick: (s: Sample) => number) => median(samples.map(pick));
  const counts = new Map<string, number>();
  for (const s of samples)
    for (const miss of s.misses) counts.set(miss.split(' (')[0]!, (counts.get(miss.split(' (')[0]!) ?? 0) + 1);
  // An audit is reported when it failed in most runs; keep the display value of the last run.
  const misses = samples.at(-1)!.misses.filter((miss) => (counts.get(miss.split(' (')[0]!) ?? 0) * 2 > samples.length);
  return {
    route,
    formFactor,
    runs: samples.length,
    tbtRuns: samples.filter((sample) => Number.isFinite(sample.tbt)).length,
    performance: m((s) => s.performance),
    accessibility: m((s) => s.accessibility),
    bestPractices: m((s) => s.bestPractices),
    seo: m((s) => s.seo),
    fcp: m((s) => s.fcp),
    lcp: m((s) => s.lcp),
    tbt: m((s) => s.tbt),
    mainThreadMs: m((s) => s.mainThreadMs),
    styleLayoutMs: m((s) => s.styleLayoutMs),
    longestTaskMs: m((s) => s.longestTaskMs),
    cls: m((s) => s.cls),
    speedIndex: m((s) => s.speedIndex),
    bytes: {
      document: m((s) => s.bytes.document),
      script: m((s) => s.bytes.script),
      stylesheet: m((s) => s.bytes.stylesheet),
      font: m((s) => s.bytes.font),
      image: m((s) => s.bytes.image),
      total: m((s) => s.bytes.total),
    },
    requests: m((s) => s.requests),
    misses,
    lcpElement: samples.at(-1)!.lcpElement,
    mainThread: samples.at(-1)!.mainThread,
  };
}

export function missedTargets(r: RouteResult): string[] {
  const t = MOBILE_TARGETS;
  const out: string[] = [];
  if (!(r.performance >= t.performance)) out.push(`performance ${r.performance}`);
  if (r.accessibility < t.accessibility) out.push(`accessibility ${r.accessibility}`);
  if (r.bestPractices < t.bestPractices) out.push(`best practices ${r.bestPractices}`);
  if (r.seo < t.seo) out.push(`SEO ${r.seo}`);
  if (!(r.lcp <= t.lcpMs)) out.push(`LCP ${(r.lcp / 1000).toFixed(2)} s`);
  if (!(r.tbt < t.tbtMs)) out.push(`TBT ${Math.round(r.tbt)} ms`);
  if (!(r.cls < t.cls)) out.push(`CLS ${r.cls.toFixed(3)}`);
  if (!WEBGL_ROUTES.has(r.route) && !(r.bytes.total <= t.transferBytes)) out.push(`transfer ${kb(r.bytes.total)} KB`);
  return out;
}

const kb = (n: number) => (n / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);

const REPORT_COLUMNS = [
  { title: 'route' },
  ...['perf', 'a11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'longest task ms', 'main thread ms'].map(numeric),
  ...['style + layout ms', 'CLS', 'SI s', 'doc KB', 'JS KB', 'CSS KB', 'font KB', 'img KB', 'total KB'].map(numeric),
  numeric('requests'),
];

function table(results: RouteResult[]): string {
  return markdownTable(
    REPORT_COLUMNS,
    results.map((r) => [
      r.route,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      s(r.fcp),
      s(r.lcp),
      Math.round(r.tbt),
      Math.round(r.longestTaskMs),
      Math.round(r.mainThreadMs),
      Math.round(r.styleLayoutMs),
      r.cls.toFixed(3),
      s(r.speedIndex),
      kb(r.bytes.document),
      kb(r.bytes.script),
      kb(r.bytes.stylesheet),
      kb(r.bytes.font),
      kb(r.bytes.image),
      kb(r.bytes.total),
      r.requests,
    ]),
  );
}

function worstLine(results: RouteResult[]): string {
  const worst = (
    label: string,
    value: (r: RouteResult) => number,
    higherIsWorse: boolean,
    fmt: (n: number) => string,
  ) => {
    const pick = results.reduce((a, b) => ((higherIsWorse ? value(b) > value(a) : value(b) < value(a)) ? b : a));
    return `${label} ${fmt(value(pick))} (${pick.route})`;
  };
  return [
    worst('performance', (r) => r.performance, false, String),
    worst('accessibility', (r) => r.accessibility, false, String),
    worst('best practices', (r) => r.bestPractices, false, String),
    worst('SEO', (r) => r.seo, false, String),
    worst(
      'FCP',
      (r) => r.fcp,
      true,
      (n) => `${s(n)} s`,
    ),
    worst(
      'LCP',
      (r) => r.lcp,
      true,
      (n) => `${s(n)} s`,
    ),
    worst(
      'TBT',
      (r) => r.tbt,
      true,
      (n) => `${Math.round(n)} ms`,
    ),
    worst(
      'longest task',
      (r) => r.longestTaskMs,
      true,
      (n) => `${Math.round(n)} ms`,
    ),
    worst(
      'main-thread work',
      (r) => r.mainThreadMs,
      true,
      (n) => `${Math.round(n)} ms`,
    ),
    worst(
      'CLS',
      (r) => r.cls,
      true,
      (n) => n.toFixed(3),
    ),
    worst(
      'Speed Index',
      (r) => r.speedIndex,
      true,
      (n) => `${s(n)} s`,
    ),
    worst(
      'transfer',
      (r) => r.bytes.total,
      true,
      (n) => `${kb(n)} KB`,
    ),
  ].join('; ');
}

const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;

/** Writes .bench/report.md and .json; called after every route so a cut-short run keeps its figures. */
function writeReport(): string {
  const sections: string[] = [
    '# Lighthouse benchmark',
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC with Lighthouse ${lighthouseVersion}, Debian Chromium (headless), the built site served like Netlify (${http2 ? 'HTTP/2' : 'HTTP/1.1'}, compressed, netlify.toml headers); median of ${runs} run(s) per page on mobile and ${runsFor('desktop')} on desktop.`,
    '',
    // Simulated throttling multiplies the CPU time it observes: on a busy machine TBT and LCP rise.
    `Machine: ${cpus().length} CPU cores, 1-minute load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end${loadBefore > cpus().length ? ' (busy: CPU-bound figures such as TBT are inflated; re-run on an idle machine)' : ''}. One Lighthouse run took ${runSeconds.length ? `${median(runSeconds).toFixed(0)} s (median of ${runSeconds.length})` : 'n/a'}.`,
  ];
  if (reference) {
    const mobile = compareRoutes(
      results.filter((r) => r.formFactor === 'mobile'),
      referenceResults.filter((r) => r.formFactor === 'mobile'),
    );
    sections.push(
      '',
      '## Beside the reference (mobile)',
      '',
      `Ours (\`${root}\`) / the reference (\`${reference}\`, served the same way with its own \`_headers\`${options.referenceConfig ? ` and \`${options.referenceConfig}\`` : ''}), taking turns run by run, ${throttlingMethod === 'devtools' ? 'slow 4G and 4x CPU applied by DevTools' : 'simulated slow 4G, 4x CPU slowdown'}; medians. A route without a reference route is ours alone. TBT or main-thread work above the reference's is marked ⚠.`,
      '',
      comparisonTable(mobile),
      '',
      comparisonVerdict(mobile),
    );
  }
  for (const formFactor of forms) {
    const rows = results.filter((r) => r.formFactor === formFactor);
    if (!rows.length) continue;
    sections.push(
      '',
      `## ${formFactor === 'mobile' ? `Mobile (${throttlingMethod === 'devtools' ? 'slow 4G and 4x CPU applied by DevTools' : 'simulated slow 4G, 4x CPU slowdown'})` : 'Desktop (Lighthouse desktop config)'}`,
      '',
      table(rows),
      '',
      `Worst per metric: ${worstLine(rows)}.`,
    );
  }
  const mobile = results.filter((r) => r.formFactor === 'mobile');
  const failing = mobile.filter((r) => missedTargets(r).length);
  sections.push('', '## Mobile targets missed', '');
  if (!failing.length)
    sections.push(
      'None: every route meets performance, accessibility, best practices and SEO 100, LCP ≤ 1.0 s, TBT < 50 ms, CLS 0, transfer ≤ 40 KB.',
    );
  for (const r of failing) {
    sections.push(`- **${r.route}**: ${missedTargets(r).join(', ')}`);
    if (r.lcpElement) sections.push(`  - LCP element: \`${r.lcpElement.replace(/`/g, "'")}\``);
    if (r.mainThread.length)
      sections.push(`  - main-thread time by script (CPU-throttled): ${r.mainThread.join('; ')}`);
    for (const miss of r.misses) sections.push(`  - ${miss}`);
  }
  if (failures.length) sections.push('', `Lighthouse could not measure: ${failures.join(', ')}.`);
  const markdown = sections.join('\n') + '\n';
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/report.md', markdown);
  writeFileSync(
    '.bench/report.json',
    JSON.stringify(
      {
        measuredAt: started.toISOString(),
        runs,
        cpuCores: cpus().length,
        loadAverage: { start: loadBefore, end: loadavg()[0] },
        throttlingMethod,
        results,
        ...(reference ? { reference: { root: reference, results: referenceResults } } : {}),
      },
      null,
      2,
    ),
  );
  return markdown;
}

/**
 * 'simulate' (Lighthouse's default, what PageSpeed Insights reports) loads the page unthrottled and
 * models slow 4G from that trace. It counts every high-priority stylesheet that had finished loading
 * before the unthrottled first paint as render-blocking, which the in-body stylesheets never are
 * (docs/first-paint.md); on this fast local server they always finish first. 'devtools' applies the
 * same slow 4G and 4x CPU while the page loads and reports the paints as they happen; it is the
 * default beside a reference, as issue #39 measured the template.
 */
const throttlingMethod =
  (process.env.BENCH_THROTTLING ?? (reference ? 'devtools' : 'simulate')) === 'devtools'
    ? ('devtools' as const)
    : ('simulate' as const);
const http2 = process.env.BENCH_HTTP1 ? undefined : localTls();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: http2 ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    chrome.kill();
    process.exit(130);
  });
}
const results: RouteResult[] = [];
const referenceResults: RouteResult[] = [];
const failures: string[] = [];
const started = new Date();
const loadBefore = loadavg()[0]!;
const builds = reference ? [root, reference] : [root];
const runSeconds: number[] = [];

/** One Lighthouse run; a run that Lighthouse itself gives up on (e.g. NO_NAVSTART on a busy machine) is retried. */
async function measure(url: string, formFactor: FormFactor): Promise<Sample | null> {
  const label = `${formFactor} ${url}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const start = performance.now();
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, throttlingMethod };
    const outcome = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = outcome?.lhr as unknown as LhResult | undefined;
    if (!lhr || lhr.runtimeError) {
      console.error(`${label}: run failed (${lhr?.runtimeError?.message ?? 'no result'}), retrying`);
      continue;
    }
    runSeconds.push((performance.now() - start) / 1000);
    if (process.env.BENCH_SAVE_LHR) {
      mkdirSync('.bench/lhr', { recursive: true });
      const { pathname, port: urlPort } = new URL(url);
      const name = `${formFactor}-${urlPort}${pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      writeFileSync(join('.bench/lhr', name), JSON.stringify(lhr));
    }
    return sample(lhr);
  }
  return null;
}

try {
  for (const formFactor of forms) {
    await measureTakingTurns<Sample | null>({
      builds,
      // A static build has no netlify.toml of its own: Netlify's parsers read a missing file as no
      // rules, so the reference is served with its own dist/_headers and _redirects alone.
      headerFiles: [
        resolve(process.env.BENCH_NETLIFY_TOML ?? 'netlify.toml'),
        options.referenceConfig ? resolve(options.referenceConfig) : join(reference ?? root, 'netlify.toml'),
      ],
      routes,
      runs: runsFor(formFactor),
      firstPort: port,
      http2,
      measures: (buildIndex, route) => buildIndex === 0 || referenceMeasures(route),
      measure: (url) => measure(url, formFactor),
      afterRoute: (route, rows) => {
        for (const row of rows) {
          const samples = row.runs.filter((run): run is Sample => run !== null);
          const which = row.build === root ? 'ours' : 'reference';
          if (!samples.length) {
            failures.push(`${formFactor} ${route}${reference ? ` (${which})` : ''}`);
            continue;
          }
          const result = combine(route, formFactor, samples);
          (which === 'ours' ? results : referenceResults).push(result);
          console.error(
            `${formFactor} ${route}${reference ? ` ${which}` : ''}: perf ${result.performance}, LCP ${s(result.lcp)} s, TBT ${Math.round(result.tbt)} ms, main thread ${Math.round(result.mainThreadMs)} ms, longest task ${Math.round(result.longestTaskMs)} ms, CLS ${result.cls.toFixed(3)}`,
          );
        }
        writeReport();
      },
    });
  }
} finally {
  chrome.kill();
}

console.log(writeReport());
