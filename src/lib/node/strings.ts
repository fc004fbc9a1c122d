/**
 * The one accessor of the interface strings (content/strings.json, schema in src/schemas/strings.ts),
 * read at build time. In a content probe build (src/schemas/content-probe.ts) every string is
 * marked by its schema, like all content.
 * Islands never import this: their Astro wrapper passes them the strings they show as props.
 */
import { parseContent } from '../../schemas/parse.ts';
import { loadEditionFile } from '../../schemas/load.ts';
import type { Lang } from '../shared/i18n.ts';
import { stringsSchema, type UiStrings } from '../../schemas/strings.ts';

export type { UiStrings };
export const DEFAULT_STRINGS_FILE = 'content/strings.json';

/** Parses a strings file; a wrong entry throws with the file and each field named. */
export function parseStrings(json: unknown, file = DEFAULT_STRINGS_FILE): UiStrings {
  return parseContent(stringsSchema, json, file);
}

/** Every interface string of `lang`'s edition, checked; each file is read once per build. */
export function uiStrings(lang: Lang): UiStrings {
  return loadEditionFile(stringsSchema, DEFAULT_STRINGS_FILE, lang);
}
