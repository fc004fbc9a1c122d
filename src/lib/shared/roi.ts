/**
 * ROI calculator (spec sections 3, 5 and 9). DOM-free: the island and the page's server render
 * both use these functions, so the numbers a crawler sees are the numbers a visitor gets.
 */

import { formatEuro as formatEuroIn, formatNumber, type Lang } from './i18n.ts';

export type RoiField = 'agents' | 'salary' | 'visitors' | 'orderValue';
export type RoiInputs = Record<RoiField, number>;

export interface RoiResults {
  /** visitors × 0.1 × 0.1 × order value: 1% of monthly visitors converted by the assistant. */
  additionalRevenue: number;
  /** 0.8 × agents × salary: 80% of the support workload automated. */
  operationalSavings: number;
  /** (savings + revenue) / 5800 × 100, rounded to a whole percent. */
  roiPercent: number;
}

/** Support agents 2, salary 1500, visitors 100000, order value 15. */
export const ROI_DEFAULTS: Readonly<RoiInputs> = { agents: 2, salary: 1500, visitors: 100_000, orderValue: 15 };

const ROI_CONSTANTS = {
  visitorShare: 0.1,
  conversionRate: 0.1,
  automatedShare: 0.8,
  /** The suite's cost basis the ROI percentage sets one month's gains against, in euros. */
  costBasis: 5800,
} as const;

/** Which fields are amounts in euros (written "€1,500", "1500 €" in the edition's way). */
export const ROI_EURO_FIELDS: ReadonlySet<RoiField> = new Set(['salary', 'orderValue']);

/** Which fields take whole numbers only (order value is the one with decimals). */
export const ROI_INTEGER_FIELDS: ReadonlySet<RoiField> = new Set(['agents', 'salary', 'visitors']);

/**
 * Sane upper bounds so a pasted 1e308 cannot produce Infinity or a number wider than the card.
 * The island tells the visitor when a value was capped.
 */
export const ROI_MAXIMA: Readonly<RoiInputs> = {
  agents: 10_000,
  salary: 1_000_000,
  visitors: 1_000_000_000,
  orderValue: 100_000,
};

export function computeRoi(inputs: RoiInputs): RoiResults {
  const safe = (field: RoiField) => clampInput(field, inputs[field]).value;
  const additionalRevenue =
    safe('visitors') * ROI_CONSTANTS.visitorShare * ROI_CONSTANTS.conversionRate * safe('orderValue');
  const operationalSavings = ROI_CONSTANTS.automatedShare * safe('agents') * safe('salary');
  return {
    additionalRevenue: roundHalfUp(additionalRevenue, 2),
    operationalSavings: roundHalfUp(operationalSavings, 2),
    roiPercent: roundHalfUp(((operationalSavings + additionalRevenue) / ROI_CONSTANTS.costBasis) * 100, 0),
  };
}

/**
 * Rounds to `places` decimals with a half going up, as a visitor rounds by hand: 50 visitors at
 * €19.99 bring €9.995, shown €10.00. In binary floating point 9.995 × 100 is 999.4999…, which
 * Math.round alone takes down, so the product is first cut to 15 significant digits: more than any
 * figure within the calculator's maxima needs, fewer than the arithmetic's error reaches.
 */
function roundHalfUp(n: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(Number((n * scale).toPrecision(15))) / scale;
}

/** Keeps a number inside 0..maximum (NaN and negatives become 0); integer fields are truncated. */
function clampInput(field: RoiField, n: number): { value: number; capped: boolean } {
  if (!Number.isFinite(n))
    return n === Infinity ? { value: ROI_MAXIMA[field], capped: true } : { value: 0, capped: false };
  let value = ROI_INTEGER_FIELDS.has(field) ? Math.trunc(n) : n;
  if (value < 0) value = 0;
  if (value > ROI_MAXIMA[field]) return { value: ROI_MAXIMA[field], capped: true };
  return { value, capped: false };
}

/*
 * How the calculator reads what a visitor types or pastes (one rule per kind of field, written for
 * visitors across Europe, who group thousands with a dot, a space or a comma and write decimals
 * with a comma or a dot):
 *
 * Whole-number fields (support agents, salary, monthly visitors):
 *   digits, optionally grouped in threes with one kind of separator: a space, a dot, a comma or an
 *   apostrophe. "100000", "100 000", "100.000", "100,000" and "100'000" all read 100000.
 * Order value (euros and cents):
 *   the same whole part, then optionally a decimal separator ("," or ".") and one or two decimals:
 *   "12,50" and "12.50" read 12.5. When both "," and "." appear, the last one is the decimal
 *   separator: "1.234,50" and "1,234.50" read 1234.5. A lone separator followed by exactly three
 *   digits groups thousands, as in the other fields: "1.234" and "1,234" read 1234 (a price has
 *   cents, never three decimals).
 * Every field:
 *   a "€" before or after the number is ignored. Anything else is not a number and reads 0: a minus
 *   sign ("-5"), exponent notation ("1e308"), letters, separators in the wrong places ("1.2.3",
 *   "2.5" agents). A number above the field's maximum is capped at the maximum (and the visitor is
 *   told). An empty box counts as 0 and shows 0 once the visitor leaves it.
 * While the visitor types, the box keeps exactly what they typed (the results follow at once); when
 * they leave it, it shows the number that was understood ("1.234,50" becomes "1234.50", "-5" becomes
 * "0"), so a misreading is visible straight away.
 */

