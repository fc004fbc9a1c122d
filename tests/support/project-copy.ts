/**
 * A throwaway copy of the project, for tests that must build the site with changed files or
 * settings (the production launch gate, the content editor's saved files) without touching the
 * checkout. node_modules is linked, not copied; the copy builds into its own folder and cache.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PROJECT_FILES = [
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'netlify.toml',
  'src',
  'content',
  'public',
  'scripts',
];

/** Copies what a build reads into a new temporary folder and returns its path. */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const entry of PROJECT_FILES) cpSync(resolve(entry), join(copy, entry), { recursive: true });
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Builds a copy into `<copy>/dist`; returns the exit status and everything the build printed. */
export function buildCopy(copy: string, env: Record<string, string> = {}, timeout = 150_000) {
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: copy,
    env: {
      ...process.env,
      ...env,
      OUT_DIR: join(copy, 'dist'),
      ASTRO_CACHE_DIR: join(copy, '.cache'),
      FORCE_COLOR: '0',
    },
    encoding: 'utf8',
    timeout,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
