/**
 * The mobile performance targets (issue 14), read by the benchmark (scripts/bench/lib/lighthouse-sample.ts), its
 * summary (scripts/bench/summary.ts) and the interaction report. Byte budgets that gate every
 * build are in tests/budgets.json.
 */
import { INTERACTION_TARGET_MS } from './interaction-latency.ts';

export const MOBILE_TARGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Largest Contentful Paint at most 1.0 s. */
  lcpMs: 1000,
  tbtMs: 50,
  /** CLS 0: anything that rounds to 0.000 passes. */
  cls: 0.0005,
  /** First-visit transfer, on routes without WebGL. */
  transferBytes: 40 * 1024,
  jsBeforeInteractionBytes: 10 * 1024,
  firstFlightBytes: 14 * 1024,
  interactionMs: INTERACTION_TARGET_MS,
} as const;

/** The cloud background is the route's WebGL: the transfer target leaves it out. */
export const WEBGL_ROUTES: ReadonlySet<string> = new Set(['/event']);
