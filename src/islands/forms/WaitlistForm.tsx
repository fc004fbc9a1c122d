/** The waitlist form of a coming-soon module: the module's name travels in the payload. */
import { useCallback } from 'react';
import type { WaitlistFormCopy } from '../../lib/email/options.ts';
import { FIELD, buildWaitlistParams, type FieldValues } from '../../lib/email/payloads.ts';
import type { FormTransport } from '../../lib/email/settings.ts';
import { LeadForm, TextField, FormActions } from './fields.tsx';
import { useEmailForm } from './useEmailForm.ts';

interface Props {
  copy: WaitlistFormCopy;
  transport: FormTransport;
  module: string;
  host: string;
  /** Label of the honeypot field (content/strings.json). */
  trapLabel: string;
}

export default function WaitlistForm({ copy, transport, module, host, trapLabel }: Props) {
  const buildParams = useCallback((values: FieldValues) => buildWaitlistParams(values, module), [module]);
  const { formRef, status, onSubmit } = useEmailForm({ transport, formName: copy.formName, buildParams });
  return (
    <LeadForm
      formRef={formRef}
      className="lead-form--waitlist"
      formName={copy.formName}
      trapLabel={trapLabel}
      hidden={<input type="hidden" name={FIELD.module} value={module} />}
      status={status}
      onSubmit={onSubmit}
    >
      <div className="lead-form__grid">
        <TextField name={FIELD.fullName} label={copy.fields.fullName} required autoComplete="name" />
        <TextField name={FIELD.email} label={copy.fields.email} type="email" required autoComplete="email" />
        <TextField
          name={FIELD.website}
          label={copy.fields.website}
          optional={copy.optionalSuffix}
          type="url"
          placeholder={copy.fields.websitePlaceholder.replace('{host}', host)}
          autoComplete="url"
          wide
        />
        <TextField name={FIELD.message} label={copy.fields.message} optional={copy.optionalSuffix} rows={3} />
      </div>
      <FormActions status={status} copy={copy} />
    </LeadForm>
  );
}
