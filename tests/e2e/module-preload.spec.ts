import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { firstFlightEnd } from '../../src/lib/node/first-flight.ts';
import { moduleScriptSrcs, staticImportClosure, staticImports } from '../../src/lib/node/module-preload.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Every page asks for all the chunks its module scripts import at once, without waiting for the
 * scripts that import them (src/lib/node/module-preload.ts): here the page's own scripts are held
 * back, and every chunk they import must still be asked for.
 */
const root = resolve(process.env.OUT_DIR ?? 'dist');
const builtFile = (path: string) => join(root, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const importsOf = async (path: string) => staticImports(await readFile(join(root, path), 'utf8'));

/**
 * Opens `path` with the requests `held` matches kept back, and requires that every path of
 * `expected` is asked for meanwhile; then lets the held requests go and waits for the load event.
 */
async function expectAskedForWhileHeld(
  page: Page,
  path: string,
  held: (url: URL) => boolean,
  expected: readonly string[],
): Promise<void> {
  expect(expected.length).toBeGreaterThan(0);
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => expected.filter((src) => !requested.has(src))).toEqual([]);
  release();
  await page.waitForLoadState('load');
}

for (const path of ['/', '/pricing', '/about', '/contact', '/cookies', '/bg/partners']) {
  test(`${path} asks for every chunk its scripts import while the scripts themselves are held back`, async ({
    page,
  }) => {
    const scripts = moduleScriptSrcs(readFileSync(builtFile(path), 'utf8'));
    const chunks = await staticImportClosure(scripts, importsOf);
    await expectAskedForWhileHeld(page, path, (url) => scripts.includes(url.pathname), chunks);
  });
}

/**
 * Chromium stops parsing at an in-body stylesheet, and its preload scanner does not look past it:
 * where the first flight has room, every script the page will run (the chunks and the scripts after
 * the parser guard) is asked for while the stylesheets are still on their way, not a round trip
 * after them. The stylesheets are held back here until every one has been asked for.
 */
for (const path of ['/', '/pricing', '/contact', '/about', '/faqs', '/ai-sales-agent', '/bg/partners']) {
  test(`${path} asks for every script before its stylesheets have arrived`, async ({ page }) => {
    const html = readFileSync(builtFile(path), 'utf8');
    const guardEnd = firstFlightEnd(html);
    expect(guardEnd, 'a placed page with a parser guard').not.toBeNull();
    const scripts = moduleScriptSrcs(html);
    const expected = [
      ...new Set([
        ...scripts.filter((src) => html.indexOf(src) > guardEnd!),
        ...(await staticImportClosure(scripts, importsOf)),
      ]),
    ];
    await expectAskedForWhileHeld(page, path, (url) => url.pathname.endsWith('.css'), expected);
  });
}
