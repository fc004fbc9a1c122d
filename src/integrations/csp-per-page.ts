import { trimCspToPage } from '../lib/node/csp-per-page.ts';
import { PerPage, type PageStep } from '../lib/node/page-steps.ts';

/**
 * Leaves in each page's CSP only the hashes of that page's own inline code. The last page step
 * (src/integrations/publish-pages.ts): every inline script and style is in place by then.
 */
export function cspPerPage(): PageStep {
  const saved = new PerPage<number>();
  return {
    name: 'csp-per-page',
    rewrite: (html, page) => {
      const trimmed = trimCspToPage(html, page);
      saved.set(page, html.length - trimmed.length);
      return trimmed;
    },
    summary: () => {
      const bytes = saved.values();
      return `kept only each page's own hashes in the CSP of ${bytes.length} pages (${bytes.reduce((sum, n) => sum + n, 0)} bytes less)`;
    },
  };
}
