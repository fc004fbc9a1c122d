import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// Browser tests run against the built site (npm run build), served the way Netlify serves it.
const port = Number(process.env.E2E_PORT ?? 4410);
const outDir = process.env.OUT_DIR ?? 'dist';
// Form submissions of the test server go to a file of this run's own; the form tests read it.
const outbox = (process.env.OUTBOX_FILE ??= `.outbox/e2e-${port}.jsonl`);

const chromium = { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: 'tests/e2e',
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
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
  ],
  webServer: {
    command: `node scripts/serve.ts`,
    env: { PORT: String(port), OUT_DIR: outDir, HOST: '127.0.0.1', OUTBOX_FILE: outbox },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
