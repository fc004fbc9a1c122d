/**
 * The generated content editor configuration (dist/admin/config.yml) as the CMS tests read it:
 * the forms by the file each opens (English, and its Bulgarian twin), and the walks the tests share
 * (drift between a schema and its form, each field with today's values, i18n against the mirror check).
 */
import { globSync, readFileSync } from 'node:fs';
import type { CmsConfig, Field } from '@sveltia/cms';
import { parse } from 'yaml';
import { CONTENT_FILES, EDITION_CONTENT_FILES } from '../../../src/schemas/content-files.ts';
import { readContentFile } from '../../../src/schemas/load.ts';
import { renderCmsConfig } from '../../../src/integrations/cms-admin.ts';
import { AWAITING_KEY } from '../../../src/lib/shared/confirmation.ts';
import { DEFAULT_TECHNICAL_KEYS, isTechnicalString } from '../../../src/lib/shared/content-mirror.ts';
import { IMAGE_PATTERN, type JsonSchema } from '../../../src/lib/node/cms/index.ts';
import { contentJsonSchemas } from '../../../src/schemas/json-schema.ts';

/** A field as it appears in the YAML: every option any field type may carry. */
export type AnyField = Field & {
  name: string;
  widget?: string;
  required?: boolean;
  pattern?: [string, string];
  minlength?: number;
  options?: string[];
  min?: number;
  max?: number;
  fields?: AnyField[];
  field?: AnyField;
  types?: Array<{ name: string; fields: AnyField[] }>;
  typeKey?: string;
  root?: boolean;
  public_folder?: string;
  i18n?: boolean | string;
};
export interface FileEntry {
  name: string;
  file: string;
  i18n?: boolean;
  fields: AnyField[];
}
export interface I18nOptions {
  structure: string;
  locales: string[];
  default_locale: string;
  omit_default_locale_from_file_path: boolean;
}

export type EditorConfig = CmsConfig & {
  i18n: I18nOptions;
  collections: Array<{ name: string; i18n?: boolean; files: FileEntry[] }>;
};
/** Each form by the English file it opens (content/<path>). */
export const entries = new Map<string, FileEntry>();
/** Each form by the Bulgarian file it opens (content/bg/<path>); shared files have none. */
export const twins = new Map<string, FileEntry>();

/**
 * The file Sveltia 0.221.1 opens for `locale`: its fillLocalePlaceholder (services/contents/i18n/
 * placeholder.js), with the default locale's placeholder left out when the configuration says
 * omit_default_locale_from_file_path (for a file path with "{{locale}}/", determineOmitDefaultLocale).
 * A file without the placeholder is one file for every locale.
 */
export function sveltiaPath(file: string, locale: string, i18n: I18nOptions): string {
  const omit = i18n.omit_default_locale_from_file_path && /{{locale}}[./]/.test(file);
  const path = omit && locale === i18n.default_locale ? file.replace(/{{locale}}[./]|\/?{{locale}}$/, '') : file;
  return path.replaceAll('{{locale}}', locale);
}

/** Reads the configuration this build writes (no environment: the placeholder repository) and fills the maps. */
export async function loadEditorConfig(): Promise<EditorConfig> {
  const config = parse(await renderCmsConfig({})) as EditorConfig;
  entries.clear();
  twins.clear();
  for (const collection of config.collections)
    for (const entry of collection.files) {
      entries.set(sveltiaPath(entry.file, 'en', config.i18n), entry);
      if (entry.file.includes('{{locale}}')) twins.set(sveltiaPath(entry.file, 'bg', config.i18n), entry);
    }
  return config;
}

/** The JSON Schema of `file` (English or Bulgarian) as `npm run schemas` writes it. */
export function plainSchema(file: string): JsonSchema {
  const entry = [...CONTENT_FILES, ...EDITION_CONTENT_FILES].find(({ files }) => globSync(files).includes(file))!;
  return contentJsonSchemas().get(entry.jsonSchema) as JsonSchema;
}

