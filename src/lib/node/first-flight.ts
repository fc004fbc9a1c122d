import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import type { ChildNode, Element } from 'domhandler';

/**
 * The first flight: what a browser needs before it can paint the first screen, which should fit in
 * the first TCP round trip (about 14 KB). Each page gets the CSS rules its first screen uses
 * (the site header and the first section of <main>, and as much of the section after it as still
 * fits when that first one is a short page header) inline in <head>; the full stylesheets move
 * into <body>, right after the first screen, followed by a one-character inline script. The first
 * screen appears after one round trip; what follows waits for the stylesheets in every engine, so
 * nothing is ever shown unstyled and nothing shifts when the rest of the CSS lands.
 */

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;
const HEAD_END = '</head>';

/**
 * Chromium stops parsing at an in-body stylesheet; Firefox and WebKit go on and paint what follows
 * with only the inline CSS. A parser-inserted script must wait for every stylesheet before it, in
 * every engine, so this one after the links holds the parser there (docs/first-paint.md). It must
 * not be empty: the HTML standard skips an empty inline script before it would wait.
 */
export const PARSER_GUARD_SCRIPT = ';';
const PARSER_GUARD = `<script>${PARSER_GUARD_SCRIPT}</script>`;

/** The offset just after the parser guard of a placed page: where its first flight ends. Null before placing. */
export function firstFlightEnd(html: string): number | null {
  const at = html.indexOf(PARSER_GUARD);
  return at < 0 ? null : at + PARSER_GUARD.length;
}

/**
 * The offset where a placed page's in-body stylesheet links begin: the end of its first screen,
 * just before the links and the parser guard. Null before placing.
 */
export function inBodyStylesheetsStart(html: string): number | null {
  const guardEnd = firstFlightEnd(html);
  if (guardEnd === null) return null;
  const beforeGuard = html.slice(0, guardEnd - PARSER_GUARD.length);
  return beforeGuard.search(/(?:<link rel="stylesheet"[^>]*>)*$/);
}

const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

function findElement(nodes: ChildNode[], test: (element: Element) => boolean): Element | null {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const inner = findElement(node.children, test);
    if (inner) return inner;
  }
  return null;
}

function mainElements(html: string): Element[] {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const main = findElement(document.children, (element) => element.name === 'main');
  return main?.children.filter(isElement) ?? [];
}

/**
 * The offset in `html` just after the first element of <main>: the end of the first screen.
 * Null when the page has no <main> with an element in it.
 */
export function firstScreenEnd(html: string): number | null {
  const first = mainElements(html)[0];
  return first?.endIndex == null ? null : first.endIndex + 1;
}

/**
 * Containers a first screen may end inside, between two of their child elements: plain blocks,
 * where a <link> and a <script> are allowed and no script owns the children (an island's
 * hydration would meet nodes it did not render; a list, paragraph, table or form would be broken).
 */
const SPLITTABLE = new Set(['div', 'section', 'article', 'header', 'aside']);

/** The end of every child element of `element`, and of theirs, in document order. */
function innerEnds(element: Element): number[] {
  if (!SPLITTABLE.has(element.name)) return [];
  return element.children
    .filter(isElement)
    .flatMap((child) => (child.endIndex == null ? [] : [...innerEnds(child), child.endIndex + 1]));
}

/**
 * Where the first screen may end when the first element of <main> is a page header
 * (PageHeader.astro, class `page-header`): a short band, so on a phone the top of the next section
 * is in the first screen too, and its largest text would otherwise wait behind the parser guard for
 * the stylesheets. Latest first: after that whole section, then after each element inside it (level
 * by level through plain blocks, SPLITTABLE), so a section too large for the first flight (a form)
 * can still bring its heading and intro. Empty otherwise. The build takes the latest whose page, as
 * the later steps publish it, keeps its first flight within FIRST_FLIGHT_LIMIT with its module
 * preloads in it (src/integrations/first-flight-css.ts).
 */
export function pageHeaderScreenEnds(html: string): number[] {
  const [first, second] = mainElements(html);
  const isPageHeader = (first?.attribs['class'] ?? '').split(/\s+/).includes('page-header');
  if (!isPageHeader || second?.endIndex == null) return [];
  return [second.endIndex + 1, ...innerEnds(second).reverse()];
}

