/**
 * The ROI calculator's figures in a link: a visitor copies a link to a result and shares or
 * bookmarks it, the page restores it, and "Talk to us about these numbers" carries it to the demo
 * form, which writes it into its free-text field from a template in content. DOM-free.
 *
 * The figures travel in the link's #fragment ("/roi#agents=4&salary=2000…", "/contact#contact-form&
 * agents=4…"), never in its query: a browser sends no fragment to the server or in a Referer, and
 * the page that reads them takes them out of its address before analytics could see it (and the
 * analytics tag is given the address without its fragment).
 *
 * A link is read strictly: only the plain form the calculator itself writes ("1500",
 * "12.5") is taken, within the calculator's limits. Anything else (missing, empty, letters,
 * separators, signs, exponents, too long, above the maximum, repeated) falls back to the spec's
 * default for that field, silently.
 */
import { formatNumber, type Lang } from './i18n.ts';
import {
  ROI_DEFAULTS,
  ROI_INTEGER_FIELDS,
  ROI_MAXIMA,
  computeRoi,
  formatEuro,
  formatPercent,
  parseRoiInput,
} from './roi.ts';
import type { RoiField, RoiInputs } from './roi.ts';
import { fill } from './template.ts';

/** The query parameter of each input. */
const ROI_QUERY_KEYS: Readonly<Record<RoiField, string>> = {
  agents: 'agents',
  salary: 'salary',
  visitors: 'visitors',
  orderValue: 'order_value',
};

const FIELDS = Object.keys(ROI_QUERY_KEYS) as RoiField[];
const WHOLE = /^\d{1,10}$/;
const WITH_CENTS = /^\d{1,10}(\.\d{1,2})?$/;

/** One parameter's value, or null when it is not one the calculator would have written. */
function readParameter(field: RoiField, values: string[]): number | null {
  if (values.length !== 1) return null;
  const raw = values[0]!;
  if (!(ROI_INTEGER_FIELDS.has(field) ? WHOLE : WITH_CENTS).test(raw)) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value <= ROI_MAXIMA[field] ? value : null;
}

/**
 * What each box shows for inputs from an address: the understood value in the edition's writing
 * ("12,50" on /bg/roi), exactly as the box shows it once a visitor has left it.
 */
export function roiBoxTexts(inputs: RoiInputs, lang: Lang): Record<RoiField, string> {
  const texts = {} as Record<RoiField, string>;
  for (const field of FIELDS) texts[field] = parseRoiInput(field, String(inputs[field]), lang).normalized;
  return texts;
}

export interface AddressedRoi {
  inputs: RoiInputs;
  /** True when at least one figure came from the link (the page then restores it). */
  fromAddress: boolean;
}

/** The calculator's inputs from parameters ("agents=3&…"); see the rules above. */
export function readRoiParameters(search: string): AddressedRoi {
  // All of it: cut short, a value at the cut would still look like one ("12345" read as "12").
  const params = new URLSearchParams(search);
  const inputs = { ...ROI_DEFAULTS };
  let fromAddress = false;
  for (const field of FIELDS) {
    const value = readParameter(field, params.getAll(ROI_QUERY_KEYS[field]));
    if (value === null) continue;
    inputs[field] = value;
    fromAddress = true;
  }
  return { inputs, fromAddress };
}

/** "agents=2&salary=1500&visitors=100000&order_value=15" for these inputs. */
export function roiQuery(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = inputs[field];
    params.set(ROI_QUERY_KEYS[field], ROI_INTEGER_FIELDS.has(field) ? String(Math.trunc(value)) : formatCents(value));
  }
  return params.toString();
}

/** 15 → "15", 12.5 → "12.5", 12.345 → "12.35". */
function formatCents(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * The figures of a link's fragment: "#agents=4&…", or after the anchor it names,
 * "#contact-form&agents=4&…" (the anchor is a parameter the reader does not look for).
 */
export function readRoiFragment(hash: string): AddressedRoi {
  return readRoiParameters(hash.replace(/^#/, ''));
}

/**
 * `path` ("/contact#contact-form", as content gives it) with the inputs after its anchor
 * ("/contact#contact-form&agents=2&…"): the address of the hand-over link, and of a link to the
 * figures ("/roi#agents=2&…").
 */
export function withRoiFragment(path: string, inputs: RoiInputs): string {
  const [base, anchor = ''] = path.split('#');
  return `${base}#${anchor ? `${anchor}&` : ''}${roiQuery(inputs)}`;
}

/** Set on the calculator's island when "Copy a link to these figures" is clicked before it has started. */
export const SHARE_REQUESTED = 'data-share-requested';

/** The placeholders a hand-over template fills. */
export const ROI_NOTE_PLACEHOLDERS = ['agents', 'salary', 'visitors', 'orderValue', 'revenue', 'savings', 'roi'];

/**
 * The text written into the demo form's free-text field, from the template in content, with the
 * numbers written the way the page's edition writes them.
 */
export function roiNote(template: string, inputs: RoiInputs, lang: Lang = 'en'): string {
  const results = computeRoi(inputs);
  return fill(template, {
    agents: formatNumber(inputs.agents, lang),
    salary: formatEuro(inputs.salary, lang),
    visitors: formatNumber(inputs.visitors, lang),
    orderValue: formatEuro(inputs.orderValue, lang),
    revenue: formatEuro(results.additionalRevenue, lang),
    savings: formatEuro(results.operationalSavings, lang),
    roi: formatPercent(results.roiPercent, lang),
  });
}

/**
 * The note as the demo form receives it from a link: `fromLink` (content: "Filled in automatically
 * from an ROI calculator link:") on its own line above it. Anyone can write figures into an address,
 * so the lead says where they came from and a salesperson cannot take them for the visitor's words.
 */
export function roiNoteFromLink(
  templates: { note: string; fromLink: string },
  inputs: RoiInputs,
  lang: Lang = 'en',
): string {
  return `${templates.fromLink}\n${roiNote(templates.note, inputs, lang)}`;
}
