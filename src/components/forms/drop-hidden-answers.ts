/**
 * Before a form island hydrates (a slow connection), a submit is the plain POST to Netlify Forms.
 * The conditional questions are hidden by CSS (:has), which cannot stop a hidden input from being
 * submitted, so this small script leaves out every answer whose question is not displayed (the
 * partner questions without the partnership box, builders, custom builder, languages, the plan,
 * the how-did-you-hear text). It listens to `formdata`, which also fires when the island reads the
 * form, so both paths agree; the island's pure rules (src/lib/shared/email/payloads.ts) apply on top.
 * Without JavaScript at all this cannot run: a hidden answer typed earlier is then posted.
 */
import { HONEYPOT_FIELD } from '../../lib/shared/email/netlify-forms.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function hiddenAnswerNames(form: HTMLFormElement): Set<string> {
  const hidden = new Set<string>();
  const shown = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || element.type === 'hidden' || element.name === HONEYPOT_FIELD) continue;
    // The question's box is what CSS hides (display: none); the control may be styled on its own.
    const question = element.closest('.lead-form__field') ?? element;
    (question.checkVisibility() ? shown : hidden).add(element.name);
  }
  for (const name of shown) hidden.delete(name);
  return hidden;
}

for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form.lead-form'))) {
  form.addEventListener('formdata', (event) => {
    for (const name of hiddenAnswerNames(form)) event.formData.delete(name);
  });
}
