import { z } from 'zod';
import raw from '../../content/redirects.json' with { type: 'json' };
import type { RedirectTable } from './redirects.ts';

export const redirectTableSchema = z.object({
  description: z.string().optional(),
  withoutCode: z.string().startsWith('/'),
  unknownCodePrefix: z.string().startsWith('/').endsWith('/'),
  codes: z.record(
    z.string().regex(/^[a-z0-9-]+$/, 'codes are lower-case letters, digits and dashes'),
    z.string().regex(/^\/[a-z0-9/-]*$/, 'a path on this site, such as /about'),
  ),
});

/** content/redirects.json, validated. */
export const redirectTable: RedirectTable = redirectTableSchema.parse(raw);
