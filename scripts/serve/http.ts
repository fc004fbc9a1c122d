/**
 * Request bodies for the local server's POST handlers (Netlify Forms and the email stand-in):
 * read as text up to 64 KiB, answered 413 beyond it like Netlify.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A handler tried before static files; true when it answered the request. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

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
    res
      .writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      .end('Payload Too Large');
    return null;
  }
}
