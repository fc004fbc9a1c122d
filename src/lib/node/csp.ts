import type { AstroGlobal } from 'astro';
import type { SiteConfig } from '../../schemas/site.ts';
import type { FormTransport } from '../shared/email/settings.ts';
import { CONNECT_MARKER } from './csp-per-page.ts';

/** Hosts of the third parties the site talks to, each only when it is configured. */
export const THIRD_PARTY = {
  emailApi: 'https://api.emailjs.com',
  analyticsScript: 'https://www.googletagmanager.com',
  analyticsConnect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  // Google's CSP guidance for GA4: pixels come from these two only (*.analytics.google.com takes requests, not images).
  analyticsImages: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

export interface CspPolicy {
  /** Directives other than script-src and style-src, which Astro computes per page with hashes. */
  directives: string[];
  scriptResources: string[];
}

/**
 * The policy every page gets. Demo pages add the chat provider themselves (see chatCspSources), and
 * pages with a lead form the e-mail service (allowEmailService).
 */
export function sitePolicy(site: SiteConfig): CspPolicy {
  const analytics = site.services.analyticsId !== '';
  const connect = ["'self'"];
  if (analytics) connect.push(...THIRD_PARTY.analyticsConnect);
  const img = ["'self'", 'data:'];
  if (analytics) img.push(...THIRD_PARTY.analyticsImages);
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
      // Nothing on the site's pages starts a worker (the chat widget, three.js, GSAP and EmailJS included).
      "worker-src 'none'",
      "manifest-src 'self'",
    ],
    scriptResources: analytics ? ["'self'", THIRD_PARTY.analyticsScript] : ["'self'"],
  };
}

/** Origins the chat widget needs on a demo page: its script CDN and its runtimes. */
function chatCspSources(site: SiteConfig): { script: string; runtime: string; voiceRuntime: string } {
  const { scriptUrl, runtimeUrl, voiceRuntimeUrl } = site.services.chat;
  return {
    script: new URL(scriptUrl).origin,
    runtime: new URL(runtimeUrl).origin,
    voiceRuntime: new URL(voiceRuntimeUrl).origin,
  };
}

/**
 * The widget styles itself with a CSS-in-JS library (Stitches) that appends an EMPTY <style> to
 * its shadow root and fills it through the CSSOM (insertRule), which CSP does not govern. Only
 * the empty element needs allowing: the hash of "" admits it and no inline CSS at all, so
 * style-src needs no 'unsafe-inline'. (Without it the element gets no sheet and the bundle throws.)
 * The page must also carry the `data-csp-empty-style` marker (src/lib/node/csp-per-page.ts), or the
 * per-page trim drops the hash again.
 */
export const EMPTY_STYLE_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/** Astro's per-page CSP API (Astro.csp), present because security.csp is enabled. */
export type PageCsp = NonNullable<AstroGlobal['csp']>;

/**
 * Admits the e-mail service (api.emailjs.com) on the page of a form that sends there, and only
 * there: a build with EmailJS keys has about a third of its pages with a form, and the others have
 * no reason to reach it. Each form's Astro wrapper spreads these attributes on the element around
 * its form; the per-page CSP step (src/lib/node/csp-per-page.ts) adds the origin to that page's
 * connect-src. (Astro.csp cannot do it from there: the policy is written in the head before a
 * section of the body renders.)
 */
export function emailServiceCsp(transport: FormTransport): Record<string, string> {
  return transport.kind === 'emailjs' ? { [CONNECT_MARKER]: THIRD_PARTY.emailApi } : {};
}

export interface ChatWidgetNeeds {
  /** Per-client stylesheets the widget links into its shadow root. */
  stylesheets?: string[];
  /** A store with voice: its runtime is admitted and the widget's audio may play. */
  voice?: boolean;
}

/**
 * Admits the chat widget (the provider's real bundle, checked by tests/e2e/chat-widget.spec.ts)
 * on this page only: demo pages and /chat-test. Astro merges an inserted directive with the
 * global one of the same name, so 'self' and analytics hosts stay; other pages are unchanged.
 */
export function allowChatWidget(
  csp: PageCsp | undefined,
  site: SiteConfig,
  { stylesheets = [], voice = false }: ChatWidgetNeeds = {},
): void {
  if (!csp) throw new Error('The chat widget needs security.csp enabled in astro.config.mjs');
  const { script, runtime, voiceRuntime } = chatCspSources(site);
  // script-src: the widget bundle itself, from the provider's CDN.
  csp.insertScriptResource(script);
  // style-src: the empty <style> its styling library fills (see EMPTY_STYLE_HASH) and each
  // client's own stylesheet, which it <link>s into its shadow root.
  csp.insertStyleHash(EMPTY_STYLE_HASH);
  for (const origin of new Set(stylesheets.map((sheet) => new URL(sheet).origin))) csp.insertStyleResource(origin);
  // connect-src: the runtime it fetches its settings from (publishing), sends the launch event
  // and messages to (interact) and saves transcripts to; the voice runtime for voice stores.
  csp.insertDirective(`connect-src ${voice ? `${runtime} ${voiceRuntime}` : runtime}`);
  // img-src: the default assistant avatar on the CDN (its launcher icon is a data: image,
  // already allowed site-wide).
  csp.insertDirective(`img-src ${script}`);
  // media-src: with voice, the widget plays spoken replies and, on iOS, a data: sound that
  // unlocks audio playback. No other page may play media (default-src 'self').
  if (voice) csp.insertDirective(`media-src 'self' data: ${runtime}`);
}
