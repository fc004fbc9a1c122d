/**
 * Invisible characters that change the order in which text is displayed. In a lead they let a
 * visitor (or a pasted text) make a salesperson read something other than what was sent:
 * "‮moc.elpmaxe@ofni" shows as an innocent address. They are taken out of every value a form
 * sends, by both transports (EmailJS and Netlify Forms), before it leaves the browser. DOM-free.
 *
 * - U+202A–U+202E: embeddings and overrides (LRE, RLE, PDF, LRO, RLO);
 * - U+2066–U+2069: isolates (LRI, RLI, FSI, PDI);
 * - U+200E, U+200F, U+061C: the left-to-right, right-to-left and Arabic letter marks. They cannot
 *   override, but they move neutral characters (digits, "@", ".") around a mark; no field of these
 *   forms needs one (English and Bulgarian are both written left to right).
 *
 * Written as the inside of a character class, in escapes only: valid with the `u` and `v` flags, so
 * in an HTML `pattern` attribute too (EMAIL_PATTERN allows them around an address).
 */
export const BIDI_CONTROL_CLASS = String.raw`\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C`;
const BIDI_CONTROLS = new RegExp(`[${BIDI_CONTROL_CLASS}]`, 'g');

/** `text` without any bidirectional formatting character. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
