import { z } from 'zod';
import { sitePath as sitePathField } from './fields.ts';

// A target may be served outside this site's pages (a Netlify rule, another property): any path.
const sitePath = sitePathField({ anyPath: true });

/** content/redirects.json: the short links of /redirect?code=… and where unknown codes go. */
export const redirectTableSchema = z.object({
  description: z.string().optional(),
  withoutCode: sitePath,
  unknownCodePrefix: sitePath.refine((path) => path.endsWith('/'), 'must end with /, such as /destination/'),
  codes: z.record(z.string().regex(/^[a-z0-9-]+$/, 'codes are lower-case letters, digits and dashes'), sitePath),
});
