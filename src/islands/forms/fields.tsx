/** Labelled form controls shared by the forms. All uncontrolled: the DOM keeps what people type. */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { HONEYPOT_FIELD, THANK_YOU_PATH } from '../../lib/shared/email/netlify-forms.ts';
import type { Choice } from '../../schemas/forms.ts';
import type { MissingAnswerWords } from '../../schemas/strings.ts';
import { EMAIL_PATTERN } from '../../lib/shared/email/email-address.ts';
import { FIELD, NOT_BLANK_PATTERN } from '../../lib/shared/email/payloads.ts';
import { localizePath, type Lang } from '../../lib/shared/i18n.ts';
import type { EmailForm, FormStatus } from './useEmailForm.ts';

/**
 * The words for a required answer left out (content/strings.json forms.missing). The browser's own
 * ("Please fill out this field.", "Please select one of these options.") come in the browser's
 * language, so a Bulgarian page in an English browser said both.
 */
const MissingAnswer = createContext<MissingAnswerWords | null>(null);

type Answerable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The words for `control` left unanswered: by kind of control. */
function missingWordsFor(control: Answerable, words: MissingAnswerWords): string {
  if (control instanceof HTMLSelectElement || control.type === 'radio') return words.choose;
  return control.type === 'checkbox' ? words.tick : words.fill;
}

/**
 * Sets what the browser says about `control` in the page's words, or clears it once the answer is
 * accepted: `missing` when required and left out, `pattern` on a pattern mismatch, `type` on a
 * type mismatch. Run on `invalid` (the browser reads the message after it) and on every change, as
 * a message set stays until cleared.
 */
function explainInvalid(
  control: Answerable,
  hints: { missing?: string | undefined; pattern?: string | undefined; type?: string | undefined },
): void {
  control.setCustomValidity('');
  const { validity } = control;
  const message =
    (validity.valueMissing && hints.missing) ||
    (validity.patternMismatch && hints.pattern) ||
    (validity.typeMismatch && hints.type);
  if (message) control.setCustomValidity(message);
}

/**
 * The `onInvalid` and `onChange` handlers (React's onChange is every input, tick and choice) that
 * make a control speak the page's words (explainInvalid). `notBlank`: the control's pattern is
 * NOT_BLANK_PATTERN, so a mismatch is a box of spaces and says `fill`. None for an optional
 * control with no format to explain.
 */
function useExplainedValidity({
  required,
  notBlank,
  format,
}: {
  required?: boolean | undefined;
  notBlank?: boolean | undefined;
  /** What a box with a format asks for: on a pattern mismatch, or a type mismatch of a url box. */
  format?: string | undefined;
}) {
  const words = useContext(MissingAnswer);
  if (!words || (!required && !format)) return {};
  const hints = { pattern: notBlank ? words.fill : format, type: format };
  const explain = (event: SyntheticEvent<Answerable>) =>
    explainInvalid(event.currentTarget, { ...hints, missing: missingWordsFor(event.currentTarget, words) });
  // Choosing one round option answers its group: the others' messages go too, or they would still
  // refuse the form.
  const answer = (event: SyntheticEvent<Answerable>) => {
    const { type, name, form } = event.currentTarget;
    if (type === 'radio' && form) {
      for (const option of form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
        if (option.name === name) option.setCustomValidity('');
      }
    }
    explain(event);
  };
  return { onInvalid: explain, onChange: answer };
}

/** A label's words, then the required star or the optional suffix. */
function LabelText({
  label,
  required,
  optional,
}: {
  label: ReactNode;
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
  type?: 'text' | 'tel' | 'url' | undefined;
  required?: boolean | undefined;
  /** Text such as "(optional)" added to the label of an optional field. */
  optional?: string | undefined;
  placeholder?: string | undefined;
  autoComplete?: string | undefined;
  rows?: number | undefined;
  wide?: boolean | undefined;
  /** A web address box (type url): what the browser says when it refuses an address. */
  formatHint?: string | undefined;
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
  formatHint,
}: TextFieldProps) {
  const id = useId();
  // A required one-line box refuses spaces only (NOT_BLANK_PATTERN); a url box refuses them already.
  const notBlank = required && type !== 'url';
  const explained = useExplainedValidity({ required, notBlank, format: formatHint });
  return (
    <div className={wide || rows ? 'lead-form__field lead-form__field--wide' : 'lead-form__field'}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      {rows ? (
        <textarea id={id} name={name} rows={rows} required={required} placeholder={placeholder} {...explained} />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          pattern={notBlank ? NOT_BLANK_PATTERN : undefined}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={type === 'tel' ? 'tel' : undefined}
          {...explained}
        />
      )}
    </div>
  );
}

