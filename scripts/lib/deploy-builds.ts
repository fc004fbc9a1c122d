/**
 * The deploy configurations the tests build besides the local one (`npm run build` into dist/):
 * each is built into a folder of its own by scripts/tools/build-deploys.ts, served on a port of
 * its own by playwright.config.ts, and checked by the browser specs in its `testDir`.
 * Every setting a configuration does not name is set empty, so a developer's .env never leaks in
 * (astro.config.mjs and Vite let the environment win over .env).
 */

/** Every build setting read from the environment, empty: the base of each configuration. */
const NO_SETTINGS: Readonly<Record<string, string>> = {
  PUBLIC_SITE_URL: '',
  PUBLIC_EMAILJS_PUBLIC_KEY: '',
  PUBLIC_EMAILJS_SERVICE_ID: '',
  PUBLIC_EMAILJS_TEMPLATE_CONTACT: '',
  PUBLIC_EMAILJS_TEMPLATE_DEMO: '',
  PUBLIC_EMAILJS_TEMPLATE_WAITLIST: '',
  PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: '',
  PUBLIC_GA_MEASUREMENT_ID: '',
};

export interface DeployBuild {
  /** Short name: the Playwright project prefix and the argument of build-deploys.ts. */
  name: string;
  /** What this build stands for. */
  summary: string;
  /** The build folder; `<NAME>_OUT_DIR` (e.g. PREVIEW_OUT_DIR) picks another. */
  outDir: string;
  /** Added to E2E_PORT for its server. */
  portOffset: number;
  /** Its browser specs. */
  testDir: string;
  /** Build variables on top of NO_SETTINGS. */
  env: Readonly<Record<string, string>>;
}

/** The ids the EmailJS build is made with; its specs expect exactly these in each request. */
export const TEST_EMAILJS = {
  publicKey: 'pk_test',
  serviceId: 'service_test',
  templates: { contact: 'template_c1', demo: 'template_d1', waitlist: 'template_w1', 'store-preview': 'template_s1' },
} as const;

/** The measurement id of the analytics build. */
export const TEST_GA_ID = 'G-TEST123';

const BUILDS: readonly DeployBuild[] = [
  {
    name: 'preview',
    summary: 'a Netlify deploy preview without EmailJS keys: every form posts to Netlify Forms',
    outDir: 'dist-preview',
    portOffset: 1,
    testDir: 'tests/e2e-preview',
    env: {
      NETLIFY: 'true',
      CONTEXT: 'deploy-preview',
      URL: 'https://www.nexa-launch.test',
      DEPLOY_PRIME_URL: 'https://deploy-preview-42--nexa-launch.netlify.app',
    },
  },
  {
    name: 'emailjs',
    summary: 'a build with EmailJS keys and a template per form kind: every form sends to api.emailjs.com',
    outDir: 'dist-emailjs',
    portOffset: 2,
    testDir: 'tests/e2e-emailjs',
    env: {
      PUBLIC_EMAILJS_PUBLIC_KEY: TEST_EMAILJS.publicKey,
      PUBLIC_EMAILJS_SERVICE_ID: TEST_EMAILJS.serviceId,
      PUBLIC_EMAILJS_TEMPLATE_CONTACT: TEST_EMAILJS.templates.contact,
      PUBLIC_EMAILJS_TEMPLATE_DEMO: TEST_EMAILJS.templates.demo,
      PUBLIC_EMAILJS_TEMPLATE_WAITLIST: TEST_EMAILJS.templates.waitlist,
      PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: TEST_EMAILJS.templates['store-preview'],
    },
  },
  {
    name: 'fallback',
    summary:
      'a Netlify build whose EmailJS keys predate the store-preview form (no PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW): the older kinds send to api.emailjs.com, store-preview falls back to Netlify Forms',
    outDir: 'dist-fallback',
    portOffset: 4,
    testDir: 'tests/e2e-fallback',
    env: {
      NETLIFY: 'true',
      CONTEXT: 'deploy-preview',
      URL: 'https://www.nexa-launch.test',
      DEPLOY_PRIME_URL: 'https://deploy-preview-43--nexa-launch.netlify.app',
      PUBLIC_EMAILJS_PUBLIC_KEY: TEST_EMAILJS.publicKey,
      PUBLIC_EMAILJS_SERVICE_ID: TEST_EMAILJS.serviceId,
      PUBLIC_EMAILJS_TEMPLATE_CONTACT: TEST_EMAILJS.templates.contact,
      PUBLIC_EMAILJS_TEMPLATE_DEMO: TEST_EMAILJS.templates.demo,
      PUBLIC_EMAILJS_TEMPLATE_WAITLIST: TEST_EMAILJS.templates.waitlist,
    },
  },
  {
    name: 'analytics',
    summary: 'a build with a Google Analytics measurement id: nothing before consent, analytics after',
    outDir: 'dist-analytics',
    portOffset: 3,
    testDir: 'tests/e2e-analytics',
    env: { PUBLIC_GA_MEASUREMENT_ID: TEST_GA_ID },
  },
];

/** The build folder of `build`, after its `<NAME>_OUT_DIR` override. */
export function outDirOf(build: DeployBuild): string {
  return process.env[`${build.name.toUpperCase()}_OUT_DIR`] ?? build.outDir;
}

/** The environment `astro build` runs with for `build`. */
export function buildEnv(build: DeployBuild): Record<string, string> {
  return { ...NO_SETTINGS, ...build.env, OUT_DIR: outDirOf(build) };
}

export const DEPLOY_BUILDS = BUILDS;
