/** The home "Get in Touch" form (spec sections 3, 4, 5, 8). */
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { ContactFormCopy, IslandFormCopy } from '../../schemas/forms.ts';
import {
  FIELD,
  PARTNER_FIELDS,
  buildContactParams,
  visibleContactValues,
  type FieldValues,
} from '../../lib/shared/email/payloads.ts';
import { localizePath } from '../../lib/shared/i18n.ts';
import { ChoiceGroup, EmailField, FullNameField, LeadForm, TextField, WebsiteField } from './fields.tsx';
import { useLeadForm, type LeadIslandProps } from './useLeadForm.ts';
import { SuccessModal } from './SuccessModal.tsx';

interface Props extends LeadIslandProps {
  /** The form's words, with the English option values the payload carries. */
  copy: IslandFormCopy<ContactFormCopy>;
  page: string;
}

/** Unticking the partnership box clears the partner answers. */
function clearPartnerAnswers(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!(PARTNER_FIELDS as readonly string[]).includes(element.name)) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
      element.checked = false;
    else element.value = '';
  }
}

export default function ContactForm(props: Props) {
  const { copy, host, page, lang } = props;
  const [modalOpen, setModalOpen] = useState(false);
  const openModal = useCallback(() => setModalOpen(true), []);
  const rules = copy.reveals;
  const buildParams = useCallback((values: FieldValues) => buildContactParams(values, rules), [rules]);
  const visibleValues = useCallback((values: FieldValues) => visibleContactValues(values, rules), [rules]);
  const lead = useLeadForm(props, {
    kind: 'contact',
    formName: copy.formName,
    buildParams,
    visibleValues,
    onSuccess: openModal,
    hidden: { name: FIELD.page, value: page },
  });
  const { formRef } = lead.form;
  const partnerBox = useRef<HTMLInputElement>(null);

  // The box may have been ticked and unticked before this island hydrated.
  useEffect(() => {
    if (formRef.current && partnerBox.current && !partnerBox.current.checked) clearPartnerAnswers(formRef.current);
  }, [formRef]);

  const onPartnerChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.currentTarget.checked && event.currentTarget.form) clearPartnerAnswers(event.currentTarget.form);
  };

  const { fields, options, reveals } = copy;
  const approachReveals = Object.fromEntries(
    options.buildApproaches.map(({ value }) => [
      value,
      [
        reveals.buildersWhenApproach.includes(value) && 'builders',
        reveals.languagesWhenApproach.includes(value) && 'languages',
      ]
        .filter(Boolean)
        .join(' '),
    ]),
  );
  return (
    <>
      <LeadForm
        {...lead}
        className="lead-form--contact"
        note={
          <p className="lead-form__note">
            {copy.legal.before} <a href={localizePath('/terms-and-conditions', lang)}>{copy.legal.terms}</a>{' '}
            {copy.legal.middle} <a href={localizePath('/privacy-policy', lang)}>{copy.legal.privacy}</a>
            {copy.legal.after}
          </p>
        }
      >
        <FullNameField fields={fields} />
        <TextField name={FIELD.jobTitle} label={fields.jobTitle} autoComplete="organization-title" />
        <TextField name={FIELD.phone} label={fields.phone} type="tel" required autoComplete="tel" />
        <EmailField label={fields.email} formatHint={fields.emailFormat} required />
        <WebsiteField fields={fields} type="url" required host={host} wide />
        <ChoiceGroup
          name={FIELD.productsOfInterest}
          legend={fields.products}
          type="checkbox"
          choices={options.products}
          columns
        />
        <ChoiceGroup
          name={FIELD.contactMethods}
          legend={fields.contactMethods}
          type="checkbox"
          choices={options.contactMethods}
        />
        <TextField name={FIELD.message} label={fields.message} rows={4} placeholder={fields.messagePlaceholder} />
        <div className="lead-form__field lead-form__field--wide lead-form__partner">
          <label className="lead-form__option lead-form__option--strong">
            <input
              ref={partnerBox}
              type="checkbox"
              name={FIELD.partnership}
              value="Yes"
              data-reveals="partner"
              onChange={onPartnerChange}
            />
            <span>{fields.partnership}</span>
          </label>
          {/* Shown and hidden by CSS (:has), so the rules also hold before hydration. */}
          <div className="lead-form__reveal lead-form__partner-questions">
            <ChoiceGroup
              name={FIELD.organizationType}
              legend={fields.organizationType}
              type="radio"
              choices={options.organizationTypes}
            />
            <ChoiceGroup
              name={FIELD.buildApproach}
              legend={fields.buildApproach}
              type="checkbox"
              choices={options.buildApproaches}
              reveals={approachReveals}
            />
            <ChoiceGroup
              name={FIELD.builders}
              legend={fields.builders}
              type="checkbox"
              choices={options.builders}
              className="lead-form__builders"
              columns
              reveals={{ [reveals.customBuilderWhenBuilder]: 'custom-builder' }}
            />
            <div className="lead-form__custom-builder">
              <TextField name={FIELD.customBuilder} label={fields.customBuilder} wide />
            </div>
            <ChoiceGroup
              name={FIELD.languages}
              legend={fields.languages}
              type="checkbox"
              choices={options.languages}
              className="lead-form__languages"
              columns
            />
          </div>
        </div>
      </LeadForm>
      <SuccessModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        returnFocusTo={() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]')}
        {...copy.modal}
      />
    </>
  );
}
