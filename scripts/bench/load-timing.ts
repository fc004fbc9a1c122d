/**
 * `npm run bench:load`: when a first-time visitor on a slow phone gets the page, for two or more
 * builds side by side. Lighthouse reports paints; this reports the moments around them that the
 * visitor waits for: DOMContentLoaded (the forms and the cookie banner work from there), the load
 * event, the end of the splash, which the spec times from the load event (load + 1.5 s), and the
 * largest contentful paint once the intro has ended (with BENCH_RETURNING=1: what the splash costs it).
 *
 * Each run opens a route in a fresh Pixel 7 context of Debian Chromium with 4x CPU slowdown and
 * DevTools' slow 4G as Lighthouse applies it (562.5 ms a request, 1.47 Mbit/s down, 675 kbit/s up),
 * the builds taking turns run by run (docs/benchmarks.md), and waits until the splash is gone.
 * Medians go to stdout and .bench/load-timing.md (scripts/bench/lib/load-timing.ts).
 *
 * The sites are served over HTTP/2, as Netlify serves them: over HTTP/1.1 the browser's six
 * connections a host queue the requests of a page that Netlify sends together, and each queued
 * request waits a whole slow-4G round trip more (BENCH_HTTP1=1 measures that anyway).
 *
 * Env: OUT_DIRS (comma-separated built sites; default dist), BENCH_ROUTES (default
 * /,/pricing,/about,/contact), BENCH_RUNS (default 5), BENCH_RETURNING=1 (a returning visitor: no
 * splash), BENCH_HTTP1=1, BENCH_PORT (first port; default 4681), CHROMIUM_PATH.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { formatLoadTimingTable, type LoadTiming } from './lib/load-timing.ts';
import { SPLASH_DONE_EVENT, SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { measureTakingTurns } from '../lib/taking-turns.ts';
import { localTls } from '../lib/local-tls.ts';
import { awaitEndingAnimations } from '../lib/ending-animations.ts';

/** Lighthouse's DevTools throttling for slow 4G (its mobileSlow4G, with its request-latency factor). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 184_320, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;
const INTRO_WINDOW_MS = 2000;

const builds = (process.env.OUT_DIRS ?? 'dist').split(',').filter(Boolean);
const routes = (process.env.BENCH_ROUTES ?? '/,/pricing,/about,/contact').split(',').filter(Boolean);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const returning = Boolean(process.env.BENCH_RETURNING);
const firstPort = Number(process.env.BENCH_PORT ?? 4681);
const http2 = process.env.BENCH_HTTP1 ? undefined : localTls();

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

async function timeLoad(url: string): Promise<LoadTiming> {
  const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
  const page = await context.newPage();
  if (returning) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
  await page.addInitScript((event) => {
    document.addEventListener(event, () =>
      document.documentElement.setAttribute('data-bench-splash-gone', String(performance.now())),
    );
  }, SPLASH_DONE_EVENT);
  await page.addInitScript(() => {
    const lcp = { ms: Number.NaN };
    Object.assign(window, { benchLcp: lcp });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp.ms = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  // The splash (when this visit has one) ends after the load event: wait for it.
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-bench-splash-gone') ||
      !document.documentElement.classList.contains('splash-active'),
  );
  // The largest paint can come with the intro, which starts 100 ms after the splash and fades in
  // over 0.9 s: give it INTRO_WINDOW_MS, then wait for every animation that ends.
  await page.waitForTimeout(INTRO_WINDOW_MS);
  while ((await page.evaluate(awaitEndingAnimations)) > 0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const gone = document.documentElement.getAttribute('data-bench-splash-gone');
    return {
      firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      domContentLoadedMs: navigation?.domContentLoadedEventEnd ?? Number.NaN,
      loadEventMs: navigation?.loadEventStart ?? Number.NaN,
      splashGoneMs: gone === null ? null : Number(gone),
      largestContentfulPaintMs: (window as unknown as { benchLcp: { ms: number } }).benchLcp.ms,
    };
  });
  await context.close();
  return timing;
}

const { rows, machine } = await measureTakingTurns({ builds, routes, runs, firstPort, http2, measure: timeLoad });
await browser.close();

const table = formatLoadTimingTable(rows);
const markdown = [
  '# Load timing on a slow phone, builds side by side',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${runs} run(s) per build and route, the builds taking turns; Pixel 7, ${CPU_SLOWDOWN}x CPU, DevTools' slow 4G (562.5 ms a request, 1.47 Mbit/s), ${http2 ? 'HTTP/2' : 'HTTP/1.1'}, ${returning ? 'a returning visitor (no splash)' : 'a first visit (with the splash)'}. Machine: ${machine}. Medians, in seconds from navigation.`,
  '',
  table,
  '',
].join('\n');
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/load-timing.md', markdown);
console.log(markdown);
process.exit(0);
