/**
 * The interaction benchmark's report (.bench/interactions.md): per form factor the table of median
 * step latencies, for each page over the target where its worst step's time went and when its
 * islands loaded, and the notes of its runs.
 */
import {
  DURATION_THRESHOLD_MS,
  INTERACTION_TARGET_MS,
  formatTable,
  missSummary,
  type ActionLatency,
  type PageSummary,
} from './interaction-latency.ts';

export type FormFactor = 'mobile' | 'desktop';

/** An island's script download and hydration, in page time. */
export interface IslandTiming {
  component: string;
  requestedAt: number | null;
  loadedAt: number | null;
  hydratedAt: number | null;
}

export interface RunResult {
  actions: ActionLatency[];
  /** Page time of the first measured step, to read the island timings against. */
  firstStepAt: number | null;
  islands: IslandTiming[];
  notes: string[];
}

export interface PageResult {
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

/** What the report says, as scripts/bench/interactions.ts measured it. */
export interface InteractionReportInput {
  started: Date;
  runs: number;
  cpuCores: number;
  loadBefore: number;
  loadAfter: number;
  /** A load average above this means the machine was busy. */
  busyLoad: number;
  forms: FormFactor[];
  /** The heading of each form factor's section. */
  labels: Record<FormFactor, string>;
  results: PageResult[];
  failures: string[];
}

/** The report's markdown. */
export function interactionReport(input: InteractionReportInput): string {
  const { started, runs, loadBefore, loadAfter, busyLoad, forms, results, failures } = input;
  const sections = [
    '# Interaction latency benchmark',
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC: Playwright driving Debian Chromium (headless) against the built site served like Netlify; median of ${runs} run(s) per page, each in a fresh browser context (empty cache). Per step, the latency of its slowest interaction (Event Timing: longest entry duration per interactionId, as INP; threshold ${DURATION_THRESHOLD_MS} ms, so "<${DURATION_THRESHOLD_MS}" means faster), in ms; over ${INTERACTION_TARGET_MS} ms is marked ⚠. The first step on a page with a form is its first interaction and pays for the island's download and hydration.`,
    '',
    `Machine: ${input.cpuCores} CPU cores, 1-minute load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end${loadBefore > input.cpuCores || loadAfter > busyLoad ? ' (busy: latencies are inflated; re-run on an idle machine)' : ''}.`,
  ];
  for (const formFactor of forms) {
    const rows = results.filter((r) => r.formFactor === formFactor);
    if (!rows.length) continue;
    sections.push('', `## ${input.labels[formFactor]}`, '', formatTable(rows.map((r) => r.summary)));
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
  return sections.join('\n') + '\n';
}
