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
