/**
 * Deterministic weight of each built page: gzipped HTML, render-blocking CSS and the JavaScript
 * the page will run (module scripts, island components and renderers, and their static imports).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  htmlGzip: number;
  blockingCssGzip: number;
  jsGzip: number;
  jsFiles: string[];
  hasIsland: boolean;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export function builtPages(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => '/' + f.replace(/\\/g, '/'));
}

function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:import|from)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) found.add(m[1]!);
  return [...found];
}

export function pageWeight(root: string, file: string): PageWeight {
  const html = readFileSync(join(root, file), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  let blockingCss = 0;
  for (const m of head.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    blockingCss += gz(readFileSync(join(root, m[1]!)));
  }
  const entryUrls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="(\/_astro\/[^"]+\.js)"/g)) entryUrls.add(m[1]!);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)) entryUrls.add(m[1]!);
  let jsGzip = 0;
  for (const m of html.matchAll(/<script(?![^>]*type="application\/)(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]!.trim()) {
      jsGzip += gz(m[1]!);
      for (const imp of staticImports(m[1]!)) entryUrls.add(posix.join('/_astro', imp));
    }
  }
  const seen = new Set<string>();
  const queue = [...entryUrls];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(root, url), 'utf8');
    jsGzip += gz(code);
    for (const imp of staticImports(code)) queue.push(posix.join(posix.dirname(url), imp));
  }
  return {
    path: file.replace(/\.html$/, '').replace(/^\/index$/, '/'),
    htmlGzip: gz(html),
    blockingCssGzip: blockingCss,
    jsGzip,
    jsFiles: [...seen],
    hasIsland: /<astro-island/.test(html),
  };
}
