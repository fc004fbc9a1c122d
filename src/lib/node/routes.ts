import { CHAT_TEST_PATH, demoStorePaths } from './demo-stores.ts';
import { localizePath } from '../shared/i18n.ts';

/**
 * Every route of the spec's route table (docs/requirements.md), in its order, then the trust page and
 * the accessibility statement (issue #36). /redirect and 404 are apart.
 */
export const CONTENT_ROUTES = [
  '/',
  '/ai-sales-agent',
  '/ai-search-engine',
  '/ai-recommendation',
  '/ai-sales-and-strategy-engine',
  '/pricing',
  '/roi',
  '/about',
  '/partners',
  '/faqs',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
  '/cookies',
  '/sila-client-study',
  '/event',
  '/trust',
  '/accessibility',
] as const;

const INTERNAL_ROUTES = ['/images', CHAT_TEST_PATH] as const;

/** All pages a visitor can open: content routes, internal pages and the client demo pages. */
export const ALL_PAGES: readonly string[] = [...CONTENT_ROUTES, ...INTERNAL_ROUTES, ...demoStorePaths];

/** The Bulgarian twins of the content routes (/bg, /bg/ai-sales-agent, …), in the same order. */
export const BULGARIAN_CONTENT_ROUTES: readonly string[] = CONTENT_ROUTES.map((path) => localizePath(path, 'bg'));

/** The Bulgarian twin of every page a visitor can open. */
export const BULGARIAN_PAGES: readonly string[] = ALL_PAGES.map((path) => localizePath(path, 'bg'));
