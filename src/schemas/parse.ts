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
import { unknownFieldIssues, type KnownFieldsOptions } from './known-fields.ts';

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
function formatContentError(file: string, issues: readonly z.core.$ZodIssue[]): string {
  const lines = issueLines(issues);
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
 * A name the schema does not know (a misspelt field, which zod would leave out unseen) is a
 * mistake too (src/schemas/known-fields.ts); `listEntry`: `data` is one entry of a list file.
 */
export function parseContent<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  { listEntry = false }: Pick<KnownFieldsOptions, 'listEntry'> = {},
): z.output<S> {
  const result = schema.safeParse(data);
  const top = listEntry ? 'this entry' : file.endsWith('.md') ? 'the front matter' : 'this file';
  const unknown = unknownFieldIssues(schema, data, { listEntry, top });
  if (result.success && unknown.length === 0) return result.data;
  const issues = [...(result.success ? [] : result.error.issues), ...unknown];
  throw new ContentError(file, issues, formatContentError(file, issues));
}
