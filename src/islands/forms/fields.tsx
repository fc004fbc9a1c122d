/** Labelled form controls shared by the forms. All uncontrolled: the DOM keeps what people type. */
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { HONEYPOT_FIELD, THANK_YOU_PATH } from '../../lib/email/netlify-forms.ts';
import type { FormStatus } from './useEmailForm.ts';

export interface Choice {
  value: string;
  label: string;
}

export const asChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

function LabelText({
  label,
  required,
  optional,
}: {
  label: string;
  required?: boolean | undefined;
  optional?: string | undefined;
}) {
  return (
    <>
      {label}
      {required && (
        <span className="lead-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
      {optional && <span className="lead-form__optional"> {optional}</span>}
    </>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | undefined;
  required?: boolean | undefined;
  /** Text such as "(optional)" added to the label of an optional field. */
  optional?: string | undefined;
  placeholder?: string | undefined;
  autoComplete?: string | undefined;
  rows?: number | undefined;
  wide?: boolean | undefined;
}

export function TextField({
  name,
  label,
  type = 'text',
  required,
  optional,
  placeholder,
  autoComplete,
  rows,
  wide,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={wide || rows ? 'lead-form__field lead-form__field--wide' : 'lead-form__field'}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      {rows ? (
        <textarea id={id} name={name} rows={rows} required={required} placeholder={placeholder} />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={type === 'tel' ? 'tel' : undefined}
        />
      )}
    </div>
  );
}

interface ChoiceGroupProps {
  name: string;
  legend: string;
  type: 'checkbox' | 'radio';
  choices: readonly Choice[];
  required?: boolean | undefined;
  optional?: string | undefined;
  className?: string | undefined;
  columns?: boolean | undefined;
  /** Per option value, the parts of the form it reveals (CSS reads data-reveals with :has). */
  reveals?: Readonly<Record<string, string>> | undefined;
}

export function ChoiceGroup({
  name,
  legend,
  type,
  choices,
  required,
  optional,
  className,
  columns,
  reveals,
}: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={['lead-form__field', 'lead-form__field--wide', 'lead-form__choices', className]
        .filter(Boolean)
        .join(' ')}
    >
      <legend>
        <LabelText label={legend} required={required} optional={optional} />
      </legend>
      <div className={columns ? 'lead-form__options lead-form__options--columns' : 'lead-form__options'}>
        {choices.map((choice, index) => (
          <label key={choice.value} className="lead-form__option" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type={type}
              name={name}
              value={choice.value}
              required={required}
              data-reveals={reveals?.[choice.value]}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  required?: boolean | undefined;
  optional?: string | undefined;
  reveals?: Readonly<Record<string, string>> | undefined;
}

export function SelectField({ name, label, placeholder, choices, required, optional, reveals }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      <select id={id} name={name} required={required}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} data-reveals={reveals?.[choice.value]}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Status line under the button: polite for success, an alert for failure. */
function FormStatusLine({ success, error }: { success: string | null; error: string | null }) {
  return (
    <>
      <p className="lead-form__status lead-form__status--success" role="status">
        {success}
      </p>
      <p className="lead-form__status lead-form__status--error" role="alert">
        {error}
      </p>
    </>
  );
}

/** Submit button with its sending label, the status line, and an optional note below. */
export function FormActions({
  status,
  copy,
  children,
}: {
  status: FormStatus;
  copy: { submit: string; submitting: string; success: string; failure: string };
  children?: ReactNode;
}) {
  const sending = status === 'sending';
  return (
    <div className="lead-form__actions">
      <button type="submit" className="button button--large" disabled={sending}>
        {sending ? copy.submitting : copy.submit}
      </button>
      <FormStatusLine
        success={status === 'success' ? copy.success : null}
        error={status === 'error' ? copy.failure : null}
      />
      {children}
    </div>
  );
}

/**
 * The form element every lead form shares: it posts to Netlify Forms (with the form name and a
 * honeypot) until the island takes over submission through `onSubmit`.
 */
export function LeadForm({
  formRef,
  className,
  formName,
  hidden,
  trapLabel,
  status,
  onSubmit,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  className: string;
  formName: string;
  /** Hidden inputs this form adds to what Netlify receives (page, module). */
  hidden: ReactNode;
  /** Label of the honeypot field (only robots see it). */
  trapLabel: string;
  status: FormStatus;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className={`lead-form ${className}`}
      name={formName}
      method="post"
      action={THANK_YOU_PATH}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      aria-busy={status === 'sending'}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value={formName} />
      {hidden}
      <div className="lead-form__trap" aria-hidden="true">
        <label>
          {trapLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {children}
    </form>
  );
}
