import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { initEmail, sendLead } from '../../lib/browser/email/client.ts';
import { withoutBidiControls } from '../../lib/shared/email/bidi-controls.ts';
import { isTooLarge } from '../../lib/shared/email/errors.ts';
import { HONEYPOT_FIELD } from '../../lib/shared/email/netlify-forms.ts';
import type { FieldValues } from '../../lib/shared/email/payloads.ts';
import type { FormTransport } from '../../lib/shared/email/settings.ts';
import { readConsent, siteStorage } from '../../lib/shared/consent.ts';
import { leadEventParams, sendLeadEvent, type LeadFormKind } from '../../lib/browser/lead-event.ts';

/** A success status is cleared after 3000 ms. */
const SUCCESS_CLEAR_MS = 3000;

/** 'too-large': the service refused the submission as too large (413); the visitor is told what to shorten. */
export type FormStatus = 'idle' | 'sending' | 'success' | 'error' | 'too-large';

/**
 * What the form holds, as both transports send it: every value without bidirectional formatting
 * characters, so no field can reorder what a salesperson reads (src/lib/shared/email/bidi-controls.ts).
 */
function fieldValuesOf(form: HTMLFormElement): FieldValues {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') (values[name] ??= []).push(withoutBidiControls(value));
  }
  return values;
}

/** Everything the form holds as the visitor left it (before bidi clean-up), to tell whether it changed. */
function stateOf(form: HTMLFormElement): string {
  return JSON.stringify([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
}

interface Options {
  /** Which kind of lead this form sends (the analytics event tells them apart). */
  kind: LeadFormKind;
  /** How this form sends (decided at build time, src/lib/shared/email/settings.ts). */
  transport: FormTransport;
  /** The Netlify form name, sent as form-name on the Netlify Forms transport. */
  formName: string;
  /** The EmailJS template_params (drops hidden answers itself). */
  buildParams: (values: FieldValues) => Record<string, string>;
  /** The answers still visible (hidden conditional questions dropped), for Netlify Forms. */
  visibleValues?: (values: FieldValues) => FieldValues;
  onSuccess?: () => void;
  /**
   * Whether the success line clears after 3 s (the spec's forms). The store-preview form keeps it:
   * it says what happens next, a sentence to read, not a flash.
   */
  clearSuccess?: boolean;
}

/**
 * The analytics record of a confirmed lead: one GA4 generate_lead, only with analytics consent and
 * a measurement id (window.gtag exists only then), read at send time (the language too: a page may
 * switch it). Storage that cannot be read counts as no consent.
 */
function recordLead(kind: LeadFormKind, formName: string, values: FieldValues): void {
  const consent = readConsent(siteStorage('localStorage'));
  const params = leadEventParams({
    kind,
    formName,
    values,
    path: window.location.pathname,
    language: document.documentElement.lang,
  });
  // Defined by the analytics <head> snippet only on a build with a measurement id.
  const gtag = (window as unknown as { gtag?: unknown }).gtag;
  sendLeadEvent(typeof gtag === 'function' ? (gtag as (...args: unknown[]) => void) : undefined, consent, params);
}

/**
 * Sends a form through the email seam: one request at a time, the sending state held until the
 * service answers, the form reset only on success (a failure keeps every typed value) and only if
 * nothing was typed while sending (that correction is not in the lead, and is kept).
 * Without JavaScript the form posts to Netlify Forms; a submit made while the island loads is
 * held by client:intent and sent here once it has mounted.
 */
export function useEmailForm({
  kind,
  transport,
  formName,
  buildParams,
  visibleValues,
  onSuccess,
  clearSuccess = true,
}: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [status, setStatus] = useState<FormStatus>('idle');

  useEffect(() => {
    initEmail(transport);
    const form = formRef.current;
    if (!form) return;
    // Tells client:intent (src/directives/intent.ts) that onSubmit is live, then sends the submit
    // it held while the island loaded. The mark comes off first, so the lead goes out once; after
    // the other mount effects (a microtask), which may still tidy the form.
    form.setAttribute('data-hydrated', '');
    if (form.hasAttribute('data-submit-held')) {
      form.removeAttribute('data-submit-held');
      queueMicrotask(() => form.requestSubmit());
    }
  }, [transport]);

  useEffect(() => {
    if (status !== 'success' || !clearSuccess) return;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status, clearSuccess]);

  const onSubmit = useCallback(
    async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (sending.current) return;
      const values = fieldValuesOf(form);
      const sent = stateOf(form);
      const succeed = () => {
        // A correction typed while sending is not in this lead: the form keeps it (and all the rest,
        // so the corrected request can go whole); an untouched form is reset as the spec says.
        if (stateOf(form) === sent) form.reset();
        setStatus('success');
        onSuccess?.();
      };
      // A filled honeypot is a bot: act as if it worked and send nothing.
      if ((values[HONEYPOT_FIELD]?.[0] ?? '').trim() !== '') return succeed();
      sending.current = true;
      setStatus('sending');
      const fields = visibleValues ? visibleValues(values) : values;
      const result = await sendLead(transport, { formName, params: buildParams(values), fields });
      sending.current = false;
      // Too large is the one failure that trying again cannot fix: say what to shorten instead.
      if (!result.ok) return setStatus(isTooLarge(result.failure) ? 'too-large' : 'error');
      // Confirmed by the service: recorded once, here (a honeypot success above is not a lead).
      recordLead(kind, formName, fields);
      succeed();
    },
    [kind, transport, formName, buildParams, visibleValues, onSuccess],
  );

  return { formRef, status, onSubmit };
}

/** What a form gets from useEmailForm: its element, its sending state and its submit handler. */
export type EmailForm = ReturnType<typeof useEmailForm>;
