/**
 * Where a content file of each edition lives: English at content/<path>, another edition at
 * content/<lang>/<path>, and the files with no words in them shared by both.
 */
import { splitLangPath, type Lang } from './i18n.ts';

/** content/<path> in `lang`'s edition: "content/site.json" -> "content/bg/site.json". */
export function contentPath(path: string, lang: Lang): string {
  const clean = path.replace(/^\.\//, '');
  if (lang === 'en') return clean;
  if (!clean.startsWith('content/')) throw new Error(`contentPath: "${path}" is not under content/`);
  return `content/${lang}/${clean.slice('content/'.length)}`;
}

/** Files with no words in them: one file serves both editions. */
export const SHARED_CONTENT_FILES: readonly string[] = ['content/redirects.json', 'content/editions.json'];

/** The edition a content file belongs to, from its path: content/bg/pages/about.md -> bg. */
export function editionOfFile(path: string) {
  const match = /\/content\/([a-z]{2})\//.exec(path.split('\\').join('/'));
  return match ? splitLangPath(`/${match[1]}/`).lang : 'en';
}
