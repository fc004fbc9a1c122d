/** `npm run weights`: prints each built page's gzipped weight as a Markdown table. */
import { resolve } from 'node:path';
import { builtPages, pageWeight } from '../tests/support/page-weight.ts';

const root = resolve(process.env.OUT_DIR ?? 'dist');
const rows = builtPages(root)
  .map((f) => pageWeight(root, f))
  .sort((a, b) => a.path.localeCompare(b.path));
const kb = (n: number) => (n / 1024).toFixed(1);
console.log('| page | HTML | blocking CSS | HTML+CSS | JS | island |');
console.log('|---|---:|---:|---:|---:|:-:|');
for (const w of rows) {
  console.log(
    `| ${w.path} | ${kb(w.htmlGzip)} | ${kb(w.blockingCssGzip)} | ${kb(w.htmlGzip + w.blockingCssGzip)} | ${kb(w.jsGzip)} | ${w.hasIsland ? 'yes' : ''} |`,
  );
}
console.log('\nKB, gzipped (level 9).');
