/**
 * `client:intent`: the island hydrates on the visitor's first focus, pointer, key, input or submit
 * inside it, never before (Astro inlines this into every page that uses it, so it stays tiny).
 *
 * A submit that arrives before the island's handlers are live is held: prevented, the form marked
 * `data-submit-held`, and hydration started. The contract with the island: once its submit handler
 * is live it sets `data-hydrated` on the form and re-submits a held form (useEmailForm does both,
 * so the lead is sent the normal way, with the spec's Sending… and success states). Until then
 * the island's code never sees the event. If the island cannot load (Astro retries an import once,
 * then gives up and leaves `ssr` on the island) or takes longer than HOLD_MS, the held form posts
 * the plain way instead (Netlify Forms, as without JavaScript), so no lead is lost. Whoever takes
 * the mark off the form first sends it, so a held submit is sent exactly once.
 *
 * While a submit is held, the form's status line (`data-held-text`) says that it is being sent, so
 * a screen reader hears more than a dimmed button; the line is emptied before React hydrates, so
 * hydration finds the markup it rendered.
 */
import type { ClientDirective } from 'astro';
import { HOLD_MS, INTENT_EVENTS } from '../lib/shared/intent.ts';

const HELD = 'data-submit-held';
const HELD_TEXT = 'data-held-text';

const intentDirective: ClientDirective = (load, _options, island) => {
  let started = false;
  let failed = false;
  let hydrating = false;

  const postPlainly = (form: HTMLFormElement) => {
    if (!form.hasAttribute(HELD)) return;
    form.removeAttribute(HELD);
    // From now on submits post plainly too: a late island must not send this lead again.
    failed = true;
    HTMLFormElement.prototype.submit.call(form);
  };
  const fail = () => {
    failed = true;
    for (const form of island.querySelectorAll('form')) postPlainly(form);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start, true);
    load()
      .then((hydrate) => {
        hydrating = true;
        for (const line of island.querySelectorAll(`[${HELD_TEXT}]`)) line.textContent = '';
        return hydrate();
      })
      .then(() => island.hasAttribute('ssr') && fail(), fail);
  };

  for (const type of INTENT_EVENTS) island.addEventListener(type, start, true);
  island.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-hydrated') || failed) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (form.hasAttribute(HELD)) return;
      form.setAttribute(HELD, '');
      const line = form.querySelector(`[${HELD_TEXT}]`);
      if (line && !hydrating) line.textContent = line.getAttribute(HELD_TEXT);
      setTimeout(() => postPlainly(form), HOLD_MS);
      start();
    },
    true,
  );
};

export default intentDirective;