/** Fields the editor adds on purpose: the confirmation marker, a kept "$comment", a page's copy. */
const EXTRA_FIELDS = new Set([AWAITING_KEY, '$comment', 'body']);

/** Every difference between a schema node and the field made from it, as readable lines. */
function drift(schema: JsonSchema, field: AnyField, required: boolean, path: string): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${path}: ${what}`);
  if (field.widget === 'hidden') {
    say('kept as written: the editor has no form for this shape (see cmsField in src/lib/node/cms/fields.ts)');
    return problems;
  }
  const hasDefault = schema.default !== undefined;
  if (field.widget !== 'boolean' && (field.required ?? true) !== (required && !hasDefault))
    say(`required is ${String(field.required)} in the editor, ${String(required && !hasDefault)} in the schema`);
  if (schema.const !== undefined) {
    if (JSON.stringify(field.options) !== JSON.stringify([String(schema.const)])) say('fixed value differs');
    return problems;
  }
  if (schema.enum) {
    if (JSON.stringify(field.options) !== JSON.stringify(schema.enum.map(String))) say('allowed values differ');
    return problems;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const key = field.typeKey!;
    for (const branch of branches) {
      const name = String(branch.properties?.[key]?.const);
      const type = field.types?.find((t) => t.name === name);
      if (!type) say(`no form for "${name}"`);
      else
        problems.push(
          ...objectDrift(
            { ...branch, required: (branch.required ?? []).filter((k) => k !== key) },
            type.fields,
            path,
            key,
          ),
        );
    }
    return problems;
  }
  switch (schema.type) {
    case 'string': {
      if (schema.pattern === IMAGE_PATTERN) {
        if (field.widget !== 'image') say('an image path without an upload field');
        break;
      }
      if (schema.format === 'date') {
        // A calendar date: the editor's date picker only writes valid YYYY-MM-DD dates.
        if (field.widget !== 'datetime' || (field as { type?: string }).type !== 'date')
          say('a date without a date picker');
        break;
      }
      const [pattern] = field.pattern ?? [];
      if (schema.maxLength !== undefined && pattern !== `^[\\s\\S]{0,${schema.maxLength}}$`)
        say(`limit of ${schema.maxLength} characters not enforced (pattern ${pattern})`);
      if (schema.maxLength === undefined && schema.pattern !== undefined && pattern !== schema.pattern)
        say(`format ${schema.pattern} not enforced`);
      const min = schema.minLength ?? 0;
      const minimum = field.minlength ?? (pattern?.startsWith(`^[\\s\\S]{${min},}`) ? min : 1);
      if (min > 1 && minimum !== min) say(`minimum of ${min} characters not enforced`);
      if (schema.maxLength === undefined && schema.pattern === undefined && min <= 1 && pattern !== undefined)
        say(`a rule the schema does not have: ${pattern}`);
      break;
    }
    case 'integer':
    case 'number': {
      const limit = (n: number | undefined) =>
        n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;
      if (field.widget !== 'number') say(`a number edited as ${String(field.widget)}`);
      if (limit(schema.maximum) !== field.max) say(`maximum ${schema.maximum} vs ${field.max}`);
      if (schema.minimum !== undefined && limit(schema.minimum) !== field.min)
        say(`minimum ${schema.minimum} vs ${field.min}`);
      break;
    }
    case 'array': {
      if (field.widget !== 'list' && field.widget !== 'select') say(`a list edited as ${String(field.widget)}`);
      if (schema.minItems !== field.min)
        say(`at least ${schema.minItems} items in the schema, ${field.min} in the editor`);
      if (schema.maxItems !== field.max)
        say(`at most ${schema.maxItems} items in the schema, ${field.max} in the editor`);
      const item = schema.items!;
      if (item.enum) break;
      if (item.type === 'object') problems.push(...objectDrift(item, field.fields ?? [], `${path}[]`));
      else if (item.oneOf) problems.push(...drift(item, { ...field, required: true } as AnyField, true, `${path}[]`));
      else problems.push(...drift(item, field.field!, true, `${path}[]`));
      break;
    }
    case 'object': {
      const entry = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      if (schema.properties) problems.push(...objectDrift(schema, field.fields ?? [], path));
      else if (entry?.type === 'object') {
        // A map of named objects (a page's sections): one form per entry, each the entry's schema.
        if (field.widget !== 'object') say('a map of named groups edited as something else than groups');
        for (const group of field.fields ?? []) problems.push(...drift(entry, group, true, `${path}.${group.name}`));
      } else if (field.widget !== 'keyvalue') say('a map edited as something else than key-value pairs');
      break;
    }
    case 'boolean':
      if (field.widget !== 'boolean') say('a switch edited as something else');
      break;
    default:
      say(`unknown type ${String(schema.type)}`);
  }
  return problems;
}

/** Differences between an object's properties and the fields of its form. */
export function objectDrift(schema: JsonSchema, fields: AnyField[], path: string, discriminator?: string): string[] {
  const problems: string[] = [];
  // The confirmation marker, where a schema names it, has its own form (see the marker's test).
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([name]) => name !== discriminator && name !== AWAITING_KEY,
  );
  const required = new Set(schema.required ?? []);
  for (const [name, property] of properties) {
    const field = fields.find((f) => f.name === name);
    // A value the loader sets (an entry's position) is never in the editor, which would write it.
    if (property.readOnly) {
      if (field) problems.push(`${path}.${name}: set by the loader (readOnly), yet in the editor`);
      continue;
    }
    // An optional map of named groups with no entry yet (a page without sections) has no form.
    const emptyMap = !required.has(name) && typeof property.additionalProperties === 'object';
    if (!field) {
      if (!emptyMap) problems.push(`${path}.${name}: in the schema, not in the editor`);
    } else if (name !== '$comment') problems.push(...drift(property, field, required.has(name), `${path}.${name}`));
  }
  for (const field of fields) {
    if (!(field.name in (schema.properties ?? {})) && !EXTRA_FIELDS.has(field.name))
      problems.push(`${path}.${field.name}: in the editor, not in the schema`);
  }
  return problems;
}

/** Differences between a whole file's schema and its form. */
export function fileDrift(file: string, schema: JsonSchema, fields: AnyField[]): string[] {
  if (schema.oneOf) {
    const name = file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const branch = schema.oneOf.find((b) => Object.values(b.properties ?? {}).some((p) => p.const === name))!;
    return objectDrift(branch, fields, file);
  }
  if (schema.type === 'array') {
    const [list] = fields;
    return list?.root ? drift(schema, list, true, file) : [`${file}: a list file is not edited as a list`];
  }
  if (!schema.properties && typeof schema.additionalProperties === 'object') {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const entry = schema.additionalProperties;
    return Object.keys(data).flatMap((key) => {
      const field = fields.find((f) => f.name === key);
      return field ? drift(entry, field, true, `${file} ${key}`) : [`${file} ${key}: no form`];
    });
  }
  return objectDrift(schema, fields, file);
}

/** Each field with its value(s) in `data`, walking the form and the file together. */
export function* fieldValues(fields: AnyField[], data: unknown, path: string): Generator<[AnyField, unknown, string]> {
  if (typeof data !== 'object' || data === null) return;
  const record = data as Record<string, unknown>;
  for (const field of fields) {
    const value = field.root ? data : record[field.name];
    const at = `${path}.${field.name}`;
    if (value === undefined) continue;
    yield [field, value, at];
    if (field.widget === 'object') {
      const type = field.types?.find((t) => t.name === (value as Record<string, unknown>)[field.typeKey!]);
      yield* fieldValues(type?.fields ?? field.fields ?? [], value, at);
    }
    if (field.widget === 'list' && Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        if (field.field) yield [field.field, item, `${at}[${i}]`];
        else if (field.types) {
          const type = field.types.find((t) => t.name === (item as Record<string, unknown>)[field.typeKey!]);
          yield* fieldValues(type?.fields ?? [], item, `${at}[${i}]`);
        } else yield* fieldValues(field.fields ?? [], item, `${at}[${i}]`);
      }
    }
  }
}

/** Sveltia's check of a pattern: the trimmed text against the regular expression. */
export const passes = (pattern: [string, string], value: string) => new RegExp(pattern[0]).test(value.trim());

/** Today's content of a file: a JSON file, or a page's frontmatter. */
export function readContent(file: string): unknown {
  return readContentFile(file).data;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value without its confirmation markers: what the Bulgarian file holds of a copied value. */
const unmarked = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(unmarked)
    : isRecord(value)
      ? Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k === AWAITING_KEY ? [] : [[k, unmarked(v)]])))
      : value;

/**
 * Every field of a twin file whose `i18n` disagrees with the build's mirror check, walking the form,
 * the English file and the Bulgarian file together: a copied value (`duplicate`) that differs
 * between the two files today, a translated text the mirror check compares (a technical key or
 * value), a key-value map whose keys differ, a marker that is not English-only, a field with no
 * `i18n`. `key` is the key the mirror check names a value by (a list's items: the list's key).
 */
export function i18nProblems(fields: AnyField[], en: unknown, bg: unknown, path: string, key?: string): string[] {
  const problems: string[] = [];
  if (!isRecord(en) && !Array.isArray(en)) return problems;
  for (const field of fields) {
    const at = `${path}.${field.name}`;
    const name = field.name === 'item' ? key : field.name;
    if (field.name === AWAITING_KEY) {
      if (field.i18n !== false) problems.push(`${at}: a marker must stay English-only (i18n false)`);
      if (isRecord(bg) && AWAITING_KEY in bg) problems.push(`${at}: a marker in the Bulgarian file`);
      continue;
    }
    if (field.widget === 'hidden' && field.name !== '$comment') continue;
    if (![true, 'duplicate', 'duplicate_keys'].includes(field.i18n as never)) {
      problems.push(`${at}: no i18n (${String(field.i18n)})`);
      continue;
    }
    const e = field.root ? en : (en as Record<string, unknown>)[field.name];
    const b = field.root ? bg : isRecord(bg) ? bg[field.name] : undefined;
    if (e === undefined) continue;
    if (field.i18n === 'duplicate') {
      if (JSON.stringify(unmarked(e)) !== JSON.stringify(b)) problems.push(`${at}: copied, but the files differ`);
      continue;
    }
    if (field.i18n === 'duplicate_keys') {
      if (JSON.stringify(Object.keys(e as object)) !== JSON.stringify(Object.keys((b as object | undefined) ?? {})))
        problems.push(`${at}: the keys differ`);
      continue;
    }
    if (typeof e === 'string' && (DEFAULT_TECHNICAL_KEYS.has(name ?? '') || isTechnicalString(e)))
      problems.push(`${at}: translated, but the build requires the English value ("${e.slice(0, 40)}")`);
    if (typeof e !== 'object' || e === null) {
      if (field.widget !== undefined && !['string', 'text', 'markdown'].includes(field.widget))
        problems.push(`${at}: a ${field.widget} is translated`);
      continue;
    }
    if (field.widget === 'object') {
      const type = field.types?.find((t) => t.name === (e as Record<string, unknown>)[field.typeKey!]);
      problems.push(...i18nProblems(type?.fields ?? field.fields ?? [], e, b, at, name));
    }
    if (field.widget === 'list' && Array.isArray(e)) {
      for (const [i, item] of e.entries()) {
        const bgItem = Array.isArray(b) ? (b as unknown[])[i] : undefined;
        if (field.field) {
          problems.push(...i18nProblems([{ ...field.field, root: true }], item, bgItem, `${at}[${i}]`, name));
          continue;
        }
        const type = field.types?.find((t) => t.name === (item as Record<string, unknown>)[field.typeKey!]);
        problems.push(...i18nProblems(type?.fields ?? field.fields ?? [], item, bgItem, `${at}[${i}]`, name));
      }
    }
  }
  return problems;
}
