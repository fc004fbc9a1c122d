import { z } from 'zod';
import { sitePath as sitePathField } from '../schemas/fields.ts';
import { loadContentFile } from '../schemas/load.ts';
import { parseContent } from '../schemas/parse.ts';
import type { RedirectTable } from './redirects.ts';

const SOURCE = 'content/redirects.json';

const sitePath = sitePathField();

export const redirectTableSchema = z.object({
  description: z.string().optional(),
  withoutCode: sitePath,
  unknownCodePrefix: sitePath.refine((path) => path.endsWith('/'), 'must end with /, such as /destination/'),
  codes: z.record(z.string().regex(/^[a-z0-9-]+$/, 'codes are lower-case letters, digits and dashes'), sitePath),
});

/**
 * Validates a redirect table; on a mistake, throws one message an editor can act on: the file,
 * then each wrong entry by name with what is wrong, e.g. `codes → "home": must not contain //`.
 */
export function parseRedirectTable(data: unknown, source = SOURCE): RedirectTable {
  return parseContent(redirectTableSchema, data, source);
}

/** content/redirects.json, validated. */
export const redirectTable: RedirectTable = loadContentFile(redirectTableSchema, SOURCE);
