/**
 * The one accessor of the interface strings (content/strings.json, schema in ./strings-schema.ts),
 * read at build time. STRINGS_FILE names another file to build with instead. In a content probe
 * build (src/schemas/content-probe.ts) every string is marked by its schema, like all content.
 * Islands never import this: their Astro wrapper passes them the strings they show as props.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseContent } from '../schemas/parse.ts';
import { contentPath } from './content-mirror.ts';
import type { Lang } from './i18n.ts';
import { stringsSchema, type UiStrings } from './strings-schema.ts';

export type { UiStrings };
export const STRINGS_FILE_ENV = 'STRINGS_FILE';
export const DEFAULT_STRINGS_FILE = 'content/strings.json';

const cached = new Map<string, UiStrings>();

/** The path of the strings file this build reads. */
export function stringsFile(): string {
  return process.env[STRINGS_FILE_ENV] || DEFAULT_STRINGS_FILE;
}

/** Parses a strings file; a wrong entry throws with the file and each field named. */
export function parseStrings(json: unknown, file = DEFAULT_STRINGS_FILE): UiStrings {
  return parseContent(stringsSchema, json, file);
}

/** Every interface string of `lang`'s edition, checked; each file is read once per build. */
export function uiStrings(lang: Lang): UiStrings {
  const file = contentPath(stringsFile(), lang);
  let strings = cached.get(file);
  if (!strings) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(resolve(file), 'utf8'));
    } catch (error) {
      throw new Error(`${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    strings = parseStrings(json, file);
    cached.set(file, strings);
  }
  return strings;
}
