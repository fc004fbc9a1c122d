/**
 * The e-mail format the forms check in the browser. `<input type="email">` follows the HTML
 * standard, whose rule is ASCII only: Chromium turns an internationalised domain into punycode
 * ("ivan@пример.бг" is sent as "ivan@xn--e1afmkfd.xn--90ae") and refuses any non-ASCII letter
 * before the "@" ("иван@пример.бг": "A part followed by '@' should not contain the symbol 'и'"),
 * so a Bulgarian with a Cyrillic address could not send. The forms whose e-mail the spec checks
 * therefore make their box, once hydrated, a text box (inputmode="email") with this pattern
 * (EmailField in src/islands/forms/fields.tsx; without JavaScript it stays type="email"): one "@";
 * before it, no space,
 * control or invisible formatting character and none of the characters an address may only carry
 * quoted (RFC 5322 specials); after it, dot-separated labels of letters and digits of any script
 * (RFC 6531) with inner hyphens. The browser still refuses real garbage ("bad", "a@", "@b",
 * "a b@c", "a@b..c", "a@-b"), and the address is sent as typed.
 *
 * Written for the `pattern` attribute, which browsers compile with the `v` flag and anchor at both
 * ends (brackets, parentheses, hyphens and backslashes are escaped inside classes, as `v` requires).
 * Spaces around the address are allowed, as type="email" strips them (a phone keyboard adds one
 * after a suggestion); the payloads trim every value. So are invisible direction marks and other
 * bidirectional formatting characters (a paste from a right-to-left page or a chat app brings them):
 * every form takes them out before sending (bidi-controls.ts), so at the ends they are harmless;
 * inside the address they stay refused.
 */
import { BIDI_CONTROL_CLASS } from './bidi-controls.ts';

const LOCAL_PART = String.raw`[^\s\p{C}@"\(\),:;<>\[\]\\]+`;
const LABEL = String.raw`[\p{L}\p{M}\p{N}]+(?:-+[\p{L}\p{M}\p{N}]+)*`;
/** What may surround the address: spaces and bidirectional formatting characters. */
const EDGE = String.raw`[\s${BIDI_CONTROL_CLASS}]*`;

/** The value of the `pattern` attribute of the e-mail boxes that check the format. */
export const EMAIL_PATTERN = String.raw`${EDGE}${LOCAL_PART}@${LABEL}(?:\.${LABEL})*${EDGE}`;

/** True when `text` is an address the e-mail boxes accept (as the browser reads EMAIL_PATTERN). */
export function isEmailAddress(text: string): boolean {
  return new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v').test(text);
}
