import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, builtPages, type BuiltSite } from './after-build.ts';
import { softHyphens } from './soft-hyphens.ts';
import { firstFlightCss } from './first-flight-css.ts';
import { modulePreloads } from './module-preload.ts';
import { cspPerPage } from './csp-per-page.ts';
import { writeContentEditor } from './cms-admin.ts';
import { publishPage, type BuiltPages, type PageStep } from '../lib/node/page-steps.ts';

/**
 * The page steps, in the order each page goes through them (src/lib/node/page-steps.ts):
 * - soft hyphens and no-break spaces in the Bulgarian text, before anything weighs the page;
 * - the first screen's CSS inline, the stylesheets after it: it weighs each candidate first screen
 *   with the steps below run on it;
 * - module preloads, at the end of the first screen where the published page still fits;
 * - each page's own CSP hashes, last: it admits the inline CSS and scripts the steps above wrote.
 */
export const pageSteps = (site: BuiltPages): PageStep[] => [
  softHyphens(),
  firstFlightCss(site),
  modulePreloads(site),
  cspPerPage(),
];

/** Every built page through pageSteps: each page is read once and written once (when it changed). */
async function publishEveryPage({ root, logger }: BuiltSite): Promise<void> {
  const started = performance.now();
  const pages = new Map<string, string>();
  for (const page of builtPages(root)) pages.set(page, await readFile(join(root, page), 'utf8'));
  const steps = pageSteps({ root, pages, readAsset: (href) => readFileSync(join(root, href), 'utf8') });
  let written = 0;
  for (const [page, html] of pages) {
    const published = await publishPage(html, page, steps);
    if (published === html) continue;
    await writeFile(join(root, page), published);
    written += 1;
  }
  for (const step of steps) logger.info(`${step.name}: ${step.summary()}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info(`${written} of ${pages.size} pages published through ${steps.length} steps in ${seconds} s`);
}

/**
 * After the build: the pages through their steps, then the content editor at /admin, which is its
 * own app with its own headers (netlify.toml), so the page steps never see or change its page.
 */
export function publishPages(): AstroIntegration {
  return afterBuild('publish-pages', async (site) => {
    await publishEveryPage(site);
    await writeContentEditor(site);
  });
}
