/**
 * No-break spaces where Bulgarian typography keeps words together, put in at build time like the
 * soft hyphens (src/lib/node/soft-hyphens.ts): inside a number's digit groups ("23 000") and
 * between a number and the unit after it ("23 000 €", "20 000 лв.", "2025 г.", "12 кг"), so a line never
 * ends on "23" with "000 €" on the next. Numbers the site computes (Intl) already have them; these
 * are the ones editors type.
 */
export const NO_BREAK_SPACE = '\u00a0';

/** A space between digits where the digits after it are a whole group of three: "23 000", "1 000 000". */
const DIGIT_GROUP_SPACE = /(?<=\d) (?=\d{3}(?!\d))/g;

/**
 * A space between a number (or "+" / "%" after one) and its unit: €, лв., г. (a year), a weight,
 * length or volume (г, кг, мм, см, м, км, мл, л), decibels (дБ) or a time (ч., мин., сек.). The
 * unit is a whole word ("5 месеца" is left alone).
 */
const UNIT_SPACE = /(?<=\d[+%]?) (?=(?:€|лв\.|г\.|ч\.|мин\.|сек\.|кг|г|мм|см|км|м|мл|л|дБ)(?!\p{L}))/gu;

/** `text` with no-break spaces in its numbers' digit groups and before their units. */
export function withNoBreakSpaces(text: string): string {
  return text.replace(DIGIT_GROUP_SPACE, NO_BREAK_SPACE).replace(UNIT_SPACE, NO_BREAK_SPACE);
}

/** The edition whose pages get no-break spaces (and soft hyphens) at build time. */
export const TYPESET_LANG = 'bg';

/**
 * `copy` with no-break spaces in every string, for an island's props in the typeset edition: the
 * after-build pass leaves islands alone (hydration compares their text with what React writes), so
 * their words get the same spaces before they are rendered, on the server and in the browser alike.
 */
export function withNoBreakSpacesIn<T>(copy: T, lang: string): T {
  if (lang !== TYPESET_LANG) return copy;
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return withNoBreakSpaces(value);
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
    return value;
  };
  return visit(copy) as T;
}
