import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localTls } from '../../scripts/lib/local-tls.ts';
import { emailStandin } from '../../scripts/serve/email-standin.ts';
import { BODY_LIMIT } from '../../scripts/serve/http.ts';
import type { OutboxEntry } from '../../scripts/serve/outbox.ts';
import { loadRules, startServer } from '../../scripts/serve/netlify-server.ts';

// The local Netlify-like server over a tiny published folder, with the real netlify.toml.
const HEADERS_FILE = `# written by the build
/*
  X-Robots-Tag: noindex
  Permissions-Policy: microphone=()
/voice-demo
  Permissions-Policy: microphone=(self)
/_astro/*
  X-Asset: hashed
`;

async function tinySite(withHeadersFile: boolean): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'netlify-server-'));
  await mkdir(join(root, '_astro'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(join(root, 'about.html'), '<!doctype html><title>about</title>');
  await writeFile(join(root, 'voice-demo.html'), '<!doctype html><title>voice</title>');
  await writeFile(join(root, '404.html'), '<!doctype html><title>not found</title>');
  await writeFile(join(root, '_astro', 'app.abc123.js'), 'export {};');
  if (withHeadersFile) await writeFile(join(root, '_headers'), HEADERS_FILE);
  return root;
}

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('local Netlify server (scripts/serve/netlify-server.ts)', () => {
  let base = '';
  let server: Server;
  let outbox = '';
  const printed: string[] = [];

  beforeAll(async () => {
    const root = await tinySite(true);
    outbox = join(root, '..', `${root.split('/').at(-1)}-outbox.jsonl`);
    server = await startServer(
      { root, configPath: resolve('netlify.toml'), apiHandlers: [emailStandin(outbox)], formsOutbox: outbox },
      0,
    );
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  afterEach(() => {
    vi.restoreAllMocks();
    printed.length = 0;
  });
  const capturePrints = () => {
    const keep = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
    vi.spyOn(console, 'log').mockImplementation(keep);
    vi.spyOn(console, 'error').mockImplementation(keep);
  };

  describe('malformed URLs', () => {
    it.each(['/%zz', '/%', '/about%E0%A4%A', '/_astro/%zz.js'])(
      '%s answers 400 Bad Request with the security headers',
      async (path) => {
        capturePrints();
        const res = await fetch(base + path);
        expect([res.status, await res.text()]).toEqual([400, 'Bad Request']);
        expectSecurityHeaders(res);
        expect(res.headers.get('cache-control')).not.toContain('immutable');
        expect(printed).toEqual([]);
      },
    );
  });

  describe('404', () => {
    it('a missing hashed asset is a 404 that is not cached as immutable', async () => {
      const res = await fetch(`${base}/_astro/missing.abc123.js`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expectSecurityHeaders(res);
    });

    it('an existing hashed asset keeps the one-year immutable cache', async () => {
      const res = await fetch(`${base}/_astro/app.abc123.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    /** A GET with the path sent as it is (fetch would resolve its dot segments first). */
    const rawGet = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((done, fail) => {
        const url = new URL(base);
        request({ host: url.hostname, port: url.port, path }, (res) => {
          res.resume();
          done({ status: res.statusCode ?? 0, location: res.headers.location });
        })
          .on('error', fail)
          .end();
      });

    it.each(['/destination/..%2Fabout', '/%2Fabout', '/x%5C..%5Cabout', '/x/../about%2F'])(
      '%s (an encoded slash or a climb) names no file: 404',
      async (path) => {
        expect(await rawGet(path)).toEqual({ status: 404, location: undefined });
      },
    );

    it('a pretty-URL redirect never points at another host', async () => {
      expect(await rawGet('/x/..//evil.example/..%2fabout/')).toEqual({ status: 404, location: undefined });
      expect(await rawGet('/about/')).toEqual({ status: 301, location: '/about' });
    });

    it('a missing page is a 404 with the security headers and 404.html', async () => {
      const res = await fetch(`${base}/no-such-page`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('not found');
      expectSecurityHeaders(res);
    });
  });

  describe('bodies over 64 KiB', () => {
    const big = 'x'.repeat(BODY_LIMIT + 1);

    it('a Netlify Forms post answers 413 Payload Too Large and stores nothing', async () => {
      const res = await fetch(`${base}/thank-you`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `form-name=contact&from_name=${big}`,
      });
      expect([res.status, await res.text()]).toEqual([413, 'Payload Too Large']);
      expectSecurityHeaders(res);
      expect(await readFile(outbox, 'utf8').catch(() => '')).not.toContain('xxxx');
    });

    it('the email stand-in answers 413 Payload Too Large, not "invalid JSON"', async () => {
      const res = await fetch(`${base}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lib_version: '4.4.1', template_params: { message: big } }),
      });
      expect([res.status, await res.text()]).toEqual([413, 'Payload Too Large']);
    });

    it('a body just under the limit is still read (and checked like the real service)', async () => {
      const res = await fetch(`${base}/api/v1.0/email/send`, {
        method: 'POST',
        body: `{"lib_version":"4.4.1","pad":"${'x'.repeat(BODY_LIMIT - 100)}"}`,
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/Public Key is required/);
    });
  });

  describe('what the server prints', () => {
    it('a submitted name cannot forge lines or send control codes to the terminal', async () => {
      capturePrints();
      const name = 'Ana\n[outbox] 2026-01-01T00:00:00Z forged "contact" from Mallory\r\u001b[2J\u009b31m\u007f\u2028';
      const res = await fetch(`${base}/thank-you`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ 'form-name': 'contact\u001b]0;title\u0007', from_name: name }).toString(),
      });
      expect(res.status).toBe(303);
      expect(printed).toHaveLength(1);
      const [line] = printed as [string];
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      expect(line).toContain('from Ana\\n[outbox] 2026-01-01T00:00:00Z forged');
      expect(line).toContain('Mallory\\r\\x1b[2J\\x9b31m\\x7f\\u2028');
      expect(line).toContain('"contact\\x1b]0;title\\x07"');
      // The outbox keeps the submission as sent (JSON escapes it).
      const stored = (await readFile(outbox, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as OutboxEntry);
      expect(stored.at(-1)?.fields.from_name).toEqual([name]);
    });
  });

  describe('_headers in the published folder', () => {
    it('adds its headers to those of netlify.toml', async () => {
      const page = await fetch(`${base}/about`);
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expectSecurityHeaders(page);
      const asset = await fetch(`${base}/_astro/app.abc123.js`);
      expect(asset.headers.get('x-asset')).toBe('hashed');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('applies them to error answers too (a 404 and a 400 are not indexed either)', async () => {
      expect((await fetch(`${base}/no-such-page`)).headers.get('x-robots-tag')).toBe('noindex');
      expect((await fetch(`${base}/%zz`)).headers.get('x-robots-tag')).toBe('noindex');
    });

    it('merges like netlify dev: for the same header the later matching rule wins, other headers add up', async () => {
      const rules = await loadRules(await tinySite(true), resolve('netlify.toml'));
      expect(rules.headersFor('/voice-demo')['Permissions-Policy']).toBe('microphone=(self)');
      expect(rules.headersFor('/about')['Permissions-Policy']).toBe('microphone=()');
      expect(rules.headersFor('/voice-demo')['X-Robots-Tag']).toBe('noindex');
      expect(rules.headersFor('/voice-demo')['X-Content-Type-Options']).toBe('nosniff');
    });

    it('is optional: without it only netlify.toml applies', async () => {
      const rules = await loadRules(await tinySite(false), resolve('netlify.toml'));
      expect(rules.headersFor('/about')['X-Robots-Tag']).toBeUndefined();
      expect(rules.headersFor('/about')['X-Content-Type-Options']).toBe('nosniff');
    });

    it('a broken _headers file stops the server with Netlify’s message', async () => {
      const root = await tinySite(false);
      await writeFile(join(root, '_headers'), 'X-Orphan: value without a path\n');
      await expect(loadRules(root, resolve('netlify.toml'))).rejects.toThrow(/Invalid Netlify rules/);
    });
  });
});

describe('local Netlify server over HTTP/2 (the benchmarks serve this way, as Netlify does)', () => {
  it('answers an HTTP/2 request with the page, its compression and its headers, and a redirect as over HTTP/1.1', async () => {
    const root = await tinySite(true);
    const server = await startServer({ root, configPath: resolve('netlify.toml'), http2: localTls() }, 0);
    const session = connect(`https://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      rejectUnauthorized: false,
    });
    const get = (path: string) =>
      new Promise<{ headers: Record<string, unknown>; body: string }>((done, fail) => {
        const stream = session.request({ ':path': path, 'accept-encoding': 'identity' });
        let body = '';
        let headers: Record<string, unknown> = {};
        stream.on('response', (received) => (headers = received));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => done({ headers, body }));
        stream.on('error', fail);
      });
    try {
      const page = await get('/about');
      expect(page.headers[':status']).toBe(200);
      expect(page.body).toContain('<title>about</title>');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      const clean = await get('/about.html');
      expect(clean.headers[':status']).toBe(301);
      expect(clean.headers['location']).toBe('/about');
    } finally {
      session.close();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
