/**
 * `npm run screenshots -- /about /roi`: full-page PNGs of built pages at 390 px and 1440 px
 * (served by scripts/serve/serve.ts on PORT, default 4321) into SHOTS_DIR (default .shots/).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';

const port = Number(process.env.PORT ?? 4321);
const dir = process.env.SHOTS_DIR ?? '.shots';
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number);
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_FLAGS],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 1024 ? 844 : 900 } });
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = `${dir}/${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: !process.env.VIEWPORT_ONLY });
    console.log(name);
  }
  await page.close();
}
await browser.close();
