/**
 * The built site the dist tests read. They fail, never skip, when it is missing or older than the
 * sources it was built from: a check over a stale build would pass or fail for the wrong reason.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** What a build is made from: a change to any of these makes dist/ stale. */
const SOURCES = ['src', 'content', 'public', 'astro.config.mjs'];

function newestFile(path: string): { file: string; mtimeMs: number } | null {
  if (!existsSync(path)) return null;
  const stats = statSync(path);
  if (!stats.isDirectory()) return { file: path, mtimeMs: stats.mtimeMs };
  let newest: { file: string; mtimeMs: number } | null = null;
  for (const entry of readdirSync(path)) {
    const candidate = newestFile(join(path, entry));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** Why `root` cannot be checked, or null when it is a build of the current sources. */
export function builtSiteProblem(root: string, sources = SOURCES): string | null {
  const marker = join(root, 'index.html');
  const where = relative(process.cwd(), root) || root;
  if (!existsSync(marker)) return `No built site in ${where}/: run \`npm run build\` first (npm test does).`;
  const builtAt = statSync(marker).mtimeMs;
  for (const source of sources) {
    const newest = newestFile(resolve(source));
    if (newest && newest.mtimeMs > builtAt) {
      return `${where}/ is older than ${relative(process.cwd(), newest.file)}: run \`npm run build\` again.`;
    }
  }
  return null;
}

/** The folder of the built site (OUT_DIR or dist), after checking it is there and current. */
export function builtSite(root = resolve(process.env.OUT_DIR ?? 'dist')): string {
  const problem = builtSiteProblem(root);
  if (problem) throw new Error(problem);
  return root;
}
