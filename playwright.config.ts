import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_TEST_PATH } from './scripts/lib/chromium.ts';
import { DEPLOY_BUILDS, outDirOf } from './scripts/lib/deploy-builds.ts';

// Browser tests run against the built site (npm run build), served the way Netlify serves it.
const port = Number(process.env.E2E_PORT ?? 4410);
const outDir = process.env.OUT_DIR ?? 'dist';
// Form submissions of the test server go to a file of this run's own; the form tests read it.
const outbox = (process.env.OUTBOX_FILE ??= `.outbox/e2e-${port}.jsonl`);
// The other deploy configurations (scripts/lib/deploy-builds.ts: the keyless Netlify preview, the
// EmailJS build, the analytics build), each served on its own port with its own outbox. `npm test`
// builds them all (npm run build:deploys); a run without one (e.g. one spec after `npm run build`)
// leaves its projects out, and tests/e2e/deploy-builds.spec.ts fails naming it.
const deploys = DEPLOY_BUILDS.map((build) => ({
  ...build,
  outDir: outDirOf(build),
  url: `http://127.0.0.1:${port + build.portOffset}`,
  outbox: (process.env[`${build.name.toUpperCase()}_OUTBOX_FILE`] ??=
    `.outbox/e2e-${build.name}-${port + build.portOffset}.jsonl`),
})).filter((build) => {
  if (existsSync(`${build.outDir}/index.html`)) return true;
  // tests/e2e/deploy-builds.spec.ts then fails, so a missing build is never a silent skip.
  console.warn(
    `[playwright] No ${build.outDir}/: the ${build.name} projects are left out (npm run build:deploys adds them).`,
  );
  return false;
});

// Spec files in which nothing depends on the viewport (what a form sends and how its states change,
// consent and storage, redirects, hydration triggers, timings, the ROI arithmetic, the words and
// links of the home, event and trust pages, which the same HTML carries at every width): they run at
// 390 px only. The pages they touch are laid out and checked with axe at both widths by the route
// walk (routes.spec.ts), and their forms work at both widths in Firefox and WebKit (tests/engines).
const ONE_WIDTH_SPECS = [
  'analytics',
  'chat-loader',
  'consent-manager',
  'consent-withdrawal',
  'cookie-inventory',
  'copy-soft-hyphens',
  'deploy-builds',
  'forms-contact',
  'forms-demo',
  'module-preload',
  'print',
  'forms-emailjs',
  'forms-hostile',
  'forms-nojs',
  'forms-store-preview',
  'forms-waitlist',
  'hydration-intent',
  'motion-accordion',
  'motion-clouds',
  'motion-hash',
  'motion-pause',
  'motion-stats',
  'pages-event',
  'pages-home',
  'pages-trust',
  'redirects',
  'roi',
  'roi-share',
  'storage-blocked',
].map((name) => `**/${name}.spec.ts`);

const chromium = { executablePath: CHROMIUM_TEST_PATH, args: ['--headless', ...CHROMIUM_FLAGS] };
const mobile = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium };
const desktop = { viewport: { width: 1440, height: 900 }, launchOptions: chromium };

export default defineConfig<{ engineName?: 'firefox' | 'webkit' }>({
  fullyParallel: true,
  // Two workers whether or not CI is set: Playwright's default on a 2-core machine is one, which
  // doubles the run. E2E_WORKERS overrides it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retry: every test waits on the state it checks, so a test that needs a second attempt is a
  // bug to fix, not noise to hide. E2E_RETRIES=1 helps while hunting one (it is then listed as flaky).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'mobile', testDir: 'tests/e2e', use: mobile },
    { name: 'desktop', testDir: 'tests/e2e', testIgnore: ONE_WIDTH_SPECS, use: desktop },
    // The content editor at /admin: once, at desktop width (it edits files and builds the site once).
    { name: 'cms', testDir: 'tests/e2e-cms', use: desktop },
    // Firefox and WebKit (tests/engines, driven by their own clients: tests/engines/support/engines.ts)
    // run what can differ by engine, at both widths, on the local build.
    ...(['firefox', 'webkit'] as const).flatMap((engineName) =>
      [390, 1440].map((width) => ({
        name: `${engineName}-${width}`,
        testDir: 'tests/engines',
        use: { engineName, viewport: { width, height: width < 1024 ? 844 : 900 } },
      })),
    ),
    // What the preview, EmailJS and analytics builds send and serve does not depend on the width
    // (their forms' markup is the local build's, laid out and checked at both widths there): one
    // phone-width project each.
    ...deploys.map((build) => ({ name: build.name, testDir: build.testDir, use: { ...mobile, baseURL: build.url } })),
  ],
  webServer: [
    {
      command: `node scripts/serve/serve.ts`,
      env: { PORT: String(port), OUT_DIR: outDir, HOST: '127.0.0.1', OUTBOX_FILE: outbox },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    ...deploys.map((build) => ({
      command: `node scripts/serve/serve.ts`,
      env: {
        PORT: String(port + build.portOffset),
        OUT_DIR: build.outDir,
        HOST: '127.0.0.1',
        OUTBOX_FILE: build.outbox,
      },
      url: `${build.url}/`,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
    })),
  ],
});
