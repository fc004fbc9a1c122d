/**
 * The field mapper (src/lib/node/cms/fields.ts) against the schemas the build checks content with.
 * The drift test walks each content file's JSON Schema (the one `npm run schemas` writes,
 * src/schemas/json-schema.ts) and the generated configuration side by side, field by field: a
 * field, a required flag, a length, an allowed value or a list size that one has and the other does
 * not fails here. Then every rule of the configuration is tried on today's content (nothing an
 * editor did not touch may be refused) and on a broken value (refused in the build's words).
 */
import { globSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_FILES } from '../../../src/schemas/content-files.ts';
import { readContentFile } from '../../../src/schemas/load.ts';
import { pageSchema } from '../../../src/schemas/pages.ts';
import { jsonSchemaWithMessages, upToRoot, UPLOAD_FOLDER, type JsonSchema } from '../../../src/lib/node/cms/index.ts';
import { ContentError, parseContent } from '../../../src/schemas/parse.ts';
import {
  entries,
  fieldValues,
  fileDrift,
  loadEditorConfig,
  objectDrift,
  passes,
  plainSchema,
  readContent,
  type AnyField,
  type EditorConfig,
} from './editor.ts';

let config: EditorConfig;
beforeAll(async () => {
  config = await loadEditorConfig();
}, 30_000);

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

describe('text the build accepts empty can be saved and published empty', () => {
  /** The field at `path` (names of nested groups) of `file`'s form. */
  const fieldAt = (file: string, path: string[]) =>
    path.reduce<AnyField | undefined>(
      (field, name) => (field ? field.fields : entries.get(file)!.fields)?.find((f) => f.name === name),
      undefined,
    );

  // Sveltia (0.221.1) refuses an empty required field once a draft leaves "Draft": these are empty today.
  it.each([
    ['content/event/event.json', ['offer', 'validUntil']],
    ...['publicKey', 'serviceId', 'templateContact', 'templateDemo', 'templateWaitlist', 'templateStorePreview'].map(
      (key) => ['content/site.json', ['services', 'email', key]] as const,
    ),
    ['content/site.json', ['services', 'analyticsId']],
  ] as const)('%s %j: not required in the editor, and empty today', (file, path) => {
    expect(fieldAt(file, [...path])?.required).toBe(false);
    const value = path.reduce<unknown>((data, key) => (data as Record<string, unknown>)[key], readContent(file));
    expect(value).toBe('');
  });

  it.each([
    ['content/event/event.json', ['event', 'name']],
    ['content/event/event.json', ['offer', 'noDate']],
    ['content/site.json', ['contact', 'email']],
    ['content/site.json', ['services', 'chat', 'scriptUrl']],
  ] as const)('%s %j: a field that must be filled stays required', (file, path) => {
    expect(fieldAt(file, [...path])?.required).not.toBe(false);
  });

  it('every text field the build accepts empty may also be left out of the file (optional or a default)', () => {
    // The editor writes an empty optional field by leaving it out (omit_empty_optional_fields): a
    // field the build accepts as "" but requires in the file would break the build once saved empty.
    // So would a group all of whose fields may be left out (site.json's services.email): it goes too.
    const mustBePresent: string[] = [];
    const walk = (schema: JsonSchema, path: string, present: boolean) => {
      const mayEmpty =
        schema['x-accepts-empty'] ||
        (schema.type === 'object' && schema.properties !== undefined && !schema.required?.length);
      if (mayEmpty && present && schema.default === undefined) mustBePresent.push(path);
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        walk(property, `${path}.${key}`, (schema.required ?? []).includes(key));
      if (schema.items) walk(schema.items, `${path}[]`, true);
      if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${path}.*`, true);
      for (const branch of schema.oneOf ?? schema.anyOf ?? []) walk(branch, path, present);
    };
    for (const { files, schema } of CONTENT_FILES) walk(jsonSchemaWithMessages(schema), files, true);
    expect(mustBePresent).toEqual([]);
  });
});

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
      const frontmatter = readContentFile(file).data as object;
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

describe('values the loader sets are not in the editor', () => {
  // An entry's position comes from its place in the file (inFileOrder): a form field for it wrote
  // "position": 0 into every item on save, and changing it reordered nothing.
  it.each([
    'content/home/statistics.json',
    'content/marketing/clients.json',
    'content/marketing/modules.json',
    'content/marketing/highlights.json',
  ])('%s: no Position field, though its schema has one', (file) => {
    expect(plainSchema(file).items?.properties).toHaveProperty('position');
    const [list] = entries.get(file)!.fields;
    expect(list!.fields!.map((f) => f.name)).not.toContain('position');
    expect(JSON.stringify(entries.get(file)!.fields)).not.toContain('"position"');
  });
});

describe('where the editor uploads', () => {
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
});
