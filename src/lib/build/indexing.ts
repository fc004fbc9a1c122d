import { demoStorePaths } from './demo-stores.ts';
import { splitLangPath } from '../shared/i18n.ts';

/**
 * Internal or utility pages that crawlers must not index and the sitemap leaves out. /admin is the
 * content editor (src/integrations/cms-admin.ts): not an Astro page, listed so no rule ever adds it.
 */
const NOINDEX_PATHS = new Set([
  '/images',
  '/chat-test',
  '/redirect',
  '/404',
  '/thank-you',
  '/admin',
  ...demoStorePaths,
]);

/** Whether a page may be indexed; a page of another edition (/bg/…) is indexed as its English twin is. */
export function isIndexablePath(pathname: string): boolean {
  const path = pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  return !NOINDEX_PATHS.has(splitLangPath(path).path);
}
