/**
 * Every lead form's values leave without bidirectional formatting characters
 * (src/lib/shared/email/bidi-controls.ts), on every path: the island reads the form through
 * FormData too, and a submit held while the island loads may fall back to the plain POST to
 * Netlify Forms, which only this listener sees. Without JavaScript at all it cannot run.
 */
import { withoutBidiControls } from '../../lib/shared/email/bidi-controls.ts';

for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form.lead-form'))) {
  form.addEventListener('formdata', ({ formData }) => {
    const entries = Array.from(formData.entries());
    if (!entries.some(([, value]) => typeof value === 'string' && withoutBidiControls(value) !== value)) return;
    for (const [name] of entries) formData.delete(name);
    for (const [name, value] of entries)
      formData.append(name, typeof value === 'string' ? withoutBidiControls(value) : value);
  });
}
