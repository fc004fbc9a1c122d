/**
 * Both editions (src/lib/node/cms/i18n.ts): each form opens an English file and its Bulgarian twin
 * (content/bg/<path>), the paths resolved here the way Sveltia resolves them; the twins meet the same
 * rules, and each field's `i18n` says translated (words) or copied (everything the build's mirror
 * check compares).
 */
import { globSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_FILES, EDITION_CONTENT_FILES } from '../../../src/schemas/content-files.ts';
import { AWAITING_KEY } from '../../../src/lib/shared/confirmation.ts';
import { fieldI18n, isTechnicalText, localeFile, localisedFile, withoutI18n } from '../../../src/lib/node/cms/i18n.ts';
import { mirrorProblems } from '../../../src/lib/shared/content-mirror.ts';
import { contentPath, SHARED_CONTENT_FILES } from '../../../src/lib/shared/edition-paths.ts';
import {
  entries,
  fieldValues,
  fileDrift,
  i18nProblems,
  isRecord,
  loadEditorConfig,
  passes,
  plainSchema,
  readContent,
  sveltiaPath,
  twins,
  type AnyField,
  type EditorConfig,
} from './editor.ts';

let config: EditorConfig;
beforeAll(async () => {
  config = await loadEditorConfig();
}, 30_000);

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

describe('the per-locale file paths and field modes', () => {
  it('a content file names its edition’s folder with the placeholder; a shared file stays one file', () => {
    expect(localisedFile('content/faqs/site-faq.json')).toBe('content/{{locale}}/faqs/site-faq.json');
    for (const file of SHARED_CONTENT_FILES) expect(localisedFile(file)).toBe(file);
    expect(() => localisedFile('src/x.json')).toThrow(/under content/);
    expect(localeFile('content/{{locale}}/faqs/site-faq.json', 'en')).toBe('content/faqs/site-faq.json');
    expect(localeFile('content/{{locale}}/faqs/site-faq.json', 'bg')).toBe('content/bg/faqs/site-faq.json');
  });

  it('words are translated, technical text and everything else copied, the marker English-only', () => {
    expect(fieldI18n({ name: 'answer', widget: 'text' }, false)).toBe(true);
    expect(fieldI18n({ name: 'href', widget: 'string' }, true)).toBe('duplicate');
    expect(fieldI18n({ name: 'labels', widget: 'keyvalue' }, false)).toBe('duplicate_keys');
    expect(fieldI18n({ name: 'count', widget: 'number' }, false)).toBe('duplicate');
    expect(fieldI18n({ name: AWAITING_KEY, widget: 'object', fields: [] }, false)).toBe(false);
    const group = (i18n: true | 'duplicate') => ({
      name: 'cta',
      widget: 'object' as const,
      fields: [{ name: 'x', widget: 'string' as const, i18n }],
    });
    expect(fieldI18n(group(true), false)).toBe(true);
    expect(fieldI18n(group('duplicate'), false)).toBe('duplicate');
  });

  it('a file both editions share has no i18n at any depth', () => {
    const fields = withoutI18n([
      {
        name: 'list',
        widget: 'list',
        i18n: true,
        field: { name: 'item', widget: 'string', i18n: 'duplicate' },
      },
    ]);
    expect(JSON.stringify(fields)).not.toContain('i18n');
    expect(isTechnicalText('note', {}, ['/pricing'])).toBe(true);
    expect(isTechnicalText('note', {}, ['Plain words'])).toBe(false);
    expect(isTechnicalText('href', {}, [])).toBe(true);
  });
});
