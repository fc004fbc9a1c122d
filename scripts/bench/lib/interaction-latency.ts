/**
 * INP-style interaction latency from Event Timing entries, for scripts/bench/interactions.ts.
 * DOM-free: the entries arrive as plain objects copied out of the page.
 *
 * An interaction is every `event` entry sharing one interactionId (pointerdown, pointerup and click
 * of a tap; keydown and keyup of a key press); its latency is the longest of their durations, which
 * is how INP measures one interaction. Entries under the observer's durationThreshold never arrive,
 * so an action without any entry was faster than that threshold.
 */
import { markdownTable, numeric } from './markdown-table.ts';

/** The target the latency goals are set against (INP "good"). */
export const INTERACTION_TARGET_MS = 200;

/** The PerformanceObserver threshold the benchmark uses (Event Timing's minimum). */
export const DURATION_THRESHOLD_MS = 16;

/** The fields of a PerformanceEventTiming entry the benchmark keeps, plus a short target name. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

export interface Interaction {
  interactionId: number;
  startTime: number;
  /** The longest duration of the interaction's entries (ms, rounded to 8 ms by the browser). */
  latency: number;
  /** Event types, in the order they started (e.g. pointerdown, pointerup, click). */
  events: string[];
  target: string;
  /** Where the longest entry's time went: waiting for the main thread, handlers, until the paint. */
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** Entries with an interactionId grouped into interactions, in the order they started. */
export function groupInteractions(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) {
    if (!(entry.interactionId > 0)) continue;
    const group = byId.get(entry.interactionId);
    if (group) group.push(entry);
    else byId.set(entry.interactionId, [entry]);
  }
  const interactions: Interaction[] = [];
  for (const [interactionId, group] of byId) {
    const ordered = [...group].sort((a, b) => a.startTime - b.startTime);
    const longest = ordered.reduce((a, b) => (b.duration > a.duration ? b : a));
    interactions.push({
      interactionId,
      startTime: ordered[0]!.startTime,
      latency: longest.duration,
      events: ordered.map((e) => e.name),
      target: longest.target || ordered.find((e) => e.target)?.target || '',
      inputDelay: Math.max(0, longest.processingStart - longest.startTime),
      processing: Math.max(0, longest.processingEnd - longest.processingStart),
      presentation: Math.max(0, longest.startTime + longest.duration - longest.processingEnd),
    });
  }
  return interactions.sort((a, b) => a.startTime - b.startTime);
}

/** One step of a scripted visit: from `start` (page time, ms) until the next step starts. */
export interface ActionWindow {
  label: string;
  start: number;
  /** false for setup steps (filling the remaining fields, closing a dialog): not reported. */
  measured: boolean;
}

export interface ActionLatency {
  label: string;
  /** The slowest interaction of the step; 0 when none reached the duration threshold. */
  latency: number;
  /** Interactions of the step that reached the threshold (a typed word has one per key). */
  interactions: number;
  slowest: Interaction | null;
}

/**
 * The latency of each measured step: the slowest interaction that started inside its window. An
 * interaction before the first window or inside a setup window belongs to no reported step.
 */
export function latencyPerAction(
  interactions: readonly Interaction[],
  windows: readonly ActionWindow[],
): ActionLatency[] {
  const ordered = [...windows].sort((a, b) => a.start - b.start);
  return ordered.flatMap((window, index) => {
    if (!window.measured) return [];
    const end = ordered[index + 1]?.start ?? Number.POSITIVE_INFINITY;
    const inside = interactions.filter((i) => i.startTime >= window.start && i.startTime < end);
    const slowest = inside.reduce<Interaction | null>((a, b) => (!a || b.latency > a.latency ? b : a), null);
    return [{ label: window.label, latency: slowest?.latency ?? 0, interactions: inside.length, slowest }];
  });
}

/** The median of the finite values (a run that could not measure a figure gives NaN or null: left out). */
export function median(values: readonly (number | null)[]): number {
  const sorted = values.filter((v): v is number => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface ActionSummary {
  label: string;
  /** Median over the runs that performed the step. */
  median: number;
  /** The step's latency in each run that performed it. */
  runs: number[];
}

export interface PageSummary {
  route: string;
  runs: number;
  actions: ActionSummary[];
  /** The step with the highest median: the page's worst interaction. */
  worst: { label: string; latency: number } | null;
}

/** Medians per step over a page's runs (steps in the order they were first performed). */
export function summarizePage(route: string, runs: readonly (readonly ActionLatency[])[]): PageSummary {
  const perLabel = new Map<string, number[]>();
  for (const run of runs) {
    for (const action of run) {
      const values = perLabel.get(action.label);
      if (values) values.push(action.latency);
      else perLabel.set(action.label, [action.latency]);
    }
  }
  const actions = [...perLabel].map(([label, values]) => ({ label, median: median(values), runs: values }));
  const worst = actions.reduce<ActionSummary | null>((a, b) => (!a || b.median > a.median ? b : a), null);
  return { route, runs: runs.length, actions, worst: worst ? { label: worst.label, latency: worst.median } : null };
}

/** A latency for the table: "<16" below the threshold, bold with a warning sign over the target. */
export function formatLatency(ms: number, target = INTERACTION_TARGET_MS): string {
  if (Number.isNaN(ms)) return '–';
  if (ms < DURATION_THRESHOLD_MS) return `<${DURATION_THRESHOLD_MS}`;
  const text = String(Math.round(ms));
  return ms > target ? `**${text} ⚠**` : text;
}

/**
 * One row per page, one column per step (in the order steps first appear over all pages), and the
 * page's worst step; "" where a page has no such step.
 */
export function formatTable(pages: readonly PageSummary[], target = INTERACTION_TARGET_MS): string {
  const labels: string[] = [];
  for (const page of pages)
    for (const action of page.actions) if (!labels.includes(action.label)) labels.push(action.label);
  return markdownTable(
    [{ title: 'route' }, ...[...labels, 'worst'].map(numeric)],
    pages.map((page) => {
      const cells = labels.map((label) => {
        const action = page.actions.find((a) => a.label === label);
        return action ? formatLatency(action.median, target) : '';
      });
      const worst = page.worst ? `${formatLatency(page.worst.latency, target)} (${page.worst.label})` : '–';
      return [page.route, ...cells, worst];
    }),
  );
}

/** The summary line: every page whose worst step is over the target, or that all are within it. */
export function missSummary(pages: readonly PageSummary[], target = INTERACTION_TARGET_MS): string {
  const misses = pages.filter((p) => p.worst && p.worst.latency > target);
  if (!misses.length) return `Interaction latency: every page within ${target} ms (worst step median).`;
  const list = misses.map((p) => `${p.route} ${Math.round(p.worst!.latency)} ms (${p.worst!.label})`).join(', ');
  return `Interaction latency: ${misses.length} of ${pages.length} page(s) over ${target} ms: ${list}.`;
}
