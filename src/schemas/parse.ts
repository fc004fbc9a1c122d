/**
 * The one way content is checked outside Astro's collections (astro.config.mjs, scripts, unit
 * tests, plain JSON imports) and inside them (src/schemas/loaders.ts wraps every collection
 * loader with it), so every mistake reaches the editor in the same words:
 *
 *   content/redirects.json has a mistake:
 *     codes → "promo": must not contain // (a browser reads it as another website)
 *
 * The file first, then one line per problem: where it is in the file (the first key bare, each
 * key below it quoted, list positions as [n] counting from 0) and what to do about it.
 */
import { z } from 'zod';

/** Where an issue sits, as an editor finds it in the file: `rows[8] → "availableFrom"`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let where = '';
  for (const part of path) {
    if (typeof part === 'number') where += `[${part}]`;
    else if (where === '') where = String(part);
    else where += ` → ${JSON.stringify(String(part))}`;
  }
  return where || '(file)';
}

/** One line per issue; a wrongly written key of a record reports its own message. */
function issueLines(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
    return `  ${formatPath(issue.path)}: ${message}`;
  });
}

/** The editor-facing message of a failed check of `file`. */
function formatContentError(file: string, error: z.ZodError): string {
  const lines = issueLines(error.issues);
  return `${file} has ${lines.length === 1 ? 'a mistake' : 'mistakes'}:\n${lines.join('\n')}`;
}

/** Thrown when a content file does not match its schema; the message is written for editors. */
export class ContentError extends Error {
  readonly file: string;
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(file: string, issues: readonly z.core.$ZodIssue[], message: string) {
    super(message);
    this.name = 'ContentError';
    this.file = file;
    this.issues = issues;
  }
}

/**
 * Checks `data` (the parsed contents of `file`, a path from the project root) against `schema`
 * and returns the checked value, or throws a ContentError naming the file and each wrong field.
 */
export function parseContent<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(file, result.error.issues, formatContentError(file, result.error));
}
