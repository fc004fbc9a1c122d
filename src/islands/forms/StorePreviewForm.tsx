/**
 * "See it on your store" (/ai-sales-agent, /pricing): the store's address, a name, an e-mail and
 * the privacy notice. The lead becomes a private demo page like those in content/demo-stores.json
 * (docs/editing.md walks an editor from the lead to the published page).
 */
import { useCallback } from 'react';
import type { StorePreviewFormCopy } from '../../schemas/forms.ts';
import { FIELD, buildStorePreviewParams, type FieldValues } from '../../lib/shared/email/payloads.ts';
import { EmailField, FullNameField, LeadForm, WebsiteField, PrivacyCheckbox } from './fields.tsx';
import { useLeadForm, type LeadIslandProps } from './useLeadForm.ts';

interface Props extends LeadIslandProps {
  /** The form's words (the section's heading and intro stay in the Astro wrapper). */
  copy: Omit<StorePreviewFormCopy, 'eyebrow' | 'heading' | 'intro'>;
  /** The page the form is on (the payload's `page`). */
  page: string;
}

export default function StorePreviewForm(props: Props) {
  const { copy, host, page, lang } = props;
  const buildParams = useCallback((values: FieldValues) => buildStorePreviewParams(values, page), [page]);
  const hidden = { name: FIELD.page, value: page };
  // The success line says what happens next (a private demo page, its link by e-mail): it stays.
  const lead = useLeadForm(props, {
    kind: 'store-preview',
    formName: copy.formName,
    buildParams,
    hidden,
    clearSuccess: false,
  });
  const { fields } = copy;
  return (
    <LeadForm {...lead} className="lead-form--store-preview">
      <WebsiteField fields={fields} type="url" required host={host} wide />
      <FullNameField fields={fields} />
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