/**
 * The first of `ends` (ordered latest first, as pageHeaderScreenEnds gives them) whose placement
 * `fits`, with that placement and its index; null when none fits. A later end never weighs less, so
 * the search halves the candidates: a few placements (each a Beasties run) instead of one for each.
 */
export async function latestFitting<T>(
  ends: readonly number[],
  place: (end: number) => Promise<T>,
  fits: (placed: T) => boolean | Promise<boolean>,
): Promise<{ index: number; placed: T } | null> {
  // Every end before `low` is too heavy; the one at `high` fits, and `found` is its placement.
  let [low, high] = [0, ends.length];
  let found: { index: number; placed: T } | null = null;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const placed = await place(ends[middle]!);
    if (await fits(placed)) [found, high] = [{ index: middle, placed }, middle];
    else low = middle + 1;
  }
  return found;
}

/**
 * The most a first flight may weigh when the build counts the section after a page header into the
 * first screen: 1 KB under the 14 KB round trip (tests/budgets.json), room for the copy to grow.
 */
export const FIRST_FLIGHT_LIMIT = 13 * 1024;

/** What the head's inline scripts set on <html> before the first paint: classes and attributes. */
export interface RootState {
  classes: readonly string[];
  attributes: Readonly<Record<string, string>>;
}

/** The same as attributes of an `<html>` start tag. */
export const rootStateAttributes = ({ classes, attributes }: RootState): string =>
  [`class="${classes.join(' ')}"`, ...Object.entries(attributes).map(([name, value]) => `${name}="${value}"`)].join(
    ' ',
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * Selectors of <html> alone, qualified by what it has at the first paint: a class or attribute of
 * `state`, or the page's language (`html.splash-active`, `:root:lang(bg)`). Beasties looks for a
 * rule's elements inside <body> only, so it dropped these rules, though <html> is on every first
 * screen: Firefox, which hyphenates Bulgarian, rewrapped the first screen of the Bulgarian pages
 * when the full stylesheet brought `:root:lang(bg) { hyphens: auto }`. The critical-CSS extraction
 * keeps the rules these match; a state set later (`html.menu-open`) or another language is left out.
 */
export function rootElementRule(state: RootState, lang: string): RegExp {
  const qualifiers = [
    ...state.classes.map((name) => `\\.${escapeRegExp(name)}`),
    ...Object.keys(state.attributes).map((name) => `\\[${escapeRegExp(name)}(?:[~|^$*]?=[^\\]]*)?\\]`),
    `:lang\\(${escapeRegExp(lang)}\\)`,
  ];
  return new RegExp(`^(?::root|html)(?:${qualifiers.join('|')})+$`);
}

/** The CSS of a page's inline <style> elements, joined in document order. */
export const inlineCss = (html: string): string =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');

/**
 * The critical CSS without its print rules: a first screen is never printed before the full
 * stylesheet, which carries them, has arrived, so they would only weigh on the first flight.
 */
export function withoutPrintRules(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('media', (rule) => {
    if (rule.params.trim().toLowerCase() === 'print') rule.remove();
  });
  return root.toString();
}

/**
 * The critical CSS without the rules of a state that only the visitor brings about (a pseudo-class
 * such as `:hover`): a selector list loses those selectors only, and a selector that styles what is
 * *not* in that state (`:not(:hover)`) applies at first paint and stays.
 */
function withoutStateRules(css: string, state: string): string {
  const notInState = new RegExp(`:not\\([^)]*${state}`);
  const inStateOnly = (selector: string) => selector.includes(state) && !notInState.test(selector);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !inStateOnly(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * The critical CSS without its hover states: no pointer rests on the first screen in the round trip
 * before the full stylesheet, which carries them, arrives, so they would only weigh on the first
 * flight.
 */
export const withoutHoverRules = (css: string): string => withoutStateRules(css, ':hover');

/**
 * The critical CSS without the looks of a field the visitor got wrong (`:user-invalid`, normal and
 * forced colours): a field is only marked once the visitor has left it changed or sent the form, not
 * in the round trip before the full stylesheet, which carries them, arrives.
 */
export const withoutUserInvalidRules = (css: string): string => withoutStateRules(css, ':user-invalid');

/**
 * What the critical-CSS extraction reads: the page up to the end of its first screen (everything
 * later is left out, so its rules are not inlined), with no inline <style> of its own (so the
 * extracted rules are exactly the inline CSS that comes out), and with the classes and attributes
 * that the head's inline scripts put on <html> before the first paint (the splash, the home-page
 * variant, the current-consent marker) so that the rules those states select are kept.
 */
export function analysisDocument(html: string, end: number, runtimeHtmlAttributes: string): string {
  const firstScreen = html.slice(0, end).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  return `${firstScreen.replace(/<html\b/, `<html ${runtimeHtmlAttributes}`)}</main></body></html>`;
}

/**
 * Puts `criticalCss` inline in <head> (where the first stylesheet was) and moves every
 * `<link rel="stylesheet">` of the head to `end`, the end of the first screen, with the parser guard.
 * The head keeps a preload of each moved stylesheet: without it Chromium asked for the second
 * in-body stylesheet only once the first had arrived, a second round trip on a slow connection
 * (measured with DevTools' slow 4G: the stylesheets arrived at 1.9-2.1 s instead of 1.3 s, and so did
 * whatever of the first screen waits for them).
 */
export function placeStylesheets(html: string, end: number, criticalCss: string): string {
  const headEnd = html.indexOf(HEAD_END);
  const head = html.slice(0, headEnd);
  const links = head.match(STYLESHEET_LINK) ?? [];
  if (links.length === 0 || end <= headEnd) return html;
  const preloads = stylesheetHrefs(links.join(''))
    .map((href) => `<link rel="preload" as="style" href="${href}">`)
    .join('');
  let inlined = false;
  const newHead = head.replace(STYLESHEET_LINK, () => {
    if (inlined) return '';
    inlined = true;
    return preloads + (criticalCss ? `<style>${criticalCss}</style>` : '');
  });
  return newHead + html.slice(headEnd, end) + links.join('') + PARSER_GUARD + html.slice(end);
}

/** Bytes after gzip at level 9, the measure of every byte budget. */
export const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/** Stylesheet links in <head>: they hold the first paint (render-blocking). */
export function blockingStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf(HEAD_END));
  return [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * Gzipped bytes a browser needs for the first paint: the HTML up to the first stylesheet link in
 * <body> (the whole page when there is none) plus every render-blocking stylesheet in <head>.
 */
export function firstFlightBytes(html: string, readAsset: (href: string) => string): number {
  const headEnd = html.indexOf(HEAD_END);
  STYLESHEET_LINK.lastIndex = 0;
  const bodyLink = html.slice(headEnd).search(STYLESHEET_LINK);
  const prefix = bodyLink === -1 ? html : html.slice(0, headEnd + bodyLink);
  return gzipSize(prefix) + blockingStylesheets(html).reduce((sum, href) => sum + gzipSize(readAsset(href)), 0);
}

/** Whether a page's first flight (firstFlightBytes) stays within FIRST_FLIGHT_LIMIT. */
export const firstFlightFits = (html: string, readAsset: (href: string) => string): boolean =>
  firstFlightBytes(html, readAsset) <= FIRST_FLIGHT_LIMIT;

/** The stylesheet hrefs of a page, in order. */
export const stylesheetHrefs = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map((match) => match[1] ?? '');

/**
 * Astro splits CSS finely (one file per group of components that pages share), so a page links
 * four to six small stylesheets, each a request of its own. The sheets that every page links (the
 * shared frame) stay as they are, cached across the site; each run of a page's other sheets is
 * joined, in order, into one file named after its content, so pages with the same sections share
 * it. Returns the page with its links rewritten and the files to write.
 */
export function joinPageStylesheets(
  html: string,
  sharedHrefs: ReadonlySet<string>,
  readAsset: (href: string) => string,
): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  let run: string[] = [];
  const flush = (): string => {
    if (run.length === 0) return '';
    const hrefs = run;
    run = [];
    if (hrefs.length === 1) return `<link rel="stylesheet" href="${hrefs[0]}">`;
    const css = hrefs.map(readAsset).join('\n');
    const href = `/_astro/page.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
    files.set(href, css);
    return `<link rel="stylesheet" href="${href}">`;
  };
  // Only Astro's plain links: one with a media query or any other attribute is left as it is (joined
  // or rewritten, it would lose that attribute and apply everywhere).
  const rewritten = html.replace(/(?:<link rel="stylesheet" href="[^"]+">)+/g, (links) => {
    let out = '';
    for (const href of stylesheetHrefs(links)) {
      if (sharedHrefs.has(href)) out += flush() + `<link rel="stylesheet" href="${href}">`;
      else run.push(href);
    }
    return out + flush();
  });
  return { html: rewritten, files };
}
