import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

// Browser tests run against the built site (npm run build), served the way Netlify serves it.
const port = Number(process.env.E2E_PORT ?? 4410);
const outDir = process.env.OUT_DIR ?? 'dist';
// Form submissions of the test server go to a file of this run's own; the form tests read it.
const outbox = (process.env.OUTBOX_FILE ??= `.outbox/e2e-${port}.jsonl`);
// The keyless Netlify deploy preview (npm run build:preview) on the next port, with its own outbox:
// tests/e2e-preview checks that its forms send to Netlify Forms. `npm test` always builds it; a
// run without that build (e.g. one spec after `npm run build`) leaves the preview projects out.
const previewPort = port + 1;
const previewOutDir = process.env.PREVIEW_OUT_DIR ?? 'dist-preview';
const previewOutbox = (process.env.PREVIEW_OUTBOX_FILE ??= `.outbox/e2e-preview-${previewPort}.jsonl`);
const withPreview = existsSync(`${previewOutDir}/index.html`);
if (!withPreview) {
  console.warn(
    `[playwright] No ${previewOutDir}/: the preview-* projects are left out (npm run build:preview adds them).`,
  );
}

// A build with a test measurement id (npm run build:analytics) on E2E_PORT+2: the analytics
// project runs the Google-specific tests (Consent Mode, gtag.js after consent, the lead event)
// against it. Without that build the project is left out, like the preview projects.
const analyticsPort = port + 2;
const analyticsOutDir = process.env.ANALYTICS_OUT_DIR ?? 'dist-analytics';
const analyticsOutbox = (process.env.ANALYTICS_OUTBOX_FILE ??= `.outbox/e2e-analytics-${analyticsPort}.jsonl`);
const withAnalytics = existsSync(`${analyticsOutDir}/index.html`);
if (!withAnalytics) {
  console.warn(
    `[playwright] No ${analyticsOutDir}/: the analytics project is left out (npm run build:analytics adds it).`,
  );
}
const analyticsURL = `http://127.0.0.1:${analyticsPort}`;

const chromium = { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] };
const mobile = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium };
const desktop = { viewport: { width: 1440, height: 900 }, launchOptions: chromium };
const preview = { testDir: 'tests/e2e-preview' };
const previewURL = `http://127.0.0.1:${previewPort}`;

export default defineConfig({
  fullyParallel: true,
  // Two workers whether or not CI is set: Playwright's default on a 2-core machine is one, which
  // doubles the run. E2E_WORKERS overrides it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in every run, CI or not: a test that passes only on retry is still reported as
  // flaky in the summary, and a real regression fails both attempts.
  retries: Number(process.env.E2E_RETRIES ?? 1),
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
    { name: 'desktop', testDir: 'tests/e2e', use: desktop },
    // The content editor at /admin: once, at desktop width (it edits files and builds the site once).
    { name: 'cms', testDir: 'tests/e2e-cms', use: desktop },
    ...(withAnalytics
      ? [
          {
            name: 'analytics',
            testDir: 'tests',
            testMatch: ['e2e/analytics.spec.ts', 'e2e-analytics/**/*.spec.ts'],
            use: { ...desktop, baseURL: analyticsURL },
          },
        ]
      : []),
    ...(withPreview
      ? [
          { name: 'preview-mobile', ...preview, use: { ...mobile, baseURL: previewURL } },
          { name: 'preview-desktop', ...preview, use: { ...desktop, baseURL: previewURL } },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/serve/serve.ts`,
      env: { PORT: String(port), OUT_DIR: outDir, HOST: '127.0.0.1', OUTBOX_FILE: outbox },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    ...(withPreview
      ? [
          {
            command: `node scripts/serve/serve.ts`,
            env: { PORT: String(previewPort), OUT_DIR: previewOutDir, HOST: '127.0.0.1', OUTBOX_FILE: previewOutbox },
            url: `${previewURL}/`,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
          },
        ]
      : []),
    ...(withAnalytics
      ? [
          {
            command: `node scripts/serve/serve.ts`,
            env: {
              PORT: String(analyticsPort),
              OUT_DIR: analyticsOutDir,
              HOST: '127.0.0.1',
              OUTBOX_FILE: analyticsOutbox,
            },
            url: `${analyticsURL}/`,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
          },
        ]
      : []),
  ],
});
