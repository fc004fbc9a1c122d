/**
 * The pages the site builds, as paths of the default edition. Plain data, so the content checks
 * (src/schemas/site-pages.ts: is a link of content a page of the site?) and the build's route list
 * (src/lib/node/routes.ts) read the same table.
 */

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

/** The test bench that loads any store's chat (src/pages/[...lang]/chat-test.astro), voice included. */
export const CHAT_TEST_PATH = '/chat-test';

/** Internal pages: the image gallery and the chat test bench. */
export const INTERNAL_ROUTES = ['/images', CHAT_TEST_PATH] as const;

/** The public path of a client demo page: /{slug}-{id}. */
export function demoStorePath(store: { slug: string; id: string }): string {
  return `/${store.slug}-${store.id}`;
}
