/**
 * The Lighthouse benchmark's report (.bench/report.md): the medians per route as a table, the worst
 * figure per metric, the comparison with a reference build and the mobile targets missed.
 */
import { markdownTable, numeric } from './markdown-table.ts';
import { median } from './interaction-latency.ts';
import { compareRoutes, comparisonTable, comparisonVerdict, taskGroupTable } from './reference.ts';
import { kb, missedTargets, seconds, type FormFactor, type RouteResult } from './lighthouse-sample.ts';

/** What the report says, as scripts/bench/lighthouse.ts measured it. */
export interface LighthouseReportInput {
  started: Date;
  lighthouseVersion: string;
  http2: boolean;
  /** Runs per page on mobile and on desktop. */
  runs: number;
  desktopRuns: number;
  cpuCores: number;
  loadBefore: number;
  loadAfter: number;
  /** Seconds each Lighthouse run took. */
  runSeconds: number[];
  throttlingMethod: 'devtools' | 'simulate';
  forms: FormFactor[];
  results: RouteResult[];
  failures: string[];
  /** Our build's folder, and the reference's when there is one. */
  root: string;
  reference: { root: string; config: string | null; results: RouteResult[] } | null;
}

const REPORT_COLUMNS = [
  { title: 'route' },
  ...['perf', 'a11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'longest task ms', 'main thread ms'].map(numeric),
  ...['style + layout ms', 'CLS', 'SI s', 'doc KB', 'JS KB', 'CSS KB', 'font KB', 'img KB', 'total KB'].map(numeric),
  numeric('requests'),
];

function lighthouseTable(results: RouteResult[]): string {
  return markdownTable(
    REPORT_COLUMNS,
    results.map((r) => [
      r.route,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      seconds(r.fcp),
      seconds(r.lcp),
      Math.round(r.tbt),
      Math.round(r.longestTaskMs),
      Math.round(r.mainThreadMs),
      Math.round(r.mainThreadGroups.styleLayout),
      r.cls.toFixed(3),
      seconds(r.speedIndex),
      kb(r.bytes.document),
      kb(r.bytes.script),
      kb(r.bytes.stylesheet),
      kb(r.bytes.font),
      kb(r.bytes.image),
      kb(r.bytes.total),
      r.requests,
    ]),
  );
}

function worstLine(results: RouteResult[]): string {
  const worst = (
    label: string,
    value: (r: RouteResult) => number,
    higherIsWorse: boolean,
    fmt: (n: number) => string,
  ) => {
    const pick = results.reduce((a, b) => ((higherIsWorse ? value(b) > value(a) : value(b) < value(a)) ? b : a));
    return `${label} ${fmt(value(pick))} (${pick.route})`;
  };
  return [
    worst('performance', (r) => r.performance, false, String),
    worst('accessibility', (r) => r.accessibility, false, String),
    worst('best practices', (r) => r.bestPractices, false, String),
    worst('SEO', (r) => r.seo, false, String),
    worst(
      'FCP',
      (r) => r.fcp,
      true,
      (n) => `${seconds(n)} s`,
    ),
    worst(
      'LCP',
      (r) => r.lcp,
      true,
      (n) => `${seconds(n)} s`,
    ),
    worst(
      'TBT',
      (r) => r.tbt,
      true,
      (n) => `${Math.round(n)} ms`,
    ),
    worst(
      'longest task',
      (r) => r.longestTaskMs,
      true,
      (n) => `${Math.round(n)} ms`,
    ),
    worst(
      'main-thread work',
      (r) => r.mainThreadMs,
      true,
      (n) => `${Math.round(n)} ms`,
    ),
    worst(
      'CLS',
      (r) => r.cls,
      true,
      (n) => n.toFixed(3),
    ),
    worst(
      'Speed Index',
      (r) => r.speedIndex,
      true,
      (n) => `${seconds(n)} s`,
    ),
    worst(
      'transfer',
      (r) => r.bytes.total,
      true,
      (n) => `${kb(n)} KB`,
    ),
  ].join('; ');
}

/** The report's markdown. */
export function lighthouseReport(input: LighthouseReportInput): string {
  const { started, lighthouseVersion, http2, runs, runSeconds, throttlingMethod, forms, results, failures, root } =
    input;
  const { loadBefore, reference } = input;
  const sections: string[] = [
    '# Lighthouse benchmark',
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC with Lighthouse ${lighthouseVersion}, Debian Chromium (headless), the built site served like Netlify (${http2 ? 'HTTP/2' : 'HTTP/1.1'}, compressed, netlify.toml headers); median of ${runs} run(s) per page on mobile and ${input.desktopRuns} on desktop.`,
    '',
    // Simulated throttling multiplies the CPU time it observes: on a busy machine TBT and LCP rise.
    `Machine: ${input.cpuCores} CPU cores, 1-minute load average ${loadBefore.toFixed(1)} at the start and ${input.loadAfter.toFixed(1)} at the end${loadBefore > input.cpuCores ? ' (busy: CPU-bound figures such as TBT are inflated; re-run on an idle machine)' : ''}. One Lighthouse run took ${runSeconds.length ? `${median(runSeconds).toFixed(0)} s (median of ${runSeconds.length})` : 'n/a'}.`,
  ];
  if (reference) {
    const mobile = compareRoutes(
      results.filter((r) => r.formFactor === 'mobile'),
      reference.results.filter((r) => r.formFactor === 'mobile'),
    );
    sections.push(
      '',
      '## Beside the reference (mobile)',
      '',
      `Ours (\`${root}\`) / the reference (\`${reference.root}\`, served the same way with its own \`_headers\`${reference.config ? ` and \`${reference.config}\`` : ''}), taking turns run by run, ${throttlingMethod === 'devtools' ? 'slow 4G and 4x CPU applied by DevTools' : 'simulated slow 4G, 4x CPU slowdown'}; medians. A route without a reference route is ours alone. TBT or main-thread work above the reference's is marked ⚠.`,
      '',
      comparisonTable(mobile),
      '',
      comparisonVerdict(mobile),
      '',
      '### Where the main-thread work goes (mobile)',
      '',
      'Lighthouse\'s task groups on each compared route, ours / the reference, medians of each group (so they need not add up to the total above). "Other" is the time in tasks that no event of the other groups covers.',
      '',
      taskGroupTable(mobile),
    );
  }
  for (const formFactor of forms) {
    const rows = results.filter((r) => r.formFactor === formFactor);
    if (!rows.length) continue;
    sections.push(
      '',
      `## ${formFactor === 'mobile' ? `Mobile (${throttlingMethod === 'devtools' ? 'slow 4G and 4x CPU applied by DevTools' : 'simulated slow 4G, 4x CPU slowdown'})` : 'Desktop (Lighthouse desktop config)'}`,
      '',
      lighthouseTable(rows),
      '',
      `Worst per metric: ${worstLine(rows)}.`,
    );
  }
  const mobile = results.filter((r) => r.formFactor === 'mobile');
  const failing = mobile.filter((r) => missedTargets(r).length);
  sections.push('', '## Mobile targets missed', '');
  if (!failing.length)
    sections.push(
      'None: every route meets performance, accessibility, best practices and SEO 100, LCP ≤ 1.0 s, TBT < 50 ms, CLS 0, transfer ≤ 40 KB.',
    );
  for (const r of failing) {
    sections.push(`- **${r.route}**: ${missedTargets(r).join(', ')}`);
    if (r.lcpElement) sections.push(`  - LCP element: \`${r.lcpElement.replace(/`/g, "'")}\``);
    if (r.mainThread.length)
      sections.push(`  - main-thread time by script (CPU-throttled): ${r.mainThread.join('; ')}`);
    for (const miss of r.misses) sections.push(`  - ${miss}`);
  }
  if (failures.length) sections.push('', `Lighthouse could not measure: ${failures.join(', ')}.`);
  return sections.join('\n') + '\n';
}
