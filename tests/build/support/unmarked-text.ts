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
  let depth = 0;
  let run = '';
  const flush = () => {
    if (/[\p{L}\p{N}]/u.test(run)) runs.push(run.replace(SEPARATORS, ''));
    run = '';
  };
  for (const char of text) {
    if (char === PROBE_OPEN) {
      flush();
      depth++;
    } else if (char === PROBE_CLOSE) {
      // A marker that closes nothing ends a marked string whose start code cut off.
      if (depth === 0) run = '';
      else depth--;
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

/**
 * Every unmarked word a visitor can read on a probe-built page, but those `computed` allows.
 * Text nodes, visitor attributes and <meta> are always words; a data-* attribute (CSS may show
 * it with attr(), a script may write it into the page) or a string of an island's props counts
 * when it holds markers or does not read as a name code uses.
 */
export function unmarkedText(html: string, computed: Computed): Leak[] {
  const leaks: Leak[] = [];
  const check = (where: string, text: string) => {
    for (const run of unmarkedRuns(text)) if (!computed(run)) leaks.push({ where, run, context: text.trim() });
  };
  const checkIfText = (where: string, value: string) => {
    if (value.includes(PROBE_OPEN) || !isCodeValue(value)) check(where, value);
  };
  let skipping = 0;
  // The parser may hand one text node over in pieces (around entities): read it whole.
  let pending = '';
  const readPending = () => {
    check('text', pending);
    pending = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        readPending();
        if (skipping > 0 || SKIPPED.has(name)) {
          skipping++;
          return;
        }
        const button = name === 'button' || (name === 'input' && /^(button|submit|reset)$/.test(attrs['type'] ?? ''));
        for (const [attr, value] of Object.entries(attrs)) {
          if (VISITOR_ATTRIBUTES.has(attr) || (attr === 'value' && button)) check(`<${name} ${attr}>`, value);
          else if (attr.startsWith('data-') && !CODE_DATA_ATTRIBUTES.has(attr)) {
            // Settings for a script may be JSON: its strings are read one by one.
            const strings = /^[[{]/.test(value) ? propStrings(JSON.parse(value) as unknown) : [value];
            for (const string of strings) checkIfText(`<${name} ${attr}>`, string);
          }
        }
        const meta = attrs['name'] ?? attrs['property'] ?? '';
        if (name === 'meta' && VISITOR_META.test(meta)) check(`<meta ${meta}>`, attrs['content'] ?? '');
        if (name === 'astro-island' && attrs['props']) {
          const island = /\/(\w+)\.[\w-]+\.js$/.exec(attrs['component-url'] ?? '')?.[1] ?? 'island';
          for (const value of propStrings(JSON.parse(attrs['props']) as unknown)) {
            checkIfText(`island ${island} props`, value);
          }
        }
      },
      onclosetag() {
        readPending();
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
  return leaks;
}
