/**
 * What the content editor (/admin) shows about translations out of date: each file whose
 * translation no longer matches its English gets a warning in its label, and each such field a
 * hint under it saying what changed and what to do (docs/editing.md, "When the English changes").
 *
 * A list's fields are one form for all its items (Sveltia has no per-item hint), so the hint of a
 * field inside a list shows under every item: it names the item that changed.
 */
import type { CmsConfig } from '@sveltia/cms';
import { humanise } from './cms/labels.ts';
import { changedExcerpt, markCommands, type StaleTranslation } from './translation-sources.ts';

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

/**
 * Where in the form a stale field is, where its name alone does not say: the item of a list that
 * changed (a list's fields show under every item), or the section of a page's copy.
 */
function placeOf(item: StaleTranslation): string {
  if (item.label) return `, the section “${item.label}” (${item.field})`;
  const items = [...item.field.matchAll(/([^.[\]]*)\[(\d+)\]/g)].map(([, list, index]) =>
    list ? `item ${Number(index) + 1} of ${humanise(list)}` : `item ${Number(index) + 1}`,
  );
  if (!items.length) return '';
  return `, ${items.join(', ')} only (${item.field}; this note shows under every item)`;
}

/** The editor's name of an edition: "Bulgarian". */
const languageName = (lang: string) => new Intl.DisplayNames('en', { type: 'language' }).of(lang) ?? lang;

/**
 * The hint under a stale field: what changed, and what an editor does about it. Recording a
 * translation as current is a command (npm run translations -- mark), so it is a developer's step;
 * the draft's deploy preview names the same command.
 */
function hintOf(item: StaleTranslation): string {
  const side = `on the ${languageName(item.lang)} side`;
  let what: string;
  if (item.state === 'unrecorded') {
    what = `nothing records which English this translates. Check the text ${side} against it and save`;
  } else {
    const { before, now } = changedExcerpt(item.before ?? '', item.now);
    what = `the English changed from “${before}” to “${now}”. Re-translate it ${side} and save`;
  }
  return (
    `⚠ ${item.lang}${placeOf(item)}: ${what}. Then, before you publish, ask a developer to record it as ` +
    `current (${markCommands([item]).join('')}): a production build that publishes ${languageName(item.lang)} refuses it until then.`
  );
}

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
      // Every stale item of one field (two FAQ answers) in one hint, in the file's order, above the field's own.
      const byField = Map.groupBy(items, (item) => {
        const names = fieldNames(item.field);
        return findField(entry.fields, rootList ? [rootList, ...names] : names);
      });
      for (const [field, stale] of byField) {
        if (field) field.hint = [...stale.map(hintOf), field.hint].filter(Boolean).join('\n\n');
      }
    }
  }
  return config;
}