/** The full-name box every lead form has: required, a box of spaces refused in the page's words. */
export function FullNameField({ fields }: { fields: { fullName: string } }) {
  return <TextField name={FIELD.fullName} label={fields.fullName} required autoComplete="name" />;
}

/**
 * The store's web address. `placeholder` is written in content with {host}, filled with the
 * site's own host as an example.
 */
export function WebsiteField({
  fields,
  host,
  ...field
}: Omit<TextFieldProps, 'name' | 'label' | 'placeholder' | 'autoComplete' | 'formatHint'> & {
  /** The form's words for the box: its label, placeholder and what a url box asks for. */
  fields: { website: string; websitePlaceholder: string; websiteFormat: string };
  host: string;
}) {
  return (
    <TextField
      name={FIELD.website}
      label={fields.website}
      {...field}
      placeholder={fields.websitePlaceholder.replace('{host}', host)}
      autoComplete="url"
      formatHint={field.type === 'url' ? fields.websiteFormat : undefined}
    />
  );
}

const neverChanges = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * The visitor's e-mail address. With `formatHint`, the browser checks its format before sending:
 * the server's HTML (and the island's first render, which hydration compares with it) is
 * `type="email"`, the spec's check, also without JavaScript, ASCII only; once mounted, the island
 * makes it a text box checked by EMAIL_PATTERN, the same rule in any script, so `иван@пример.бг` is
 * accepted (src/lib/shared/email/email-address.ts). The island hydrates on the visitor's first focus
 * in the form, before an address is typed. Without `formatHint`, any text is taken that is not
 * spaces only (when required).
 *
 * A box that becomes a text box while the visitor types in it keeps the caret at the end of what
 * was typed: a browser puts it at the start when a box changes type (and an e-mail box cannot tell
 * where it was), so the next keys went to the front of the address.
 *
 * When the page is left the box is an e-mail box again: Chromium restores a form on Back (without
 * its back-forward cache) by control type, into the server's `type="email"`, and a value saved from
 * a text box came back empty. A page kept in that cache and shown again gets its text box back.
 */
export function EmailField({
  label,
  formatHint,
  required,
}: {
  label: string;
  /** What the box asks for, shown by the browser when it refuses an address; omit for no format check. */
  formatHint?: string | undefined;
  required?: boolean | undefined;
}) {
  // False while the server renders and while React hydrates (so the first render is the server's
  // HTML), true from the render after.
  const mounted = useSyncExternalStore(neverChanges, isBrowser, isServer);
  const checked = formatHint !== undefined;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!checked) return;
    const asSaved = () => box.current && (box.current.type = 'email');
    const asShown = (event: PageTransitionEvent) => event.persisted && box.current && (box.current.type = 'text');
    addEventListener('pagehide', asSaved);
    addEventListener('pageshow', asShown);
    return () => {
      removeEventListener('pagehide', asSaved);
      removeEventListener('pageshow', asShown);
    };
  }, [checked]);
  useLayoutEffect(() => {
    const input = box.current;
    if (!mounted || !checked || !input || input !== document.activeElement) return;
    input.setSelectionRange(input.value.length, input.value.length);
  }, [mounted, checked]);
  // Without a format check, a required box still refuses spaces only (NOT_BLANK_PATTERN).
  const notBlank = !checked && required;
  const explained = useExplainedValidity({ required, notBlank, format: formatHint });
  const id = useId();
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <input
        ref={box}
        id={id}
        name={FIELD.email}
        type={checked && !mounted ? 'email' : 'text'}
        required={required}
        autoComplete="email"
        inputMode={checked && mounted ? 'email' : undefined}
        autoCapitalize={checked && mounted ? 'off' : undefined}
        pattern={checked ? (mounted ? EMAIL_PATTERN : undefined) : notBlank ? NOT_BLANK_PATTERN : undefined}
        {...explained}
      />
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
  const explained = useExplainedValidity({ required });
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
              {...explained}
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
  const explained = useExplainedValidity({ required });
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      <select id={id} name={name} required={required} {...explained}>
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
function FormStatusLine({
  success,
  error,
  heldText,
}: {
  success: string | null;
  error: string | null;
  heldText: string;
}) {
  return (
    <>
      {/* data-held-text: what client:intent writes here while it holds a submit (src/directives/intent.ts). */}
      <p className="lead-form__status lead-form__status--success" role="status" data-held-text={heldText}>
        {success}
      </p>
      <p className="lead-form__status lead-form__status--error" role="alert">
        {error}
      </p>
    </>
  );
}

