/**
 * What the content editor (/admin) shows about translations out of date: each file whose
 * translation no longer matches its English gets a warning in its label, and each such field a
 * hint under it saying what changed and what to do (docs/editing.md, "When the English changes").
 */
import type { CmsConfig } from '@sveltia/cms';
import { changedExcerpt, type StaleTranslation } from './translation-sources.ts';

interface ConfigNode {
  name?: string;
  label?: string;
  file?: string;
  hint?: string;
  /** The list a file that is a list at the top level is edited as (Sveltia's `root: true`). */
  root?: boolean;
  fields?: ConfigNode[];
  field?: ConfigNode;
  files?: ConfigNode[];
  collections?: ConfigNode[];
}

/** "items[3].answer" -> ["items", "answer"]; "body[2]" -> ["body"]: the editor's fields by name. */
const fieldNames = (field: string) =>
  field
    .replace(/\[\d+\]/g, '')
    .split('.')
    .filter(Boolean);

function findField(fields: readonly ConfigNode[] | undefined, names: readonly string[]): ConfigNode | undefined {
  const [first, ...rest] = names;
  const found = fields?.find((field) => field.name === first);
  if (!found || !rest.length) return found;
  return findField(found.fields ?? (found.field ? [found.field] : undefined), rest) ?? found;
}

const hintOf = (item: StaleTranslation) => {
  if (item.state === 'unrecorded') {
    return `⚠ ${item.lang}: nothing records which English this translates. Check the translation, then mark it current.`;
  }
  const { before, now } = changedExcerpt(item.before ?? '', item.now);
  return `⚠ ${item.lang}: the English changed from “${before}” to “${now}”. Re-translate it, then mark it current.`;
};

/** `config` with every stale translation marked where an editor opens it. */
export function withTranslationStatus(config: CmsConfig, stale: readonly StaleTranslation[]): CmsConfig {
  if (!stale.length) return config;
  const byEnglishFile = Map.groupBy(stale, (item) => item.englishFile);
  const root = config as unknown as ConfigNode;
  for (const collection of root.collections ?? []) {
    for (const entry of collection.files ?? []) {
      const english = entry.file?.replace('{{locale}}/', '');
      const items = english ? byEnglishFile.get(english) : undefined;
      if (!items) continue;
      const langs = [...new Set(items.map((item) => item.lang))].join(', ');
      entry.label = `${entry.label ?? entry.name} ⚠ ${langs}: ${items.length} to re-translate`;
      // A file that is a list at the top level ("[0].welcome"): its fields are inside that one list.
      const rootList = entry.fields?.find((field) => field.root)?.name;
      for (const item of items) {
        const names = fieldNames(item.field);
        const field = findField(entry.fields, rootList ? [rootList, ...names] : names);
        if (field) field.hint = [hintOf(item), field.hint].filter(Boolean).join('\n\n');
      }
    }
  }
  return config;
}
