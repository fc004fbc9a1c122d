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
 * A result becomes figures in lib/lighthouse-sample.ts and the report's text in lib/lighthouse-report.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { isIndexablePath } from '../../src/lib/node/indexing.ts';
import { BULGARIAN_CONTENT_ROUTES, CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { lighthouseReport } from './lib/lighthouse-report.ts';
import {
  combine,
  sample,
  seconds,
  type FormFactor,
  type LhResult,
  type RouteResult,
  type Sample,
} from './lib/lighthouse-sample.ts';
import { benchOptions, benchRoutes, referenceMeasures } from './lib/reference.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { localTls } from '../lib/local-tls.ts';
import { measureTakingTurns } from '../lib/taking-turns.ts';

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

const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;

/** Writes .bench/report.md and .json; called after every route so a cut-short run keeps its figures. */
function writeReport(): string {
  const markdown = lighthouseReport({
    started,
    lighthouseVersion,
    http2: Boolean(http2),
    runs,
    desktopRuns: runsFor('desktop'),
    cpuCores: cpus().length,
    loadBefore,
    loadAfter: loadavg()[0]!,
    runSeconds,
    throttlingMethod,
    forms,
    results,
    failures,
    root,
    reference: reference ? { root: reference, config: options.referenceConfig, results: referenceResults } : null,
  });
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
            `${formFactor} ${route}${reference ? ` ${which}` : ''}: perf ${result.performance}, LCP ${seconds(result.lcp)} s, TBT ${Math.round(result.tbt)} ms, main thread ${Math.round(result.mainThreadMs)} ms, longest task ${Math.round(result.longestTaskMs)} ms, CLS ${result.cls.toFixed(3)}`,
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
