import raw from '../../content/site.json' with { type: 'json' };
import { resolveSiteConfig, type SiteConfig } from './site-schema.ts';

/** The validated site configuration: content/site.json with PUBLIC_* deploy variables applied. */
export const site: SiteConfig = resolveSiteConfig(raw, import.meta.env);