/** The words of a form's button and of its status line. */
export interface ActionCopy {
  submit: string;
  submitting: string;
  success: string;
  failure: string;
  /** The submission was refused as too large: what to shorten. */
  tooLarge: string;
}

/** The failure text for a status: the generic one, or what to shorten when it was too large. */
function errorText(status: FormStatus, copy: ActionCopy): string | null {
  if (status === 'error') return copy.failure;
  if (status === 'too-large') return copy.tooLarge;
  return null;
}

/**
 * Submit button with its sending label, the status line, and an optional note below.
 * While sending the button is aria-disabled, not disabled: a browser takes focus off a control that
 * becomes disabled (to <body>), and the visitor who just pressed it would lose their place, and the
 * success dialog would hand focus back to the top of the page. It stays focused and looks and reads
 * as disabled; a press while sending submits nothing (here, and useEmailForm ignores a submit while
 * one is in flight).
 */
function FormActions({ status, copy, children }: { status: FormStatus; copy: ActionCopy; children?: ReactNode }) {
  const sending = status === 'sending';
  return (
    <div className="lead-form__actions">
      <button
        type="submit"
        className="button button--large"
        aria-disabled={sending || undefined}
        onClick={sending ? (event) => event.preventDefault() : undefined}
      >
        {sending ? copy.submitting : copy.submit}
      </button>
      <FormStatusLine
        success={status === 'success' ? copy.success : null}
        error={errorText(status, copy)}
        heldText={copy.submitting}
      />
      {children}
    </div>
  );
}

/**
 * The form element every lead form shares: it posts to Netlify Forms (with the form name and a
 * honeypot) until the island takes over submission through useEmailForm. The fields sit on the
 * form's grid; the button, the status line and the optional note follow.
 */
export function LeadForm({
  form: { formRef, status, onSubmit },
  className,
  formName,
  hidden,
  trapLabel,
  copy,
  note,
  lang,
  missing,
  children,
}: {
  form: EmailForm;
  /** The page's edition: the no-JavaScript path lands on its own thank-you page. */
  lang: Lang;
  className: string;
  formName: string;
  /** The hidden input this form adds to what Netlify receives (the page, or the module). */
  hidden: { name: string; value: string };
  /** Label of the honeypot field (only robots see it). */
  trapLabel: string;
  /** What the browser says about a required answer left out, in the page's words. */
  missing: MissingAnswerWords;
  /** Words of the button and of the status line. */
  copy: ActionCopy;
  /** Shown under the button. */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className={`lead-form ${className}`}
      name={formName}
      method="post"
      action={localizePath(THANK_YOU_PATH, lang)}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      aria-busy={status === 'sending'}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value={formName} />
      <input type="hidden" name={hidden.name} value={hidden.value} />
      {/* Netlify Forms records the page's language beside the spec's fields; EmailJS sends the spec's keys only. */}
      <input type="hidden" name="language" value={lang} />
      <div className="lead-form__trap" aria-hidden="true">
        <label>
          {trapLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {/* One fragment, as when the forms wrote these two themselves: useId's ids stay the same. */}
      <>
        <div className="lead-form__grid">
          <MissingAnswer value={missing}>{children}</MissingAnswer>
        </div>
        <FormActions status={status} copy={copy}>
          {note}
        </FormActions>
      </>
    </form>
  );
}

/**
 * The privacy box of a demo or store form: "I have read the [Privacy Policy] …", linked to the
 * edition's policy; sent as "Agreed" when ticked.
 */
export function PrivacyCheckbox({
  before,
  link,
  after,
  lang,
  required,
  optional,
}: {
  before: string;
  link: string;
  after: string;
  lang: Lang;
  required?: boolean | undefined;
  optional?: string | undefined;
}) {
  const explained = useExplainedValidity({ required });
  return (
    <div className="lead-form__field lead-form__field--wide">
      <label className="lead-form__option">
        <input type="checkbox" name={FIELD.privacy} value="Agreed" required={required} {...explained} />
        <span>
          <LabelText
            label={
              <>
                {before} <a href={localizePath('/privacy-policy', lang)}>{link}</a> {after}
              </>
            }
            required={required}
            optional={optional}
          />
        </span>
      </label>
    </div>
  );
}
