/**
 * Which English text each translated field translates, so a translation knows when its source has
 * changed.
 *
 * For every edition other than English, `content/translations/<lang>.json` records, per twin file
 * and per translated field, a fingerprint of the English text the field was translated from (and
 * that text, so a changed source can be shown before and after). The file is written by
 * `npm run translations -- mark …` (scripts/tools/translations.ts), never by hand.
 *
 * A field is *stale* when its English text no longer has the recorded fingerprint (the English was
 * reworded after the translation), or *unrecorded* when nothing says which English it translates
 * (a field added since the last mark). Both are listed by `npm run launch-check`, shown in /admin,
 * and stop a production build that would publish the edition.
 *
 * DOM-free and file-free: the callers read the files (src/lib/node/content-reader.ts).
 */
import { createHash } from 'node:crypto';
import { AWAITING_KEY } from '../shared/confirmation.ts';
import { DEFAULT_TECHNICAL_KEYS, isTechnicalString } from '../shared/content-mirror.ts';
import { contentPath } from '../shared/edition-paths.ts';
import type { Lang } from '../shared/i18n.ts';

/** The folder of the per-language records, one `<lang>.json` each. */
const TRANSLATION_SOURCES_DIR = 'content/translations';

export const translationSourcesFile = (lang: Lang) => `${TRANSLATION_SOURCES_DIR}/${lang}.json`;

export const isTranslationSourcesFile = (path: string) => path.startsWith(`${TRANSLATION_SOURCES_DIR}/`);

/** A content file as the launch check reads it: parsed JSON, or a Markdown file's frontmatter and body. */
export interface SourceFile {
  path: string;
  data: unknown;
  /** A Markdown file's text after its frontmatter. */
  body?: string;
}

/** One translatable field of an English file: its path ("items[3].answer", "body[2]") and text. */
export interface SourceField {
  field: string;
  text: string;
  /** How a person finds a Markdown section: its English heading. */
  label?: string;
}

/** What the record keeps for one field of a twin. */
interface RecordedSource {
  fingerprint: string;
  english: string;
}

/** The record of one language: twin file -> field -> the English text it translates. */
export interface TranslationSources {
  $comment?: string;
  files: Record<string, Record<string, RecordedSource>>;
}

const RECORD_COMMENT =
  'Written by `npm run translations -- mark`; never edit by hand. For each translated field: the English text it translates (docs/editions.md, "When the English changes").';

export interface StaleTranslation {
  lang: Lang;
  /** The twin's path, e.g. content/bg/faqs/site-faq.json. */
  file: string;
  englishFile: string;
  field: string;
  label?: string;
  /** `changed`: the English was reworded since the translation; `unrecorded`: never marked. */
  state: 'changed' | 'unrecorded';
  /** The English the translation was made from (absent when unrecorded). */
  before?: string;
  now: string;
}

