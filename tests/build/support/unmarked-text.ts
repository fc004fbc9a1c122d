/**
 * Finds the words of a probe-built page (src/schemas/content-probe.ts) that are not inside the
 * probe's markers: words a visitor reads that came from code rather than from content/.
 *
 * What a visitor reads: text nodes (the page title included), the attributes that browsers and
 * screen readers present (alt, title, aria-label, placeholder, a button's value, …), the search
 * and sharing texts of <meta>, and the strings an island receives in its serialized props.
 * Script, style and template bodies and JSON-LD are not read by visitors and are skipped.
 *
 * Each text node and attribute is read on its own. Code may cut a marked string (initials taken
 * from a name): what follows an unclosed marker, or precedes a marker that closes nothing, is a
 * piece of content and not reported.
 */
import { Parser } from 'htmlparser2';
import { PROBE_CLOSE, PROBE_OPEN } from '../../../src/schemas/content-probe.ts';

/** Attributes read out or shown to visitors, on any element. */
const VISITOR_ATTRIBUTES = new Set([
  'alt',
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'label',
]);
/** <meta> whose content search engines and link previews show. */
const VISITOR_META =
  /^(description|og:title|og:description|og:site_name|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/;
/**
 * Elements whose contents no visitor reads as copy: scripts (JSON-LD included), styles, templates,
 * and the lettering drawn inside an SVG artwork (a client's wordmark is part of its logo file).
 */
const SKIPPED = new Set(['script', 'style', 'template', 'text']);

export interface Leak {
  /** Where on the page: "text", "<img alt>", "<td data-label>", "island RoiCalculator props", … */
  where: string;
  /** The unmarked words. */
  run: string;
  /** The whole text or value they were found in. */
  context: string;
}

/** Says whether an unmarked run is text the site computes rather than copy. */
export type Computed = (run: string) => boolean;

/** Spaces and punctuation that separate words, trimmed off a run: "| Brand" → "Brand", "1." → "1". */
const SEPARATORS = /^[\s|·•:;,.!?'"“”‘’©*()[\]–—-]+|[\s|·•:;,.!?'"“”‘’©*()[\]–—-]+$/g;

/** The runs of `text` outside the markers that hold a letter or a digit, without separators around them. */
function unmarkedRuns(text: string): string[] {
  const runs: string[] = [];
  const chars = [...text];
  // A marker that closes nothing ends a marked string that began in an earlier text node (code put
  // markup inside it: a name in its language, a word in bold). Everything before the last such
  // marker belongs to that string, the marked values inside it included.
  let depth = 0;
  let start = 0;
  chars.forEach((char, i) => {
    if (char === PROBE_OPEN) depth++;
    else if (char === PROBE_CLOSE) {
      if (depth === 0) start = i + 1;
      else depth--;
    }
  });
  depth = 0;
  let run = '';
  const flush = () => {
    if (/[\p{L}\p{N}]/u.test(run)) runs.push(run.replace(SEPARATORS, ''));
    run = '';
  };
  for (const char of chars.slice(start)) {
    if (char === PROBE_OPEN) {
      flush();
      depth++;
    } else if (char === PROBE_CLOSE) {
      depth--;
    } else if (depth === 0) {
      run += char;
    }
  }
  flush();
  return runs;
}

/** A string code uses rather than shows: an identifier, a path, an address or an id. */
function isCodeValue(value: string): boolean {
  return (
    /^[a-z][a-zA-Z0-9]*([-_:.][a-zA-Z0-9]+)*$/.test(value) || // contact, bottom-right, ai-sales-agent, roiPercent
    /^(\/|#|\.{1,2}\/|https?:|mailto:|tel:)/.test(value) || // paths, anchors and addresses
    /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(value) || // email addresses
    /^[A-Z0-9_-]+$/.test(value) || // constants and ids such as G-ABC123 or EUR
    /^[\da-f]{8,}$/.test(value) // hexadecimal ids, such as a chat project's
  );
}

/** Strings of an island's props (Astro serializes each value as [type, value], nested alike). */
function propStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => propStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => propStrings(v, out));
  return out;
}

/** data-* attributes that hold names for selectors and scripts, never words (the form's reveal rules). */
const CODE_DATA_ATTRIBUTES = new Set(['data-reveals']);

/** How a piece of text reaches the visitor: always read (text, visitor attributes, meta), or maybe (data-*, island props). */
type TextKind = 'shown' | 'maybe';

/** A piece of text a visitor may read, where it is, and the language of the element around it. */
export interface VisitorText {
  where: string;
  text: string;
  kind: TextKind;
  /** The nearest `lang` attribute around it ("" when none). */
  lang: string;
}

/**
 * Keys of island props that hold values code sends or compares, never shows: option values, form
 * names, the module a waitlist form names in its payload.
 */
const CODE_PROP_KEYS = new Set([
  'module',
  'value',
  'tierProduct',
  'otherSource',
  'reveals',
  'formName',
  'formNames',
  'transport',
]);

/** Strings of an island's props, but those under CODE_PROP_KEYS. */
function islandStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => islandStrings(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) if (!CODE_PROP_KEYS.has(key)) islandStrings(v, out);
  }
  return out;
}

