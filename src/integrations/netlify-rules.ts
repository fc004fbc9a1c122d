import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterBuild } from './after-build.ts';
import { microphonePagePaths } from '../lib/node/demo-stores.ts';
import { currentDeploy } from '../lib/node/deploy.ts';
import { buildHeaderRules, serializeHeaderRules } from '../lib/node/netlify-headers.ts';
import { redirectTable } from '../lib/node/redirect-table.ts';
import { editionRedirectRules, netlifyRedirectRules } from '../lib/shared/redirects.ts';
import { buildLangs } from '../lib/node/editions.ts';
import { LANG_INFO } from '../lib/shared/i18n.ts';

/**
 * Writes dist/_redirects from content/redirects.json, the same table the /redirect page
 * uses, so the CDN and the page can never disagree, plus the rules of the published editions; and dist/_headers with the headers that
 * depend on the build (noindex outside production, the microphone on voice demo pages).
 */
export function netlifyRules(): AstroIntegration {
  return afterBuild('netlify-rules', async ({ dir, logger }) => {
    const editionPrefixes = buildLangs()
      .map((lang) => LANG_INFO[lang].prefix)
      .filter(Boolean);
    const rules = [...netlifyRedirectRules(redirectTable), ...editionRedirectRules(editionPrefixes)];
    const header = '# Generated at build time from content/redirects.json. Do not edit.\n';
    await writeFile(fileURLToPath(new URL('_redirects', dir)), header + rules.join('\n') + '\n');
    logger.info(`wrote _redirects with ${rules.length} rules`);
    const deploy = currentDeploy();
    // Every published edition's voice pages (the Bulgarian twin of a voice page listens too) and chat test bench.
    const voicePaths = microphonePagePaths(buildLangs());
    const headerRules = buildHeaderRules({ indexable: deploy.indexable, voicePaths });
    const comment = `Generated at build time (context: ${deploy.context}) from src/lib/node/netlify-headers.ts. Do not edit.`;
    await writeFile(fileURLToPath(new URL('_headers', dir)), serializeHeaderRules(headerRules, comment));
    logger.info(
      `wrote _headers (${deploy.indexable ? 'indexable' : 'noindex'}, ${voicePaths.length} pages with the microphone)`,
    );
  });
}
