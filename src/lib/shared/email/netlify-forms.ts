/**
 * The no-JavaScript path of every form: a plain POST handled by Netlify Forms (and by the local
 * server in scripts/serve/netlify-server.ts the same way). Shared by the forms and the server.
 */
export const THANK_YOU_PATH = '/thank-you';
/** The honeypot field: hidden from people and screen readers; bots fill it in. */
export const HONEYPOT_FIELD = 'company_fax';

export interface NetlifySubmission {
  form: string;
  fields: Record<string, string[]>;
}

/**
 * A urlencoded form body as Netlify Forms sees it. Returns null when it is not a form
 * submission (no form-name). `spam` is true when the honeypot was filled in.
 */
export function parseNetlifySubmission(body: string): (NetlifySubmission & { spam: boolean }) | null {
  const params = new URLSearchParams(body);
  const form = params.get('form-name')?.trim();
  if (!form) return null;
  const fields: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (name === 'form-name' || name === HONEYPOT_FIELD) continue;
    (fields[name] ??= []).push(value);
  }
  return { form, fields, spam: (params.get(HONEYPOT_FIELD) ?? '').trim() !== '' };
}

/**
 * The urlencoded body a hydrated form posts to Netlify Forms in the background (Netlify's "Submit
 * HTML forms with AJAX"): `form-name` first, then the honeypot (empty: a filled one is never
 * sent), then every field by its HTML name, as a plain POST of the form would send them. Pass the
 * visible answers only (visibleContactValues / visibleDemoValues), so hidden answers stay out.
 */
export function netlifyFormBody(formName: string, values: Readonly<Record<string, readonly string[]>>): string {
  const body = new URLSearchParams({ 'form-name': formName, [HONEYPOT_FIELD]: '' });
  for (const [name, list] of Object.entries(values)) {
    if (name === 'form-name' || name === HONEYPOT_FIELD) continue;
    for (const value of list) body.append(name, value);
  }
  return body.toString();
}
