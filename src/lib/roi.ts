/**
 * ROI calculator (spec sections 3, 5 and 9). DOM-free: the island and the page's server render
 * both use these functions, so the numbers a crawler sees are the numbers a visitor gets.
 */

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

/** Spec: support agents 2, salary 1500, visitors 100000, order value 15. */
export const ROI_DEFAULTS: Readonly<RoiInputs> = { agents: 2, salary: 1500, visitors: 100_000, orderValue: 15 };

export const ROI_CONSTANTS = {
  visitorShare: 0.1,
  conversionRate: 0.1,
  automatedShare: 0.8,
  /** Yearly suite cost used as the basis of the ROI percentage, in euros. */
  costBasis: 5800,
} as const;

/** Which fields take whole numbers only (spec section 5: order value is the one with decimals). */
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
  const roiPercent = Math.round(((operationalSavings + additionalRevenue) / ROI_CONSTANTS.costBasis) * 100);
  return {
    additionalRevenue: roundCents(additionalRevenue),
    operationalSavings: roundCents(operationalSavings),
    roiPercent,
  };
}

function roundCents(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Keeps a number inside 0..maximum (NaN and negatives become 0); integer fields are truncated. */
export function clampInput(field: RoiField, n: number): { value: number; capped: boolean } {
  if (!Number.isFinite(n))
    return n === Infinity ? { value: ROI_MAXIMA[field], capped: true } : { value: 0, capped: false };
  let value = ROI_INTEGER_FIELDS.has(field) ? Math.trunc(n) : n;
  if (value < 0) value = 0;
  if (value > ROI_MAXIMA[field]) return { value: ROI_MAXIMA[field], capped: true };
  return { value, capped: false };
}

export interface ParsedInput {
  /** What the input box should show after this keystroke or paste. */
  text: string;
  /** The number the results use (an empty box counts as 0). */
  value: number;
  /** True when the typed number was above the maximum and was capped. */
  capped: boolean;
}

/**
 * Cleans what the visitor typed or pasted. Thousands separators and spaces are dropped, integer
 * fields keep digits only, the order value keeps one decimal point and two decimals, and text
 * without any digit becomes 0 (spec: non-numeric input becomes 0). An empty box stays empty while
 * typing so the visitor can replace a value; see `textOnBlur`.
 */
export function parseRoiInput(field: RoiField, raw: string): ParsedInput {
  const trimmed = raw.trim();
  if (trimmed === '') return { text: '', value: 0, capped: false };
  const integer = ROI_INTEGER_FIELDS.has(field);
  let cleaned = trimmed.replace(/[\s,_'’]/g, '');
  if (integer) {
    cleaned = cleaned.split('.')[0] ?? '';
    cleaned = cleaned.replace(/\D/g, '');
  } else {
    const [whole = '', ...rest] = cleaned.replace(/[^\d.]/g, '').split('.');
    cleaned = rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
  }
  if (!/\d/.test(cleaned)) return { text: '0', value: 0, capped: false };
  // Drop leading zeros ("007" → "7") but keep "0" and "0.5".
  cleaned = cleaned.replace(/^0+(?=\d)/, '');
  if (cleaned.startsWith('.')) cleaned = `0${cleaned}`;
  const { value, capped } = clampInput(field, Number.parseFloat(cleaned));
  return { text: capped ? String(value) : cleaned, value, capped };
}

/** Spec: an empty input becomes 0 on blur; a trailing "." is tidied away. */
export function textOnBlur(text: string): string {
  if (text.trim() === '') return '0';
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

const euro = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "€15,000.00" */
export function formatEuro(amount: number): string {
  return euro.format(Number.isFinite(amount) ? amount : 0);
}

/** "300%" with thousands separators for large values. */
export function formatPercent(percent: number): string {
  return `${(Number.isFinite(percent) ? percent : 0).toLocaleString('en-US', { maximumFractionDigits: 0 })}%`;
}
