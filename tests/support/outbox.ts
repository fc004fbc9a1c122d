/**
 * What the local server's outbox received (scripts/serve/outbox.ts): the form tests find their own
 * lead there by a sender address no other test, project or run uses.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import type { OutboxEntry } from '../../scripts/serve/outbox.ts';

/**
 * An address no other test, browser project or run sends from. Two workers share an outbox and
 * can ask in the same millisecond: random letters follow the time.
 */
export const uniqueEmail = (tag: string): string =>
  `${tag}-${test.info().project.name}-${Date.now()}-${randomBytes(4).toString('hex')}@shop.example.bg`;

/**
 * The leads sent from `email` to the server whose outbox is `file` (none while the file does not
 * exist yet). EmailJS gives the address as a string, a Netlify Forms post as a list of one.
 */
export async function leadsFrom(email: string, file = process.env['OUTBOX_FILE']): Promise<OutboxEntry[]> {
  if (!file) throw new Error('No outbox file: the Playwright config sets one per server.');
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => {
      const sender = JSON.stringify(entry.fields['from_email']);
      return sender === JSON.stringify(email) || sender === JSON.stringify([email]);
    });
}
