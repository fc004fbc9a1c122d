import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild } from './after-build.ts';
import { trimCspToPage } from '../lib/build/csp-per-page.ts';

/** After the build, leaves in each page's CSP only the hashes of that page's own inline code. */
export function cspPerPage(): AstroIntegration {
  return afterBuild('csp-per-page', async ({ root, logger }) => {
    const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
    let saved = 0;
    for (const page of pages) {
      const path = join(root, page);
      const html = await readFile(path, 'utf8');
      const trimmed = trimCspToPage(html, page);
      saved += html.length - trimmed.length;
      if (trimmed !== html) await writeFile(path, trimmed);
    }
    logger.info(`kept only each page's own hashes in the CSP of ${pages.length} pages (${saved} bytes less)`);
  });
}
