import { readFile, readdir, writeFile } from 'node:fs/promises';
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

/** Every page of the built site (each .html file under `root`), as a path relative to it. */
export async function builtPages(root: string): Promise<string[]> {
  return (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
}

/**
 * Runs `rewrite` on every built page (its HTML and its path under `root`) and writes back the pages
 * it changed. Returns every page and the changed ones.
 */
export async function rewritePages(
  root: string,
  rewrite: (html: string, page: string) => string | Promise<string>,
): Promise<{ pages: string[]; changed: string[] }> {
  const pages = await builtPages(root);
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
