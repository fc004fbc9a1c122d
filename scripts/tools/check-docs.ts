/**
 * Docs that stay true (`npm run check`): fails, naming file:line, when README.md, CONTRIBUTING.md
 * or a page of docs/ names a repository path that does not exist or an npm script that
 * package.json lacks. What counts as a claim, and what is skipped: scripts/lib/docs-claims.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { docProblems, type DocFile } from '../lib/docs-claims.ts';

const root = process.cwd();
const files = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name))
    .sort(),
];
const docs: DocFile[] = files.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

const problems = docProblems(docs, (path) => existsSync(join(root, path)), new Set(Object.keys(scripts)));
for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
if (problems.length > 0) {
  console.error(`check-docs: ${problems.length} claim(s) in the docs do not hold`);
  process.exit(1);
}
console.log(`check-docs: the paths and npm scripts named in ${files.length} documents exist`);
