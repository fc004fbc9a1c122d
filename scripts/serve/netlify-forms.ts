/**
 * The local stand-in for Netlify Forms, used by the site's no-JavaScript and fallback POSTs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseNetlifySubmission, THANK_YOU_PATH } from '../../src/lib/shared/email/netlify-forms.ts';
import { splitLangPath } from '../../src/lib/shared/i18n.ts';
import { readBodyOr413 } from './http.ts';
import { appendToOutbox, log } from './outbox.ts';

/**
 * Netlify Forms: a urlencoded POST carrying form-name is stored and answered with the thank-you
 * page (303, so a reload does not post again and nothing lands in the URL). A filled honeypot is
 * dropped quietly: the sender sees the same answer.
 */
export async function handleFormPost(req: IncomingMessage, res: ServerResponse, outbox: string): Promise<boolean> {
  if (req.method !== 'POST') return false;
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
    return true;
  }
  const body = await readBodyOr413(req, res);
  if (body === null) return true;
  const submission = parseNetlifySubmission(body);
  if (!submission) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Form not found');
    return true;
  }
  if (submission.spam) log(`[forms] dropped a honeypot submission of "${submission.form}"`);
  else {
    await appendToOutbox(
      {
        receivedAt: new Date().toISOString(),
        channel: 'netlify-forms',
        form: submission.form,
        fields: submission.fields,
      },
      outbox,
    );
  }
  // A form posts to its edition's thank-you page (/thank-you, /bg/thank-you): Netlify answers with it.
  const posted = new URL(req.url ?? '/', 'http://localhost').pathname;
  const location = splitLangPath(posted).path === THANK_YOU_PATH ? posted : THANK_YOU_PATH;
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
  return true;
}
