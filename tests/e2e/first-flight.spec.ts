import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { isTag } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { demoStorePaths } from '../../src/lib/node/demo-stores.ts';
import { ALL_PAGES, BULGARIAN_PAGES } from '../../src/lib/node/routes.ts';
import { LOOK_PROPERTIES, firstViewportLook, lookChanges } from '../engines/support/first-paint.ts';
import { expect, test } from './fixtures.ts';
import { SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';

/**
 * Each page paints its first screen (site header and first section) from the CSS inline in its
 * <head>; the full stylesheets follow that section in <body> (src/lib/node/first-flight.ts). Here the
 * stylesheets are held back: the first screen must already look exactly as it will once they
 * arrive (same boxes, same colours and type), what follows must wait unshown, and nothing moves
 * when the stylesheets land.
 */

/**
 * One page per route file: the eight demo pages share one template ([store].astro) and the two
 * legal pages another ([legal].astro), so the first of each stands for the rest.
 */
const ONE_PAGE_PER_TEMPLATE = ALL_PAGES.filter(
  (path) => path !== '/privacy-policy' && !demoStorePaths.slice(1).includes(path),
);
/**
 * Whether the built page's first screen ends inside an element of <main> (the section after a page
 * header, too large for the first flight whole: src/lib/node/first-flight.ts) rather than between
 * two of its sections: its first in-body stylesheet link is not a child of <main>.
 */
function endsInsideASection(path: string): boolean {
  const body = builtBody(path);
  const link =
    body &&
    DomUtils.findOne((element) => element.name === 'link' && element.attribs['rel'] === 'stylesheet', body.children);
  return !!link && !(link.parent && isTag(link.parent) && link.parent.name === 'main');
}
/** The <body> of the built page of `path` (null when it is not built). */
function builtBody(path: string) {
  const file = join(resolve(process.env.OUT_DIR ?? 'dist'), path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  if (!existsSync(file)) return null;
  const document = parseDocument(readFileSync(file, 'utf8'));
  return DomUtils.findOne((element) => element.name === 'body', document.children);
}
/** The stylesheets the built page links in its <body>, in document order (their paths). */
function bodyStylesheets(path: string): string[] {
  const body = builtBody(path);
  if (!body) return [];
  return DomUtils.findAll(
    (element) => element.name === 'link' && element.attribs['rel'] === 'stylesheet',
    body.children,
  ).map((link) => link.attribs['href'] ?? '');
}
/** Every such page, in both languages: copy decides where the end falls (Bulgarian runs longer). */
const SPLIT_INSIDE_A_SECTION = [...ALL_PAGES, ...BULGARIAN_PAGES].filter(
  (path) => !ONE_PAGE_PER_TEMPLATE.includes(path) && endsInsideASection(path),
);

/** firstViewportLook in the page (its source is sent; it takes two arguments, evaluate passes one). */
const viewportLook = (page: Page) =>
  page.evaluate<Record<string, string>>(`(${firstViewportLook.toString()})(null, ${JSON.stringify(LOOK_PROPERTIES)})`);

/**
 * Holds every stylesheet request until it is released: `release(path)` lets that one stylesheet
 * through, `release()` all of them; a released stylesheet's later requests pass at once.
 */
async function holdStylesheets(page: Page) {
  const held: Route[] = [];
  const released = new Set<string>();
  let all = false;
  const pathOf = (route: Route) => new URL(route.request().url()).pathname;
  await page.route(/\/_astro\/[^?]+\.css$/, (route) =>
    all || released.has(pathOf(route)) ? route.continue() : void held.push(route),
  );
  return {
    count: () => held.length,
    release: async (path?: string) => {
      if (path) released.add(path);
      else all = true;
      const due = held.filter((route) => !path || pathOf(route) === path);
      for (const route of due) held.splice(held.indexOf(route), 1);
      for (const route of due) await route.continue();
    },
  };
}

/** Whether the stylesheet at `path` is loaded and part of the page's styles. */
const applied = (page: Page, path: string) =>
  page.evaluate(
    (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0),
    path,
  );

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// The same check as tests/engines/first-paint.spec.ts makes in Firefox and WebKit: everything
// painted in the first viewport while the stylesheets are held (not only the first section's own
// elements) looks the same once they have arrived.
test.describe('first flight: the first screen paints from inline CSS', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of [...ONE_PAGE_PER_TEMPLATE, ...SPLIT_INSIDE_A_SECTION]) {
    test(`${path}: first screen complete before the stylesheets arrive, unchanged after`, async ({ page }) => {
      // A returning visitor: the first visit's splash would cover the first screen.
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
      const held = await holdStylesheets(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('main > *').first()).toBeVisible();
      await expect
        .poll(() => held.count(), { message: 'the full stylesheets are requested at once', intervals: [50] })
        .toBeGreaterThan(0);
      // What follows the first section waits for the stylesheets: not rendered yet, so never unstyled.
      expect(await page.locator('.site-footer').count(), 'the footer is not parsed before its CSS').toBe(0);
      await twoFrames(page);
      const before = await viewportLook(page);

      // The stylesheets may arrive one by one: with only the first ones applied, the first screen
      // already looks as it will at the end (a page's rule must not need to come after a shared one).
      for (const stylesheet of bodyStylesheets(path).slice(0, -1)) {
        await held.release(stylesheet);
        await expect.poll(() => applied(page, stylesheet), { message: `${stylesheet} applied` }).toBe(true);
        await twoFrames(page);
        const partly = lookChanges(before, await viewportLook(page));
        expect(
          partly.length,
          `${partly.length} elements changed once ${stylesheet} applied, before the rest:\n${partly.slice(0, 6).join('\n')}`,
        ).toBe(0);
      }

      await held.release();
      // The footer is parsed only once every stylesheet before it has been applied.
      await expect(page.locator('.site-footer')).toBeAttached();
      await page.waitForLoadState('load');
      const after = await viewportLook(page);

      const changed = lookChanges(before, after);
      expect(Object.keys(before).length, 'something is painted before the stylesheets arrive').toBeGreaterThan(0);
      expect(changed.length, `${changed.length} elements changed:\n${changed.slice(0, 6).join('\n')}`).toBe(0);
    });
  }
});
