/**
 * The outbox of the local server: every lead it receives (EmailJS stand-in or Netlify Forms POST)
 * is appended as one JSON line to OUTBOX_FILE (default .outbox/submissions.jsonl) and announced in
 * the terminal, with anything a visitor typed escaped so it cannot forge lines or move the cursor.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

export function outboxPath(): string {
  return resolve(process.env.OUTBOX_FILE ?? '.outbox/submissions.jsonl');
}

/** One line of the outbox: what was received, and through which path. */
export interface OutboxEntry {
  receivedAt: string;
  channel: 'emailjs' | 'netlify-forms';
  /** The template id (EmailJS) or the form name (Netlify Forms). */
  form: string;
  /** template_params (EmailJS) or the posted fields (Netlify Forms). */
  fields: Record<string, unknown>;
  /** EmailJS only: the rest of the request (lib_version, user_id, service_id, template_id). */
  request?: Record<string, unknown>;
}

/** Characters that move the cursor, clear the screen or start a new line when printed (C0, DEL, C1,
 * the Unicode line and paragraph separators) and the bidirectional overrides that reorder text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text from a visitor made safe to print on one terminal line: every control character is shown
 * as an escape (`\n`, `\x1b`, `\u2028`), so a submitted name cannot forge outbox lines or clear
 * the screen. Backslashes are doubled so an escape typed by the visitor stays distinguishable.
 */
export function printable(text: string): string {
  return text.replaceAll('\\', '\\\\').replace(UNPRINTABLE, (char) => {
    const named = NAMED_ESCAPES[char];
    if (named) return named;
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Every line the local server prints goes through here. */
export function log(line: string): void {
  console.log(printable(line));
}

export async function appendToOutbox(entry: OutboxEntry, file = outboxPath()): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(entry)}\n`);
  const who = [entry.fields.from_name, entry.fields.from_email].flat().filter(Boolean).join(', ');
  log(`[outbox] ${entry.receivedAt} ${entry.channel} "${entry.form}" from ${who || 'unknown'} -> ${file}`);
}
