/**
 * The GA4 `generate_lead` event sent after a lead is confirmed sent. DOM-free: which parameters the
 * event carries and whether it may be sent at all; the forms' hook (src/islands/forms/useEmailForm.ts)
 * calls sendLeadEvent() with the page's gtag and stored consent.
 *
 * The event says which channel brought a lead, never who the lead is: the form kind and its Netlify
 * form name, the page path, the page's language and the products chosen. No name, e-mail, phone,
 * website or free text ever goes into it (leadEventParams only reads the product fields).
 */
import type { CookiePreferences } from '../shared/consent.ts';
import { FIELD, type FieldValues } from '../shared/email/payloads.ts';

/** GA4's recommended event for a lead. */
export const LEAD_EVENT = 'generate_lead';

/**
 * The kinds of lead form: waitlist sign-ups, demo requests and "See it on your store" requests
 * stay apart in the reports.
 */
export type LeadFormKind = 'contact' | 'demo' | 'waitlist' | 'store-preview';

export interface LeadEventParams {
  /** contact, demo, waitlist or store-preview. */
  form_kind: LeadFormKind;
  /** The Netlify form name (demo-request vs demo-request-guided tells the two demo variants apart). */
  form_name: string;
  /** location.pathname of the page the form was sent from. */
  page_path: string;
  /** document.documentElement.lang when the lead was sent (en, bg, …). */
  language: string;
  /**
   * The chosen products, comma-joined ('' when none); for a waitlist, the module it is for; '' for a
   * store preview (it asks no product question).
   */
  products: string;
}

/** GA4 truncates an event parameter's text value at 100 characters; cut it ourselves, predictably. */
const GA_PARAM_MAX = 100;

/** Which answer of each form kind holds its products. */
const PRODUCT_FIELD: Readonly<Record<LeadFormKind, string | null>> = {
  contact: FIELD.productsOfInterest,
  demo: FIELD.products,
  waitlist: FIELD.module,
  'store-preview': null,
};

// Control characters are what this strips, so the pattern names them on purpose.
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/** The event's parameters for a lead of `kind` with these answers, from this page. */
export function leadEventParams(input: {
  kind: LeadFormKind;
  formName: string;
  values: FieldValues;
  path: string;
  language: string;
}): LeadEventParams {
  const field = PRODUCT_FIELD[input.kind];
  const products = (field === null ? [] : (input.values[field] ?? [])).map(clean).filter((p) => p !== '');
  return {
    form_kind: input.kind,
    form_name: input.formName,
    page_path: clean(input.path).slice(0, GA_PARAM_MAX),
    language: clean(input.language).slice(0, GA_PARAM_MAX),
    products: [...new Set(products)].join(', ').slice(0, GA_PARAM_MAX),
  };
}

/**
 * Sends the event through `gtag` when, and only when, analytics is configured on the page (gtag
 * exists) and the visitor's current decision allows analytics. Otherwise nothing is called: no
 * event waits in the dataLayer for a later consent. Returns whether it was sent.
 */
export function sendLeadEvent(
  gtag: ((...args: unknown[]) => void) | undefined,
  consent: Pick<CookiePreferences, 'analytics'> | null,
  params: LeadEventParams,
): boolean {
  if (typeof gtag !== 'function' || consent?.analytics !== true) return false;
  gtag('event', LEAD_EVENT, params);
  return true;
}
