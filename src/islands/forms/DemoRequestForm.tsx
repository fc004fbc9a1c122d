/**
 * The demo-request form in both variants (spec sections 3, 4, 5, 8):
 * "classic" = the older form, everything required; "guided" = the newer form, only name, email
 * and website required (no format checks), the rest optional and labelled so, plus
 * how-did-you-hear.
 */
import { useCallback } from 'react';
import type { DemoFormCopy, IslandFormCopy } from '../../schemas/forms.ts';
import {
  FIELD,
  buildDemoParams,
  visibleDemoValues,
  type DemoVariant,
  type FieldValues,
} from '../../lib/shared/email/payloads.ts';
import {
  ChoiceGroup,
  EmailField,
  FullNameField,
  LeadForm,
  SelectField,
  TextField,
  WebsiteField,
  PrivacyCheckbox,
} from './fields.tsx';
import { useLeadForm, type LeadIslandProps } from './useLeadForm.ts';

interface Props extends LeadIslandProps {
  /** The form's words, with the English option values the payload carries. */
  copy: Omit<IslandFormCopy<DemoFormCopy>, 'roiNote' | 'roiNoteFromLink'>;
  variant: DemoVariant;
  /** The page the request comes from (sent with the no-JS submission). */
  page: string;
}

export default function DemoRequestForm(props: Props) {
  const { copy, variant, host, page, lang } = props;
  const { fields, options } = copy;
  const guided = variant === 'guided';
  const { tierProduct, otherSource } = options;
  const buildParams = useCallback(
    (values: FieldValues) => buildDemoParams(values, variant, { tierProduct, otherSource }),
    [variant, tierProduct, otherSource],
  );
  const visibleValues = useCallback(
    (values: FieldValues) => visibleDemoValues(values, variant, { tierProduct, otherSource }),
    [variant, tierProduct, otherSource],
  );
  const formName = copy.formNames[variant];
  const hidden = { name: FIELD.page, value: page };
  const lead = useLeadForm(props, { kind: 'demo', formName, buildParams, visibleValues, hidden });
  // Classic: required with browser format checks. Guided: optional fields say so.
  const required = !guided;
  const optional = guided ? copy.optionalSuffix : undefined;

  return (
    <LeadForm
      {...lead}
      className={`lead-form--demo lead-form--${variant}`}
      note={<p className="lead-form__note">{copy.reassurance}</p>}
    >
      <FullNameField fields={fields} />
      <TextField
        name={FIELD.phone}
        label={fields.phone}
        type="tel"
        required={required}
        optional={optional}
        autoComplete="tel"
      />
      {/* The newer form takes any text but spaces only; the older one checks the format (in any script). */}
      <EmailField label={fields.email} formatHint={guided ? undefined : fields.emailFormat} required />
      <WebsiteField fields={fields} type={guided ? 'text' : 'url'} required host={host} />
      <ChoiceGroup
        name={FIELD.websiteBuilder}
        legend={fields.builder}
        type="radio"
        choices={options.builders}
        required={required}
        optional={optional}
      />
      <ChoiceGroup
        name={FIELD.products}
        legend={fields.products}
        type="checkbox"
        choices={options.products}
        optional={optional}
        className="lead-form__products"
        columns
        reveals={{ [options.tierProduct]: 'tier' }}
      />
      {/* Shown by CSS (:has) only while the tier product is ticked, before and after hydration. */}
      <div className="lead-form__reveal lead-form__tier lead-form__field--wide">
        <ChoiceGroup name={FIELD.tier} legend={fields.tier} type="radio" choices={options.tiers} optional={optional} />
      </div>
      <SelectField
        name={FIELD.traffic}
        label={fields.traffic}
        placeholder={fields.trafficPlaceholder}
        choices={options.traffic}
        required={required}
        optional={optional}
      />
      {guided && (
        <>
          <SelectField
            name={FIELD.source}
            label={fields.source}
            placeholder={fields.sourcePlaceholder}
            choices={options.sources}
            optional={optional}
            reveals={{ [options.otherSource]: 'source-other' }}
          />
          <div className="lead-form__reveal lead-form__source-other lead-form__field--wide">
            <TextField name={FIELD.sourceOther} label={fields.sourceOther} wide />
          </div>
        </>
      )}
      <TextField
        name={FIELD.additionalInfo}
        label={fields.additionalInfo}
        rows={4}
        optional={optional}
        placeholder={fields.additionalInfoPlaceholder}
      />
      <PrivacyCheckbox
        before={fields.privacyBefore}
        link={fields.privacyLink}
        after={fields.privacyAfter}
        lang={lang}
        required={required}
        optional={optional}
      />
    </LeadForm>
  );
}
