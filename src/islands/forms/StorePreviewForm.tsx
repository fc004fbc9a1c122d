/**
 * "See it on your store" (/ai-sales-agent, /pricing): the store's address, a name, an e-mail and
 * the privacy notice. The lead becomes a private demo page like those in content/demo-stores.json
 * (docs/editing.md walks an editor from the lead to the published page).
 */
import { useCallback } from 'react';
import type { StorePreviewFormCopy } from '../../schemas/forms.ts';
import { FIELD, buildStorePreviewParams, type FieldValues } from '../../lib/shared/email/payloads.ts';
import type { FormTransport } from '../../lib/shared/email/settings.ts';
import type { Lang } from '../../lib/shared/i18n.ts';
import { EmailField, LeadForm, TextField, WebsiteField, PrivacyCheckbox } from './fields.tsx';
import { useEmailForm } from './useEmailForm.ts';

interface Props {
  /** The form's words (the section's heading and intro stay in the Astro wrapper). */
  copy: Omit<StorePreviewFormCopy, 'eyebrow' | 'heading' | 'intro'>;
  transport: FormTransport;
  /** The site's host (content/site.json), shown in the address placeholder. */
  host: string;
  /** The page the form is on (the payload's `page`). */
  page: string;
  /** Label of the honeypot field (content/strings.json). */
  trapLabel: string;
  /** The page's edition (links and the no-JavaScript thank-you page). */
  lang: Lang;
}

export default function StorePreviewForm({ copy, transport, host, page, trapLabel, lang }: Props) {
  const buildParams = useCallback((values: FieldValues) => buildStorePreviewParams(values, page), [page]);
  // The success line says what happens next (a private demo page, its link by e-mail): it stays.
  const form = useEmailForm({
    kind: 'store-preview',
    transport,
    formName: copy.formName,
    buildParams,
    clearSuccess: false,
  });
  const { fields } = copy;
  return (
    <LeadForm
      form={form}
      className="lead-form--store-preview"
      formName={copy.formName}
      trapLabel={trapLabel}
      lang={lang}
      hidden={{ name: FIELD.page, value: page }}
      copy={copy}
    >
      <WebsiteField
        label={fields.website}
        type="url"
        required
        placeholder={fields.websitePlaceholder}
        host={host}
        wide
      />
      <TextField name={FIELD.fullName} label={fields.fullName} required autoComplete="name" />
      <EmailField label={fields.email} formatHint={fields.emailFormat} required />
      <PrivacyCheckbox
        before={fields.privacyBefore}
        link={fields.privacyLink}
        after={fields.privacyAfter}
        lang={lang}
        required
      />
    </LeadForm>
  );
}
