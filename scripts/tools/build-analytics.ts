/**
 * `npm run build:analytics`: builds the site into dist-analytics with a test GA4 measurement id
 * (G-TEST123), so the browser tests of analytics (Consent Mode, gtag.js only after consent, the
 * generate_lead event of a confirmed lead) run in every `npm test` instead of being skipped. The
 * `analytics` Playwright project serves this folder on E2E_PORT+2. gtag.js itself never leaves the
 * test machine: the tests answer its URL with a stand-in.
 * Runs Astro with this script's Node (the project's own, through npm scripts).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ANALYTICS_OUT_DIR = 'dist-analytics';

/** A local build (no Netlify: forms send to the local stand-in) with a measurement id. */
const ANALYTICS_ENV: Readonly<Record<string, string>> = {
  PUBLIC_GA_MEASUREMENT_ID: 'G-TEST123',
  // Empty values override a developer's .env (astro.config.mjs and Vite let the environment win):
  // the forms send to the local stand-in, whose outbox the tests read.
  NETLIFY: '',
  PUBLIC_EMAILJS_PUBLIC_KEY: '',
  PUBLIC_EMAILJS_SERVICE_ID: '',
  OUT_DIR: ANALYTICS_OUT_DIR,
};

function astroCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('astro/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  if (!bin.astro) throw new Error('astro/package.json names no "astro" command');
  return join(dirname(manifest), bin.astro);
}

const env = { ...process.env, ...ANALYTICS_ENV };
console.log(`Building with measurement id G-TEST123 into ${ANALYTICS_OUT_DIR}/ with Node ${process.version}`);
const child = spawn(process.execPath, [astroCli(), 'build'], { env, stdio: 'inherit' });
child.on('exit', (code, signal) => {
  if (signal) console.error(`astro build stopped by ${signal}`);
  process.exit(code ?? 1);
});
