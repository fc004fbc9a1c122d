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
 */
import type { ClientDirective } from 'astro';

/**
 * How long a held submit waits for the island. React and a form island are about 80 KB gzipped:
 * about 1.5 s on Lighthouse's slow 4G with a 4x slower CPU, 3-4 s on a poor 3G link. Ten seconds
 * leaves room for a bad moment on a phone without leaving the visitor long with a silent button.
 */
const HOLD_MS = 10_000;
const INTENT = ['focusin', 'pointerdown', 'keydown', 'input'];
const HELD = 'data-submit-held';

const intentDirective: ClientDirective = (load, _options, island) => {
  let started = false;
  let failed = false;

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
    for (const type of INTENT) island.removeEventListener(type, start, true);
    load()
      .then((hydrate) => hydrate())
      .then(() => island.hasAttribute('ssr') && fail(), fail);
  };

  for (const type of INTENT) island.addEventListener(type, start, true);
  island.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-hydrated') || failed) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (form.hasAttribute(HELD)) return;
      form.setAttribute(HELD, '');
      setTimeout(() => postPlainly(form), HOLD_MS);
      start();
    },
    true,
  );
};

export default intentDirective;
