/**
 * Facts the spec does not give (a client's quote, an event date, a legal commitment, a project id)
 * are marked where they live until an editor confirms them:
 *
 *   JSON:      "awaitingConfirmation": { "quote": "Invented placeholder: replace with …" }
 *              as a key of the object that holds the field (a nested path "contact.email" or an
 *              array element "assumptions[2]" is allowed);
 *   Markdown:  awaitingConfirmation: { "4. Data security": "…" } in the frontmatter, keyed by a
 *              frontmatter field or a `## ` section heading.
 *
 * The editor confirms a fact by deleting its line (and the block once it is empty).
 * `npm run launch-check` lists what is left; a production build refuses to publish it.
 */
export const AWAITING_KEY = 'awaitingConfirmation';

export interface UnconfirmedItem {
  file: string;
  /** Where the marked object sits in the file ("" for the top level, "[3]", "results.roiPercent"). */
  at: string;
  field: string;
  note: string;
  /**
   * Set on an edition's twin of an unconfirmed English fact: its translation counts as
   * unconfirmed too, in that language (the marker itself lives in the English file only).
   */
  lang?: string;
}

export interface MarkerProblem {
  file: string;
  at: string;
  problem: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const PATH_STEP = /^([^.[\]]+)((?:\[\d+\])*)$/;

/** Whether a marker key ("quote", "contact.email", "assumptions[2]") names a value that exists. */
export function fieldExists(holder: Record<string, unknown>, field: string): boolean {
  let current: unknown = holder;
  for (const step of field.split('.')) {
    const match = PATH_STEP.exec(step);
    if (!match || !isRecord(current) || !Object.hasOwn(current, match[1]!)) return false;
    current = current[match[1]!];
    for (const index of (match[2] ?? '').match(/\d+/g) ?? []) {
      if (!Array.isArray(current) || Number(index) >= current.length) return false;
      current = current[Number(index)];
    }
  }
  return true;
}

function joinPath(at: string, key: string | number): string {
  if (typeof key === 'number') return `${at}[${key}]`;
  return at ? `${at}.${key}` : key;
}

export interface MarkerScan {
  items: UnconfirmedItem[];
  problems: MarkerProblem[];
}

/**
 * Every marker in a parsed JSON file or Markdown frontmatter. `extraKeys` are names a marker may
 * use besides the object's own fields (a Markdown file's section headings).
 */
export function scanMarkers(file: string, data: unknown, extraKeys: readonly string[] = []): MarkerScan {
  const items: UnconfirmedItem[] = [];
  const problems: MarkerProblem[] = [];
  const visit = (value: unknown, at: string, top: boolean): void => {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => visit(entry, joinPath(at, index), false));
      return;
    }
    if (!isRecord(value)) return;
    if (Object.hasOwn(value, AWAITING_KEY)) {
      const marker = value[AWAITING_KEY];
      if (!isRecord(marker)) {
        problems.push({ file, at, problem: `${AWAITING_KEY} must be a list of "field": "what to confirm" lines` });
      } else {
        for (const [field, note] of Object.entries(marker)) {
          if (typeof note !== 'string' || note.trim().length < 10) {
            problems.push({ file, at, problem: `"${field}": say in a sentence what to confirm` });
          }
          const known = fieldExists(value, field) || (top && extraKeys.includes(field));
          if (!known) problems.push({ file, at, problem: `"${field}" names no field here (a typo, or a stale line?)` });
          items.push({ file, at, field, note: typeof note === 'string' ? note.trim() : '' });
        }
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== AWAITING_KEY) visit(child, joinPath(at, key), false);
    }
  };
  visit(data as Json, '', true);
  return { items, problems };
}

/** False when the entry still waits for confirmation of `field` (or, without a field, of anything). */
export function isConfirmed(entry: { awaitingConfirmation?: Record<string, string> | undefined }, field?: string) {
  const marker = entry.awaitingConfirmation;
  if (!marker) return true;
  return field === undefined ? Object.keys(marker).length === 0 : !Object.hasOwn(marker, field);
}
