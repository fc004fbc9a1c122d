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
import { firstFlightEnd } from './first-flight.ts';

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

/**
 * The page with a modulepreload link for each path, just before its first module script, but never
 * inside the first flight (src/lib/build/first-flight.ts): where that script is in the first
 * screen, the links follow the parser guard. The browser asks for the whole graph about when it
 * meets the first script that needs part of it, and the first screen's bytes stay as they were.
 */
export function withModulePreloads(html: string, paths: readonly string[]): string {
  if (paths.length === 0) return html;
  const firstScript = html.search(/<script type="module"[^>]*\ssrc="/);
  if (firstScript < 0) throw new Error('no module script to put the module preloads before');
  const at = Math.max(firstScript, firstFlightEnd(html) ?? 0);
  const links = paths.map((path) => `<link rel="modulepreload" href="${path}">`).join('');
  return html.slice(0, at) + links + html.slice(at);
}
