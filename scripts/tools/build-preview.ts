/**
 * `npm run build:preview`: builds the site into dist-preview the way Netlify builds a deploy
 * preview of a site without EmailJS keys, so the browser tests in tests/e2e-preview can check
 * that every hydrated form then sends to Netlify Forms (and nothing to /api/v1.0/email/send).
 * Runs Astro with this script's Node (the project's own, through npm scripts).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PREVIEW_OUT_DIR = 'dist-preview';

/** Netlify's build variables of a deploy preview, with every EmailJS setting empty. */
const PREVIEW_ENV: Readonly<Record<string, string>> = {
  NETLIFY: 'true',
  CONTEXT: 'deploy-preview',
  URL: 'https://www.nexa-launch.test',
  DEPLOY_PRIME_URL: 'https://deploy-preview-42--nexa-launch.netlify.app',
  // Empty values override a developer's .env (astro.config.mjs and Vite let the environment win).
  PUBLIC_SITE_URL: '',
  PUBLIC_EMAILJS_PUBLIC_KEY: '',
  PUBLIC_EMAILJS_SERVICE_ID: '',
  PUBLIC_EMAILJS_TEMPLATE_CONTACT: '',
  PUBLIC_EMAILJS_TEMPLATE_DEMO: '',
  PUBLIC_EMAILJS_TEMPLATE_WAITLIST: '',
  OUT_DIR: PREVIEW_OUT_DIR,
};

function astroCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('astro/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  if (!bin.astro) throw new Error('astro/package.json names no "astro" command');
  return join(dirname(manifest), bin.astro);
}

const env = { ...process.env, ...PREVIEW_ENV };
console.log(`Building a keyless Netlify deploy preview into ${PREVIEW_OUT_DIR}/ with Node ${process.version}`);
const child = spawn(process.execPath, [astroCli(), 'build'], { env, stdio: 'inherit' });
child.on('exit', (code, signal) => {
  if (signal) console.error(`astro build stopped by ${signal}`);
  process.exit(code ?? 1);
});
