/**
 * The one loader of the plain content files (the JSON files that are not collections): used by
 * the pages, astro.config.mjs, the build steps, the scripts and the tests. Each file is read and
 * checked once per build (the result is kept), so a file that several modules need is parsed once.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { contentPath } from '../lib/shared/edition-paths.ts';
import type { Lang } from '../lib/shared/i18n.ts';
import { parseContent } from './parse.ts';

const loaded = new Map<string, { schema: z.ZodType; value: unknown }>();

/** The contents of `file` (a path from the project root) checked by `schema`; a mistake throws naming the file. */
export function loadContentFile<S extends z.ZodType>(schema: S, file: string): z.output<S> {
  const known = loaded.get(file);
  if (known?.schema === schema) return known.value as z.output<S>;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(resolve(file), 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const value = parseContent(schema, json, file);
  loaded.set(file, { schema, value });
  return value;
}

/** `file` (written as the English path, e.g. content/site.json) of `lang`'s edition, checked by `schema`. */
export function loadEditionFile<S extends z.ZodType>(schema: S, file: string, lang: Lang): z.output<S> {
  return loadContentFile(schema, contentPath(file, lang));
}
