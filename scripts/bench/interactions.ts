/**
 * `npm run bench:interactions` (and the second half of `npm run bench`): INP-style interaction
 * latency on the pages with React islands, the way a visitor on a mid-range phone meets them. The
 * built site is served like Netlify (scripts/serve/netlify-server.ts); Playwright drives Debian Chromium
 * with a Pixel 7-sized touch context, 4x CPU slowdown and Lighthouse's slow 4G as DevTools applies
 * it, and a fresh browser context per run, so the first interaction with a form pays for downloading
 * and hydrating React. Nothing waits for hydration before the first interaction: whether an island
 * hydrates when visible or on the visitor's first focus/pointer/key, its cost lands where it lands.
 *
 * Each page runs the steps it has: a lead form (tap the first text field, type, tick a checkbox,
 * submit), the ROI calculator (tap an input, type), the cookie manager (toggle a category), an FAQ
 * (open one) and the mobile menu (open, close), as scripts/bench/lib/interaction-steps.ts scripts
 * them. Event Timing entries (durationThreshold 16 ms) are grouped by interactionId; a step's latency is its slowest interaction (scripts/bench/lib/interaction-latency.ts).
 * Medians per step go to stdout, .bench/interactions.md and .bench/interactions.json. It always
 * exits 0 (timings vary by machine); the last line names every page over 200 ms
 * (scripts/bench/lib/interaction-report.ts).
 *
 * Env: OUT_DIR (default dist), BENCH_PORT (default 4731), BENCH_RUNS (default 3), BENCH_ROUTES
 * (comma-separated subset; default the pages with an island, and /faqs), BENCH_FORMS (mobile,desktop;
 * default mobile), BENCH_STEPS (comma-separated subset of form, roi, cookies, faq, menu; e.g. only the
 * home menu's open and close: BENCH_ROUTES=/ BENCH_STEPS=menu), BENCH_DEBUG (print every step and
 * interaction of every run), CHROMIUM_PATH.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, devices, type BrowserContextOptions, type Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import {
  DURATION_THRESHOLD_MS,
  INTERACTION_TARGET_MS,
  groupInteractions,
  latencyPerAction,
  summarizePage,
  type EventEntry,
} from './lib/interaction-latency.ts';
import {
  interactionReport,
  type FormFactor,
  type IslandTiming,
  type PageResult,
  type RunResult,
} from './lib/interaction-report.ts';
import { STEPS, Visit } from './lib/interaction-steps.ts';
import { CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';
import { presetConsent } from '../lib/consent-preset.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { startServer } from '../serve/netlify-server.ts';

const root = resolve(process.env.OUT_DIR ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 4731);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const forms = (process.env.BENCH_FORMS ?? 'mobile').split(',').filter(Boolean) as FormFactor[];
const origin = `http://127.0.0.1:${port}`;

/**
 * Lighthouse's throttling presets as its DevTools mode applies them: CDP throttles whole requests,
 * not packets, so the 150 ms RTT becomes 562.5 ms request latency and throughput is scaled by 0.9.
 */
function network(preset: { rttMs: number; throughputKbps: number }, uploadKbps: number) {
  const bytesPerSecond = (kbps: number) => (kbps * throttling.DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR * 1024) / 8;
  return {
    offline: false,
    latency: preset.rttMs * throttling.DEVTOOLS_RTT_ADJUSTMENT_FACTOR,
    downloadThroughput: bytesPerSecond(preset.throughputKbps),
    uploadThroughput: bytesPerSecond(uploadKbps),
  };
}

const PROFILES: Record<
  FormFactor,
  { context: BrowserContextOptions; cpu: number; network: ReturnType<typeof network>; touch: boolean; label: string }
> = {
  mobile: {
    context: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    cpu: throttling.mobileSlow4G.cpuSlowdownMultiplier,
    network: network(throttling.mobileSlow4G, 750),
    touch: true,
    label: 'Mobile (Pixel 7-sized touch context, slow 4G, 4x CPU slowdown)',
  },
  desktop: {
    context: { viewport: { width: 1440, height: 900 } },
    cpu: throttling.desktopDense4G.cpuSlowdownMultiplier,
    network: network(throttling.desktopDense4G, throttling.desktopDense4G.throughputKbps),
    touch: false,
    label: 'Desktop (1440x900, Lighthouse desktop network, no CPU slowdown)',
  },
};