/** A short fingerprint of a text: the first 16 hex digits of its SHA-256. */
export function fingerprint(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const joinField = (at: string, key: string | number) =>
  typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${key}` : key;

/**
 * A Markdown body in its sections: [0] is the text before the first `## ` heading, then one per
 * heading (the heading line included). The twin keeps the same sections (the mirror check).
 */
export function bodySections(body: string): string[] {
  return body.split(/^(?=##\s)/m);
}

const headingOf = (section: string) => /^##\s+(.+?)\s*$/m.exec(section)?.[1];

/**
 * Every field of an English file that a twin translates: each string that is words (not an id,
 * path, option value, address or date: the values the mirror check requires to be equal), and each
 * section of a Markdown body. Markers (`awaitingConfirmation`) are notes to editors, not text.
 */
export function translatableFields(file: SourceFile): SourceField[] {
  const fields: SourceField[] = [];
  const visit = (value: unknown, at: string, key: string | undefined): void => {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => visit(entry, joinField(at, index), key));
    } else if (isRecord(value)) {
      for (const [name, child] of Object.entries(value)) {
        if (name !== AWAITING_KEY) visit(child, joinField(at, name), name);
      }
    } else if (typeof value === 'string' && value.trim() !== '') {
      const technical = (key !== undefined && DEFAULT_TECHNICAL_KEYS.has(key)) || isTechnicalString(value);
      if (!technical) fields.push({ field: at, text: value });
    }
  };
  visit(file.data, '', undefined);
  if (file.body !== undefined) {
    bodySections(file.body).forEach((section, index) => {
      if (section.trim() === '') return;
      const heading = headingOf(section);
      fields.push({ field: `body[${index}]`, text: section.trim(), ...(heading ? { label: heading } : {}) });
    });
  }
  return fields;
}

/** The record of `english`'s fields as they read now, for the twin in `lang`. */
function recordOf(fields: readonly SourceField[]): Record<string, RecordedSource> {
  return Object.fromEntries(
    fields.map(({ field, text }) => [field, { fingerprint: fingerprint(text), english: text }]),
  );
}

/**
 * Every twin field of `lang` whose English source changed or was never recorded. `englishFiles`
 * are the English files that have twins (not the files shared by every edition).
 */
export function staleTranslations(
  lang: Lang,
  englishFiles: readonly SourceFile[],
  sources: TranslationSources,
): StaleTranslation[] {
  const stale: StaleTranslation[] = [];
  for (const english of englishFiles) {
    const file = contentPath(english.path, lang);
    const recorded = sources.files[file] ?? {};
    for (const { field, text, label } of translatableFields(english)) {
      const entry = recorded[field];
      const common = { lang, file, englishFile: english.path, field, now: text, ...(label ? { label } : {}) };
      if (!entry) stale.push({ ...common, state: 'unrecorded' });
      else if (entry.fingerprint !== fingerprint(text))
        stale.push({ ...common, state: 'changed', before: entry.english });
    }
  }
  return stale;
}

/**
 * Which fields to mark as current: every field of every file, the fields of some twin files, or
 * some fields of one twin file.
 */
export type MarkSelection = { all: true } | { files: readonly string[]; fields?: readonly string[] };

/**
 * The record with the selected twins' fields marked as translating today's English. Fields the
 * English files no longer have are dropped; fields outside the selection keep their record.
 * Throws naming a file or field that does not exist.
 */
export function markCurrent(
  lang: Lang,
  englishFiles: readonly SourceFile[],
  sources: TranslationSources,
  selection: MarkSelection,
): TranslationSources {
  const byTwin = new Map(englishFiles.map((file) => [contentPath(file.path, lang), file]));
  const chosen = 'all' in selection ? [...byTwin.keys()] : selection.files;
  for (const file of chosen) {
    if (!byTwin.has(file)) throw new Error(`${file} is not a ${lang} twin of an English content file`);
  }
  const files: TranslationSources['files'] = {};
  for (const [twin, english] of [...byTwin].sort(([a], [b]) => a.localeCompare(b))) {
    const now = recordOf(translatableFields(english));
    const kept = Object.fromEntries(Object.entries(sources.files[twin] ?? {}).filter(([field]) => field in now));
    if (!chosen.includes(twin)) {
      if (Object.keys(kept).length) files[twin] = kept;
      continue;
    }
    const fields = 'fields' in selection ? selection.fields : undefined;
    if (!fields?.length) {
      files[twin] = now;
      continue;
    }
    for (const field of fields) {
      if (!(field in now)) throw new Error(`${twin} has no translated field "${field}" (see npm run translations)`);
    }
    files[twin] = Object.fromEntries(
      Object.keys(now)
        .filter((field) => field in kept || fields.includes(field))
        .map((field) => [field, fields.includes(field) ? now[field]! : kept[field]!]),
    );
  }
  return { $comment: RECORD_COMMENT, files };
}

/**
 * Which edition `npm run translations -- mark <file>` marks: the one whose folder `file` is in
 * (content/bg/…). Any other path gets one line saying what to give instead: the English file of a
 * translation names its twins (a re-translation is marked per language), anything else the command
 * that lists what can be marked.
 */
export function markTarget(
  { file, fields = [] }: { file: string; fields?: readonly string[] },
  langs: readonly Lang[],
  englishFiles: readonly string[],
): { lang: Lang } | { error: string } {
  const lang = langs.find((code) => file.startsWith(`content/${code}/`));
  if (lang) return { lang };
  if (englishFiles.includes(file)) {
    const commands = langs.map((code) =>
      ['npm run translations -- mark', contentPath(file, code), ...fields.map((field) => `"${field}"`)].join(' '),
    );
    return { error: `${file} is the English file: name its translation instead: ${commands.join(', or ')}` };
  }
  return {
    error: `${file} is not a translated content file (content/${langs.join('|')}/…): npm run translations lists the files and fields to mark`,
  };
}

/** The part of `before` and `now` that differs, with a little context, for a one-line report. */
export function changedExcerpt(before: string, now: string, context = 40): { before: string; now: string } {
  let start = 0;
  while (start < before.length && start < now.length && before[start] === now[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < now.length - start &&
    before[before.length - 1 - end] === now[now.length - 1 - end]
  )
    end++;
  const cut = (text: string) => {
    const from = Math.max(0, start - context);
    const to = Math.min(text.length, text.length - end + context);
    return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`.replace(/\s+/g, ' ');
  };
  return { before: cut(before), now: cut(now) };
}

/** The stale fields as a person reads them: by file, each field with its English before and after. */
export function formatStaleTranslations(stale: readonly StaleTranslation[]): string[] {
  const lines: string[] = [];
  for (const [file, items] of Map.groupBy(stale, (item) => item.file)) {
    lines.push(`  ${file} (translates ${items[0]!.englishFile})`);
    for (const item of items) {
      const name = item.label ? `${item.field} ("${item.label}")` : item.field;
      if (item.state === 'unrecorded') {
        lines.push(`    ${name}: no record of the English it translates; now "${oneLine(item.now)}"`);
        continue;
      }
      const excerpt = changedExcerpt(item.before ?? '', item.now);
      lines.push(
        `    ${name}: the English changed`,
        `      before: "${excerpt.before}"`,
        `      now:    "${excerpt.now}"`,
      );
    }
  }
  return lines;
}

/** The commands that record `stale` as current once re-translated: one per twin file, its fields quoted. */
export function markCommands(stale: readonly StaleTranslation[]): string[] {
  return [...Map.groupBy(stale, (item) => item.file)].map(
    ([file, items]) => `npm run translations -- mark ${file} ${items.map((item) => `"${item.field}"`).join(' ')}`,
  );
}

const oneLine = (text: string, max = 90) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
