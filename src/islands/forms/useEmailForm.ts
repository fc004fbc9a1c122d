import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { initEmail, sendLead } from '../../lib/email/client.ts';
import { HONEYPOT_FIELD } from '../../lib/email/netlify-forms.ts';
import type { FieldValues } from '../../lib/email/payloads.ts';
import type { FormTransport } from '../../lib/email/settings.ts';

/** Spec section 9: a success status is cleared after 3000 ms. */
export const SUCCESS_CLEAR_MS = 3000;

export type FormStatus = 'idle' | 'sending' | 'success' | 'error';

export function fieldValuesOf(form: HTMLFormElement): FieldValues {
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
 * Until this runs (before hydration, or without JavaScript) the form posts to Netlify Forms.
 */
export function useEmailForm({ transport, formName, buildParams, visibleValues, onSuccess }: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [status, setStatus] = useState<FormStatus>('idle');

  useEffect(() => {
    initEmail(transport);
    formRef.current?.setAttribute('data-hydrated', '');
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