/**
 * Every piece of text a visitor may read on a page: text nodes (read whole), visitor attributes and
 * <meta>, and ('maybe') data-* attributes and the strings of islands' props.
 */
export function visitorTexts(html: string): VisitorText[] {
  const found: VisitorText[] = [];
  const langs: string[] = [];
  const lang = () => langs.findLast((l) => l !== '') ?? '';
  let skipping = 0;
  // The parser may hand one text node over in pieces (around entities): read it whole.
  let pending = '';
  const readPending = () => {
    if (/\S/.test(pending)) found.push({ where: 'text', text: pending, kind: 'shown', lang: lang() });
    pending = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        readPending();
        langs.push(attrs['lang'] ?? '');
        if (skipping > 0 || SKIPPED.has(name)) {
          skipping++;
          return;
        }
        const here = lang();
        const button = name === 'button' || (name === 'input' && /^(button|submit|reset)$/.test(attrs['type'] ?? ''));
        for (const [attr, value] of Object.entries(attrs)) {
          if (VISITOR_ATTRIBUTES.has(attr) || (attr === 'value' && button)) {
            found.push({ where: `<${name} ${attr}>`, text: value, kind: 'shown', lang: here });
          } else if (attr.startsWith('data-') && !CODE_DATA_ATTRIBUTES.has(attr)) {
            // Settings for a script may be JSON: its strings are read one by one.
            const strings = /^[[{]/.test(value) ? propStrings(JSON.parse(value) as unknown) : [value];
            for (const text of strings) found.push({ where: `<${name} ${attr}>`, text, kind: 'maybe', lang: here });
          }
        }
        const meta = attrs['name'] ?? attrs['property'] ?? '';
        if (name === 'meta' && VISITOR_META.test(meta)) {
          found.push({ where: `<meta ${meta}>`, text: attrs['content'] ?? '', kind: 'shown', lang: here });
        }
        if (name === 'astro-island' && attrs['props']) {
          const island = /\/(\w+)\.[\w-]+\.js$/.exec(attrs['component-url'] ?? '')?.[1] ?? 'island';
          for (const text of islandStrings(JSON.parse(attrs['props']) as unknown)) {
            found.push({ where: `island ${island} props`, text, kind: 'maybe', lang: here });
          }
        }
      },
      onclosetag() {
        readPending();
        langs.pop();
        if (skipping > 0) skipping--;
      },
      ontext(text) {
        if (skipping === 0) pending += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  readPending();
  return found;
}

/** A piece of 'maybe' text that reads as words: it holds markers, or is not a name code uses. */
export function readsAsWords(text: string): boolean {
  return text.includes(PROBE_OPEN) || !isCodeValue(text);
}

/**
 * Every unmarked word a visitor can read on a probe-built page, but those `computed` allows.
 * Text nodes, visitor attributes and <meta> are always words; a data-* attribute (CSS may show
 * it with attr(), a script may write it into the page) or a string of an island's props counts
 * when it holds markers or does not read as a name code uses.
 */
export function unmarkedText(html: string, computed: Computed): Leak[] {
  const leaks: Leak[] = [];
  for (const { where, text, kind } of visitorTexts(html)) {
    if (kind === 'maybe' && !readsAsWords(text)) continue;
    for (const run of unmarkedRuns(text)) if (!computed(run)) leaks.push({ where, run, context: text.trim() });
  }
  return leaks;
}
