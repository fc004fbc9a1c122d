/**
 * Helpers of the first-paint checks (tests/engines/first-paint.spec.ts in Firefox and WebKit,
 * tests/e2e/first-flight.spec.ts in Chromium): a proxy in front of the served site that holds every
 * stylesheet until the test releases it (a phone on a slow connection, made exact), and a look at
 * everything painted in the first viewport.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The page the engine tests open on the proxy: the page under test is framed into it at full size. */
export const FRAME_HOST_PATH = '/__first-paint';
const FRAME_HOST = `<!doctype html><html><head><title>first paint</title>
<style>html,body{margin:0;overflow:hidden}iframe{display:block;border:0}</style></head><body></body></html>`;
const STYLESHEET = /\.css(?:\?|$)/;

export interface StylesheetGate {
  /** http://127.0.0.1:port of the proxy. */
  origin: string;
  /** Stylesheet requests held so far. */
  held(): number;
  /** Lets the held stylesheets (and all later ones) through. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Proxies `target` (the served site) and holds its stylesheets until `release()`. The site forbids
 * framing (X-Frame-Options, frame-ancestors); the proxy drops those two so that the page can be
 * framed by the proxy's own host page, the one way the WebDriver clients can look at a page whose
 * load event has not fired yet. Nothing else of the responses changes.
 */
export async function startStylesheetGate(target: string): Promise<StylesheetGate> {
  const upstream = new URL(target);
  const waiting: Array<() => void> = [];
  let released = false;
  let held = 0;
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const proxied = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (response) => {
        const headers = { ...response.headers };
        delete headers['x-frame-options'];
        const csp = headers['content-security-policy'];
        if (typeof csp === 'string') headers['content-security-policy'] = csp.replace(/frame-ancestors[^;]*;?\s*/, '');
        res.writeHead(response.statusCode ?? 502, headers);
        response.pipe(res);
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  };
  const server = createServer((req, res) => {
    if (req.url === FRAME_HOST_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(FRAME_HOST);
    } else if (!released && STYLESHEET.test(req.url ?? '')) {
      held += 1;
      waiting.push(() => forward(req, res));
    } else forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    held: () => held,
    release() {
      released = true;
      for (const go of waiting.splice(0)) go();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Computed properties that show a style change a visitor would see. */
export const LOOK_PROPERTIES = [
  'display',
  'position',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'border-top-width',
  'border-radius',
  'box-shadow',
] as const;

/**
 * Runs in the page: every element painted in the first viewport (a box of some size, at least
 * partly on screen, not hidden, not transparent), keyed by its place in the document, with its box and
 * `properties`. The elements are remembered on the first call (on `window.__firstPaint` of the
 * page, or of the frame `frame` selects) and the later calls look at the same ones. Running
 * animations and transitions are paused at their start, so that the look compares styles, not
 * moments of motion (the motion itself waits for the stylesheets in every engine).
 */
export function firstViewportLook(frame: string | null, properties: readonly string[]): Record<string, string> {
  type Remembered = Window & { __firstPaint?: Array<[string, Element, boolean]> };
  const win = (frame ? (document.querySelector(frame) as HTMLIFrameElement).contentWindow : window) as Remembered &
    typeof globalThis;
  const doc = win.document;
  const onScreen = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < win.innerHeight &&
      box.right > 0 &&
      box.left < win.innerWidth
    );
  };
  // Transparent along the way up (a hero's intro before it starts) is not painted either.
  const painted = (el: Element) => {
    for (let at: Element | null = el; at; at = at.parentElement)
      if (win.getComputedStyle(at).opacity === '0') return false;
    return win.getComputedStyle(el).visibility !== 'hidden';
  };
  if (!win.__firstPaint) {
    const all = [...doc.querySelectorAll('*')];
    // Where the parser stopped: the elements still open there (body, main) grow as the rest arrives.
    const open = new Set<Element>();
    for (let at: Element | null = all.at(-1) ?? null; at; at = at.parentElement) open.add(at);
    win.__firstPaint = all
      .filter((el) => doc.body.contains(el) && onScreen(el) && painted(el))
      .map((el) => [
        `${all.indexOf(el)} ${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`,
        el,
        open.has(el),
      ]);
  }
  for (const animation of doc.getAnimations()) {
    animation.pause();
    animation.currentTime = 0;
  }
  const look: Record<string, string> = {};
  for (const [name, el, open] of win.__firstPaint) {
    if (!el.isConnected) {
      look[name] = '(removed)';
      continue;
    }
    const box = el.getBoundingClientRect();
    const style = win.getComputedStyle(el);
    // The part in the viewport (a box that runs on below it grows as the rest of the page arrives).
    const height = open ? '' : `x${Math.round(Math.max(0, Math.min(box.bottom, win.innerHeight) - box.top))}`;
    look[name] =
      `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}${height} ` +
      properties.map((p) => style.getPropertyValue(p)).join(' | ');
  }
  return look;
}

/** What changed between two looks, one entry per element, ready for an assertion message. */
export function lookChanges(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before)
    .filter((key) => after[key] !== before[key])
    .map((key) => `${key}\n  held:     ${before[key]}\n  released: ${after[key] ?? '(gone)'}`);
}
