/**
 * The one seam through which a lead leaves the browser, for every transport of settings.ts:
 * @emailjs/browser 4.4.1 to api.emailjs.com ('emailjs') or to the site's own origin
 * ('local-standin'), or a background POST to Netlify Forms ('netlify-forms'). Browser-only.
 * Note: the library's send() accepts an `origin` option but only init() stores it (sendPost
 * reads the origin from the library's store), so init() is what points it at the stand-in.
 */
import emailjs from '@emailjs/browser';
import {
  describeNetlifyFailure,
  describeSendFailure,
  isTooLarge,
  type SendFailure,
} from '../../shared/email/errors.ts';
import { netlifyFormBody } from '../../shared/email/netlify-forms.ts';
import type { FieldValues } from '../../shared/email/payloads.ts';
import type { FormTransport } from '../../shared/email/settings.ts';

/** Initialise the library with the public key (and the stand-in origin); call on mount. */
export function initEmail(transport: FormTransport): void {
  if (transport.kind === 'netlify-forms') return;
  emailjs.init(
    transport.kind === 'local-standin'
      ? { publicKey: transport.publicKey, origin: window.location.origin }
      : { publicKey: transport.publicKey },
  );
}

export type SendResult = { ok: true } | { ok: false; failure: SendFailure };

/** One submission, in both shapes: EmailJS template params and the form's own fields. */
export interface Lead {
  /** The Netlify form name (content/forms/*.json). */
  formName: string;
  /** template_params for EmailJS. */
  params: Record<string, string>;
  /** The visible answers by HTML field name, for Netlify Forms. */
  fields: FieldValues;
}

/**
 * How long one transport may take to answer. A stalled mobile connection never answers and no
 * browser gives up on its own for minutes: past this the send counts as a network failure, so the
 * Netlify fallback follows or the visitor is told, keeps what they typed and can try again. Small
 * as a lead is (a few KB), it takes seconds on 2G, not twenty.
 */
export const SEND_TIME_LIMIT_MS = 20_000;

/** `work`, or a rejection like a network failure's once SEND_TIME_LIMIT_MS has passed. */
function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer within ${SEND_TIME_LIMIT_MS / 1000} s`)),
      SEND_TIME_LIMIT_MS,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function sendThroughEmailJs(
  transport: Extract<FormTransport, { kind: 'emailjs' | 'local-standin' }>,
  params: Record<string, string>,
): Promise<void> {
  initEmail(transport);
  // The library takes no abort signal: its request may still land after the limit (a lead then
  // arrives twice, which sales can see; one lost is worse).
  await withinTimeLimit(
    emailjs.send(transport.serviceId, transport.templateId, params, {
      publicKey: transport.publicKey,
      ...(transport.kind === 'local-standin' ? { origin: window.location.origin } : {}),
    }),
  );
}

async function sendToNetlifyForms(path: string, lead: Lead): Promise<SendResult> {
  let response: Response;
  try {
    response = await withinTimeLimit(
      fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: netlifyFormBody(lead.formName, lead.fields),
      }),
    );
  } catch (error) {
    return { ok: false, failure: describeNetlifyFailure(error) };
  }
  // Netlify answers with the thank-you page (after a 303 locally); any 2xx is a stored submission.
  return response.ok ? { ok: true } : { ok: false, failure: describeNetlifyFailure(response) };
}

export async function sendLead(transport: FormTransport, lead: Lead): Promise<SendResult> {
  if (transport.kind === 'netlify-forms') return logged(await sendToNetlifyForms(transport.path, lead));
  let result: SendResult;
  try {
    await sendThroughEmailJs(transport, lead.params);
    result = { ok: true };
  } catch (error) {
    result = logged({ ok: false, failure: describeSendFailure(error) });
  }
  const fallback = transport.kind === 'emailjs' ? transport.netlifyFallback : undefined;
  // On Netlify a lead EmailJS refused or never received (quota, a wrong id, the service down or
  // blocked) still reaches Netlify Forms, where the posts without JavaScript go. Too long a message
  // is not retried: the visitor is asked to shorten it. If Netlify fails too, the visitor sees
  // EmailJS's failure, the one the spec words.
  if (!result.ok && fallback && !isTooLarge(result.failure)) {
    const second = logged(await sendToNetlifyForms(fallback, lead));
    if (second.ok) return second;
  }
  return result;
}

function logged(result: SendResult): SendResult {
  if (!result.ok) console.error(result.failure.developerMessage);
  return result;
}
