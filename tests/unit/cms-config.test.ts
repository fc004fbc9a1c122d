/**
 * The content editor's configuration (dist/admin/config.yml) against the schemas the build checks
 * content with. The drift test walks each content file's JSON Schema (the one `npm run schemas`
 * writes, src/schemas/json-schema.ts) and the generated configuration side by side, field by
 * field: a field, a required flag, a length, an allowed value or a list size that one has and the
 * other does not fails here. Then every rule of the configuration is tried on today's content
 * (nothing an editor did not touch may be refused) and on a broken value (refused in the build's words).
 *
 * Both editions: each form opens an English file and its Bulgarian twin (content/bg/<path>), the
 * paths resolved here the way Sveltia resolves them; the twins meet the same rules, and each field's
 * `i18n` says translated (words) or copied (everything the build's mirror check compares).
 */
import { globSync, readFileSync } from 'node:fs';
import type { CmsConfig, Field } from '@sveltia/cms';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { CONTENT_FILES, EDITION_CONTENT_FILES } from '../../src/schemas/content-files.ts';
import { pageSchema } from '../../src/schemas/pages.ts';
import { renderCmsConfig } from '../../src/integrations/cms-admin.ts';
import { AWAITING_KEY } from '../../src/lib/shared/confirmation.ts';
import {
  contentPath,
  DEFAULT_TECHNICAL_KEYS,
  isTechnicalString,
  mirrorProblems,
  SHARED_CONTENT_FILES,
} from '../../src/lib/shared/content-mirror.ts';
import {
  cmsBackend,
  cmsConfig,
  humanise,
  jsonSchemaWithMessages,
  LOCKED_FIELDS,
  LOCKED_HINT,
  notEditable,
  previewPathFor,
  IMAGE_PATTERN,
  PLACEHOLDER_REPO,
  upToRoot,
  UPLOAD_FOLDER,
  type JsonSchema,
} from '../../src/lib/build/cms-config.ts';
import { isIndexablePath } from '../../src/lib/build/indexing.ts';
import { ALL_PAGES } from '../../src/lib/build/routes.ts';
import { contentJsonSchemas } from '../../src/schemas/json-schema.ts';
import { ContentError, parseContent } from '../../src/schemas/parse.ts';

