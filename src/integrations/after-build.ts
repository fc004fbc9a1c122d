import { readdirSync } from 'node:fs';
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
 * A build step that works on the finished site in dist/, once Astro has written every page
 * (astro.config.mjs lists them; the pages' own steps run in src/integrations/publish-pages.ts).
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
