/**
 * One Lighthouse result as a sample of figures, a route's samples combined into medians, and the
 * mobile targets a route misses (scripts/bench/lighthouse.ts runs Lighthouse; lighthouse-report.ts
 * writes these up).
 */
import { median } from './interaction-latency.ts';
import { MOBILE_TARGETS, WEBGL_ROUTES } from './perf-targets.ts';

export type FormFactor = 'mobile' | 'desktop';
const RESOURCE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * Lighthouse's main-thread task groups ("Minimize main-thread work"), largest first as they usually
 * come. "other" is the time inside tasks that no traced event of the other groups covers.
 */
export const TASK_GROUPS = [
  'other',
  'styleLayout',
  'scriptEvaluation',
  'parseHTML',
  'paintCompositeRender',
  'scriptParseCompile',
  'garbageCollection',
] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

/** A figure for every task group. */
const perTaskGroup = (value: (group: TaskGroup) => number) =>
  Object.fromEntries(TASK_GROUPS.map((group) => [group, value(group)])) as Record<TaskGroup, number>;

export interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Main-thread work in ms (Lighthouse "Minimize main-thread work", throttled), and its share by task group. */
  mainThreadMs: number;
  mainThreadGroups: Record<TaskGroup, number>;
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

export interface RouteResult extends Omit<Sample, 'misses' | 'lcpElement' | 'mainThread'> {
  lcpElement: string;
  mainThread: string[];
  route: string;
  formFactor: FormFactor;
  runs: number;
  /** The runs with a TBT: Lighthouse has none when the page never became interactive (NO_TTI_CPU_IDLE_PERIOD). */
  tbtRuns: number;
  misses: string[];
}

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
export interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { message: string };
}

/** The breakdown's items as ms per group; a group Lighthouse does not list took no time. */
function taskGroups(items: ReadonlyArray<Record<string, unknown>>): Record<TaskGroup, number> {
  const groups = perTaskGroup(() => 0);
  for (const item of items) {
    if ((TASK_GROUPS as readonly unknown[]).includes(item.group))
      groups[item.group as TaskGroup] += Number(item.duration ?? 0);
  }
  return groups;
}

export function sample(lhr: LhResult): Sample {
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
    mainThreadGroups: taskGroups(lhr.audits['mainthread-work-breakdown']?.details?.items ?? []),
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

export function combine(route: string, formFactor: FormFactor, samples: Sample[]): RouteResult {
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
    mainThreadGroups: perTaskGroup((group) => m((s) => s.mainThreadGroups[group])),
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

export const kb = (n: number) => (n / 1024).toFixed(1);
export const seconds = (ms: number) => (ms / 1000).toFixed(2);