/** A field as it appears in the YAML: every option any field type may carry. */
type AnyField = Field & {
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
interface FileEntry {
  name: string;
  file: string;
  i18n?: boolean;
  fields: AnyField[];
}
interface I18nOptions {
  structure: string;
  locales: string[];
  default_locale: string;
  omit_default_locale_from_file_path: boolean;
}

let config: CmsConfig & {
  i18n: I18nOptions;
  collections: Array<{ name: string; i18n?: boolean; files: FileEntry[] }>;
};
/** Each form by the English file it opens (content/<path>). */
const entries = new Map<string, FileEntry>();
/** Each form by the Bulgarian file it opens (content/bg/<path>); shared files have none. */
const twins = new Map<string, FileEntry>();

/**
 * The file Sveltia 0.221.1 opens for `locale`: its fillLocalePlaceholder (services/contents/i18n/
 * placeholder.js), with the default locale's placeholder left out when the configuration says
 * omit_default_locale_from_file_path (for a file path with "{{locale}}/", determineOmitDefaultLocale).
 * A file without the placeholder is one file for every locale.
 */
function sveltiaPath(file: string, locale: string, i18n: I18nOptions): string {
  const omit = i18n.omit_default_locale_from_file_path && /{{locale}}[./]/.test(file);
  const path = omit && locale === i18n.default_locale ? file.replace(/{{locale}}[./]|\/?{{locale}}$/, '') : file;
  return path.replaceAll('{{locale}}', locale);
}

beforeAll(async () => {
  config = parse(await renderCmsConfig({})) as typeof config;
  for (const collection of config.collections)
    for (const entry of collection.files) {
      entries.set(sveltiaPath(entry.file, 'en', config.i18n), entry);
      if (entry.file.includes('{{locale}}')) twins.set(sveltiaPath(entry.file, 'bg', config.i18n), entry);
    }
}, 30_000);

/** The JSON Schema of `file` (English or Bulgarian) as `npm run schemas` writes it. */
function plainSchema(file: string): JsonSchema {
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
    say('kept as written: the editor has no form for this shape (see cmsField in src/lib/build/cms-config.ts)');
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
function objectDrift(schema: JsonSchema, fields: AnyField[], path: string, discriminator?: string): string[] {
  const problems: string[] = [];
  // The confirmation marker, where a schema names it, has its own form (see the marker's test).
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([name]) => name !== discriminator && name !== AWAITING_KEY,
  );
  const required = new Set(schema.required ?? []);
  for (const [name, property] of properties) {
    const field = fields.find((f) => f.name === name);
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
function fileDrift(file: string, schema: JsonSchema, fields: AnyField[]): string[] {
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

describe('the content editor configuration and the content schemas agree (drift)', () => {
  const files = CONTENT_FILES.flatMap(({ files }) => globSync(files).sort());

  it('every content JSON file is in the editor, once', () => {
    expect(files.length).toBeGreaterThanOrEqual(27);
    expect([...entries.keys()].filter((f) => f.endsWith('.json')).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s: every field, required flag, limit, allowed value and list size', (file) => {
    expect(fileDrift(file, plainSchema(file), entries.get(file)!.fields)).toEqual([]);
  });

  it('every page (content/pages/*.md): its frontmatter fields and its copy', () => {
    const pages = globSync('content/pages/*.md');
    const schema = z.toJSONSchema(pageSchema, {
      io: 'input',
      unrepresentable: 'any',
      target: 'draft-07',
    }) as JsonSchema;
    // lastUpdated is a date the build reads from text (z.coerce.date): JSON Schema cannot say so.
    schema.properties!.lastUpdated = { ...schema.properties!.lastUpdated, type: 'string' };
    expect(pages.length).toBeGreaterThanOrEqual(20);
    for (const page of pages) {
      const fields = entries.get(page)!.fields;
      const problems = objectDrift(schema, fields, page).filter((p) => !/lastUpdated: (unknown|.*edited)/.test(p));
      expect(problems).toEqual([]);
      expect(fields.find((f) => f.name === 'lastUpdated')?.widget).toBe('datetime');
      expect(fields.find((f) => f.name === 'body')?.widget).toBe('markdown');
    }
  });

  it('the list sizes the spec fixes: ten FAQs, 15 plan rows, six months of figures', () => {
    const field = (file: string, name: string) => entries.get(file)!.fields.find((f) => f.name === name)!;
    expect([
      field('content/faqs/site-faq.json', 'items').min,
      field('content/faqs/site-faq.json', 'items').max,
    ]).toEqual([10, 10]);
    expect(field('content/modules/plans.json', 'rows')).toMatchObject({ min: 15, max: 15 });
    const sila = entries.get('content/case-study/sila.json')!.fields;
    const months = JSON.stringify(sila).match(/"min":6,"max":6/g);
    expect(months?.length).toBeGreaterThanOrEqual(1);
  });
});

/** Each field with its value(s) in `data`, walking the form and the file together. */
function* fieldValues(fields: AnyField[], data: unknown, path: string): Generator<[AnyField, unknown, string]> {
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
const passes = (pattern: [string, string], value: string) => new RegExp(pattern[0]).test(value.trim());

describe('the editor accepts today’s content and refuses a broken value in the build’s words', () => {
  it('every rule of the editor accepts every value of today’s content', () => {
    const refused: string[] = [];
    for (const [file, entry] of entries) {
      if (!file.endsWith('.json')) continue;
      const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      for (const [field, value, at] of fieldValues(entry.fields, data, file)) {
        if (field.pattern && typeof value === 'string' && !passes(field.pattern, value))
          refused.push(`${at}: "${value.slice(0, 40)}…" refused: ${field.pattern[1]}`);
        if (field.options && typeof value === 'string' && !field.options.includes(value))
          refused.push(`${at}: "${value}" is not an option`);
        if (Array.isArray(value) && ((field.min ?? 0) > value.length || (field.max ?? Infinity) < value.length))
          refused.push(`${at}: ${value.length} items`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('every key of today’s content has a field, so saving a file loses nothing', () => {
    const lost: string[] = [];
    for (const [file, entry] of entries) {
      if (!file.endsWith('.json')) continue;
      const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      const check = (fields: AnyField[], value: unknown, at: string) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return;
        for (const key of Object.keys(value)) if (!fields.some((f) => f.name === key)) lost.push(`${at}.${key}`);
      };
      const root = entry.fields[0]?.root ? undefined : entry.fields;
      if (root) check(root, data, file);
      for (const [field, value, at] of fieldValues(entry.fields, data, file)) {
        if (field.widget !== 'object' && field.widget !== 'list') continue;
        const items = field.widget === 'list' && Array.isArray(value) ? value : [value];
        for (const [i, item] of items.entries()) {
          const type = field.types?.find((t) => t.name === (item as Record<string, unknown>)[field.typeKey!]);
          const fields = type ? [...type.fields, { name: field.typeKey! } as AnyField] : (field.fields ?? []);
          if (!field.field) check(fields, item, field.widget === 'list' ? `${at}[${i}]` : at);
        }
      }
    }
    expect(lost).toEqual([]);
  });

  it('every frontmatter key of every page has a field', () => {
    const lost: string[] = [];
    for (const [file, entry] of entries) {
      if (!file.endsWith('.md')) continue;
      const frontmatter = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '') as object;
      for (const key of Object.keys(frontmatter))
        if (!entry.fields.some((f) => f.name === key)) lost.push(`${file}: ${key}`);
      const { sections = {} } = frontmatter as { sections?: Record<string, object> };
      const groups = entry.fields.find((f) => f.name === 'sections')?.fields ?? [];
      for (const [name, section] of Object.entries(sections)) {
        const fields = groups.find((f) => f.name === name)?.fields ?? [];
        for (const key of Object.keys(section))
          if (!fields.some((f) => f.name === key)) lost.push(`${file}: sections.${name}.${key}`);
      }
    }
    expect(lost).toEqual([]);
  });

  /** The build's message for `file` with the value at `path` replaced. */
  function buildMessage(file: string, path: Array<string | number>, value: unknown): string | undefined {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    let holder: Record<string | number, unknown> = data;
    for (const step of path.slice(0, -1)) holder = holder[step] as Record<string | number, unknown>;
    holder[path.at(-1)!] = value;
    const entry = CONTENT_FILES.find(({ files }) => globSync(files).includes(file))!;
    try {
      parseContent(entry.schema, data, file);
      return undefined;
    } catch (error) {
      return (error as ContentError).issues.find((i) => i.path.join('.') === path.join('.'))?.message;
    }
  }

  it.each([
    ['content/faqs/site-faq.json', ['items', 0, 'answer'], 'items', 'answer', 'x'.repeat(1201)],
    ['content/faqs/site-faq.json', ['items', 0, 'question'], 'items', 'question', `${'Why '.repeat(40)}?`],
    ['content/faqs/site-faq.json', ['cta', 'heading'], 'cta', 'heading', 'x'.repeat(81)],
    ['content/modules/plans.json', ['rows', 0, 'feature'], 'rows', 'feature', 'x'.repeat(200)],
    ['content/demo-stores.json', [0, 'welcome'], 'items', 'welcome', 'x'.repeat(2000)],
    ['content/marketing/clients.json', [0, 'id'], 'items', 'id', 'Not A Slug'],
  ] as const)('%s %j: refused with the build’s message', (file, path, top, name, value) => {
    const expected = buildMessage(file, [...path], value);
    expect(expected, 'the build refuses this value').toBeDefined();
    const container = entries.get(file)!.fields.find((f) => f.name === top)!;
    const field = (container.fields ?? []).find((f) => f.name === name)!;
    expect(field.pattern).toBeDefined();
    expect(passes(field.pattern!, value)).toBe(false);
    expect(field.pattern![1]).toBe(expected);
  });
});

/** Today's content of a file: a JSON file, or a page's frontmatter. */
function readContent(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.md') ? (parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as unknown) : JSON.parse(text);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
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
function i18nProblems(fields: AnyField[], en: unknown, bg: unknown, path: string, key?: string): string[] {
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

describe('both editions: English and Bulgarian side by side', () => {
  const englishFiles = [
    ...CONTENT_FILES.flatMap(({ files }) => globSync(files)),
    ...globSync('content/pages/*.md'),
  ].sort();
  const twinFiles = [
    ...EDITION_CONTENT_FILES.flatMap(({ files }) => globSync(files)),
    ...globSync('content/bg/pages/*.md'),
  ].sort();
  const sharedFiles = [...SHARED_CONTENT_FILES];

  it('i18n: English (default, content/<path>) and Bulgarian (content/bg/<path>)', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['en', 'bg'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
    // Every collection that has a two-language file turns i18n on (Sveltia needs it at both levels).
    for (const collection of config.collections)
      expect(Boolean(collection.i18n), collection.name).toBe(collection.files.some((f) => f.i18n === true));
  });

  it('every Bulgarian twin is opened by the form of its English file, and nothing else is', () => {
    expect(twinFiles.length).toBeGreaterThanOrEqual(45);
    expect([...twins.keys()].sort()).toEqual(twinFiles);
    for (const [twin, entry] of twins) {
      const english = sveltiaPath(entry.file, 'en', config.i18n);
      expect(twin, entry.file).toBe(contentPath(english, 'bg'));
      expect(entry.file, english).toBe(english.replace(/^content\//, 'content/{{locale}}/'));
      expect(entry.i18n, entry.file).toBe(true);
    }
    // The English files are where they were: every one has a form, every form opens one.
    expect([...entries.keys()].sort()).toEqual(englishFiles);
  });

  it('the files both editions share (redirects, editions) are one file, with no i18n', () => {
    for (const file of sharedFiles) {
      const entry = entries.get(file)!;
      expect(entry.file).toBe(file);
      expect(entry.i18n).toBeUndefined();
      expect(JSON.stringify(entry.fields)).not.toContain('"i18n"');
      expect(twins.has(contentPath(file, 'bg'))).toBe(false);
    }
  });

  it.each(twinFiles.filter((f) => f.endsWith('.json')))(
    '%s: every field, required flag, limit, allowed value and list size',
    (file) => {
      expect(fileDrift(file, plainSchema(file), twins.get(file)!.fields)).toEqual([]);
    },
  );

  it('every rule of the editor accepts every value of today’s Bulgarian content, and every key has a field', () => {
    const refused: string[] = [];
    const lost: string[] = [];
    for (const [file, entry] of twins) {
      const data = readContent(file);
      for (const [field, value, at] of fieldValues(entry.fields, data, file)) {
        if (field.pattern && typeof value === 'string' && !passes(field.pattern, value))
          refused.push(`${at}: "${value.slice(0, 40)}…" refused: ${field.pattern[1]}`);
        if (field.options && typeof value === 'string' && !field.options.includes(value))
          refused.push(`${at}: "${value}" is not an option`);
        if (Array.isArray(value) && ((field.min ?? 0) > value.length || (field.max ?? Infinity) < value.length))
          refused.push(`${at}: ${value.length} items`);
        if (field.widget === 'object' && isRecord(value) && !field.types)
          for (const key of Object.keys(value))
            if (!(field.fields ?? []).some((f) => f.name === key)) lost.push(`${at}.${key}`);
      }
      if (isRecord(data) && !entry.fields[0]?.root)
        for (const key of Object.keys(data))
          if (!entry.fields.some((f) => f.name === key)) lost.push(`${file}: ${key}`);
    }
    expect(refused).toEqual([]);
    expect(lost).toEqual([]);
  });

  it('words are translated; ids, paths, numbers, choices and images are copied; markers stay in English', () => {
    const problems: string[] = [];
    for (const [twin, entry] of twins) {
      const english = sveltiaPath(entry.file, 'en', config.i18n);
      problems.push(...i18nProblems(entry.fields, readContent(english), readContent(twin), twin));
      // Today's twin mirrors its English file as the build checks it: a copied value can be trusted.
      if (twin.endsWith('.json')) expect(mirrorProblems(twin, readContent(english), readContent(twin))).toEqual([]);
    }
    expect(problems).toEqual([]);
    // The page copy is translated.
    for (const [file, entry] of twins)
      if (file.endsWith('.md')) expect(entry.fields.find((f) => f.name === 'body')?.i18n, file).toBe(true);
    // Each kind of field, once, as the brief of the two editions says.
    const items = twins.get('content/bg/faqs/site-faq.json')!.fields.find((f) => f.name === 'items')!;
    expect(items.i18n).toBe(true);
    expect(items.fields?.find((f) => f.name === 'answer')?.i18n).toBe(true);
    expect(items.fields?.find((f) => f.name === AWAITING_KEY)?.i18n).toBe(false);
    const rows = twins.get('content/bg/modules/plans.json')!.fields.find((f) => f.name === 'rows')!;
    expect(rows.fields?.find((f) => f.name === 'feature')?.i18n).toBe(true);
    expect(rows.fields?.find((f) => f.name === 'availableFrom')?.i18n).toBe('duplicate');
    const stores = twins.get('content/bg/demo-stores.json')!.fields[0]!;
    expect(stores.fields?.find((f) => f.name === 'slug')?.i18n).toBe('duplicate');
    expect(stores.fields?.find((f) => f.name === 'welcome')?.i18n).toBe(true);
  });

  it('a confirmation marker is English-only: a group of optional texts, one per fact marked today', () => {
    const markers = [...entries].flatMap(([file, entry]) => {
      const found: AnyField[] = [];
      const walk = (fields: AnyField[]) => {
        for (const field of fields) {
          if (field.name === AWAITING_KEY) found.push(field);
          walk([
            ...(field.fields ?? []),
            ...(field.field ? [field.field] : []),
            ...(field.types ?? []).flatMap((t) => t.fields),
          ]);
        }
      };
      walk(entry.fields);
      return found.map((field) => [file, field] as const);
    });
    expect(markers.length).toBeGreaterThanOrEqual(20);
    const tables: string[] = [];
    for (const [file, marker] of markers) {
      expect(marker.required, file).toBe(false);
      expect(marker.i18n, file).toBe(false);
      if (marker.widget === 'keyvalue') {
        tables.push(file);
        continue;
      }
      expect(marker.widget, file).toBe('object');
      expect(marker.fields?.length, file).toBeGreaterThan(0);
      for (const fact of marker.fields ?? [])
        expect(fact, file).toMatchObject({ widget: 'text', required: false, i18n: false });
    }
    // Only a page whose marker names its "## " headings (not a valid field name) keeps the table,
    // which Sveltia writes into the Bulgarian page as an empty "{}" on save: the mirror check accepts it.
    expect(tables.sort()).toEqual([
      'content/pages/about.md',
      'content/pages/privacy-policy.md',
      'content/pages/terms-and-conditions.md',
    ]);
  });

  it('one form serves both files of a pair: the twin has the English file’s fields', () => {
    for (const [twin, entry] of twins)
      expect(entries.get(sveltiaPath(entry.file, 'en', config.i18n)), twin).toBe(entry);
  });
});

describe('where the editor commits and uploads', () => {
  it('images upload into src/assets (optimised by astro:assets), written as a path from the JSON file', () => {
    const images = [...entries].flatMap(([file, entry]) =>
      [...JSON.stringify(entry.fields).matchAll(/"widget":"image"[^}]*"public_folder":"([^"]+)"/g)].map((m) => [
        file,
        m[1],
      ]),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const [file, folder] of images) expect(folder).toBe(`${upToRoot(file!)}${UPLOAD_FOLDER}`);
    expect(config.media_folder).toBe(UPLOAD_FOLDER);
    expect(upToRoot('content/marketing/clients.json')).toBe('../../');
  });

  it('backend: CMS_GITHUB_REPO, else the repository Netlify builds, else a placeholder; main by default', () => {
    expect(cmsBackend({})).toEqual({ repo: PLACEHOLDER_REPO, branch: 'main' });
    expect(cmsBackend({ REPOSITORY_URL: 'https://github.com/acme/site' }).repo).toBe('acme/site');
    expect(cmsBackend({ REPOSITORY_URL: 'git@github.com:acme/site.git' }).repo).toBe('acme/site');
    expect(
      cmsBackend({
        CMS_GITHUB_REPO: 'acme/cms',
        CMS_GITHUB_BRANCH: 'content',
        CMS_AUTH_BASE_URL: 'https://auth.acme.dev',
      }),
    ).toEqual({ repo: 'acme/cms', branch: 'content', authBaseUrl: 'https://auth.acme.dev' });
    expect(() => cmsBackend({ CMS_GITHUB_REPO: 'not a repo' })).toThrow(/owner\/name/);
    expect(config.backend).toMatchObject({ name: 'github', repo: PLACEHOLDER_REPO, branch: 'main' });
  });

  it('/admin is never indexed or listed in the sitemap', () => {
    expect(isIndexablePath('/admin')).toBe(false);
  });

  it('every field has a form: none is only kept as written', () => {
    expect(notEditable(config)).toEqual([]);
    // A shape without a form (a union with no fixed type) is kept, named, and does not stop the build.
    const odd = z.object({ title: z.string(), either: z.union([z.string(), z.number()]) });
    const made = cmsConfig({
      files: [{ file: 'content/odd.json', schema: jsonSchemaWithMessages(odd), data: { title: 'x', either: 1 } }],
      pages: [],
      backend: cmsBackend({}),
      siteUrl: 'https://www.example.com',
    });
    expect(notEditable(made)).toEqual(['content/odd.json: either']);
  });

  it('labels read as words', () => {
    expect(humanise('buttonLabel')).toBe('Button label');
    expect(humanise('site-faq')).toBe('Site FAQ');
    expect(humanise('ctaHref')).toBe('CTA href');
    expect(humanise('roi')).toBe('ROI');
  });
});

describe('editors publish through review', () => {
  it('every save is a draft on its own branch (editorial workflow), never a commit to main', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend).toMatchObject({ name: 'github', branch: 'main' });
  });

  it('every file links to the page that shows it, a page the site has', () => {
    const known = new Set([...ALL_PAGES, '/404', '/redirect', '/thank-you']);
    for (const entry of entries.values()) {
      const path = (entry as FileEntry & { preview_path?: string }).preview_path;
      expect(path, entry.file).toBeDefined();
      expect(known.has(path!.replace(/#.*$/, '')), `${entry.file} → ${path}`).toBe(true);
    }
    expect(previewPathFor('content/pages/home.md')).toBe('/');
    expect(previewPathFor('content/pages/roi.md')).toBe('/roi');
    expect(previewPathFor('content/roi/calculator.json')).toBe('/roi');
    expect(previewPathFor('content/modules/plans.json')).toBe('/ai-sales-agent');
    expect(previewPathFor('content/forms/demo.json')).toBe('/pricing');
  });

  /** The fields of `file` at `path` ("[]" for list items), walked through the generated YAML. */
  function fieldAt(file: string, path: string): AnyField[] {
    let level: AnyField[] = entries.get(file)!.fields;
    const parts = path.split('.');
    if (parts[0]?.startsWith('[]')) {
      const root = level[0]!;
      level = root.fields ?? [];
      parts[0] = parts[0].slice(2);
      if (parts[0] === '') parts.shift();
    }
    const found: AnyField[] = [];
    const walk = (fields: AnyField[], rest: string[]) => {
      const [name, ...tail] = rest;
      for (const field of fields.filter((f) => f.name === name)) {
        if (tail.length === 0) found.push(field);
        else {
          walk(field.fields ?? [], tail);
          for (const type of field.types ?? []) walk(type.fields, tail);
        }
      }
    };
    walk(level, parts);
    return found;
  }

  it('technical names (Netlify form names, demo page ids, chat project and session ids, service ids) are read-only with a warning', () => {
    const expected: Array<[string, string]> = [
      ['content/forms/contact.json', 'formName'],
      ['content/forms/waitlist.json', 'formName'],
      ['content/forms/demo.json', 'formNames.classic'],
      ['content/forms/demo.json', 'formNames.guided'],
      ['content/demo-stores.json', '[].slug'],
      ['content/demo-stores.json', '[].id'],
      ['content/demo-stores.json', '[].chat.projectId'],
      ['content/demo-stores.json', '[].chat.session.id'],
      ['content/demo-stores.json', '[].chat.session.prefix'],
      ['content/site.json', 'services.analyticsId'],
      ['content/site.json', 'services.email.publicKey'],
      ['content/site.json', 'services.chat.runtimeUrl'],
    ];
    for (const [file, path] of expected) {
      const fields = fieldAt(file, path);
      expect(fields.length, `${file} ${path}`).toBeGreaterThan(0);
      for (const field of fields) {
        expect(field, `${file} ${path}`).toMatchObject({ readonly: true });
        expect(String((field as AnyField & { hint?: string }).hint)).toContain(LOCKED_HINT);
      }
    }
    expect(LOCKED_FIELDS.length).toBeGreaterThan(0);
    // Ordinary words stay editable.
    const label = fieldAt('content/forms/demo.json', 'fields.fullName')[0] as AnyField & { readonly?: boolean };
    expect(label.readonly).toBeUndefined();
    const name = fieldAt('content/demo-stores.json', '[].name')[0] as AnyField & { readonly?: boolean };
    expect(name.readonly).toBeUndefined();
  });
});
