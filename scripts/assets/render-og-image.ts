/**
 * Renders scripts/assets/og-image.svg to public/og-image.png (1200 × 630) with headless Chromium
 * and the brand's Inter font (kept for this image only: the site itself uses system fonts), quantised to a palette PNG by sharp (Astro's image library). Run once after editing the SVG:
 *   node scripts/assets/render-og-image.ts
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';

const svg = readFileSync('scripts/assets/og-image.svg', 'utf8');
const font = readFileSync('scripts/assets/fonts/inter-latin-wght-normal.woff2').toString('base64');
const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; }
</style></head><body>${svg}</body></html>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_FLAGS],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } });
await browser.close();
// A palette PNG keeps the card small for social crawlers (the budget is 80 KB).
writeFileSync(
  'public/og-image.png',
  await sharp(shot).png({ palette: true, colors: 64, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer(),
);
console.log(`public/og-image.png: ${statSync('public/og-image.png').size} bytes`);
