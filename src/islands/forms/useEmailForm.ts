import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { sendEmail, initEmail } from '../../lib/email/client.ts';
import { HONEYPOT_FIELD } from '../../lib/email/netlify-forms.ts';
import type { FieldValues } from '../../lib/email/payloads.ts';
import type { EmailSettings, EmailTemplate } from '../../lib/email/settings.ts';

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
  settings: EmailSettings;
  template: EmailTemplate;
  buildParams: (values: FieldValues) => Record<string, string>;
  onSuccess?: () => void;
}

/**
 * Sends a form through the email seam: one request at a time, the sending state held until the
 * service answers, the form reset only on success (a failure keeps every typed value).
 * Until this runs (before hydration, or without JavaScript) the form posts to Netlify Forms.
 */
export function useEmailForm({ settings, template, buildParams, onSuccess }: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [status, setStatus] = useState<FormStatus>('idle');

  useEffect(() => {
    initEmail(settings);
    formRef.current?.setAttribute('data-hydrated', '');
  }, [settings]);

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
      const result = await sendEmail(settings, template, buildParams(values));
      sending.current = false;
      if (result.ok) succeed();
      else setStatus('error');
    },
    [settings, template, buildParams, onSuccess],
  );

  return { formRef, status, onSubmit };
}
