/** The waitlist form of a coming-soon module: the module's name travels in the payload. */
import { useCallback } from 'react';
import type { WaitlistFormCopy } from '../../schemas/forms.ts';
import { FIELD, buildWaitlistParams, type FieldValues } from '../../lib/shared/email/payloads.ts';
import { localizePath } from '../../lib/shared/i18n.ts';
import { EmailField, FullNameField, LeadForm, TextField, WebsiteField } from './fields.tsx';
import { useLeadForm, type LeadIslandProps } from './useLeadForm.ts';

interface Props extends LeadIslandProps {
  copy: WaitlistFormCopy;
  module: string;
}

export default function WaitlistForm(props: Props) {
  const { copy, module, host, lang } = props;
  const buildParams = useCallback((values: FieldValues) => buildWaitlistParams(values, module), [module]);
  const hidden = { name: FIELD.module, value: module };
  const lead = useLeadForm(props, { kind: 'waitlist', formName: copy.formName, buildParams, hidden });
  return (
    <LeadForm
      {...lead}
      className="lead-form--waitlist"
      note={
        <p className="lead-form__note">
          {copy.legal.before} <a href={localizePath('/privacy-policy', lang)}>{copy.legal.privacy}</a>
          {copy.legal.after}
        </p>
      }
    >
      <FullNameField fields={copy.fields} />
      <EmailField label={copy.fields.email} formatHint={copy.fields.emailFormat} required />
      <WebsiteField fields={copy.fields} optional={copy.optionalSuffix} type="url" host={host} wide />
      <TextField name={FIELD.message} label={copy.fields.message} optional={copy.optionalSuffix} rows={3} />
    </LeadForm>
  );
}
