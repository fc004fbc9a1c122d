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
 * (open one) and the mobile menu (open, close). Event Timing entries (durationThreshold 16 ms) are
 * grouped by interactionId; a step's latency is its slowest interaction (scripts/bench/lib/interaction-latency.ts).
 * Medians per step go to stdout, .bench/interactions.md and .bench/interactions.json. It always
 * exits 0 (timings vary by machine); the last line names every page over 200 ms.
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
import { chromium, devices, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import {
  DURATION_THRESHOLD_MS,
  INTERACTION_TARGET_MS,
  formatTable,
  groupInteractions,
  latencyPerAction,
  missSummary,
  summarizePage,
  type ActionLatency,
  type ActionWindow,
  type EventEntry,
  type PageSummary,
} from './lib/interaction-latency.ts';
import { CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';
import { presetConsent } from '../lib/consent-preset.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { startServer } from '../serve/netlify-server.ts';

type FormFactor = 'mobile' | 'desktop';

const root = resolve(process.env.OUT_DIR ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 4731);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const forms = (process.env.BENCH_FORMS ?? 'mobile').split(',').filter(Boolean) as FormFactor[];
const origin = `http://127.0.0.1:${port}`;

/** A person's pace: between a tap and the first key, between keys, and after each step. */
const TAP_TO_TYPE_MS = 150;
const KEY_DELAY_MS = 120;
const PAUSE_MS = 300;
/**
 * A step's window opens this much before Node's reading of the clock: the mapping onto the page's
 * clock is only as exact as half an evaluate() round trip, and an input event stamped a fraction of
 * a millisecond "before" its step would count for the step before. Every step starts at least
 * TAP_TO_TYPE_MS after the previous one, so nothing of the previous step falls into this margin.
 */
const CLOCK_MARGIN_MS = 25;

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

/** An island's script download and hydration, in page time. */
interface IslandTiming {
  component: string;
  requestedAt: number | null;
  loadedAt: number | null;
  hydratedAt: number | null;
}

interface RunResult {
  actions: ActionLatency[];
  /** Page time of the first measured step, to read the island timings against. */
  firstStepAt: number | null;
  islands: IslandTiming[];
  notes: string[];
}

/** A scripted visit: each step opens a window (in page time) that lasts until the next one. */
class Visit {
  readonly windows: ActionWindow[] = [];
  readonly notes: string[] = [];
  readonly page: Page;
  readonly touch: boolean;
  /** Page time minus Node time. */
  private offset = 0;

  constructor(page: Page, touch: boolean) {
    this.page = page;
    this.touch = touch;
  }

  /** Maps Node's clock onto the page's: the reading with the shortest round trip wins. */
  async start(): Promise<void> {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 5; i++) {
      const before = performance.now();
      const pageNow = await this.page.evaluate(() => performance.now());
      const after = performance.now();
      if (after - before < best) {
        best = after - before;
        this.offset = pageNow - (before + after) / 2;
      }
    }
  }

  /** Now, in the page's clock, read in Node: reading it in the page would wait for a busy main thread. */
  now(): number {
    return performance.now() + this.offset;
  }

  async measure(label: string, action: () => Promise<unknown>, settle = true): Promise<void> {
    this.windows.push({ label, start: this.now() - CLOCK_MARGIN_MS, measured: true });
    await action();
    if (settle) await this.settle();
  }

  async setup(label: string, action: () => Promise<unknown>): Promise<void> {
    this.windows.push({ label, start: this.now() - CLOCK_MARGIN_MS, measured: false });
    await action();
  }

  /** Until the page has painted after the step, then a short pause, as a person takes. */
  async settle(): Promise<void> {
    await this.page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    await sleep(PAUSE_MS);
  }

  /**
   * Where to tap the element: its centre, after scrolling it to the middle of the screen unless it
   * is comfortably in view already. Input then goes to that point through CDP (touchscreen/mouse),
   * which does not wait for the page's main thread, so a tap during hydration waits inside the page,
   * where Event Timing sees it as input delay. `where`: 'flow' for content under the sticky header,
   * 'typing' for a field to type into (kept in the part of the screen an on-screen keyboard leaves),
   * 'fixed' for the header and the menu (never scrolled).
   */
  async pointFor(locator: Locator, where: 'flow' | 'typing' | 'fixed' = 'flow'): Promise<{ x: number; y: number }> {
    if (where !== 'fixed') {
      const inView = await this.pointInView(locator, where);
      if (inView) return inView;
      await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    }
    const box = await locator.boundingBox();
    if (!box) throw new Error(`no box for ${String(locator)}`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // A fixed banner or dialog over the element would take the tap (and measure something else).
    const covering = await locator.evaluate((element, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return !hit || element.contains(hit) ? null : hit.outerHTML.slice(0, 80);
    }, point);
    if (covering) throw new Error(`a tap on ${String(locator)} would land on ${covering}`);
    return point;
  }

  /** The element's centre if it is in view already (below the sticky header), else null. */
  async pointInView(locator: Locator, where: 'flow' | 'typing'): Promise<{ x: number; y: number } | null> {
    const box = await locator.boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport || !box.width) return null;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const bottom = where === 'typing' ? viewport.height * 0.6 : viewport.height - 40;
    return point.y > 100 && point.y < bottom ? point : null;
  }

  async tap(point: { x: number; y: number }): Promise<void> {
    if (this.touch) await this.page.touchscreen.tap(point.x, point.y);
    else await this.page.mouse.click(point.x, point.y);
  }

  /** Runs one group of steps; a failure is noted and the visit goes on with the next group. */
  async group(name: string, steps: () => Promise<void>): Promise<void> {
    try {
      await steps();
    } catch (error) {
      this.notes.push(`${name}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    }
  }
}

/** Values for the remaining required fields, by type and name; set in the page (no interactions). */
async function fillRequired(form: Locator, skip: string | null): Promise<string[]> {
  return form.evaluate((element, skipName) => {
    const filled: string[] = [];
    const set = (control: HTMLInputElement | HTMLTextAreaElement, value: string) => {
      const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
    for (const control of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input[required], textarea[required], select[required]',
    )) {
      if (control.name === skipName || control.closest('[aria-hidden="true"]')) continue;
      if (control instanceof HTMLSelectElement) {
        if (!control.value) {
          control.value = [...control.options].find((o) => o.value)?.value ?? '';
          control.dispatchEvent(new Event('change', { bubbles: true }));
          filled.push(control.name);
        }
      } else if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
        const group = element.querySelectorAll<HTMLInputElement>(`input[name="${control.name}"]`);
        if (![...group].some((c) => c.checked)) {
          control.checked = true;
          control.dispatchEvent(new Event('change', { bubbles: true }));
          filled.push(control.name);
        }
      } else if (!control.value) {
        const name = `${control.name} ${control.type}`.toLowerCase();
        set(
          control,
          /mail/.test(name)
            ? 'maria@shop.example.bg'
            : /url|website/.test(name)
              ? 'https://shop.example.bg'
              : /phone|tel/.test(name)
                ? '+359 88 123 4567'
                : 'Maria Ivanova',
        );
        filled.push(control.name);
      }
    }
    return filled;
  }, skip);
}

async function formSteps(visit: Visit): Promise<void> {
  const { page } = visit;
  const form = page.locator('form.lead-form').first();
  if (!(await form.count())) return;
  await visit.group('form', async () => {
    const fields = form.locator('input:is([type=text],[type=email],[type=tel],[type=url]):not([tabindex="-1"])');
    const first = fields.first();
    const email = form.locator('input[name*=email]:not([tabindex="-1"])').first();
    await visit.setup('form: scroll to it', async () => {
      // The first field a quarter down the screen: a phone keeps the field being typed into above
      // its on-screen keyboard. (Headless Chromium also stops presenting frames while someone types
      // into a field near the bottom edge, which would show up as seconds of latency.)
      await first.evaluate((field) => {
        const top = field.getBoundingClientRect().top - innerHeight / 4;
        scrollBy({ top, behavior: 'instant' });
      });
    });
    const point = await visit.pointFor(first, 'typing');
    // Found now: asking the page once typing has begun would wait for hydration to finish.
    const emailPoint = (await email.count()) ? await visit.pointInView(email, 'typing') : null;
    await visit.measure('form: tap field', () => visit.tap(point), false);
    await sleep(TAP_TO_TYPE_MS);
    await visit.measure('form: type', () => page.keyboard.type('Maria Ivanova', { delay: KEY_DELAY_MS }));
    // A person goes on to the next field while the island may still be loading or hydrating.
    if (await email.count()) {
      const next = emailPoint ?? (await visit.pointFor(email, 'typing'));
      await visit.measure('form: next field', async () => {
        await visit.tap(next);
        await sleep(TAP_TO_TYPE_MS);
        await page.keyboard.type('maria@shop.bg', { delay: KEY_DELAY_MS });
      });
    }
    // The privacy consent where the form has one, else its first checkbox.
    const privacy = form.locator('input[type=checkbox][name=privacy_policy]');
    const checkbox = (await privacy.count()) ? privacy : form.locator('input[type=checkbox]:visible').first();
    const checkboxName = (await checkbox.count()) ? await checkbox.getAttribute('name') : null;
    await visit.setup('form: fill the other required fields', async () => {
      // The typed name stays; the field gets its full value only if it is required and still empty.
      await fillRequired(form, checkboxName);
    });
    if (checkboxName !== null) {
      const box = await visit.pointFor(checkbox);
      await visit.measure('form: tick checkbox', () => visit.tap(box));
      if (!(await checkbox.isChecked())) visit.notes.push('form: the checkbox did not tick');
    }
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    );
    const submit = await visit.pointFor(form.locator('button[type=submit]'));
    const sent = page
      .locator('dialog.lead-modal[open]')
      .or(form.locator('.lead-form__status--success:not(:empty)'))
      .first();
    await visit.measure('form: submit', async () => {
      await visit.tap(submit);
      await Promise.race([
        sent.waitFor({ state: 'visible', timeout: 20_000 }),
        page.waitForURL(/\/thank-you/, { timeout: 20_000 }),
      ]);
    });
    if (/\/thank-you/.test(page.url())) throw new Error('submitted without JavaScript (the island was not hydrated)');
    const modal = page.locator('dialog.lead-modal[open]');
    if (await modal.count()) {
      await visit.setup('form: close the success dialog', async () => {
        await modal.getByRole('button').click();
        await modal.waitFor({ state: 'hidden' });
      });
    }
  });
}

async function roiSteps(visit: Visit): Promise<void> {
  const input = visit.page.locator('.roi__form input').first();
  if (!(await input.count())) return;
  await visit.group('ROI', async () => {
    const point = await visit.pointFor(input, 'typing');
    await visit.measure('ROI: tap input', () => visit.tap(point), false);
    await sleep(TAP_TO_TYPE_MS);
    await visit.measure('ROI: type', async () => {
      await visit.page.keyboard.press('ControlOrMeta+A');
      await visit.page.keyboard.type('12', { delay: KEY_DELAY_MS });
    });
  });
}

async function cookieSteps(visit: Visit): Promise<void> {
  const toggle = visit.page.locator('.cookie-manager input[role=switch][name]').first();
  if (!(await toggle.count())) return;
  await visit.group('cookies', async () => {
    // Disabled until the manager has read the stored choice: a person cannot toggle it before.
    await toggle.and(visit.page.locator(':enabled')).waitFor({ timeout: 20_000 });
    const point = await visit.pointFor(toggle);
    await visit.measure('cookies: toggle', () => visit.tap(point));
  });
}

async function faqSteps(visit: Visit): Promise<void> {
  const summary = visit.page.locator('details.accordion__item > summary').first();
  if (!(await summary.count())) return;
  await visit.group('FAQ', async () => {
    const point = await visit.pointFor(summary);
    await visit.measure('FAQ: open', () => visit.tap(point));
    if (!(await summary.locator('xpath=..').evaluate((d) => (d as HTMLDetailsElement).open)))
      visit.notes.push('FAQ: the item did not open');
  });
}

async function menuSteps(visit: Visit): Promise<void> {
  const { page } = visit;
  const burger = page.locator('.site-header__burger');
  if (!(await burger.isVisible())) return;
  await visit.group('menu', async () => {
    // Scrolled down, some pages slide a fixed banner over the header; a person scrolls back up.
    await visit.setup('menu: back to the top', async () => {
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      await visit.settle();
    });
    const open = await visit.pointFor(burger, 'fixed');
    await visit.measure('menu: open', () => visit.tap(open));
    const menu = page.locator('#mobile-menu');
    await menu.and(page.locator(':popover-open')).waitFor({ timeout: 5000 });
    const close = await visit.pointFor(menu.locator('.mobile-menu__close'), 'fixed');
    await visit.measure('menu: close', () => visit.tap(close));
    await menu.waitFor({ state: 'hidden', timeout: 5000 });
  });
}

const STEPS: Record<string, (visit: Visit) => Promise<void>> = {
  form: formSteps,
  roi: roiSteps,
  cookies: cookieSteps,
  faq: faqSteps,
  menu: menuSteps,
};
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

interface PageResult {
  formFactor: FormFactor;
  summary: PageSummary;
  runs: RunResult[];
  /** 1-minute load average when the page's runs ended: other work on the machine inflates latency. */
  loadAverage: number;
}

const ms = (n: number | null, from: number | null) =>
  n === null || from === null ? 'n/a' : `${n >= from ? '+' : ''}${Math.round(n - from)} ms`;

/** For each page over the target: where the worst step's time went, and when its islands loaded. */
function explain(result: PageResult): string[] {
  const worst = result.summary.worst;
  if (!worst || worst.latency <= INTERACTION_TARGET_MS) return [];
  const lines = [`- **${result.summary.route}**: ${worst.label} ${Math.round(worst.latency)} ms (median)`];
  const run = result.runs.find((r) => r.actions.some((a) => a.label === worst.label && a.latency >= worst.latency));
  const slowest = run?.actions.find((a) => a.label === worst.label)?.slowest;
  if (slowest) {
    lines.push(
      `  - slowest interaction (${slowest.events.join('/')} on ${slowest.target || 'unknown'}): input delay ${Math.round(slowest.inputDelay)} ms, processing ${Math.round(slowest.processing)} ms, presentation ${Math.round(slowest.presentation)} ms`,
    );
  }
  for (const island of run?.islands ?? []) {
    lines.push(
      `  - island ${island.component.replace(/^\/_astro\//, '')}, relative to the first step: script requested ${ms(island.requestedAt, run!.firstStepAt)}, loaded ${ms(island.loadedAt, run!.firstStepAt)}, hydrated ${ms(island.hydratedAt, run!.firstStepAt)}`,
    );
  }
  return lines;
}

function writeReport(): string {
  const sections = [
    '# Interaction latency benchmark',
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC: Playwright driving Debian Chromium (headless) against the built site served like Netlify; median of ${runs} run(s) per page, each in a fresh browser context (empty cache). Per step, the latency of its slowest interaction (Event Timing: longest entry duration per interactionId, as INP; threshold ${DURATION_THRESHOLD_MS} ms, so "<${DURATION_THRESHOLD_MS}" means faster), in ms; over ${INTERACTION_TARGET_MS} ms is marked ⚠. The first step on a page with a form is its first interaction and pays for the island's download and hydration.`,
    '',
    `Machine: ${cpus().length} CPU cores, 1-minute load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end${loadBefore > cpus().length || loadavg()[0]! > busyLoad ? ' (busy: latencies are inflated; re-run on an idle machine)' : ''}.`,
  ];
  for (const formFactor of forms) {
    const rows = results.filter((r) => r.formFactor === formFactor);
    if (!rows.length) continue;
    sections.push('', `## ${PROFILES[formFactor].label}`, '', formatTable(rows.map((r) => r.summary)));
    const why = rows.flatMap(explain);
    if (why.length) sections.push('', 'Over the target:', '', ...why);
    const notes = rows.flatMap((r) =>
      [...new Set(r.runs.flatMap((run) => run.notes))].map((note) => `- ${r.summary.route}: ${note}`),
    );
    const busy = rows.filter((r) => r.loadAverage > busyLoad);
    if (busy.length)
      notes.push(
        `- measured while the machine was busy (load average above ${busyLoad} at the end of the page's runs): ${busy.map((r) => `${r.summary.route} (${r.loadAverage.toFixed(1)})`).join(', ')}`,
      );
    if (notes.length) sections.push('', 'Notes:', '', ...notes);
  }
  if (failures.length) sections.push('', `Could not measure: ${failures.join('; ')}.`);
  const mobile = results.filter((r) => r.formFactor === 'mobile').map((r) => r.summary);
  sections.push('', missSummary(mobile.length ? mobile : results.map((r) => r.summary)));
  const markdown = sections.join('\n') + '\n';
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
