/**
 * The built HTML files that are pages of the site. /admin is not one: it is the content editor
 * (Sveltia CMS, written into dist/admin by src/integrations/cms-admin.ts), a third-party app with
 * its own policy and headers in netlify.toml. The rules of the site's own pages (the CSP <meta>
 * with each page's hashes, byte budgets and the first flight) do not apply to it, so those checks
 * leave it out here, by name; tests/dist/admin.test.ts checks what /admin must be instead. The
 * link, HTML validity and SEO checks still read it (its links resolve, it is valid and noindex).
 */
import { builtPages } from '../../../scripts/lib/page-weight.ts';

const NOT_SITE_PAGES: readonly string[] = ['/admin/index.html'];

/** builtPages(root) without the content editor. */
export function sitePages(root: string): string[] {
  return builtPages(root).filter((page) => !NOT_SITE_PAGES.includes(page));
}
