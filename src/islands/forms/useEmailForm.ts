import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { initEmail, sendLead } from '../../lib/email/client.ts';
import { HONEYPOT_FIELD } from '../../lib/email/netlify-forms.ts';
import type { FieldValues } from '../../lib/email/payloads.ts';
import type { FormTransport } from '../../lib/email/settings.ts';

/** Spec section 9: a success status is cleared after 3000 ms. */
const SUCCESS_CLEAR_MS = 3000;

export type FormStatus = 'idle' | 'sending' | 'success' | 'error';

function fieldValuesOf(form: HTMLFormElement): FieldValues {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') (values[name] ??= []).push(value);
  }
  return values;
}

interface Options {
  /** How this form sends (decided at build time, src/lib/email/settings.ts). */
  transport: FormTransport;
  /** The Netlify form name, sent as form-name on the Netlify Forms transport. */
  formName: string;
  /** The EmailJS template_params (drops hidden answers itself). */
  buildParams: (values: FieldValues) => Record<string, string>;
  /** The answers still visible (hidden conditional questions dropped), for Netlify Forms. */
  visibleValues?: (values: FieldValues) => FieldValues;
  onSuccess?: () => void;
}

/**
 * Sends a form through the email seam: one request at a time, the sending state held until the
 * service answers, the form reset only on success (a failure keeps every typed value).
 * Without JavaScript the form posts to Netlify Forms; a submit made while the island loads is
 * held by client:intent and sent here once it has mounted.
 */
export function useEmailForm({ transport, formName, buildParams, visibleValues, onSuccess }: Options) {
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
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (sending.current) return;
      const values = fieldValuesOf(form);
      const succeed = () => {
        form.reset();
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
      if (result.ok) succeed();
      else setStatus('error');
    },
    [transport, formName, buildParams, visibleValues, onSuccess],
  );

  return { formRef, status, onSubmit };
}

/** What a form gets from useEmailForm: its element, its sending state and its submit handler. */
export type EmailForm = ReturnType<typeof useEmailForm>;
