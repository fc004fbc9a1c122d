/**
 * The chat provider for Firefox and WebKit, which have no request routing here: an HTTPS proxy the
 * engine is started with. A CONNECT to one of the provider's hosts is answered, inside TLS with a
 * test-only certificate for those hosts (the engines are told to accept it), by the same stand-in
 * the Chromium tests route to (tests/e2e/support/voiceflow-standin.ts): the provider's real widget
 * bundle and its runtime. A CONNECT to any other host is refused and listed, so nothing of the
 * outside world is reached and a test can see what the page asked for.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { createProvider, PROVIDER_ORIGINS } from '../../e2e/support/voiceflow-standin.ts';

const here = new URL('.', import.meta.url);
// Self-signed, for the provider's three host names only, valid until 2126; it never leaves the tests.
const tls = {
  key: readFileSync(new URL('provider-test.key', here)),
  cert: readFileSync(new URL('provider-test.crt', here)),
};
const PROVIDER_HOSTS = new Set(PROVIDER_ORIGINS.map((origin) => new URL(origin).host));

export interface ProviderProxy {
  /** host:port of the proxy, for the engine's proxy settings. */
  address: string;
  /** The stand-in answering now: a fresh one (no calls recorded) after reset(). */
  provider: ReturnType<typeof createProvider>;
  reset(): void;
  /** CONNECT targets that were refused (hosts other than the provider's). */
  refused: string[];
  stop(): Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export async function startProviderProxy(): Promise<ProviderProxy> {
  let provider = createProvider();
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const inner = createHttpsServer(tls, (request, response) => {
    void readBody(request).then((body) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const answer = provider.answer({
        method: request.method ?? 'GET',
        url: `https://${request.headers.host}${request.url ?? '/'}`,
        headers,
        body: body || undefined,
      }) ?? { status: 404, headers: {}, body: '' };
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  const proxy: Server = createServer((_request, response) => response.writeHead(405).end());
  proxy.on('connect', (request: IncomingMessage, client: Socket) => {
    const target = request.url ?? '';
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (!PROVIDER_HOSTS.has(target.replace(/:443$/, ''))) {
      refused.push(target);
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    inner.emit('connection', client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    get provider() {
      return provider;
    },
    reset() {
      provider = createProvider();
      refused.length = 0;
    },
    refused,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
