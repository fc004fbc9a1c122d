/**
 * `npm run build:deploys [name…]`: builds the deploy configurations of scripts/lib/deploy-builds.ts
 * (all of them, or the named ones) into their own folders, one after the other, so the browser
 * tests check each the way it would be served: the keyless Netlify preview, the EmailJS build and
 * the analytics build. Runs Astro with this script's Node (the project's own, through npm scripts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEPLOY_BUILDS, buildEnv, outDirOf } from '../lib/deploy-builds.ts';

function astroCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('astro/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  if (!bin.astro) throw new Error('astro/package.json names no "astro" command');
  return join(dirname(manifest), bin.astro);
}

const names = process.argv.slice(2);
const unknown = names.filter((name) => !DEPLOY_BUILDS.some((build) => build.name === name));
if (unknown.length) {
  console.error(`Unknown deploy build ${unknown.join(', ')}; known: ${DEPLOY_BUILDS.map((b) => b.name).join(', ')}`);
  process.exit(1);
}
for (const build of DEPLOY_BUILDS.filter((b) => !names.length || names.includes(b.name))) {
  console.log(`Building ${build.summary} into ${outDirOf(build)}/ with Node ${process.version}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [astroCli(), 'build'], {
    env: { ...process.env, ...buildEnv(build) },
    stdio: 'inherit',
  });
  if (run.signal) console.error(`astro build stopped by ${run.signal}`);
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`  ${build.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
