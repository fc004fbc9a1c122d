/** The waitlist form of a coming-soon module: the module's name travels in the payload. */
import { useCallback } from 'react';
import type { WaitlistFormCopy } from '../../schemas/forms.ts';
import { FIELD, buildWaitlistParams, type FieldValues } from '../../lib/shared/email/payloads.ts';
import type { FormTransport } from '../../lib/shared/email/settings.ts';
import { localizePath, type Lang } from '../../lib/shared/i18n.ts';
import { EmailField, LeadForm, TextField, WebsiteField } from './fields.tsx';
import { useEmailForm } from './useEmailForm.ts';

interface Props {
  copy: WaitlistFormCopy;
  transport: FormTransport;
  module: string;
  host: string;
  /** Label of the honeypot field (content/strings.json). */
  trapLabel: string;
  /** The page's edition (the no-JavaScript thank-you page). */
  lang: Lang;
}

export default function WaitlistForm({ copy, transport, module, host, trapLabel, lang }: Props) {
  const buildParams = useCallback((values: FieldValues) => buildWaitlistParams(values, module), [module]);
  const form = useEmailForm({ kind: 'waitlist', transport, formName: copy.formName, buildParams });
  return (
    <LeadForm
      form={form}
      className="lead-form--waitlist"
      formName={copy.formName}
      trapLabel={trapLabel}
      lang={lang}
      hidden={{ name: FIELD.module, value: module }}
      copy={copy}
      note={
        <p className="lead-form__note">
          {copy.legal.before} <a href={localizePath('/privacy-policy', lang)}>{copy.legal.privacy}</a>
          {copy.legal.after}
        </p>
      }
    >
      <TextField name={FIELD.fullName} label={copy.fields.fullName} required autoComplete="name" />
      <EmailField label={copy.fields.email} formatHint={copy.fields.emailFormat} required />
      <WebsiteField
        label={copy.fields.website}
        optional={copy.optionalSuffix}
        type="url"
        placeholder={copy.fields.websitePlaceholder}
        host={host}
        wide
      />
      <TextField name={FIELD.message} label={copy.fields.message} optional={copy.optionalSuffix} rows={3} />
    </LeadForm>
  );
}