const htmlFile = (route: string) => join(root, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const hasIsland = (route: string) =>
  existsSync(htmlFile(route)) && readFileSync(htmlFile(route), 'utf8').includes('<astro-island');
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').filter(Boolean)
  : CONTENT_ROUTES.filter((route) => route === '/faqs' || hasIsland(route));

/** What the init script keeps on `window` for the benchmark to read. */
interface BenchState {
  entries: EventEntry[];
  hydrated: Array<{ component: string; at: number }>;
}

/**
 * Runs in the page before its own scripts (serialised by Playwright: only its own body). Keeps
 * every Event Timing entry of an interaction and the time each island finished hydrating (Astro
 * removes the island's `ssr` attribute then).
 */
function installObservers(threshold: number): void {
  const state: BenchState = { entries: [], hydrated: [] };
  (window as unknown as { __bench: BenchState }).__bench = state;
  const describe = (target: Node | null): string => {
    if (!(target instanceof Element)) return '';
    // The control a tap landed on, not the icon path or the text span inside it.
    const node = target.closest('a, button, input, select, textarea, summary, label') ?? target;
    const name = node.getAttribute('name');
    const className = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    return `${node.tagName.toLowerCase()}${name ? `[name=${name}]` : node.id ? `#${node.id}` : className ? `.${className}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!(entry.interactionId > 0)) continue;
      state.entries.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: threshold } as PerformanceObserverInit);
  new MutationObserver((records) => {
    for (const record of records) {
      const island = record.target;
      if (island instanceof Element && island.localName === 'astro-island' && !island.hasAttribute('ssr')) {
        state.hydrated.push({ component: island.getAttribute('component-url') ?? '', at: performance.now() });
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
}

const steps = (process.env.BENCH_STEPS ?? Object.keys(STEPS).join(',')).split(',').filter(Boolean);
const unknownSteps = steps.filter((name) => !(name in STEPS));
if (unknownSteps.length)
  throw new Error(`Unknown BENCH_STEPS ${unknownSteps.join(', ')}: use ${Object.keys(STEPS).join(', ')}.`);

async function islandTimings(page: Page, hydrated: BenchState['hydrated']): Promise<IslandTiming[]> {
  const loads = await page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].map((island) => {
      const component = island.getAttribute('component-url') ?? '';
      const [timing] = performance.getEntriesByName(new URL(component, location.href).href, 'resource') as
        PerformanceResourceTiming[] | [];
      return { component, requestedAt: timing?.startTime ?? null, loadedAt: timing?.responseEnd ?? null };
    }),
  );
  return loads.map((load) => ({
    ...load,
    hydratedAt: hydrated.find((h) => h.component === load.component)?.at ?? null,
  }));
}

async function visitOnce(formFactor: FormFactor, route: string): Promise<RunResult> {
  const profile = PROFILES[formFactor];
  const context = await browser.newContext({ ...profile.context, serviceWorkers: 'block' });
  context.setDefaultTimeout(20_000);
  try {
    // Nothing leaves the machine: analytics, fonts or EmailJS on another host are refused.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const visit = new Visit(page, profile.touch);
    page.on('pageerror', (error) => visit.notes.push(`page error: ${error.message}`));
    // The splash (once per session) and the cookie banner (no decision yet) would cover the page.
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    await presetConsent(page);
    await page.addInitScript(installObservers, DURATION_THRESHOLD_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);

    await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await visit.start();
    for (const name of steps) {
      if (/\/thank-you/.test(page.url())) break;
      await STEPS[name]!(visit);
    }
    // Event Timing entries are delivered after the next paint; give the last ones time to arrive.
    await sleep(1000);
    if (/\/thank-you/.test(page.url())) return { actions: [], firstStepAt: null, islands: [], notes: visit.notes };
    const state = await page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);
    const interactions = groupInteractions(state.entries);
    if (process.env.BENCH_DEBUG) {
      for (const w of visit.windows) console.error(`  step ${Math.round(w.start)} ${w.label}`);
      for (const i of interactions)
        console.error(
          `  interaction ${Math.round(i.startTime)} ${i.latency} ms (delay ${Math.round(i.inputDelay)}, processing ${Math.round(i.processing)}, presentation ${Math.round(i.presentation)}) ${i.events.join('/')} ${i.target}`,
        );
      for (const h of state.hydrated) console.error(`  hydrated ${Math.round(h.at)} ${h.component}`);
    }
    return {
      actions: latencyPerAction(interactions, visit.windows),
      firstStepAt: visit.windows.find((w) => w.measured)?.start ?? null,
      islands: await islandTimings(page, state.hydrated),
      notes: visit.notes,
    };
  } finally {
    await context.close();
  }
}

/** Writes .bench/interactions.md and .json; called after every page so a cut-short run keeps its figures. */
function writeReport(): string {
  const markdown = interactionReport({
    started,
    runs,
    cpuCores: cpus().length,
    loadBefore,
    loadAfter: loadavg()[0]!,
    busyLoad,
    forms,
    labels: { mobile: PROFILES.mobile.label, desktop: PROFILES.desktop.label },
    results,
    failures,
  });
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/interactions.md', markdown);
  writeFileSync(
    '.bench/interactions.json',
    JSON.stringify(
      {
        measuredAt: started.toISOString(),
        runs,
        targetMs: INTERACTION_TARGET_MS,
        durationThresholdMs: DURATION_THRESHOLD_MS,
        profiles: Object.fromEntries(forms.map((f) => [f, { cpu: PROFILES[f].cpu, network: PROFILES[f].network }])),
        cpuCores: cpus().length,
        loadAverage: { start: loadBefore, end: loadavg()[0] },
        results,
        failures,
      },
      null,
      2,
    ),
  );
  return markdown;
}

const server = await startServer(
  { root, configPath: resolve('netlify.toml'), formsOutbox: resolve('.bench/interactions-outbox.jsonl') },
  port,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void browser.close();
    server.close();
    process.exit(130);
  });
}
const results: PageResult[] = [];
const failures: string[] = [];
const started = new Date();
const loadBefore = loadavg()[0]!;
// Read while this benchmark runs, the load average includes its own browser (about one core).
const busyLoad = cpus().length + 1;
try {
  for (const formFactor of forms) {
    for (const route of routes) {
      const pageRuns: RunResult[] = [];
      for (let run = 0; run < runs; run++) {
        try {
          pageRuns.push(await visitOnce(formFactor, route));
        } catch (error) {
          console.error(
            `${formFactor} ${route}: run ${run + 1} failed: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      if (!pageRuns.length) {
        failures.push(`${formFactor} ${route}`);
        continue;
      }
      const summary = summarizePage(
        route,
        pageRuns.map((r) => r.actions),
      );
      results.push({ formFactor, summary, runs: pageRuns, loadAverage: loadavg()[0]! });
      writeReport();
      const steps = summary.actions.map((a) => `${a.label} ${Math.round(a.median)}`).join(', ');
      console.error(`${formFactor} ${route}: ${steps || 'no steps'} (ms)`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

console.log(writeReport());
