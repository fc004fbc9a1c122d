/**
 * A local stand-in for the EmailJS API (POST /api/v1.0/email/send), used when no real EmailJS
 * keys are configured: `npm start` and the browser tests serve it beside the site. It checks a
 * request the way the real service does, appends each accepted submission to an outbox file
 * (OUTBOX_FILE, default .outbox/submissions.jsonl) and prints one line per submission.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import type { ApiHandler } from './netlify-server.ts';

export const EMAIL_SEND_PATH = '/api/v1.0/email/send';

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

/** Netlify Forms and the email stand-in accept request bodies up to this size. */
export const BODY_LIMIT = 64 * 1024;

/** A request body over the limit: answered 413 'Payload Too Large'. */
export class PayloadTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'PayloadTooLargeError';
    this.limit = limit;
  }
}

/**
 * The request body as text. Over `limit` bytes it throws PayloadTooLargeError, after reading the
 * rest of the body without keeping it, so the client is still there to receive the 413.
 */
export async function readBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new PayloadTooLargeError(limit);
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as text, or null after answering 413 Payload Too Large (the caller is done then). */
export async function readBodyOr413(req: IncomingMessage, res: ServerResponse): Promise<string | null> {
  try {
    return await readBody(req);
  } catch (error) {
    if (!(error instanceof PayloadTooLargeError)) throw error;
    answer(res, 413, 'Payload Too Large');
    return null;
  }
}

const REQUIRED = {
  user_id: 'The Public Key is required. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  service_id: 'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin',
  template_id: 'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
} as const;

/** The checks of the real service, as text answers with status 400; null when the request is fine. */
export function checkEmailRequest(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The JSON payload is invalid';
  const record = body as Record<string, unknown>;
  if (typeof record.lib_version !== 'string' || !record.lib_version) return 'The lib_version parameter is required';
  for (const [key, message] of Object.entries(REQUIRED)) {
    if (typeof record[key] !== 'string' || !record[key]) return message;
  }
  const params = record.template_params;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return 'The template params have to be the object';
  }
  return null;
}

function answer(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
}

export function emailStandin(file = outboxPath()): ApiHandler {
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== EMAIL_SEND_PATH) return false;
    if (req.method !== 'POST') {
      answer(res, 405, 'Method Not Allowed');
      return true;
    }
    const text = await readBodyOr413(req, res);
    if (text === null) return true;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      answer(res, 400, 'The JSON payload is invalid');
      return true;
    }
    const problem = checkEmailRequest(body);
    if (problem) {
      answer(res, 400, problem);
      return true;
    }
    const { template_params: fields = {}, ...request } = body as {
      template_id: string;
      template_params?: Record<string, unknown>;
    };
    await appendToOutbox(
      { receivedAt: new Date().toISOString(), channel: 'emailjs', form: request.template_id, fields, request },
      file,
    );
    answer(res, 200, 'OK');
    return true;
  };
}
