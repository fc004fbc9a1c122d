// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import { resolveSiteConfig, siteSchema } from './src/schemas/site.ts';
import { loadContentFile } from './src/schemas/load.ts';
import { buildEnv } from './src/lib/node/build-env.ts';
import { sitePolicy } from './src/lib/node/csp.ts';
import { isIndexablePath } from './src/lib/node/indexing.ts';
import { resolveDeploy } from './src/lib/node/deploy.ts';
import { DEFAULT_LANG, LANGS } from './src/lib/shared/i18n.ts';
import { publishedLangs } from './src/lib/node/editions.ts';
import { withAlternates } from './src/lib/node/hreflang.ts';
import { contentMirror } from './src/integrations/content-mirror.ts';
import { localizedMarkdownLinks } from './src/integrations/markdown-links.ts';
import { netlifyRules } from './src/integrations/netlify-rules.ts';
import { publishPages } from './src/integrations/publish-pages.ts';
import { launchGate } from './src/integrations/launch-gate.ts';
import { hydrateOnIntent } from './src/integrations/hydrate-on-intent.ts';
import { contentProbe } from './src/integrations/content-probe.ts';
import { contentProbeOn } from './src/schemas/content-probe.ts';
import { cookiePolicyVersion } from './src/lib/node/cookie-policy.ts';
import { shareCards } from './src/integrations/share-cards.ts';

const env = buildEnv();
const siteConfig = resolveSiteConfig(loadContentFile(siteSchema, 'content/site.json'), env);
const policy = sitePolicy(siteConfig);
const deploy = resolveDeploy(env);
const published = publishedLangs(deploy);

export default defineConfig({
  // PUBLIC_SITE_URL, else Netlify's URL (the production address in every deploy context).
  site: deploy.siteUrl,
  // Several checkouts may build at once (tests, benchmarks): each can pick its own folder.
  outDir: env.OUT_DIR || './dist',
  // A build of a copy of the project (tests/build) keeps its cache apart from the main build's.
  ...(env.ASTRO_CACHE_DIR ? { cacheDir: env.ASTRO_CACHE_DIR } : {}),
  trailingSlash: 'never',
  // English at the spec's routes, Bulgarian under /bg/ (src/lib/shared/i18n.ts). Each route file in
  // src/pages/[...lang]/ lists the editions this build publishes (src/lib/node/editions.ts).
  i18n: {
    locales: [...LANGS],
    defaultLocale: DEFAULT_LANG,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  build: {
    // about.html rather than about/index.html: Netlify serves /about from it without a slash redirect.
    format: 'file',
    // Every stylesheet stays a cacheable file; first-flight-css inlines each page's first-screen rules.
    inlineStylesheets: 'never',
  },
  compressHTML: true,
  markdown: { syntaxHighlight: false },
  integrations: [
    launchGate(env),
    contentMirror(),
    // A Bulgarian Markdown page links to the English site paths its English twin uses: rewritten
    // to its own edition's paths.
    localizedMarkdownLinks(),
    // The content probe build (tests/build/content-probe.test.ts) also marks Markdown bodies.
    ...(contentProbeOn() ? [contentProbe()] : []),
    react(),
    hydrateOnIntent(),
    sitemap({
      filter: (page) => isIndexablePath(new URL(page).pathname),
      serialize: (item) => withAlternates(item, deploy.siteUrl, published),
    }),
    netlifyRules(),
    // The Open Graph image of every indexable page and edition, named by its og:image.
    shareCards(),
    // Each page through its steps, in the order that file gives (typesetting, first-flight CSS,
    // module preloads, CSP per page), then the /admin editor.
    publishPages(),
  ],
  vite: {
    // Small modules that many scripts share are merged by what they serve, so a page loads a few
    // scripts instead of one per module (13 on the home page before, 9 after; docs/benchmarks.md).
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // With the fixed bars' focus clearance, which the cookie bar on every page shares with
                // the event offer.
                name: 'consent',
                test: /src[\\/]lib[\\/](shared[\\/]consent|browser[\\/](analytics|announce-consent|focus-clear))\.ts$/,
              },
              {
                // Not gate.ts: the pages with only the cloud background never reach its import() of GSAP.
                name: 'motion-allowed',
                test: /(src[\\/]lib[\\/]browser[\\/]motion[\\/]allowed\.ts|vite[\\/]preload-helper)/,
              },
              { name: 'form-post', test: /(shared[\\/]email[\\/]netlify-forms|forms[\\/]drop-hidden-answers)\.ts$/ },
            ],
          },
        },
      },
    },
    // The cookie policy version, checked by its schema, written into the browser's consent code.
    define: { __COOKIE_POLICY_VERSION__: JSON.stringify(cookiePolicyVersion()) },
    css: {
      preprocessorOptions: {
        // Every component's Sass sees the breakpoints and mixins without a `@use` of its own
        // (_mixins emits no CSS, so this adds no byte to any stylesheet).
        scss: {
          additionalData: `@use "${fileURLToPath(new URL('./src/styles/mixins', import.meta.url))}" as *;\n`,
        },
      },
    },
  },
  security: {
    csp: {
      directives: /** @type {any} */ (policy.directives),
      scriptDirective: { resources: policy.scriptResources },
      styleDirective: { resources: ["'self'"] },
    },
  },
});
