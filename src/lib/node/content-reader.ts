/**
 * The content reader: every content file under content/, unchecked, as the launch check, the
 * edition mirror check, the content editor's configuration and the translation tools need it,
 * read through the one loader (readContentFile of src/schemas/load.ts, with the one frontmatter
 * parser); and the translation records of content/translations/. Pages read content through the
 * collections (src/lib/node/content.ts) and the checked plain files (loadContentFile) instead.
 */
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { schemaOfContentFile } from '../../schemas/content-files.ts';
import { withoutUnknownNames } from '../../schemas/known-fields.ts';
import { readContentFile, type ContentFileData } from '../../schemas/load.ts';
import { SHARED_CONTENT_FILES } from '../shared/edition-paths.ts';
import { LANGS, type Lang } from '../shared/i18n.ts';
import {
  isTranslationSourcesFile,
  staleTranslations,
  translationSourcesFile,
  type StaleTranslation,
  type TranslationSources,
} from './translation-sources.ts';

/** The editions besides English, each with a twin of every English content file. */
export const EDITION_LANGS: readonly Exclude<Lang, 'en'>[] = LANGS.filter((l): l is Exclude<Lang, 'en'> => l !== 'en');

/**
 * Every JSON file and Markdown file under content/ (data, and each Markdown file's body and
 * headings). The other editions' twins (content/bg/) are left out unless asked for: they mirror the
 * English files' facts, which are confirmed once, there (src/lib/shared/content-mirror.ts). The
 * translation records (content/translations/) are not content.
 */
export async function readContentFiles(projectRoot: string, { editions = false } = {}): Promise<ContentFileData[]> {
  const contentDir = join(projectRoot, 'content');
  return (await readdir(contentDir, { recursive: true }))
    .map((name) => name.split('\\').join('/'))
    .filter(
      (name) =>
        /\.(json|md)$/.test(name) &&
        !isTranslationSourcesFile(`content/${name}`) &&
        (editions || !EDITION_LANGS.some((lang) => name.startsWith(`${lang}/`))),
    )
    .sort()
    .map((name) => readContentFile(relative(projectRoot, join(contentDir, name)).split('\\').join('/'), projectRoot));
}

/** The English content files that every other edition translates (not the shared ones). */
export async function translatedEnglishFiles(projectRoot: string): Promise<ContentFileData[]> {
  return (await readContentFiles(projectRoot)).filter((file) => !SHARED_CONTENT_FILES.includes(file.path));
}

/** `lang`'s record of the English each field translates (empty when there is none yet). */
export function readTranslationSources(projectRoot: string, lang: Lang): TranslationSources {
  const file = translationSourcesFile(lang);
  if (!existsSync(join(projectRoot, file))) return { files: {} };
  return readContentFile(file, projectRoot).data as TranslationSources;
}

/** Every translated field, in every edition, whose English changed or was never recorded. */
export async function translationStatus(
  projectRoot: string,
  englishFiles?: readonly ContentFileData[],
): Promise<StaleTranslation[]> {
  // A misspelt name is the English file's own mistake (the build names it): it is not a field to translate.
  const files = (englishFiles ?? (await translatedEnglishFiles(projectRoot))).map((file) => {
    const schema = schemaOfContentFile(file.path);
    return schema ? { ...file, data: withoutUnknownNames(schema, file.data) } : file;
  });
  return EDITION_LANGS.flatMap((lang) => staleTranslations(lang, files, readTranslationSources(projectRoot, lang)));
}
