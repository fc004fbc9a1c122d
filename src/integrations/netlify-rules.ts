import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { redirectTable } from '../lib/redirect-table.ts';
import { netlifyRedirectRules } from '../lib/redirects.ts';

/**
 * Writes dist/_redirects from content/redirects.json, the same table the /redirect page
 * uses, so the CDN and the page can never disagree.
 */
export function netlifyRules(): AstroIntegration {
  return {
    name: 'netlify-rules',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const rules = netlifyRedirectRules(redirectTable);
        const header = '# Generated at build time from content/redirects.json. Do not edit.\n';
        await writeFile(fileURLToPath(new URL('_redirects', dir)), header + rules.join('\n') + '\n');
        logger.info(`wrote _redirects with ${rules.length} rules`);
      },
    },
  };
}
