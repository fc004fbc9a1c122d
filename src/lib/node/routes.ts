import { demoStorePaths } from './demo-stores.ts';
import { CONTENT_ROUTES, INTERNAL_ROUTES } from '../shared/route-table.ts';
import { localizePath } from '../shared/i18n.ts';

// The route table itself is plain data in src/lib/shared/route-table.ts (the content checks read it too).
export { CONTENT_ROUTES };

/** All pages a visitor can open: content routes, internal pages and the client demo pages. */
export const ALL_PAGES: readonly string[] = [...CONTENT_ROUTES, ...INTERNAL_ROUTES, ...demoStorePaths];

/** The Bulgarian twins of the content routes (/bg, /bg/ai-sales-agent, …), in the same order. */
export const BULGARIAN_CONTENT_ROUTES: readonly string[] = CONTENT_ROUTES.map((path) => localizePath(path, 'bg'));

/** The Bulgarian twin of every page a visitor can open. */
export const BULGARIAN_PAGES: readonly string[] = ALL_PAGES.map((path) => localizePath(path, 'bg'));
