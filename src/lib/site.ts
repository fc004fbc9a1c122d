import english from '../../content/site.json' with { type: 'json' };
import bulgarian from '../../content/bg/site.json' with { type: 'json' };
import { buildEnv } from './build-env.ts';
import type { Lang } from './i18n.ts';
import { resolveSiteConfig, type SiteConfig } from './site-schema.ts';

/**
 * The validated site configuration: content/site.json with PUBLIC_* deploy variables applied.
 * Its ids, addresses and service settings serve both editions; its words differ per edition.
 */
export const site: SiteConfig = resolveSiteConfig(english, buildEnv());

const bulgarianSite: SiteConfig = resolveSiteConfig(bulgarian, buildEnv(), 'content/bg/site.json');

/** The site configuration with `lang`'s words (tagline, headline, description, company details). */
export function siteFor(lang: Lang): SiteConfig {
  return lang === 'bg' ? bulgarianSite : site;
}
