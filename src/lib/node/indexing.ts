import { demoStorePaths } from './demo-stores.ts';
import { CHAT_TEST_PATH } from '../shared/route-table.ts';
import { splitLangPath } from '../shared/i18n.ts';
import { pagePath } from '../shared/page-path.ts';
import type { Deploy } from './deploy.ts';

/**
 * Internal or utility pages that crawlers must not index and the sitemap leaves out. /admin is the
 * content editor (src/integrations/cms-admin.ts): not an Astro page, listed so no rule ever adds it.
 */
const NOINDEX_PATHS = new Set([
  '/images',
  CHAT_TEST_PATH,
  '/redirect',
  '/404',
  '/thank-you',
  '/admin',
  ...demoStorePaths,
]);

/** Whether a page may be indexed; a page of another edition (/bg/…) is indexed as its English twin is. */
export function isIndexablePath(pathname: string): boolean {
  return !NOINDEX_PATHS.has(splitLangPath(pagePath(pathname)).path);
}

/**
 * The one decision whether a built page carries `noindex`: every page of a deploy preview or branch
 * deploy, and the internal and client demo pages above in every build. The sitemap and the robots
 * header follow the same rules (isIndexablePath, Deploy.indexable).
 */
export function pageIndexed(pathname: string, deploy: Pick<Deploy, 'indexable'>): boolean {
  return deploy.indexable && isIndexablePath(pathname);
}
