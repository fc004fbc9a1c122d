import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, rewritePages } from './after-build.ts';
import { firstFlightEnd, fitsFirstFlightAsPublished } from '../lib/node/first-flight.ts';
import {
  moduleScriptSrcs,
  staticImportClosure,
  staticImports,
  withModulePreloads,
} from '../lib/node/module-preload.ts';

/**
 * The chunks a built page's module scripts import statically, directly or not (each module is read
 * once for every page of the build under `root`).
 */
export function moduleChunks(root: string): (html: string) => Promise<string[]> {
  const importsByPath = new Map<string, Promise<string[]>>();
  const importsOf = (path: string) => {
    let imports = importsByPath.get(path);
    if (!imports) {
      imports = readFile(join(root, path), 'utf8').then(staticImports);
      importsByPath.set(path, imports);
    }
    return imports;
  };
  return (html) => staticImportClosure(moduleScriptSrcs(html), importsOf);
}

/**
 * After the build, gives every page a modulepreload link for each chunk its module scripts import
 * statically (src/lib/node/module-preload.ts), so that no import chain costs a round trip each;
 * where the first flight has room, at the end of the first screen, with the scripts that follow it.
 */
export function modulePreload(): AstroIntegration {
  return afterBuild('module-preload', async ({ root, logger }) => {
    const chunksOf = moduleChunks(root);
    const readAsset = (href: string) => readFileSync(join(root, href), 'utf8');
    const fitsFirstFlight = (page: string) => (html: string) => fitsFirstFlightAsPublished(html, page, readAsset);
    const afterGuard: string[] = [];
    const { pages, changed } = await rewritePages(root, async (html, page) => {
      const preloaded = withModulePreloads(html, await chunksOf(html), fitsFirstFlight(page));
      const guardEnd = firstFlightEnd(preloaded);
      const preloadedEarly = guardEnd === null || preloaded.slice(0, guardEnd).includes('rel="modulepreload"');
      if (preloaded !== html && !preloadedEarly) afterGuard.push(page);
      return preloaded;
    });
    logger.info(
      `modulepreload links on ${changed.length} of ${pages.length} pages; after the parser guard (no room in the first flight): ${afterGuard.join(', ') || 'none'}`,
    );
  });
}
