/**
 * Deterministic weight of each built page: gzipped HTML, render-blocking CSS and the JavaScript
 * the page will run: module scripts, modulepreloads, island components and renderers, their
 * static imports, and the chunks they load with dynamic import() (in this site those run at load
 * or when a section scrolls into view: Three.js and the cloud effect on /event, rough-notation
 * for highlights), so a lazily loaded library still counts against the page.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { blockingStylesheets, firstFlightBytes, gzipSize as gz } from '../../src/lib/node/first-flight.ts';
import { NEAR_SECTION_CHUNK } from '../../src/lib/browser/motion/gate.ts';
import { ROI_PREFILL_CHUNK } from '../../src/components/forms/roi-prefill-loader.ts';
import { builtPages } from '../../src/integrations/after-build.ts';

export interface PageWeight {
  path: string;
  htmlGzip: number;
  blockingCssGzip: number;
  /** What the first paint needs: the HTML before the first in-body stylesheet plus blocking CSS. */
  firstFlightGzip: number;
  /** All JavaScript the page can run, dynamic imports and islands hydrated on intent included. */
  jsGzip: number;
  jsFiles: string[];
  /** The part of jsGzip reached only through dynamic import(). */
  dynamicJsGzip: number;
  dynamicJsFiles: string[];
  /**
   * What a phone runs before the visitor first interacts: scripts, modulepreloads and the islands
   * that hydrate by themselves (client:load, idle, visible), with their imports. Islands hydrated
   * on intent, and those hydrated only on wide screens (client:media), are left out, and so is
   * the motion library imported only when a section below the first screen nears the viewport
   * (NEAR_SECTION_CHUNK, counted in jsGzip; tests/e2e/motion-gsap.spec.ts checks that a phone's
   * first screen never fetches it), and the ROI figures' prefill, imported only when the address
   * carries a query (ROI_PREFILL_CHUNK; tests/e2e/roi-share.spec.ts checks that a plain visit
   * never fetches it).
   */
  jsBeforeInteractionGzip: number;
  /** The script files behind jsBeforeInteractionGzip: one request each. */
  jsBeforeInteractionFiles: string[];
  hasIsland: boolean;
}

/** Every built page (builtPages of src/integrations/after-build.ts) as a path from the site root: "/about/index.html". */
export function builtPagePaths(root: string): string[] {
  return builtPages(root).map((f) => '/' + f.replace(/\\/g, '/'));
}

/**
 * The content editor's page (Sveltia CMS, written into dist/admin by src/integrations/cms-admin.ts).
 * It is a third-party app for editors with its own policy and headers in netlify.toml, not a page
 * of the site: the site's rules for visitors' pages (the CSP <meta> with each page's hashes, byte
 * budgets, first flight, every word from content/) do not apply to it. tests/dist/admin.test.ts
 * checks what /admin must be instead; links, HTML validity and SEO still read it.
 */
const EDITOR_PAGES: readonly string[] = ['/admin/index.html'];

/** builtPagePaths(root) without the content editor: the pages visitors read. */
export function sitePages(root: string): string[] {
  return builtPagePaths(root).filter((page) => !EDITOR_PAGES.includes(page));
}

function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:import|from)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) found.add(m[1]!);
  return [...found];
}

/** import("../../tests/support/chunk.js") targets, relative to the importing module. */
export function dynamicImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) found.add(m[1]!);
  return [...found];
}

/** Islands that hydrate without the visitor doing anything, on a phone. */
const SELF_HYDRATING = new Set(['load', 'idle', 'visible']);

interface JsGraph {
  gzip: number;
  files: string[];
  dynamicGzip: number;
  dynamicFiles: string[];
}

/**
 * Chunks imported with import() only on a trigger a plain first visit does not have: a section
 * nearing the viewport (src/lib/browser/motion/gate.ts) or ROI figures in the address
 * (src/components/forms/roi-prefill-loader.ts).
 */
const loadedOnTrigger = (url: string) =>
  [NEAR_SECTION_CHUNK, ROI_PREFILL_CHUNK].some((chunk) => posix.basename(url).startsWith(`${chunk}.`));

/**
 * The gzipped JavaScript reachable from `entries` (static imports first, then dynamic ones);
 * `skipTriggered` leaves out the chunks loaded only on a trigger (loadedOnTrigger).
 */
