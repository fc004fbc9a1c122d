/**
 * Whether a path that content links to is a page this site builds (or a file it serves from
 * public/), so a mistyped link stops the build naming the file and the field instead of sending
 * visitors to the 404 page. Read by the site-path fields (src/schemas/fields.ts) and the Markdown
 * checks (src/schemas/markdown.ts). Paths are read from the project root, as every content file is.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { readContentFile } from './load.ts';
import { THANK_YOU_PATH } from '../lib/shared/email/netlify-forms.ts';
import { localizePath, splitLangPath } from '../lib/shared/i18n.ts';
import { nearestMatch } from '../lib/shared/near-match.ts';
import { CONTENT_ROUTES, INTERNAL_ROUTES, demoStorePath } from '../lib/shared/route-table.ts';

const DEMO_STORES_FILE = 'content/demo-stores.json';
const PUBLIC_FOLDER = 'public';
/** The short-link page, built once for every edition (src/pages/redirect.astro). */
const REDIRECT_PAGE = '/redirect';

/**
 * The client demo pages. The file is read as written, not through its schema (which is built from
 * the field helpers that ask this module): a mistake in it is reported by its own check.
 */
function demoStorePaths(): string[] {
  const stores = readContentFile(DEMO_STORES_FILE).data;
  if (!Array.isArray(stores)) return [];
  return stores.flatMap((store: unknown) => {
    const { slug, id } = (store ?? {}) as { slug?: unknown; id?: unknown };
    return typeof slug === 'string' && typeof id === 'string' ? [demoStorePath({ slug, id })] : [];
  });
}

let pagesOfSite: readonly string[] | undefined;

/** Every page of the default edition, read once (the route table, the thank-you page, the demo pages). */
function sitePages(): readonly string[] {
  pagesOfSite ??= [...CONTENT_ROUTES, ...INTERNAL_ROUTES, THANK_YOU_PATH, REDIRECT_PAGE, ...demoStorePaths()];
  return pagesOfSite;
}

/** Whether `path` (no #fragment) names a file in public/, which the site serves as it is. */
function isPublicFile(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const folder = resolve(PUBLIC_FOLDER);
  const file = resolve(folder, `.${decoded}`);
  return file.startsWith(folder + sep) && existsSync(file) && statSync(file).isFile();
}

/** Whether `path` (no #fragment) is a page of the site in any edition: /pricing, /bg/pricing. */
function isSitePage(path: string): boolean {
  return sitePages().includes(splitLangPath(path).path);
}

/** The page `path` was most likely meant to be (a typo or two away), in the same edition, if any. */
function nearestPage(path: string): string | undefined {
  const { lang, path: english } = splitLangPath(path);
  const page = nearestMatch(english, sitePages());
  return page === undefined ? undefined : localizePath(page, lang);
}

/**
 * What is wrong with `href`, a path on this site (with an optional ?query or #fragment), or null
 * when it is a page the site builds, in either edition, or a file in public/. The message says
 * what to do.
 */
export function sitePathProblem(href: string): string | null {
  const path = href.replace(/[?#].*$/, '');
  if (path === '' || isSitePage(path) || isPublicFile(path)) return null;
  const nearest = nearestPage(path);
  return nearest
    ? `links to ${path}, which is not a page of the site: did you mean ${nearest}?`
    : `links to ${path}, which is neither a page of the site nor a file in public/: link to one of its pages, such as /contact`;
}

/**
 * What is wrong with `src`, the address of an image in content, or null when it is a file in
 * public/. The page's security policy blocks images from other websites (img-src 'self').
 */
export function imagePathProblem(src: string): string | null {
  const path = src.replace(/[?#].*$/, '');
  if (path.startsWith('/') && !path.startsWith('//') && isPublicFile(path)) return null;
  return path.startsWith('/') && !path.startsWith('//')
    ? `shows the image ${path}, which is not a file in public/: check the spelling, or add the image to public/`
    : `shows an image from ${src}, which the site's security policy blocks (and which could follow visitors): put the image in public/ and write its path, such as /brand/photo.png`;
}
