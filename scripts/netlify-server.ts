/**
 * Serves a built site the way Netlify's CDN does, for `npm start`, the end-to-end tests and the
 * benchmark: pretty URLs, _redirects and netlify.toml rules (Netlify's own parser and matcher),
 * netlify.toml headers, 404.html with status 404, and gzip/brotli compression.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';
import { parseNetlifySubmission, THANK_YOU_PATH } from '../src/lib/email/netlify-forms.ts';
import { appendToOutbox, outboxPath, readBody } from './email-standin.ts';

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
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface ServerOptions {
  root: string;
  configPath: string;
  /** Extra handlers tried before static files (the local email stand-in). */
  apiHandlers?: ApiHandler[];
  /** Where Netlify Forms submissions (the forms' no-JavaScript path) are appended. */
  formsOutbox?: string;
}

/**
 * Netlify Forms: a urlencoded POST carrying form-name is stored and answered with the thank-you
 * page (303, so a reload does not post again and nothing lands in the URL). A filled honeypot is
 * dropped quietly: the sender sees the same answer.
 */
async function handleFormPost(req: IncomingMessage, res: ServerResponse, outbox: string): Promise<boolean> {
  if (req.method !== 'POST') return false;
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
    return true;
  }
  const submission = parseNetlifySubmission(await readBody(req));
  if (!submission) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Form not found');
    return true;
  }
  if (submission.spam) console.log(`[forms] dropped a honeypot submission of "${submission.form}"`);
  else {
    await appendToOutbox(
      {
        receivedAt: new Date().toISOString(),
        channel: 'netlify-forms',
        form: submission.form,
        fields: submission.fields,
      },
      outbox,
    );
  }
  res.writeHead(303, { Location: THANK_YOU_PATH, 'Cache-Control': 'no-store' }).end();
  return true;
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
  const errors = [...redirects.errors, ...headers.errors];
  if (errors.length) throw new Error(`Invalid Netlify rules:\n${errors.map(String).join('\n')}`);
  const matcher = await redirector.parseJSON(
    JSON.stringify((redirects.redirects as ParsedRedirect[]).map((r) => ({ ...r, path: r.from, params: r.query }))),
    {},
  );
  const match = (path: string, query: string): RedirectMatch | null =>
    matcher.match({ scheme: 'http', host: 'localhost', path, query, getHeader: () => '', getCookie: () => '' });
  const headersFor = (path: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const rule of headers.headers) {
      if ('forRegExp' in rule && rule.forRegExp.test(path)) {
        Object.assign(out, rule.values);
      }
    }
    return out;
  };
  return { match, headersFor, redirects: redirects.redirects, headers: headers.headers };
}

async function fileAt(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** The file Netlify would serve for a URL path, with pretty URLs (/about -> about.html). */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!resolve(base).startsWith(resolve(root))) return null;
  if (pathname.endsWith('/')) return fileAt(join(base, 'index.html'));
  return (await fileAt(base)) ?? (await fileAt(`${base}.html`)) ?? (await fileAt(join(base, 'index.html')));
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: string,
  headers: Record<string, string>,
) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  const accept = String(req.headers['accept-encoding'] ?? '');
  let stream: NodeJS.ReadableStream = createReadStream(file);
  if (COMPRESSIBLE.test(type)) {
    if (/\bbr\b/.test(accept)) {
      res.setHeader('Content-Encoding', 'br');
      stream = stream.pipe(createBrotliCompress());
    } else if (/\bgzip\b/.test(accept)) {
      res.setHeader('Content-Encoding', 'gzip');
      stream = stream.pipe(createGzip());
    }
  }
  if (req.method === 'HEAD') return void res.end();
  stream.pipe(res);
}

export async function startServer(options: ServerOptions, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(options.root);
  await readFile(join(root, 'index.html')).catch(() => {
    throw new Error(`No built site in ${root}: run "npm run build" first.`);
  });
  const rules = await loadRules(root, options.configPath);
  const server = createServer(async (req, res) => {
    try {
      for (const handler of options.apiHandlers ?? []) if (await handler(req, res)) return;
      if (await handleFormPost(req, res, options.formsOutbox ?? outboxPath())) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const { pathname } = url;

      const rule = rules.match(pathname, url.search.slice(1));
      const existing = await resolveFile(root, pathname);
      if (rule && (rule.force || !existing) && [301, 302, 303, 307, 308].includes(rule.status)) {
        res.writeHead(rule.status, { Location: rule.to, ...rules.headersFor(pathname) }).end();
        return;
      }
      // Netlify's pretty URLs: /about.html and /about/ answer with a redirect to /about.
      if (pathname.endsWith('.html') || (pathname.length > 1 && pathname.endsWith('/'))) {
        const clean = pathname.replace(/(index)?\.html$/, '').replace(/\/+$/, '') || '/';
        if (clean !== pathname && (await resolveFile(root, clean))) {
          res.writeHead(301, { Location: clean + url.search }).end();
          return;
        }
      }
      if (existing) return send(req, res, 200, existing, rules.headersFor(pathname));
      send(req, res, 404, join(root, '404.html'), rules.headersFor(pathname));
    } catch (error) {
      console.error(error);
      res.writeHead(500).end('Internal error');
    }
  });
  await new Promise<void>((done) => server.listen(port, host, done));
  return server;
}
