import { buildEnv } from './build-env.ts';
import type { Lang } from '../shared/i18n.ts';
import { loadEditionFile } from '../../schemas/load.ts';
import { resolveSiteConfig, siteSchema, type SiteConfig } from '../../schemas/site.ts';

/** `lang`'s site.json with the PUBLIC_* deploy variables applied. */
function resolved(lang: Lang): SiteConfig {
  const file = lang === 'bg' ? 'content/bg/site.json' : 'content/site.json';
  return resolveSiteConfig(loadEditionFile(siteSchema, 'content/site.json', lang), buildEnv(), file);
}

/**
 * The validated site configuration: content/site.json with PUBLIC_* deploy variables applied.
 * Its ids, addresses and service settings serve both editions; its words differ per edition.
 */
export const site: SiteConfig = resolved('en');

const bulgarianSite: SiteConfig = resolved('bg');

/** The site configuration with `lang`'s words (tagline, headline, description, company details). */
export function siteFor(lang: Lang): SiteConfig {
  return lang === 'bg' ? bulgarianSite : site;
}
