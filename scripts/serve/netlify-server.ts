/**
 * Serves a built site the way Netlify's CDN does, for `npm start`, the end-to-end tests and the
 * benchmark: pretty URLs, _redirects and netlify.toml rules (Netlify's own parser and matcher),
 * headers from netlify.toml and `<root>/_headers`, 404.html (or a rule's own 404 page) with status 404, 400 for a malformed
 * URL, 413 for a form body over 64 KiB, and gzip/brotli compression. Everything it prints from a
 * request is escaped (no control characters reach the terminal).
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';
import { type ApiHandler } from './http.ts';
import { handleFormPost } from './netlify-forms.ts';
import { outboxPath, printable } from './outbox.ts';
import { pagePath } from '../../src/lib/shared/page-path.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export interface ServerOptions {
  root: string;
  configPath: string;
  /** Extra handlers tried before static files (the local email stand-in). */
  apiHandlers?: ApiHandler[];
  /** Where Netlify Forms submissions (the forms' no-JavaScript path) are appended. */
  formsOutbox?: string;
  /**
   * Serve over TLS with HTTP/2, as Netlify's CDN does (HTTP/1.1 still answered): for benchmarks,
   * where HTTP/1.1's six connections a host would queue requests that Netlify sends together.
   */
  http2?: { key: Buffer; cert: Buffer } | undefined;
}

interface ParsedRedirect {
  from: string;
  query: Record<string, string>;
}

interface RedirectMatch {
  to: string;
  status: number;
  force: boolean;
}

/**
 * The headers, redirects and their matchers Netlify would apply: `_redirects` and `_headers` from
 * the published folder plus netlify.toml, parsed and merged by Netlify's own parsers. Where several
 * header rules match a path, a later rule's value wins, and netlify.toml's rules come after
 * `_headers` (the order `netlify dev` applies them in).
 */
export async function loadRules(root: string, configPath: string) {
  const redirects = await parseAllRedirects({
    redirectsFiles: [join(root, '_redirects')],
    netlifyConfigPath: configPath,
    configRedirects: [],
    minimal: false,
  });
  const headers = await parseAllHeaders({
    headersFiles: [join(root, '_headers')],
    netlifyConfigPath: configPath,
    configHeaders: [],
    minimal: false,
  });
  const errors: unknown[] = [...(redirects.errors as unknown[]), ...(headers.errors as unknown[])];
  if (errors.length) throw new Error(`Invalid Netlify rules:\n${errors.map(String).join('\n')}`);
  const matcher = await redirector.parseJSON(
    JSON.stringify((redirects.redirects as ParsedRedirect[]).map((r) => ({ ...r, path: r.from, params: r.query }))),
    {},
  );
  // Netlify passes the request's query on to a redirect's target, unless the rule matches on a query
  // itself (the /redirect?code=… rules) or its target has one; netlify-redirector leaves that to us.
  const queryRules = new Set(
    (redirects.redirects as ParsedRedirect[]).filter((r) => Object.keys(r.query).length > 0).map((r) => r.from),
  );
  const match = (path: string, query: string): RedirectMatch | null => {
    const found = matcher.match({
      scheme: 'http',
      host: 'localhost',
      path,
      query,
      getHeader: () => '',
      getCookie: () => '',
    });
    if (!found || !query || found.to.includes('?') || queryRules.has(found.from)) return found;
    return { ...found, to: `${found.to}?${query}` };
  };
  const headersFor = (path: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const rule of headers.headers) {
      if ('forRegExp' in rule && rule.forRegExp.test(path)) {
        Object.assign(out, rule.values);
      }
    }
    return out;
  };
  /** For an error answer (400, 404, 413, 500): the same headers without caching rules, so a
   * missing hashed asset is never cached as immutable. */
  const errorHeadersFor = (path: string): Record<string, string> => {
    const out = headersFor(path);
    for (const name of Object.keys(out)) if (name.toLowerCase() === 'cache-control') delete out[name];
    return { ...out, 'Cache-Control': ERROR_CACHE_CONTROL };
  };
  return { match, headersFor, errorHeadersFor, redirects: redirects.redirects, headers: headers.headers };
}

/** Netlify's own Cache-Control for an answer without custom caching: revalidate every time. */
const ERROR_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

