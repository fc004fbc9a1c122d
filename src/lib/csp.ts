import type { AstroGlobal } from 'astro';
import type { SiteConfig } from './site-schema.ts';

/** Hosts of the third parties the site talks to, each only when it is configured. */
export const THIRD_PARTY = {
  emailApi: 'https://api.emailjs.com',
  analyticsScript: 'https://www.googletagmanager.com',
  analyticsConnect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

export interface CspPolicy {
  /** Directives other than script-src and style-src, which Astro computes per page with hashes. */
  directives: string[];
  scriptResources: string[];
}

/** The policy every page gets. Demo pages add the chat provider themselves (see chatCspSources). */
export function sitePolicy(site: SiteConfig, emailRealService: boolean): CspPolicy {
  const analytics = site.services.analyticsId !== '';
  const connect = ["'self'"];
  if (emailRealService) connect.push(THIRD_PARTY.emailApi);
  if (analytics) connect.push(...THIRD_PARTY.analyticsConnect);
  const img = ["'self'", 'data:'];
  if (analytics) img.push(...THIRD_PARTY.analyticsConnect);
  return {
    directives: [
      "default-src 'self'",
      `connect-src ${connect.join(' ')}`,
      `img-src ${img.join(' ')}`,
      // The site uses the visitor's system fonts: nothing to download.
      "font-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-src 'none'",
      "worker-src 'self' blob:",
      "manifest-src 'self'",
    ],
    scriptResources: analytics ? ["'self'", THIRD_PARTY.analyticsScript] : ["'self'"],
  };
}

/** Origins the chat widget needs on a demo page: its script CDN and its runtimes. */
export function chatCspSources(site: SiteConfig): { script: string; connect: string[] } {
  const { scriptUrl, runtimeUrl, voiceRuntimeUrl } = site.services.chat;
  return {
    script: new URL(scriptUrl).origin,
    connect: [new URL(runtimeUrl).origin, new URL(voiceRuntimeUrl).origin],
  };
}

/** The part of Astro.csp a page uses to widen its own policy. */
/** Astro's per-page CSP API (Astro.csp), present because security.csp is enabled. */
export type PageCsp = NonNullable<AstroGlobal['csp']>;

/**
 * Admits the chat widget on this page only (demo pages and /chat-test). Astro merges an inserted
 * directive with the global one of the same name, so 'self' and analytics hosts stay.
 */
export function allowChatWidget(csp: PageCsp | undefined, site: SiteConfig, stylesheets: string[] = []): void {
  if (!csp) throw new Error('The chat widget needs security.csp enabled in astro.config.mjs');
  const { script, connect } = chatCspSources(site);
  csp.insertScriptResource(script);
  csp.insertStyleResource(script);
  for (const sheet of stylesheets) csp.insertStyleResource(new URL(sheet).origin);
  csp.insertDirective(`connect-src ${[...new Set(connect)].join(' ')}`);
  csp.insertDirective(`img-src ${script}`);
}
