import type { AstroIntegration } from 'astro';
import { afterBuild, rewritePages } from './after-build.ts';
import { trimCspToPage } from '../lib/node/csp-per-page.ts';

/** After the build, leaves in each page's CSP only the hashes of that page's own inline code. */
export function cspPerPage(): AstroIntegration {
  return afterBuild('csp-per-page', async ({ root, logger }) => {
    let saved = 0;
    const { pages } = await rewritePages(root, (html, page) => {
      const trimmed = trimCspToPage(html, page);
      saved += html.length - trimmed.length;
      return trimmed;
    });
    logger.info(`kept only each page's own hashes in the CSP of ${pages.length} pages (${saved} bytes less)`);
  });
}
