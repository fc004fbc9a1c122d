import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

export interface BuiltSite {
  /** The build folder (dist/ or OUT_DIR) as a file-system path. */
  root: string;
  /** The same folder as a URL, for resolving files inside it. */
  dir: URL;
  logger: AstroIntegrationLogger;
}

/**
 * A build step that works on the finished site in dist/: the steps in this folder all run once
 * Astro has written every page, in the order astro.config.mjs lists them.
 */
export function afterBuild(name: string, step: (site: BuiltSite) => Promise<void>): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:build:done': ({ dir, logger }) => step({ root: fileURLToPath(dir), dir, logger }),
    },
  };
}

/**
 * Every page of the built site (each .html file under `root`), as a path relative to it: the one
 * list of pages the build steps, the weighing scripts and the dist tests read
 * (scripts/lib/page-weight.ts turns it into site paths).
 */
export function builtPages(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

/**
 * Runs `rewrite` on every built page (its HTML and its path under `root`) and writes back the pages
 * it changed. Returns every page and the changed ones.
 */
export async function rewritePages(
  root: string,
  rewrite: (html: string, page: string) => string | Promise<string>,
): Promise<{ pages: string[]; changed: string[] }> {
  const pages = builtPages(root);
  const changed: string[] = [];
  for (const page of pages) {
    const path = join(root, page);
    const html = await readFile(path, 'utf8');
    const rewritten = await rewrite(html, page);
    if (rewritten === html) continue;
    await writeFile(path, rewritten);
    changed.push(page);
  }
  return { pages, changed };
}
