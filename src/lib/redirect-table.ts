import { z } from 'zod';
import raw from '../../content/redirects.json' with { type: 'json' };
import type { RedirectTable } from './redirects.ts';

const SOURCE = 'content/redirects.json';

/**
 * A path on this site: one leading `/`, never `//` (a browser reads `//host` as another
 * website), no backslash (browsers treat `\` like `/`), so no scheme or host can sneak in.
 * Lower-case letters, digits, dashes and slashes only, like every route of the site.
 */
const sitePath = z
  .string()
  .refine((path) => path.startsWith('/'), {
    message: 'must be a path on this site that starts with /, such as /about (not a web address)',
    abort: true,
  })
  .refine((path) => !path.includes('//'), {
    message: 'must not contain // (a browser reads it as another website)',
    abort: true,
  })
  .refine((path) => !path.includes('\\'), { message: 'must not contain a backslash (\\)', abort: true })
  .refine((path) => /^\/[a-z0-9/-]*$/.test(path), {
    message: 'may only contain lower-case letters, digits, dashes and slashes, such as /ai-sales-agent',
  });

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
  const result = redirectTableSchema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const where = issue.path.map((part, i) => (i === 0 ? String(part) : JSON.stringify(String(part)))).join(' → ');
    // A wrong code (the key) carries its own message one level down.
    const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
    return `  ${where || '(file)'}: ${message}`;
  });
  throw new Error(`${source} has ${lines.length === 1 ? 'a mistake' : 'mistakes'}:\n${lines.join('\n')}`);
}

/** content/redirects.json, validated. */
export const redirectTable: RedirectTable = parseRedirectTable(raw);
