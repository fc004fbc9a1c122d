import { describe, expect, it } from 'vitest';
import {
  formatLatency,
  formatTable,
  groupInteractions,
  latencyPerAction,
  median,
  missSummary,
  summarizePage,
  type EventEntry,
} from '../../scripts/bench/lib/interaction-latency.ts';

const entry = (over: Partial<EventEntry> & Pick<EventEntry, 'name' | 'interactionId' | 'startTime'>): EventEntry => ({
  duration: 24,
  processingStart: over.startTime + 2,
  processingEnd: over.startTime + 6,
  target: 'input[name=full_name]',
  ...over,
});

describe('groupInteractions', () => {
  it('takes the longest duration of the entries sharing an interactionId, as INP does', () => {
    const interactions = groupInteractions([
      entry({ name: 'pointerdown', interactionId: 7, startTime: 1000, duration: 32 }),
      entry({
        name: 'click',
        interactionId: 7,
        startTime: 1010,
        duration: 304,
        processingStart: 1150,
        processingEnd: 1250,
      }),
      entry({ name: 'pointerup', interactionId: 7, startTime: 1008, duration: 40 }),
      entry({ name: 'keydown', interactionId: 9, startTime: 2000, duration: 48 }),
    ]);
    expect(interactions).toHaveLength(2);
    expect(interactions[0]).toEqual({
      interactionId: 7,
      startTime: 1000,
      latency: 304,
      events: ['pointerdown', 'pointerup', 'click'],
      target: 'input[name=full_name]',
      inputDelay: 140,
      processing: 100,
      presentation: 64,
    });
    expect(interactions[1]).toMatchObject({ interactionId: 9, latency: 48, events: ['keydown'] });
  });

  it('leaves out entries without an interactionId (mouseover, input) and orders by start', () => {
    const interactions = groupInteractions([
      entry({ name: 'keydown', interactionId: 20, startTime: 500 }),
      entry({ name: 'input', interactionId: 0, startTime: 100, duration: 400 }),
      entry({ name: 'pointerdown', interactionId: 10, startTime: 50 }),
    ]);
    expect(interactions.map((i) => i.interactionId)).toEqual([10, 20]);
  });
});

describe('latencyPerAction', () => {
  const interactions = groupInteractions([
    entry({ name: 'click', interactionId: 1, startTime: 110, duration: 96 }),
    entry({ name: 'keydown', interactionId: 2, startTime: 300, duration: 40 }),
    entry({ name: 'keydown', interactionId: 3, startTime: 420, duration: 232 }),
    entry({ name: 'click', interactionId: 4, startTime: 900, duration: 400 }),
    entry({ name: 'click', interactionId: 5, startTime: 1500, duration: 56 }),
    entry({ name: 'click', interactionId: 6, startTime: 50, duration: 500 }),
  ]);

  it('gives each measured step the slowest interaction inside its window; setup and earlier ones count for none', () => {
    const steps = latencyPerAction(interactions, [
      { label: 'type', start: 250, measured: true },
      { label: 'tap field', start: 100, measured: true },
      { label: 'setup', start: 800, measured: false },
      { label: 'submit', start: 1400, measured: true },
      { label: 'open menu', start: 2000, measured: true },
    ]);
    expect(steps.map(({ label, latency, interactions: n }) => ({ label, latency, n }))).toEqual([
      { label: 'tap field', latency: 96, n: 1 },
      { label: 'type', latency: 232, n: 2 },
      { label: 'submit', latency: 56, n: 1 },
      { label: 'open menu', latency: 0, n: 0 },
    ]);
    expect(steps[1]!.slowest?.interactionId).toBe(3);
    expect(steps[3]!.slowest).toBeNull();
  });
});

describe('median', () => {
  it('middle value, mean of the two middle ones, NaN for none', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([])).toBeNaN();
    // A run in which Lighthouse could not compute a figure (TBT on a page that never went quiet).
    expect(median([120, Number.NaN, 80])).toBe(100);
    expect(median([null, 70])).toBe(70);
    expect(median([Number.NaN])).toBeNaN();
  });
});

describe('summarizePage', () => {
  it('medians per step over the runs that performed it, and the worst step', () => {
    const run = (tap: number, submit?: number) => [
      { label: 'tap field', latency: tap, interactions: 1, slowest: null },
      ...(submit === undefined ? [] : [{ label: 'submit', latency: submit, interactions: 1, slowest: null }]),
    ];
    const page = summarizePage('/contact', [run(280, 40), run(120, 56), run(240)]);
    expect(page.runs).toBe(3);
    expect(page.actions).toEqual([
      { label: 'tap field', median: 240, runs: [280, 120, 240] },
      { label: 'submit', median: 48, runs: [40, 56] },
    ]);
    expect(page.worst).toEqual({ label: 'tap field', latency: 240 });
    expect(summarizePage('/about', []).worst).toBeNull();
  });
});

describe('formatting', () => {
  it('marks latencies over the target and shows entries under the threshold as <16', () => {
    expect(formatLatency(0)).toBe('<16');
    expect(formatLatency(200)).toBe('200');
    expect(formatLatency(208)).toBe('**208 ⚠**');
    expect(formatLatency(Number.NaN)).toBe('–');
  });

  const pages = [
    {
      route: '/',
      runs: 3,
      actions: [
        { label: 'form: tap field', median: 312, runs: [] },
        { label: 'open menu', median: 24, runs: [] },
      ],
      worst: { label: 'form: tap field', latency: 312 },
    },
    {
      route: '/faqs',
      runs: 3,
      actions: [
        { label: 'open FAQ', median: 0, runs: [] },
        { label: 'open menu', median: 40, runs: [] },
      ],
      worst: { label: 'open menu', latency: 40 },
    },
  ];

  it('one column per step in first-seen order, blank where a page has no such step', () => {
    expect(formatTable(pages)).toBe(
      [
        '| route | form: tap field | open menu | open FAQ | worst |',
        '|---|--:|--:|--:|--:|',
        '| / | **312 ⚠** | 24 |  | **312 ⚠** (form: tap field) |',
        '| /faqs |  | 40 | <16 | 40 (open menu) |',
      ].join('\n'),
    );
  });

  it('summary names each page over the target', () => {
    expect(missSummary(pages)).toBe('Interaction latency: 1 of 2 page(s) over 200 ms: / 312 ms (form: tap field).');
    expect(missSummary([pages[1]!])).toBe('Interaction latency: every page within 200 ms (worst step median).');
  });
});
