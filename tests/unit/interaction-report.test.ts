import { describe, expect, it } from 'vitest';
import {
  interactionReport,
  type InteractionReportInput,
  type PageResult,
} from '../../scripts/bench/lib/interaction-report.ts';
import { summarizePage, type ActionLatency } from '../../scripts/bench/lib/interaction-latency.ts';

const slowClose: ActionLatency = {
  label: 'menu: close',
  latency: 248,
  interactions: 1,
  slowest: {
    interactionId: 3,
    startTime: 2000,
    latency: 248,
    events: ['pointerdown', 'click'],
    target: 'button.mobile-menu__close',
    inputDelay: 183,
    processing: 9,
    presentation: 56,
  },
};
const open: ActionLatency = { label: 'menu: open', latency: 90, interactions: 1, slowest: null };

const page = (route: string, actions: ActionLatency[], over: Partial<PageResult> = {}): PageResult => ({
  formFactor: 'mobile',
  summary: summarizePage(route, [actions]),
  runs: [
    {
      actions,
      firstStepAt: 1000,
      islands: [{ component: '/_astro/Menu.js', requestedAt: 400, loadedAt: 900, hydratedAt: 1200 }],
      notes: ['FAQ: the item did not open'],
    },
  ],
  loadAverage: 1,
  ...over,
});

const input = (over: Partial<InteractionReportInput> = {}): InteractionReportInput => ({
  started: new Date('2026-11-27T13:48:30Z'),
  runs: 1,
  cpuCores: 2,
  loadBefore: 1,
  loadAfter: 1.5,
  busyLoad: 3,
  forms: ['mobile'],
  labels: { mobile: 'Mobile (phone)', desktop: 'Desktop (wide)' },
  results: [page('/', [open, slowClose]), page('/faqs', [open])],
  failures: [],
  ...over,
});

describe('interactionReport', () => {
  it('writes the run, the machine and a section per form factor with the table of medians', () => {
    const markdown = interactionReport(input());
    expect(markdown).toMatch(
      /^# Interaction latency benchmark\n\nMeasured 2026-11-27 13:48 UTC: .*median of 1 run\(s\)/,
    );
    expect(markdown).toContain('Machine: 2 CPU cores, 1-minute load average 1.0 at the start and 1.5 at the end.\n');
    expect(markdown).toContain('## Mobile (phone)');
    expect(markdown).not.toContain('## Desktop');
    expect(markdown).toContain('| / | 90 | **248 ⚠** | **248 ⚠** (menu: close) |');
    expect(markdown.trimEnd().split('\n').at(-1)).toBe(
      'Interaction latency: 1 of 2 page(s) over 200 ms: / 248 ms (menu: close).',
    );
  });

  it('explains a page over the target: its slowest interaction and when its islands loaded, relative to the first step', () => {
    const markdown = interactionReport(input());
    expect(markdown).toContain(
      'Over the target:\n\n- **/**: menu: close 248 ms (median)\n  - slowest interaction (pointerdown/click on button.mobile-menu__close): input delay 183 ms, processing 9 ms, presentation 56 ms\n  - island Menu.js, relative to the first step: script requested -600 ms, loaded -100 ms, hydrated +200 ms',
    );
    expect(markdown).not.toContain('- **/faqs**');
  });

  it('notes each run note once per page, a busy machine and the pages it could not measure', () => {
    const markdown = interactionReport(
      input({ results: [page('/', [open], { loadAverage: 4.2 })], failures: ['mobile /contact'], loadAfter: 4.2 }),
    );
    expect(markdown).toContain('(busy: latencies are inflated; re-run on an idle machine)');
    expect(markdown).toContain(
      "Notes:\n\n- /: FAQ: the item did not open\n- measured while the machine was busy (load average above 3 at the end of the page's runs): / (4.2)",
    );
    expect(markdown).toContain('Could not measure: mobile /contact.');
  });
});
