/**
 * A local stand-in for the EmailJS API (POST /api/v1.0/email/send), used when no real EmailJS
 * keys are configured: `npm start` and the browser tests serve it beside the site. It checks a
 * request the way the real service does, appends each accepted submission to an outbox file
 * (OUTBOX_FILE, default .outbox/submissions.jsonl) and prints one line per submission.
 */
import type { ServerResponse } from 'node:http';
import { type ApiHandler, readBodyOr413 } from './http.ts';
import { appendToOutbox, outboxPath } from './outbox.ts';

export const EMAIL_SEND_PATH = '/api/v1.0/email/send';

/**
 * EmailJS takes at most 50 KB of template parameters (its documented limit, counted here as 50 KiB
 * of the parameters serialised as JSON, in UTF-8 bytes) and answers 413 over it, which the forms
 * read as "too large" (src/lib/shared/email/errors.ts). The body limit of the local server (64 KiB,
 * http.ts) is Netlify's and comes first; between the two only this check refuses.
 */
export const EMAILJS_PARAMS_LIMIT = 50 * 1024;
const PARAMS_TOO_LARGE = 'Variables size limit. The maximum allowed variables size is 50Kb';

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
    if (Buffer.byteLength(JSON.stringify(fields), 'utf8') > EMAILJS_PARAMS_LIMIT) {
      answer(res, 413, PARAMS_TOO_LARGE);
      return true;
    }
    await appendToOutbox(
      { receivedAt: new Date().toISOString(), channel: 'emailjs', form: request.template_id, fields, request },
      file,
    );
    answer(res, 200, 'OK');
    return true;
  };
}