export interface ParsedInput {
  /** The number the results use (empty or not a number: 0; capped at the field's maximum). */
  value: number;
  /** True when the typed number was above the maximum and was capped. */
  capped: boolean;
  /** False when the box holds something that is not a number under the rules above (it reads 0). */
  readable: boolean;
  /** What the box shows once the visitor leaves it: the understood value ("12,5" → "12.50"). */
  normalized: string;
}

/** Thousands grouping: a first group of 1–3 digits, then groups of exactly three, one separator kind. */
const GROUPED = /^[1-9]\d{0,2}([ .,'’\u00a0\u2009\u202f])\d{3}(?:\1\d{3})*$/;
// Checked apart from "at least one digit": one pattern for both takes time that grows with the
// square of the length on a long paste that is not a number.
const NUMBER_CHARACTERS = /^[\d .,'’\u00a0\u2009\u202f]+$/;

/** The digits of a whole part written plainly or grouped in threes; null when it is neither. */
function wholeDigits(whole: string): string | null {
  if (/^\d*$/.test(whole)) return whole || '0';
  return GROUPED.test(whole) ? whole.replace(/\D/g, '') : null;
}

/** Splits "1.234,50" into whole "1.234" and fraction "50"; no decimal separator: fraction null. */
function splitDecimal(body: string): { whole: string; fraction: string | null } {
  const at = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (at < 0) return { whole: body, fraction: null };
  const separator = body.charAt(at);
  const other = separator === '.' ? ',' : '.';
  const fraction = body.slice(at + 1);
  const once = body.indexOf(separator) === at;
  // Both kinds present: the last is the decimal separator. One kind, once, with at most two digits
  // after it (none while the visitor is still typing "15,"): a decimal separator too.
  const isDecimal = once && (body.includes(other) || /^\d{0,2}$/.test(fraction));
  return isDecimal ? { whole: body.slice(0, at), fraction } : { whole: body, fraction: null };
}

/** `raw` without the spaces around it and a "€" before and after the number. */
function withoutEuro(raw: string): string {
  let body = raw.trim();
  if (body.startsWith('€')) body = body.slice(1).trimStart();
  if (body.endsWith('€')) body = body.slice(0, -1).trimEnd();
  return body;
}

/** The number written in `raw` under the rules above, or null when it is not one. */
function readNumber(raw: string, decimals: boolean): number | null {
  const body = withoutEuro(raw);
  if (!NUMBER_CHARACTERS.test(body) || !/\d/.test(body)) return null;
  const { whole, fraction } = decimals ? splitDecimal(body) : { whole: body, fraction: null };
  if (fraction !== null && !/^\d{0,2}$/.test(fraction)) return null;
  const digits = wholeDigits(whole);
  if (digits === null) return null;
  return Number(fraction ? `${digits}.${fraction}` : digits);
}

/**
 * Reads one box of the calculator; see the rules above. Both editions read the same numbers; the
 * understood value is shown with the edition's decimal separator ("12.50", "12,50").
 */
export function parseRoiInput(field: RoiField, raw: string, lang: Lang = 'en'): ParsedInput {
  if (raw.trim() === '') return { value: 0, capped: false, readable: true, normalized: '0' };
  const integer = ROI_INTEGER_FIELDS.has(field);
  const read = readNumber(raw, !integer);
  const { value, capped } = clampInput(field, read ?? 0);
  const plain = integer || Number.isInteger(value) ? String(value) : value.toFixed(2);
  return { value, capped, readable: read !== null, normalized: lang === 'bg' ? plain.replace('.', ',') : plain };
}

/** "€15,000.00" in English, "15 000,00 €" in Bulgarian. */
export function formatEuro(amount: number, lang: Lang = 'en'): string {
  return formatEuroIn(Number.isFinite(amount) ? amount : 0, lang);
}

/** "300%" with the edition's thousands separators for large values ("1,200%", "1200%"). */
export function formatPercent(percent: number, lang: Lang = 'en'): string {
  return `${formatNumber(Number.isFinite(percent) ? percent : 0, lang, { maximumFractionDigits: 0 })}%`;
}

/** The three results as the calculator shows them, in the page's edition. */
export interface RoiFigures {
  revenue: string;
  savings: string;
  roi: string;
}

/**
 * The figures shown for `inputs`: by the island, and before it starts by the script that restores a
 * shared address, so the results never disagree with the boxes.
 */
export function roiFigures(inputs: RoiInputs, lang: Lang = 'en'): RoiFigures {
  const results = computeRoi(inputs);
  return {
    revenue: formatEuro(results.additionalRevenue, lang),
    savings: formatEuro(results.operationalSavings, lang),
    roi: formatPercent(results.roiPercent, lang),
  };
}
