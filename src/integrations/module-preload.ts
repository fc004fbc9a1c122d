import { firstFlightEnd, firstFlightFits } from '../lib/node/first-flight.ts';
import {
  earlyModulePreloads,
  lateModulePreloads,
  moduleScriptSrcs,
  staticImportClosure,
  staticImports,
} from '../lib/node/module-preload.ts';
import { PerPage, type BuiltPages, type PageStep } from '../lib/node/page-steps.ts';

/**
 * The chunks a built page's module scripts import statically, directly or not (each module is read
 * once for every page of the build).
 */
function moduleChunks(readAsset: BuiltPages['readAsset']): (html: string) => Promise<string[]> {
  const importsByPath = new Map<string, Promise<string[]>>();
  const importsOf = (path: string) => {
    let imports = importsByPath.get(path);
    if (!imports) {
      imports = staticImports(readAsset(path));
      importsByPath.set(path, imports);
    }
    return imports;
  };
  return (html) => staticImportClosure(moduleScriptSrcs(html), importsOf);
}

/**
 * Gives every page a modulepreload link for each chunk its module scripts import statically
 * (src/lib/node/module-preload.ts), so that no import chain costs a round trip each: at the end of
 * the first screen, with the scripts that follow it, where the page as published (the later steps
 * run on it) still fits the first flight; after the parser guard otherwise.
 */
export function modulePreloads({ readAsset }: Pick<BuiltPages, 'readAsset'>): PageStep {
  const chunksOf = moduleChunks(readAsset);
  const placed = new PerPage<{ changed: boolean; afterGuard: boolean }>();
  const place = async (html: string, publish: (html: string) => Promise<string>) => {
    const chunks = await chunksOf(html);
    const early = earlyModulePreloads(html, chunks);
    if (early === html) return html;
    if (early !== null && firstFlightFits(await publish(early), readAsset)) return early;
    return lateModulePreloads(html, chunks);
  };
  return {
    name: 'module-preload',
    rewrite: async (html, page, publish) => {
      const preloaded = await place(html, publish);
      const guardEnd = firstFlightEnd(preloaded);
      const preloadedEarly = guardEnd === null || preloaded.slice(0, guardEnd).includes('rel="modulepreload"');
      placed.set(page, { changed: preloaded !== html, afterGuard: preloaded !== html && !preloadedEarly });
      return preloaded;
    },
    summary: () => {
      const pages = placed.entries();
      const afterGuard = pages.filter(([, { afterGuard }]) => afterGuard).map(([page]) => page);
      return `modulepreload links on ${pages.filter(([, { changed }]) => changed).length} of ${pages.length} pages; after the parser guard (no room in the first flight): ${afterGuard.join(', ') || 'none'}`;
    },
  };
}
