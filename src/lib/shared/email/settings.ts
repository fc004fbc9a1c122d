/**
 * Where each lead form sends its submission: decided once, at build time, per form kind.
 *
 * - 'emailjs': the public key, the service id and the form kind's own template are set (and are
 *   not placeholders): @emailjs/browser sends to api.emailjs.com (the CSP admits it only then).
 * - 'netlify-forms': anything missing, on a Netlify build (NETLIFY=true): a background POST of
 *   the form's fields to Netlify Forms, which stores it (and emails it, if set up in Netlify).
 * - 'local-standin': anything missing, on a local build (`npm start`, the test build): the same
 *   EmailJS request with placeholder ids, to scripts/serve/email-standin.ts on the site's own origin.
 *
 * A form kind never borrows another kind's template: a missing waitlist or store-preview template
 * falls back like missing keys do (a deploy that set its keys before the store-preview form existed
 * still receives those leads, through Netlify Forms), and emailConfigProblems() reports it for
 * launch-check.
 */
import type { SiteConfig } from '../../../schemas/site.ts';

export type FormKind = 'contact' | 'demo' | 'waitlist' | 'store-preview';
export const FORM_KINDS: readonly FormKind[] = ['contact', 'demo', 'waitlist', 'store-preview'];

/** The EmailJS ids one form kind sends with. */
interface EmailJsIds {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** Plain and serialisable: the Astro wrappers pass it to the islands as a prop. */
export type FormTransport =
  /** On Netlify, `netlifyFallback`: where a lead goes when EmailJS refuses it or cannot be reached. */
  | ({ kind: 'emailjs'; netlifyFallback?: string } & EmailJsIds)
  | ({ kind: 'local-standin' } & EmailJsIds)
  | { kind: 'netlify-forms'; path: string };

/** The ids the local stand-in (scripts/serve/email-standin.ts) receives; never valid on EmailJS. */
export const LOCAL_STANDIN_IDS = {
  publicKey: 'local_public_key',
  serviceId: 'local_service',
  templates: {
    contact: 'template_contact',
    demo: 'template_demo',
    waitlist: 'template_waitlist',
    'store-preview': 'template_store_preview',
  },
} as const satisfies { publicKey: string; serviceId: string; templates: Record<FormKind, string> };

/**
 * Where the background POST goes: the forms' action (/thank-you), which Netlify Forms accepts like
 * "/" (docs: "Submit HTML forms with AJAX"). Kept equal to THANK_YOU_PATH by a unit test.
 */
export const NETLIFY_FORMS_PATH = '/thank-you';

type EmailConfig = SiteConfig['services']['email'];
type EmailField = keyof EmailConfig;

const TEMPLATE_FIELD: Record<FormKind, EmailField> = {
  contact: 'templateContact',
  demo: 'templateDemo',
  waitlist: 'templateWaitlist',
  'store-preview': 'templateStorePreview',
};

/** How each setting is named in content/site.json and in the environment. */
const SETTING_NAME: Record<EmailField, string> = {
  publicKey: 'PUBLIC_EMAILJS_PUBLIC_KEY (services.email.publicKey)',
  serviceId: 'PUBLIC_EMAILJS_SERVICE_ID (services.email.serviceId)',
  templateContact: 'PUBLIC_EMAILJS_TEMPLATE_CONTACT (services.email.templateContact)',
  templateDemo: 'PUBLIC_EMAILJS_TEMPLATE_DEMO (services.email.templateDemo)',
  templateWaitlist: 'PUBLIC_EMAILJS_TEMPLATE_WAITLIST (services.email.templateWaitlist)',
  templateStorePreview: 'PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW (services.email.templateStorePreview)',
};

const FORMS_OF_KIND: Record<FormKind, string> = {
  contact: 'the home contact form',
  demo: 'the demo request forms',
  waitlist: 'the waitlist forms',
  'store-preview': 'the "See it on your store" forms',
};

const LOCAL_IDS: ReadonlySet<string> = new Set([
  LOCAL_STANDIN_IDS.publicKey,
  LOCAL_STANDIN_IDS.serviceId,
  ...Object.values(LOCAL_STANDIN_IDS.templates),
]);

/**
 * An id copied from an example instead of the EmailJS dashboard: the stand-in's ids, or a
 * "YOUR_…" / "<…>" filler. (Real EmailJS ids look like template_a1b2c3d, so "template_" alone is
 * not a placeholder.)
 */
export function isPlaceholderId(value: string): boolean {
  const id = value.trim();
  return LOCAL_IDS.has(id) || /^your[_-]/i.test(id) || /^<.*>$/.test(id);
}

function usable(value: string): boolean {
  return value.trim() !== '' && !isPlaceholderId(value);
}

/** The EmailJS ids of a form kind, or null when any of them is missing or a placeholder. */
function emailJsIds(site: SiteConfig, kind: FormKind): EmailJsIds | null {
  const e = site.services.email;
  const templateId = e[TEMPLATE_FIELD[kind]];
  if (!usable(e.publicKey) || !usable(e.serviceId) || !usable(templateId)) return null;
  return { publicKey: e.publicKey.trim(), serviceId: e.serviceId.trim(), templateId: templateId.trim() };
}

/** How a form kind sends, given the site config and whether Netlify builds it. */
export function formTransport(site: SiteConfig, onNetlify: boolean, kind: FormKind): FormTransport {
  const ids = emailJsIds(site, kind);
  if (ids)
    return onNetlify ? { kind: 'emailjs', ...ids, netlifyFallback: NETLIFY_FORMS_PATH } : { kind: 'emailjs', ...ids };
  if (onNetlify) return { kind: 'netlify-forms', path: NETLIFY_FORMS_PATH };
  return {
    kind: 'local-standin',
    publicKey: LOCAL_STANDIN_IDS.publicKey,
    serviceId: LOCAL_STANDIN_IDS.serviceId,
    templateId: LOCAL_STANDIN_IDS.templates[kind],
  };
}

/**
 * True when at least one form kind sends through api.emailjs.com: the CSP must admit it, and
 * launch-check knows the leads do not depend on Netlify Forms. Same decision as formTransport.
 */
export function anyFormUsesEmailJs(site: SiteConfig): boolean {
  return FORM_KINDS.some((kind) => emailJsIds(site, kind) !== null);
}

/**
 * What is wrong with the EmailJS settings, one sentence each, for launch-check. Nothing set at all
 * is a valid choice (Netlify Forms) and reports nothing; once any EmailJS value is set, every
 * missing template, key or id and every placeholder is listed with what the forms do instead.
 */
export function emailConfigProblems(site: SiteConfig): string[] {
  const e = site.services.email;
  const fields = Object.keys(SETTING_NAME) as EmailField[];
  if (fields.every((field) => e[field].trim() === '')) return [];
  const problems: string[] = [];
  for (const field of fields) {
    const value = e[field].trim();
    if (value !== '' && isPlaceholderId(value)) {
      problems.push(
        `EmailJS: ${SETTING_NAME[field]} is a placeholder ("${value}"); set the id from the EmailJS dashboard.`,
      );
    }
  }
  for (const field of ['publicKey', 'serviceId'] as const) {
    if (e[field].trim() === '') problems.push(`EmailJS: ${SETTING_NAME[field]} is missing.`);
  }
  for (const kind of FORM_KINDS) {
    const field = TEMPLATE_FIELD[kind];
    if (e[field].trim() === '') problems.push(`EmailJS: ${SETTING_NAME[field]} is missing.`);
  }
  for (const kind of FORM_KINDS) {
    if (!emailJsIds(site, kind)) {
      problems.push(
        `EmailJS: not used by ${FORMS_OF_KIND[kind]} (fallback: Netlify Forms on Netlify, the local stand-in locally).`,
      );
    }
  }
  return problems;
}
