import { loadContentFile } from '../../schemas/load.ts';
import { parseContent } from '../../schemas/parse.ts';
import { redirectTableSchema } from '../../schemas/redirects.ts';
import type { RedirectTable } from '../shared/redirects.ts';

const SOURCE = 'content/redirects.json';

/**
 * Validates a redirect table; on a mistake, throws one message an editor can act on: the file,
 * then each wrong entry by name with what is wrong, e.g. `codes → "home": must not contain //`.
 */
export function parseRedirectTable(data: unknown, source = SOURCE): RedirectTable {
  return parseContent(redirectTableSchema, data, source);
}

/** content/redirects.json, validated. */
export const redirectTable: RedirectTable = loadContentFile(redirectTableSchema, SOURCE);
