/**
 * Sveltia's per-locale layout: English and Bulgarian edited side by side. Each file's form opens
 * content/<path> in English and its twin content/bg/<path> in Bulgarian (src/lib/shared/content-mirror.ts).
 * Words are translated; everything the mirror check compares (ids, paths, numbers, switches, choices,
 * images) is copied from the English file; a fact's confirmation marker stays in the English file only.
 */
import type { Field } from '@sveltia/cms';
import { AWAITING_KEY } from '../../shared/confirmation.ts';
import { DEFAULT_TECHNICAL_KEYS, isTechnicalString } from '../../shared/content-mirror.ts';
import { SHARED_CONTENT_FILES } from '../../shared/edition-paths.ts';
import { DEFAULT_LANG, LANGS } from '../../shared/i18n.ts';
import type { JsonSchema } from './json-schema.ts';

/** How a field is edited in the Bulgarian file (Sveltia's field-level `i18n`). */
type FieldI18n = true | 'duplicate' | 'duplicate_keys' | false;

/** The field types whose value is words: translated unless the text is technical. */
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown']);

/**
 * Text the mirror check compares (src/lib/shared/content-mirror.ts) and the Bulgarian file therefore
 * copies: a value under a technical key (id, slug, href, formName …; for a list of texts, the
 * list's key), a text with a format or pattern (an id, a path, a URL, an e-mail address, a date),
 * or a text that is technical today (a path, a fragment, a URL, an address, a date).
 */
export function isTechnicalText(key: string, schema: JsonSchema, values: readonly unknown[]): boolean {
  return (
    DEFAULT_TECHNICAL_KEYS.has(key) ||
    schema.pattern !== undefined ||
    schema.format !== undefined ||
    values.some((value) => typeof value === 'string' && isTechnicalString(value))
  );
}

/** What a group or list field holds: its fields, its one field (a list of texts) or its types (a choice). */
interface NestedParts {
  fields?: Field[];
  field?: Field;
  types?: Array<{ fields?: Field[] | undefined }>;
}

/** The nested parts of `field`, found by type guards rather than asserted (most field types have none). */
export function nestedParts(field: Field): NestedParts {
  return {
    ...('fields' in field && Array.isArray(field.fields) ? { fields: field.fields.filter(isField) } : {}),
    ...('field' in field && isField(field.field) ? { field: field.field } : {}),
    ...('types' in field && Array.isArray(field.types)
      ? { types: field.types.filter(isObject).map((type) => ({ ...type, fields: subFields(type.fields) })) }
      : {}),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a choice's type, if it has any. */
const subFields = (value: unknown): Field[] | undefined => (Array.isArray(value) ? value.filter(isField) : undefined);

/** A field as the mapper writes it: an object with a name. */
const isField = (value: unknown): value is Field => isObject(value) && typeof value.name === 'string';

/** The fields inside a group or list field (every type's fields for a choice of types). */
export function childFields(field: Field): Field[] {
  const f = nestedParts(field);
  return [...(f.fields ?? []), ...(f.field ? [f.field] : []), ...(f.types ?? []).flatMap((t) => t.fields ?? [])];
}

/**
 * The field's `i18n`: words are translated (`true`); everything else is copied from the English
 * file (`duplicate`), shown read-only on the Bulgarian side; a key-value map keeps the English keys
 * and translates the values (`duplicate_keys`). A group or a list is translated when anything in
 * it is (its items then stay in step with the English file: same count, same order, which the
 * build checks), else copied whole. The confirmation marker has `false`: English only.
 */
export function fieldI18n(field: Field, technical: boolean): FieldI18n {
  const widget = field.widget ?? 'string';
  if (field.name === AWAITING_KEY) return false;
  if (TEXT_WIDGETS.has(widget)) return technical ? 'duplicate' : true;
  if (widget === 'keyvalue') return technical ? 'duplicate' : 'duplicate_keys';
  if (widget === 'object' || widget === 'list') {
    const translated = childFields(field).some((child) => {
      const mode = child.i18n;
      return mode === true || mode === 'duplicate_keys';
    });
    return translated ? true : 'duplicate';
  }
  // Numbers, switches, choices, images, dates and a kept "$comment": the same in both files.
  return 'duplicate';
}

/** Sveltia's placeholder for the edition's folder in a file path. */
const LOCALE_PLACEHOLDER = '{{locale}}';

/**
 * The editor's `i18n`: English and Bulgarian side by side. Every file of a collection names its
 * edition's folder with the placeholder (content/{{locale}}/faqs/site-faq.json), which makes each
 * file its own pair of files; English, the default, is written without it (content/faqs/…), as
 * `omit_default_locale_from_file_path` says. The structure is what Sveltia needs at the top level;
 * for files named with the placeholder it always uses one file per edition.
 */
export const CMS_I18N = {
  structure: 'multiple_folders',
  locales: [...LANGS],
  default_locale: DEFAULT_LANG,
  omit_default_locale_from_file_path: true,
} as const;

/** Whether `file` (from the project root, English) serves both editions: no twin, no translation. */
export function isSharedFile(file: string): boolean {
  return SHARED_CONTENT_FILES.includes(file);
}

/** "content/faqs/site-faq.json" -> "content/{{locale}}/faqs/site-faq.json" (shared files as they are). */
export function localisedFile(file: string): string {
  if (isSharedFile(file)) return file;
  if (!file.startsWith('content/')) throw new Error(`${file}: a content file is under content/`);
  return `content/${LOCALE_PLACEHOLDER}/${file.slice('content/'.length)}`;
}

/**
 * The file Sveltia opens for `lang` (fillLocalePlaceholder in its source): the default locale's
 * placeholder and the slash after it are left out, any other locale fills it in.
 */
export function localeFile(file: string, lang: string): string {
  const path = lang === DEFAULT_LANG ? file.replace(`${LOCALE_PLACEHOLDER}/`, '') : file;
  return path.replaceAll(LOCALE_PLACEHOLDER, lang);
}

/** The fields of a file that serves both editions: no `i18n` anywhere (the option is ignored there). */
export function withoutI18n(fields: Field[]): Field[] {
  return fields.map((field) => {
    const { i18n: _i18n, ...rest } = field;
    const f = nestedParts(field);
    return {
      ...rest,
      ...(f.fields ? { fields: withoutI18n(f.fields) } : {}),
      ...(f.field ? { field: withoutI18n([f.field])[0] } : {}),
      ...(f.types ? { types: f.types.map((t) => ({ ...t, fields: withoutI18n(t.fields ?? []) })) } : {}),
    };
  });
}
