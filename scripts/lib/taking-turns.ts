import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { startServer } from '../serve/netlify-server.ts';

/** Every run of one build on one route. */
export interface TurnRow<T> {
  build: string;
  route: string;
  runs: T[];
}

/**
 * Serves each build on its own port and measures every route on every build in turn, run by run,
 * so that a change and its baseline meet the same machine load (docs/benchmarks.md). `headerFiles`
 * gives a build its own netlify.toml (another site); empty entries use the project's. Returns the
 * runs per build and route, and a line on the machine's load during the measuring.
 */
export async function measureTakingTurns<T>(options: {
  builds: readonly string[];
  headerFiles?: readonly string[];
  routes: readonly string[];
  runs: number;
  firstPort: number;
  /** Serve over HTTP/2 with this key and certificate, as Netlify does (the browser must accept it). */
  http2?: { key: Buffer; cert: Buffer } | undefined;
  /** Whether the build at this index is measured on a route (default: every build on every route). */
  measures?: (buildIndex: number, route: string) => boolean;
  measure: (url: string) => Promise<T>;
  /** Called with a route's rows once all its runs are done (to write a report a cut-short run keeps). */
  afterRoute?: (route: string, rows: TurnRow<T>[]) => void;
}): Promise<{ rows: TurnRow<T>[]; machine: string }> {
  const { builds, headerFiles = [], routes, runs, firstPort, http2, measure, afterRoute } = options;
  const measures = options.measures ?? (() => true);
  const servers = await Promise.all(
    builds.map((root, i) =>
      startServer({ root, configPath: resolve(headerFiles[i] || 'netlify.toml'), http2 }, firstPort + i),
    ),
  );
  const scheme = http2 ? 'https' : 'http';
  const loadBefore = loadavg()[0] ?? 0;
  const rows = routes.flatMap((route) =>
    builds.flatMap((build, i): TurnRow<T>[] => (measures(i, route) ? [{ build, route, runs: [] }] : [])),
  );
  try {
    for (const route of routes) {
      for (let run = 0; run < runs; run++)
        for (const [i, build] of builds.entries()) {
          const row = rows.find((candidate) => candidate.build === build && candidate.route === route);
          row?.runs.push(await measure(`${scheme}://127.0.0.1:${firstPort + i}${route}`));
        }
      afterRoute?.(
        route,
        rows.filter((row) => row.route === route),
      );
    }
  } finally {
    for (const server of servers) server.close();
  }
  const machine = `${cpus().length} CPU cores, 1-minute load average ${loadBefore.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
  return { rows, machine };
}
