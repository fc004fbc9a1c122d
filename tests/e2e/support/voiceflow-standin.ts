/**
 * The chat provider (Voiceflow) for browser tests: its REAL widget bundle, installed from npm
 * (@voiceflow/react-chat, the build its CDN serves at widget-next/bundle.mjs), served in place of
 * the CDN, and a small stand-in for its runtime answering the calls that bundle makes:
 *
 * - GET  {runtime}/public/{projectID}/publishing                    the widget's look and settings
 * - POST {runtime}/public/{projectID}/state/user/{userID}/interact  launch event, messages
 * - POST {runtime}/public/{projectID}/transcripts                   saves the conversation
 * - POST {runtime}/feedback/{projectID}/user/{userID}               thumbs up/down
 *
 * (Read from dist/bundle.mjs: class `aj`, the public runtime client, and `Fz`, which loads the
 * publishing settings.) The only other file it asks the CDN for is its default avatar,
 * /assets/logo.png, which is not in the npm package: a 1×1 PNG stands in.
 * Anything else is answered 404 and listed in `unexpected`, so a test can assert there is none.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import site from '../../../content/site.json' with { type: 'json' };
import stores from '../../../content/demo-stores.json' with { type: 'json' };

const { scriptUrl, runtimeUrl, voiceRuntimeUrl } = site.services.chat;
const RUNTIME_ORIGIN = new URL(runtimeUrl).origin;

const widgetDist = join(dirname(createRequire(import.meta.url).resolve('@voiceflow/react-chat/package.json')), 'dist');
const bundle = readFileSync(join(widgetDist, 'bundle.mjs'));
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** What a client's own stylesheet (chat.stylesheet) would do: recolour the launcher. */
const CLIENT_STYLESHEET = '.vfrc-launcher { outline: 3px solid rgb(230, 0, 126); }';

/** The greeting the stand-in answers a launch event with (what a demo project would say). */
export const GREETING = 'Здравейте! Аз съм вашият асистент. С какво мога да помогна?';

interface RuntimeCall {
  method: string;
  path: string;
  projectId: string;
  userId?: string;
  /** Request headers the widget sends (versionID, sessionID). */
  headers: Record<string, string>;
  body: unknown;
}

interface InteractBody {
  action: { type: string; payload?: unknown };
  config?: Record<string, unknown>;
}

export interface ProviderStandIn {
  /** Every call to the runtime, in order (CORS preflights left out). */
  calls: RuntimeCall[];
  /** Requests for the widget script. */
  scriptRequests(): number;
  /** Requests nobody expected (a path the stand-in does not know, the voice runtime...). */
  unexpected: string[];
  /** The interact calls whose action is the launch event. */
  launches(): Array<RuntimeCall & { body: InteractBody }>;
}

const storeByProject = new Map(stores.map((store) => [store.chat.projectId, store]));

/** A request to one of the provider's hosts, whichever transport carried it. */
export interface ProviderRequest {
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body?: string | undefined;
}

/** What the stand-in answers. */
export interface ProviderAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

function cors(headers: Record<string, string>): Record<string, string> {
  return {
    'access-control-allow-origin': headers['origin'] ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '600',
  };
}

