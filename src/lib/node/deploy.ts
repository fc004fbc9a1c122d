/**
 * Where this build will be served, from Netlify's own build variables: `CONTEXT` (production,
 * deploy-preview, branch-deploy, dev), `URL` (the production address, set in every context),
 * and `NETLIFY` (true on Netlify's builders; the Netlify CLI's `netlify build` sets `NETLIFY_LOCAL`
 * instead, for a deploy made with `netlify deploy`). `PUBLIC_SITE_URL` overrides `URL`. Canonical URLs
 * of a preview point at the production address on purpose (`DEPLOY_PRIME_URL` is not used):
 * a preview is noindex and must not compete with production. A local build has none of them.
 */
import { buildEnv } from './build-env.ts';

/** The address a build falls back to when neither PUBLIC_SITE_URL nor URL is set (launch-check lists it). */
const PLACEHOLDER_SITE_URL = 'https://www.example.com';

export type DeployEnv = Partial<Record<string, string | undefined>>;

export interface Deploy {
  /** The public origin with a trailing slash: canonical URLs, sitemap, robots, Open Graph, JSON-LD. */
  siteUrl: string;
  /** Netlify's CONTEXT, or 'local' outside Netlify. */
  context: string;
  /** Built for Netlify (NETLIFY or NETLIFY_LOCAL true): forms without EmailJS keys go to Netlify Forms. */
  onNetlify: boolean;
  /** False on deploy previews, branch deploys and `netlify dev`: every page is noindex. */
  indexable: boolean;
  /** True when the site URL is the placeholder or any example.com address. */
  placeholderUrl: boolean;
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function origin(url: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must be a full address such as https://www.your-domain.com (got "${url}")`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${name} must start with https:// (got "${url}")`);
  }
  return `${parsed.origin}/`;
}

export function resolveDeploy(env: DeployEnv): Deploy {
  const override = clean(env.PUBLIC_SITE_URL);
  const netlifyUrl = clean(env.URL);
  const siteUrl = override
    ? origin(override, 'PUBLIC_SITE_URL')
    : netlifyUrl
      ? origin(netlifyUrl, 'URL')
      : `${PLACEHOLDER_SITE_URL}/`;
  const context = clean(env.CONTEXT) ?? 'local';
  return {
    siteUrl,
    context,
    onNetlify: clean(env.NETLIFY) === 'true' || clean(env.NETLIFY_LOCAL) === 'true',
    indexable: context === 'production' || context === 'local',
    placeholderUrl: /(^|\.)example\.(com|org|net)$/i.test(new URL(siteUrl).hostname),
  };
}

/** The deploy of the build that is running now (the build's environment, as astro.config.mjs reads it). */
export function currentDeploy(): Deploy {
  return resolveDeploy(buildEnv());
}
