/**
 * Module preloads for the built pages (src/integrations/module-preload.ts).
 *
 * Each page's module scripts import small shared chunks, which import others: the cookie banner's
 * script imports the consent chunk, which imports the analytics chunk. A browser finds each level
 * only once the one above it has arrived, so on a slow connection every level costs a round trip
 * before the scripts can run, and the load event (and with it the splash, which waits for load)
 * waits for the deepest chain. A `<link rel="modulepreload">` for every chunk a page's scripts
 * import statically lets the browser ask for all of them at once (docs/first-paint.md).
 *
 * Dynamic imports are left alone: they load on demand (GSAP, rough-notation, the islands).
 */
import { init, parse } from 'es-module-lexer';
import { firstFlightEnd, inBodyStylesheetsStart } from './first-flight.ts';

/** The `src` of each external module script of a page, in document order. */
export const moduleScriptSrcs = (html: string): string[] =>
  [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*>/g)].map((match) => match[1] ?? '');

/** The specifiers a module imports statically (`import`, `export … from`), not `import()`. */
export async function staticImports(source: string): Promise<string[]> {
  await init();
  const [imports] = parse(source);
  return imports.flatMap((entry) =>
    entry.type === 'static' || entry.type === 'reexport-star' ? [entry.specifier] : [],
  );
}

/**
 * Every module the entries import statically, directly or through other modules, as site paths,
 * in the order they are first reached; the entries themselves are left out. `importsOf` gives a
 * module's static import specifiers (relative ones are resolved against the module's own path;
 * bare or remote ones are not files of the site and are skipped).
 */
export async function staticImportClosure(
  entries: readonly string[],
  importsOf: (path: string) => Promise<readonly string[]>,
): Promise<string[]> {
  const reached = new Set<string>(entries);
  const found: string[] = [];
  const queue = [...entries];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const specifier of await importsOf(path)) {
      if (!/^\.{0,2}\//.test(specifier)) continue;
      const target = new URL(specifier, `https://site${path}`).pathname;
      if (reached.has(target)) continue;
      reached.add(target);
      found.push(target);
      queue.push(target);
    }
  }
  return found;
}

const preloadLinks = (paths: readonly string[], attributes = ''): string =>
  paths.map((path) => `<link rel="modulepreload" href="${path}"${attributes}>`).join('');

/**
 * The page with a modulepreload link for each chunk its module scripts import, and for each module
 * script after its parser guard (src/lib/node/first-flight.ts), at the end of its first screen: just
 * before its in-body stylesheet links. Chromium stops parsing at an in-body stylesheet and its
 * preload scanner does not look past it either, so anything after the links was asked for only once
 * the stylesheets had arrived, a round trip later. `fetchpriority="low"` lets the stylesheets and
 * the first screen's images go first. Null when the page has no parser guard; the page itself when
 * it has nothing to preload. These links count in the first flight: the build keeps them only when
 * the page, as published, still fits (src/integrations/module-preload.ts).
 */
export function earlyModulePreloads(html: string, chunks: readonly string[]): string | null {
  const guardEnd = firstFlightEnd(html);
  const linksStart = inBodyStylesheetsStart(html);
  if (guardEnd === null || linksStart === null) return null;
  const paths = [...new Set([...chunks, ...moduleScriptSrcs(html.slice(guardEnd))])];
  if (paths.length === 0) return html;
  return html.slice(0, linksStart) + preloadLinks(paths, ' fetchpriority="low"') + html.slice(linksStart);
}

/**
 * The page with a modulepreload link for each chunk its module scripts import, where there is no
 * room for them in the first flight: just after the parser guard, or, without a guard, just before
 * the first module script (the browser asks for the whole graph about when it meets the first
 * script that needs part of it).
 */
export function lateModulePreloads(html: string, chunks: readonly string[]): string {
  if (chunks.length === 0) return html;
  const firstScript = html.search(/<script type="module"[^>]*\ssrc="/);
  if (firstScript < 0) throw new Error('no module script to put the module preloads before');
  const at = Math.max(firstScript, firstFlightEnd(html) ?? 0);
  return html.slice(0, at) + preloadLinks(chunks) + html.slice(at);
}

/**
 * The page with its module preloads: early (earlyModulePreloads) when `fitsFirstFlight` says the
 * page with them there still fits, late (lateModulePreloads) otherwise.
 */
export function withModulePreloads(
  html: string,
  chunks: readonly string[],
  fitsFirstFlight: (page: string) => boolean,
): string {
  const early = earlyModulePreloads(html, chunks);
  if (early === html) return html;
  return early !== null && fitsFirstFlight(early) ? early : lateModulePreloads(html, chunks);
}

const PRELOAD_HREF = /<link rel="modulepreload" href="([^"]+)"/g;

/**
 * Whether a page asks for every module its scripts need within its first flight: no modulepreload
 * link after the parser guard, and a preload before it for every module script after it. True for a
 * page without a guard. A first screen that leaves no room for its module preloads fails this: they
 * bring the load event, and with it the splash's end, about 0.5 s sooner on slow 4G.
 */
export function preloadsInFirstFlight(html: string): boolean {
  const guardEnd = firstFlightEnd(html);
  if (guardEnd === null) return true;
  const [first, rest] = [html.slice(0, guardEnd), html.slice(guardEnd)];
  if (rest.includes('rel="modulepreload"')) return false;
  const preloaded = new Set([...first.matchAll(PRELOAD_HREF)].map((match) => match[1]));
  return moduleScriptSrcs(rest).every((src) => preloaded.has(src));
}
