import { describe, expect, it } from 'vitest';
import { lighthouseReport, type LighthouseReportInput } from '../../scripts/bench/lib/lighthouse-report.ts';
import type { RouteResult } from '../../scripts/bench/lib/lighthouse-sample.ts';

const route = (path: string, over: Partial<RouteResult> = {}): RouteResult => ({
  route: path,
  formFactor: 'mobile',
  runs: 3,
  tbtRuns: 3,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 900,
  tbt: 10,
  mainThreadMs: 700,
  mainThreadGroups: {
    other: 400,
    styleLayout: 90,
    scriptEvaluation: 150,
    parseHTML: 30,
    paintCompositeRender: 20,
    scriptParseCompile: 10,
    garbageCollection: 0,
  },
  longestTaskMs: 60,
  cls: 0,
  speedIndex: 1500,
  bytes: { document: 8192, script: 2048, stylesheet: 4096, font: 0, image: 1024, total: 15360 },
  requests: 9,
  misses: [],
  lcpElement: '',
  mainThread: [],
  ...over,
});

const input = (over: Partial<LighthouseReportInput> = {}): LighthouseReportInput => ({
  started: new Date('2026-11-27T13:48:30Z'),
  lighthouseVersion: '13.5.0',
  http2: true,
  runs: 3,
  desktopRuns: 1,
  cpuCores: 2,
  loadBefore: 1.2,
  loadAfter: 1.5,
  runSeconds: [7, 9, 8],
  throttlingMethod: 'simulate',
  forms: ['mobile', 'desktop'],
  results: [
    route('/'),
    route('/about', { tbt: 70, lcpElement: 'Hero <h1>', misses: ['max-potential-fid: FID (170 ms)'] }),
  ],
  failures: [],
  root: '/site/dist',
  reference: null,
  ...over,
});

describe('lighthouseReport', () => {
  it('writes the run, the machine, a table per form factor measured and the worst figure per metric', () => {
    const markdown = lighthouseReport(input());
    expect(markdown).toContain(
      'Measured 2026-11-27 13:48 UTC with Lighthouse 13.5.0, Debian Chromium (headless), the built site served like Netlify (HTTP/2,',
    );
    expect(markdown).toContain('median of 3 run(s) per page on mobile and 1 on desktop.');
    expect(markdown).toContain(
      'Machine: 2 CPU cores, 1-minute load average 1.2 at the start and 1.5 at the end. One Lighthouse run took 8 s (median of 3).',
    );
    expect(markdown).toContain('## Mobile (simulated slow 4G, 4x CPU slowdown)');
    // No desktop results: no desktop section.
    expect(markdown).not.toContain('## Desktop');
    expect(markdown).toContain(
      '| / | 100 | 100 | 100 | 100 | 0.80 | 0.90 | 10 | 60 | 700 | 90 | 0.000 | 1.50 | 8.0 | 2.0 | 4.0 | 0.0 | 1.0 | 15.0 | 9 |',
    );
    expect(markdown).toContain('Worst per metric: performance 100 (/); accessibility 100 (/);');
    expect(markdown).toContain('TBT 70 ms (/about)');
    expect(markdown.endsWith('\n')).toBe(true);
  });

  it('lists each route that misses a mobile target with its LCP element and failing audits', () => {
    const markdown = lighthouseReport(input());
    expect(markdown).toContain(
      '## Mobile targets missed\n\n- **/about**: TBT 70 ms\n  - LCP element: `Hero <h1>`\n  - max-potential-fid: FID (170 ms)',
    );
    expect(lighthouseReport(input({ results: [route('/')] }))).toContain(
      '## Mobile targets missed\n\nNone: every route meets',
    );
  });

  it('marks a busy machine, names the pages it could not measure and sets ours beside a reference', () => {
    const markdown = lighthouseReport(
      input({
        loadBefore: 3.5,
        failures: ['mobile /pricing'],
        throttlingMethod: 'devtools',
        reference: { root: '/ref/dist', config: null, results: [route('/', { tbt: 5 })] },
      }),
    );
    expect(markdown).toContain('(busy: CPU-bound figures such as TBT are inflated; re-run on an idle machine)');
    expect(markdown).toContain('Lighthouse could not measure: mobile /pricing.');
    expect(markdown).toContain('## Beside the reference (mobile)');
    expect(markdown).toContain(
      'Ours (`/site/dist`) / the reference (`/ref/dist`, served the same way with its own `_headers`)',
    );
    expect(markdown).toContain('### Where the main-thread work goes (mobile)');
    expect(markdown).toContain('| / | 400 / 400 | 90 / 90 |');
    expect(markdown).toContain('## Mobile (slow 4G and 4x CPU applied by DevTools)');
  });
});