const json = (request: ProviderRequest, body: unknown, status = 200): ProviderAnswer => ({
  status,
  headers: { ...cors(request.headers), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Voiceflow's "publishing" settings of a project, as its web-chat integration saves them. */
function publishing(projectId: string) {
  const store = storeByProject.get(projectId);
  return {
    title: store ? `${store.name} assistant` : 'Assistant',
    description: 'Обикновено отговаряме веднага',
    color: '#1f4ed8',
    watermark: false,
    feedback: false,
    // Voice stores have voice input/output switched on in the provider's settings.
    audioInterface: store?.chat.voice === true,
    spacing: { side: 24, bottom: 24 },
  };
}

const textTrace = (message: string) => ({
  type: 'text',
  time: Date.now(),
  payload: { slate: { id: 'greeting', content: [{ children: [{ text: message }] }] }, message, delay: 0 },
});

function interactTraces(body: InteractBody) {
  if (body.action.type === 'launch') {
    return [
      textTrace(GREETING),
      {
        type: 'choice',
        time: Date.now(),
        payload: {
          buttons: [
            { name: 'Доставка', request: { type: 'path-delivery', payload: { label: 'Доставка' } } },
            { name: 'Продукти', request: { type: 'path-products', payload: { label: 'Продукти' } } },
          ],
        },
      },
    ];
  }
  const asked = typeof body.action.payload === 'string' ? body.action.payload : body.action.type;
  return [textTrace(`Разбрах: „${asked}“. Ето какво намерих.`)];
}

/** The origins the stand-in answers for: the CDN, the runtime and the voice runtime. */
export const PROVIDER_ORIGINS: readonly string[] = [
  new URL(scriptUrl).origin,
  RUNTIME_ORIGIN,
  new URL(voiceRuntimeUrl).origin,
];

/**
 * The provider as one function of a request: the real widget bundle, its avatar, the runtime calls
 * it makes, and `stylesheets` (client stylesheet URLs, chat.stylesheet) answered with
 * CLIENT_STYLESHEET. Used by the Playwright routes below and by the proxy of the cross-engine tests.
 */
export function createProvider({ stylesheets = [] as string[] } = {}): ProviderStandIn & {
  answer(request: ProviderRequest): ProviderAnswer | null;
} {
  const calls: RuntimeCall[] = [];
  const unexpected: string[] = [];
  let scriptRequests = 0;

  function answer(request: ProviderRequest): ProviderAnswer | null {
    const url = new URL(request.url);
    if (stylesheets.includes(url.href))
      return { status: 200, headers: { 'content-type': 'text/css' }, body: CLIENT_STYLESHEET };
    if (url.href === scriptUrl) {
      scriptRequests += 1;
      return { status: 200, headers: { 'content-type': 'text/javascript' }, body: bundle };
    }
    if (url.origin === new URL(scriptUrl).origin) {
      if (url.pathname === '/assets/logo.png')
        return { status: 200, headers: { 'content-type': 'image/png' }, body: AVATAR_PNG };
      unexpected.push(`CDN ${url.href}`);
      return { status: 404, headers: {}, body: 'not found' };
    }
    if (url.origin === new URL(voiceRuntimeUrl).origin) {
      unexpected.push(`voice runtime ${request.method} ${url.href}`);
      return { status: 404, headers: cors(request.headers), body: '' };
    }
    if (url.origin !== RUNTIME_ORIGIN) return null;
    if (request.method === 'OPTIONS') return { status: 204, headers: cors(request.headers), body: '' };
    const path = url.pathname;
    const body: unknown = request.body ? JSON.parse(request.body) : undefined;
    const record = (projectId: string, userId?: string) => {
      const call: RuntimeCall = { method: request.method, path, projectId, headers: request.headers, body };
      if (userId !== undefined) call.userId = decodeURIComponent(userId);
      calls.push(call);
    };
    let match: RegExpMatchArray | null;
    if ((match = path.match(/^\/public\/([a-f0-9]{24})\/publishing$/)) && request.method === 'GET') {
      record(match[1]!);
      return json(request, publishing(match[1]!));
    }
    if ((match = path.match(/^\/public\/([a-f0-9]{24})\/state\/user\/([^/]+)\/interact$/))) {
      record(match[1]!, match[2]!);
      return json(request, { action: (body as InteractBody).action, trace: interactTraces(body as InteractBody) });
    }
    if ((match = path.match(/^\/public\/([a-f0-9]{24})\/transcripts$/))) {
      record(match[1]!);
      const { sessionID } = body as { sessionID: string };
      return json(request, {
        _id: '6650c0ffee0000000000beef',
        projectID: match[1],
        sessionID,
        createdAt: new Date().toISOString(),
      });
    }
    if ((match = path.match(/^\/feedback\/([a-f0-9]{24})\/user\/([^/]+)$/))) {
      record(match[1]!, match[2]!);
      return json(request, {});
    }
    unexpected.push(`runtime ${request.method} ${path}`);
    return json(request, { message: 'Not Found' }, 404);
  }

  return {
    answer,
    calls,
    unexpected,
    scriptRequests: () => scriptRequests,
    launches: () =>
      calls.filter(
        (call): call is RuntimeCall & { body: InteractBody } =>
          call.path.endsWith('/interact') && (call.body as InteractBody | undefined)?.action.type === 'launch',
      ),
  };
}

/**
 * Serves the real widget and answers its runtime calls through the page's routes. `stylesheets`
 * are client stylesheet URLs (chat.stylesheet). Call before page.goto().
 */
export async function serveProvider(page: Page, options: { stylesheets?: string[] } = {}): Promise<ProviderStandIn> {
  const provider = createProvider(options);
  const handled = new Set([...PROVIDER_ORIGINS, ...(options.stylesheets ?? []).map((sheet) => new URL(sheet).origin)]);
  await page.route(
    (url) => handled.has(url.origin),
    async (route: Route) => {
      const request: Request = route.request();
      const answer = provider.answer({
        method: request.method(),
        url: request.url(),
        headers: request.headers(),
        body: request.postData() ?? undefined,
      });
      if (!answer) return route.fallback();
      return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    },
  );
  return provider;
}