function walkJs(root: string, entries: Iterable<string>, skipTriggered = false): JsGraph {
  const seen = new Set<string>();
  const dynamic = new Set<string>();
  let gzip = 0;
  let dynamicGzip = 0;
  // Eager graph first, so a chunk that is both imported and dynamically imported counts as eager.
  const queue: Array<{ url: string; lazy: boolean }> = [...entries].map((url) => ({ url, lazy: false }));
  const lazyQueue: Array<{ url: string; lazy: boolean }> = [];
  while (queue.length || lazyQueue.length) {
    const { url, lazy } = queue.shift() ?? lazyQueue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(root, url), 'utf8');
    const size = gz(code);
    gzip += size;
    if (lazy) {
      dynamic.add(url);
      dynamicGzip += size;
    }
    for (const imp of staticImports(code))
      (lazy ? lazyQueue : queue).push({ url: posix.join(posix.dirname(url), imp), lazy });
    for (const imp of dynamicImports(code)) {
      const target = posix.join(posix.dirname(url), imp);
      if (!(skipTriggered && loadedOnTrigger(target))) lazyQueue.push({ url: target, lazy: true });
    }
  }
  return { gzip, files: [...seen], dynamicGzip, dynamicFiles: [...dynamic] };
}

export function pageWeight(root: string, file: string): PageWeight {
  const html = readFileSync(join(root, file), 'utf8');
  const readAsset = (href: string) => readFileSync(join(root, href), 'utf8');
  const pageEntries = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="(\/_astro\/[^"]+\.js)"/g)) pageEntries.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="(\/_astro\/[^"]+\.js)"/g))
    pageEntries.add(m[1]!);
  let inlineJsGzip = 0;
  for (const m of html.matchAll(/<script(?![^>]*type="application\/)(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]!.trim()) {
      inlineJsGzip += gz(m[1]!);
      for (const imp of staticImports(m[1]!)) pageEntries.add(posix.join('/_astro', imp));
    }
  }
  const selfHydrating = new Set(pageEntries);
  const allEntries = new Set(pageEntries);
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const urls = [...m[0].matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((u) => u[1]!);
    const client = /\sclient="([^"]+)"/.exec(m[0])?.[1] ?? 'load';
    for (const url of urls) {
      allEntries.add(url);
      if (SELF_HYDRATING.has(client)) selfHydrating.add(url);
    }
  }
  const all = walkJs(root, allEntries);
  const beforeInteraction = walkJs(root, selfHydrating, true);
  return {
    path: file.replace(/\.html$/, '').replace(/^\/index$/, '/'),
    htmlGzip: gz(html),
    blockingCssGzip: blockingStylesheets(html).reduce((sum, href) => sum + gz(readAsset(href)), 0),
    firstFlightGzip: firstFlightBytes(html, readAsset),
    jsGzip: inlineJsGzip + all.gzip,
    jsFiles: all.files,
    dynamicJsGzip: all.dynamicGzip,
    dynamicJsFiles: all.dynamicFiles,
    jsBeforeInteractionGzip: inlineJsGzip + beforeInteraction.gzip,
    jsBeforeInteractionFiles: beforeInteraction.files,
    hasIsland: /<astro-island/.test(html),
  };
}

// ---------------------------------------------------------------------------------------------
// A small, dependency-free scanner for the built HTML, shared by the link and SEO tests.
// Astro's output is well-formed, so tags and quoted attributes are enough (no full parser).

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Offset of the tag in the page's HTML. */
  index: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (all, name: string) => {
    if (ENTITIES[name]) return ENTITIES[name];
    if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    return all;
  });
}

/** Start tags of the page with their attributes; script, style and comment bodies are skipped. */
export function scanTags(html: string): Tag[] {
  const blanked = html
    .replace(/<!--[\s\S]*?-->/g, (m) => ' '.repeat(m.length))
    .replace(
      /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2>)/gi,
      (_m, open: string, _n, body: string, close: string) => open + ' '.repeat(body.length) + close,
    );
  const tags: Tag[] = [];
  for (const m of blanked.matchAll(
    /<([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g,
  )) {
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    }
    tags.push({ name: m[1]!.toLowerCase(), attrs, index: m.index });
  }
  return tags;
}

/** Text inside the first <tag>…</tag> pairs (inner markup stripped), e.g. every <h1>. */
export function elementTexts(html: string, tag: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))) {
    out.push(
      decodeEntities(m[1]!.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  return out;
}

/** URL path of a built file: /about.html -> /about, /index.html -> /, /x/index.html -> /x. */
export function pathOfFile(file: string): string {
  return file.replace(/\.html$/, '').replace(/(^|\/)index$/, '') || '/';
}
