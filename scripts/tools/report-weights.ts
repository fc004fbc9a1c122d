/** `npm run weights`: prints each built page's gzipped weight as a Markdown table. */
import { resolve } from 'node:path';
import { pageWeight, sitePages } from '../lib/page-weight.ts';

const root = resolve(process.env.OUT_DIR ?? 'dist');
const rows = sitePages(root)
  .map((f) => pageWeight(root, f))
  .sort((a, b) => a.path.localeCompare(b.path));
const kb = (n: number) => (n / 1024).toFixed(1);
console.log('| page | first flight | HTML | blocking CSS | HTML+CSS | JS before interaction | JS in all | island |');
console.log('|---|---:|---:|---:|---:|---:|---:|:-:|');
for (const w of rows) {
  console.log(
    `| ${w.path} | ${kb(w.firstFlightGzip)} | ${kb(w.htmlGzip)} | ${kb(w.blockingCssGzip)} | ${kb(w.htmlGzip + w.blockingCssGzip)} | ${kb(w.jsBeforeInteractionGzip)} | ${kb(w.jsGzip)} | ${w.hasIsland ? 'yes' : ''} |`,
  );
}
console.log(
  '\nKB, gzipped (level 9). First flight: HTML up to the first in-body stylesheet plus render-blocking CSS (what the first paint needs). JS before interaction: on a phone, before the visitor first taps, types or focuses (islands hydrated on intent or only on wide screens left out).',
);