async function fileAt(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

/**
 * The file Netlify would serve for a URL path, with pretty URLs (/about -> about.html). A path that
 * names a folder by an encoded slash or climbs with "..", which a browser never sends for a link,
 * names no file: otherwise /destination/..%2Fadmin would serve the editor under the site's headers.
 */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  if (/%(2f|5c)/i.test(pathname) || /(^|[/\\])\.\.([/\\]|$)/.test(decodeURIComponent(pathname))) return null;
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!resolve(base).startsWith(resolve(root))) return null;
  if (pathname.endsWith('/')) return fileAt(join(base, 'index.html'));
  return (await fileAt(base)) ?? (await fileAt(`${base}.html`)) ?? (await fileAt(join(base, 'index.html')));
}

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODERS = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * A file's body in one encoding, compressed once per version of the file: a page is fetched
 * hundreds of times in a test run, and brotli at its highest quality (Netlify's) costs more CPU
 * than everything else the server does.
 */
const bodies = new Map<string, Promise<Buffer>>();
async function bodyOf(file: string, encoding: Encoding): Promise<Buffer> {
  const { mtimeMs, size } = await stat(file);
  const key = `${encoding} ${mtimeMs} ${size} ${file}`;
  let body = bodies.get(key);
  if (!body) {
    body = readFile(file).then((raw) => (encoding === 'identity' ? raw : ENCODERS[encoding](raw)));
    bodies.set(key, body);
    body.catch(() => bodies.delete(key));
  }
  return body;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: string,
  headers: Record<string, string>,
) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding: Encoding = !COMPRESSIBLE.test(type)
    ? 'identity'
    : /\bbr\b/.test(accept)
      ? 'br'
      : /\bgzip\b/.test(accept)
        ? 'gzip'
        : 'identity';
  const body = await bodyOf(file, encoding);
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function startServer(options: ServerOptions, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(options.root);
  await readFile(join(root, 'index.html')).catch(() => {
    throw new Error(`No built site in ${root}: run "npm run build" first.`);
  });
  const rules = await loadRules(root, options.configPath);
  // The handler catches every error itself (500), so nothing waits on its promise.
  const server: Server = options.http2
    ? // The compatibility API's request and response have the members the handler uses.
      (createSecureServer({ ...options.http2, allowHTTP1: true }, (req, res) => {
        void handle(req as unknown as IncomingMessage, res as unknown as ServerResponse);
      }) as unknown as Server)
    : createServer((req, res) => {
        void handle(req, res);
      });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let pathname = '/';
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      pathname = url.pathname;
      // Every answer (form posts, the stand-in, errors) carries the security headers; a served
      // file adds its own caching rules in send().
      for (const [name, value] of Object.entries(rules.errorHeadersFor(pathname))) res.setHeader(name, value);
      // Netlify answers a malformed percent-encoding (/%zz) with 400 Bad Request.
      if (!isDecodable(pathname)) {
        res.writeHead(400, TEXT).end('Bad Request');
        return;
      }
      for (const handler of options.apiHandlers ?? []) if (await handler(req, res)) return;
      if (await handleFormPost(req, res, options.formsOutbox ?? outboxPath())) return;

      const rule = rules.match(pathname, url.search.slice(1));
      const existing = await resolveFile(root, pathname);
      if (rule && (rule.force || !existing) && [301, 302, 303, 307, 308].includes(rule.status)) {
        res.writeHead(rule.status, { Location: rule.to, ...rules.headersFor(pathname) }).end();
        return;
      }
      // Netlify's pretty URLs: /about.html and /about/ answer with a redirect to /about.
      if (pathname.endsWith('.html') || (pathname.length > 1 && pathname.endsWith('/'))) {
        // One leading slash: "//host/…" in a Location header would send the browser to another site.
        const clean = pagePath(pathname).replace(/^\/+/, '/');
        if (clean !== pathname && (await resolveFile(root, clean))) {
          res.writeHead(301, { Location: clean + url.search }).end();
          return;
        }
      }
      if (existing) return await send(req, res, 200, existing, rules.headersFor(pathname));
      // A custom 404 page for a part of the site (the Bulgarian edition's /bg/* -> /bg/404 404).
      const notFoundPage = rule?.status === 404 ? await resolveFile(root, rule.to) : undefined;
      await send(req, res, 404, notFoundPage ?? join(root, '404.html'), rules.errorHeadersFor(pathname));
    } catch (error) {
      console.error(printable(error instanceof Error ? (error.stack ?? error.message) : String(error)));
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { ...TEXT, ...rules.errorHeadersFor(pathname) }).end('Internal error');
    }
  };
  await new Promise<void>((done) => server.listen(port, host, done));
  return server;
}
