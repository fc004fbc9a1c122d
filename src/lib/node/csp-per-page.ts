import { createHash } from 'node:crypto';

/**
 * Astro's hash-based CSP lists, on every page, the hashes of every inline script and style of the
 * whole site (about 45 here: 2 KB of incompressible base64 in each page's first round trip).
 * A page needs only the hashes of its own inline elements; these functions keep exactly those.
 */

const CSP_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const CSP_META_ELEMENT = /<meta http-equiv="content-security-policy" content="[^"]*">/i;
const CHARSET_META = /<meta charset="[^"]*">/i;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks such as JSON-LD are not run, so CSP does not govern them. */
const DATA_BLOCK = /\stype="(?!module"|text\/javascript")[^"]*"/i;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;

/** The CSP hash of an inline script or style, as Astro's `insertScriptHash` takes it. */
export const sha256Hash = (text: string): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;
/** The same as a source in a policy. */
export const cspHash = (text: string): string => `'${sha256Hash(text)}'`;

/**
 * A page whose script appends an EMPTY <style> and fills it through the CSSOM (the chat widget's
 * CSS-in-JS, see src/lib/node/csp.ts) says so with this attribute on any element; it then keeps the
 * hash of "" although its HTML has no such element. That hash admits no CSS text at all.
 */
export const EMPTY_STYLE_MARKER = 'data-csp-empty-style';
const EMPTY_STYLE = cspHash('');
const MARKED = new RegExp(`<[a-z][^>]*\\s${EMPTY_STYLE_MARKER}[\\s=/>]`, 'i');

/**
 * An element that needs its page to reach another origin (a form that sends to the e-mail service)
 * names it in this attribute; the page's connect-src then admits it, and no other page's does.
 */
export const CONNECT_MARKER = 'data-csp-connect';
const CONNECT_MARKED = new RegExp(`<[a-z][^>]*\\s${CONNECT_MARKER}="([^"]*)"`, 'gi');
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+$/;

/** The origins the page's marked elements need to connect to. Throws on anything but an https origin. */
export function markedConnectOrigins(html: string, page = 'page'): Set<string> {
  const origins = new Set<string>();
  for (const [, origin = ''] of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(CONNECT_MARKED)) {
    if (!HTTPS_ORIGIN.test(origin)) throw new Error(`${page}: ${CONNECT_MARKER}="${origin}" is not an https origin`);
    origins.add(origin);
  }
  return origins;
}

/** The hash sources of the inline scripts and styles this page contains (or, marked, creates). */
export function inlineHashes(html: string): { script: Set<string>; style: Set<string> } {
  // A comment may mention a tag ("<style>") without being one.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = [...markup.matchAll(INLINE_SCRIPT)].filter((match) => !DATA_BLOCK.test(match[1] ?? ''));
  const styles = [...markup.matchAll(INLINE_STYLE)];
  const style = new Set(styles.map((match) => cspHash(match[1] ?? '')));
  if (MARKED.test(markup)) style.add(EMPTY_STYLE);
  return { script: new Set(scripts.map((match) => cspHash(match[2] ?? ''))), style };
}

/** The CSP `<meta>` content of a page, or null when it has none. */
export function cspOf(html: string): string | null {
  return CSP_META.exec(html)?.[2] ?? null;
}

/**
 * Rewrites the page's CSP `<meta>` so script-src and style-src keep their hosts and keywords but
 * only the hashes of inline elements present in this page, and connect-src adds the origins its
 * marked elements need (CONNECT_MARKER). Throws when the page has an inline element whose hash the
 * policy did not allow: that page would be broken in the browser anyway.
 */
export function trimCspToPage(html: string, page = 'page'): string {
  const policy = cspOf(html);
  if (policy === null) return html;
  const needed = inlineHashes(html);
  const connect = markedConnectOrigins(html, page);
  const directives = policy.split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    if (name === 'connect-src') return [name, ...new Set([...sources, ...connect])].join(' ');
    const kind = name === 'script-src' ? 'script' : name === 'style-src' ? 'style' : null;
    if (!kind) return directive.trim();
    const allowed = new Set(sources);
    const missing = [...needed[kind]].filter((hash) => !allowed.has(hash));
    if (missing.length) throw new Error(`${page}: inline ${kind} not allowed by its CSP (${missing.join(', ')})`);
    return [name, ...sources.filter((source) => !HASH_SOURCE.test(source) || needed[kind].has(source))].join(' ');
  });
  return placeCspFirst(
    html.replace(CSP_META, (_all, start: string, _content: string, end: string) => start + directives.join(';') + end),
  );
}

/**
 * Adds the hash of an inline style that a build step wrote after Astro made the policy (the
 * first screen's CSS, src/integrations/first-flight-css.ts) to the page's style-src.
 */
export function allowInlineStyle(html: string, css: string): string {
  return css ? allowHash(html, 'style-src', css) : html;
}

/** The same for an inline script a build step wrote (the parser guard of src/lib/first-flight.ts). */
export const allowInlineScript = (html: string, code: string): string => allowHash(html, 'script-src', code);

function allowHash(html: string, directive: 'script-src' | 'style-src', text: string): string {
  return html.replace(CSP_META, (_all, start: string, content: string, end: string) => {
    const directives = content
      .split(';')
      .map((entry) => (entry.trim().startsWith(`${directive} `) ? `${entry.trim()} ${cspHash(text)}` : entry.trim()));
    return start + directives.join(';') + end;
  });
}

/**
 * Astro writes the CSP `<meta>` after the head's own inline scripts and JSON-LD. A policy applies
 * only to what comes after it, so it moves to right after `<meta charset>` (which must stay first),
 * before anything that can carry script or style.
 */
export function placeCspFirst(html: string): string {
  const meta = CSP_META_ELEMENT.exec(html)?.[0];
  const charset = CHARSET_META.exec(html);
  if (!meta || !charset) return html;
  const withoutMeta = html.replace(meta, '');
  return withoutMeta.replace(CHARSET_META, (tag) => tag + meta);
}
