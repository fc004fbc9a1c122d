/** What `client:intent` (src/directives/intent.ts) waits for, shared with the pages that watch it. */

/** The events inside an island that start loading its code: the visitor's first use of it. */
export const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * How long a held submit waits for the island. React and a form island are about 80 KB gzipped:
 * about 1.5 s on Lighthouse's slow 4G with a 4x slower CPU, 3-4 s on a poor 3G link. Ten seconds
 * leaves room for a bad moment on a phone without leaving the visitor long with a silent button.
 */
export const HOLD_MS = 10_000;
