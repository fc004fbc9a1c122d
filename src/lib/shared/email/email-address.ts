/**
 * The e-mail format the forms check in the browser. `<input type="email">` follows the HTML
 * standard, whose rule is ASCII only: Chromium turns an internationalised domain into punycode
 * ("ivan@пример.бг" is sent as "ivan@xn--e1afmkfd.xn--90ae") and refuses any non-ASCII letter
 * before the "@" ("иван@пример.бг": "A part followed by '@' should not contain the symbol 'и'"),
 * so a Bulgarian with a Cyrillic address could not send. The forms whose e-mail the spec checks
 * therefore use this pattern on a text box (inputmode="email"): the same rule as the standard's
 * (RFC 5322 atext before the "@", labels of letters, digits and inner hyphens of at most 63
 * characters after it), with letters and digits of any script allowed as well (RFC 6531), so the
 * browser still refuses real garbage ("bad", "a@", "@b", "a b@c", "a@b..c", "a@-b") with its own
 * message, with or without JavaScript, and the address is sent exactly as typed.
 *
 * Written for the `pattern` attribute, which browsers compile with the `v` flag and anchor at both
 * ends; every punctuation character inside a class is escaped, as the `v` flag requires.
 */
const LETTER_OR_DIGIT = String.raw`\p{L}\p{M}\p{N}`;
const LOCAL_PART = String.raw`[${LETTER_OR_DIGIT}\.\!\#\$\%\&'\*\+\/\=\?\^_\`\{\|\}\~\-]+`;
const LABEL = String.raw`[${LETTER_OR_DIGIT}](?:[${LETTER_OR_DIGIT}\-]{0,61}[${LETTER_OR_DIGIT}])?`;

/**
 * The value of the `pattern` attribute of the e-mail boxes that check the format. Spaces around the
 * address are allowed, as type="email" strips them (a phone keyboard adds one after a suggestion);
 * the payloads trim every value.
 */
export const EMAIL_PATTERN = `\\s*${LOCAL_PART}@${LABEL}(?:\\.${LABEL})*\\s*`;

/** True when `text` is an address the e-mail boxes accept (as the browser reads EMAIL_PATTERN). */
export function isEmailAddress(text: string): boolean {
  return new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v').test(text);
}
