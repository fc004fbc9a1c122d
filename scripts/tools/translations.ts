/**
 * `npm run translations`: which translated fields no longer match their English (docs/editing.md,
 * "When the English changes"), and the command that records a translation as current.
 *
 *   npm run translations                                   list stale and unrecorded fields (exit 1 if any)
 *   npm run translations -- mark content/bg/faqs/site-faq.json items[3].answer
 *                                                          the field now translates today's English
 *   npm run translations -- mark content/bg/faqs/site-faq.json   every field of that file
 *   npm run translations -- mark --all                     every field of every twin (after a full review)
 *
 * The file is the translation's (content/bg/…), never the English file: a re-translation is marked
 * per language. A wrong path, file or field gets one line saying what to give instead (exit 2 or 1).
 */
import { writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  EDITION_LANGS,
  readTranslationSources,
  translatedEnglishFiles,
  translationStatus,
} from '../../src/lib/node/content-reader.ts';
import {
  formatStaleTranslations,
  markCurrent,
  markTarget,
  translationSourcesFile,
  type MarkSelection,
  type TranslationSources,
} from '../../src/lib/node/translation-sources.ts';

const root = process.cwd();
const [command, ...rest] = process.argv.slice(2);

if (command === undefined || command === 'status') {
  const stale = await translationStatus(root);
  if (!stale.length) {
    console.log('Every translation records the English it translates, and none has changed since.');
  } else {
    for (const [lang, items] of Map.groupBy(stale, (item) => item.lang)) {
      console.log(`Out of date, ${lang} (${items.length}): re-translate, then mark each field current.`);
      console.log(formatStaleTranslations(items).join('\n'));
    }
    process.exitCode = 1;
  }
} else if (command === 'mark') {
  const all = rest.includes('--all');
  const [file, ...fields] = rest.filter((arg) => arg !== '--all');
  if (!all && !file) {
    console.error('Say what to mark: npm run translations -- mark <content/<lang>/file> [field ...], or --all');
    process.exit(2);
  }
  const english = await translatedEnglishFiles(root);
  const target = all
    ? undefined
    : markTarget(
        { file: file!, fields },
        EDITION_LANGS,
        english.map((f) => f.path),
      );
  if (target && 'error' in target) {
    console.error(target.error);
    process.exit(2);
  }
  for (const lang of target ? [target.lang] : EDITION_LANGS) {
    const selection: MarkSelection = all ? { all: true } : { files: [file!], fields };
    let next: TranslationSources;
    try {
      next = markCurrent(lang, english, readTranslationSources(root, lang), selection);
    } catch (error) {
      // A misspelt file or field: its one line, not a stack trace.
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
    const record = join(root, translationSourcesFile(lang));
    mkdirSync(dirname(record), { recursive: true });
    await writeFile(record, `${JSON.stringify(next, null, 2)}\n`);
    console.log(
      `${translationSourcesFile(lang)}: marked ${all ? 'every field' : fields.length ? fields.join(', ') : file} as current`,
    );
  }
} else {
  console.error(`Unknown command "${command}": use no argument (status) or mark.`);
  process.exit(2);
}
