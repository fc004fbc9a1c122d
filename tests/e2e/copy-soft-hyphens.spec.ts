/**
 * Bulgarian pages break long words with invisible soft hyphens (U+00AD, put in at build time); a
 * visitor who copies their text gets it without them, as plain text and as HTML. The page keeps
 * them, so its lines still break with a hyphen.
 */
import type { Page } from '@playwright/test';
import { SOFT_HYPHEN } from '../../src/lib/node/soft-hyphens.ts';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Selects the first paragraph of `main` that has a soft hyphen and copies it the way a visitor does. */
async function copyParagraphWithSoftHyphens(page: Page): Promise<string> {
  const pageText = await page.evaluate((softHyphen) => {
    const paragraph = Array.from(document.querySelectorAll('main p')).find((p) => p.textContent?.includes(softHyphen));
    if (!paragraph) return null;
    document.getSelection()?.selectAllChildren(paragraph);
    return paragraph.textContent;
  }, SOFT_HYPHEN);
  expect(pageText, 'a paragraph with soft hyphens').toContain(SOFT_HYPHEN);
  await page.keyboard.press('ControlOrMeta+C');
  return pageText!;
}

const clipboard = (page: Page, type: 'text/plain' | 'text/html') =>
  page.evaluate(async (kind) => {
    const [item] = await navigator.clipboard.read();
    return item?.types.includes(kind) ? (await item.getType(kind)).text() : null;
  }, type);

for (const path of ['/bg/about', '/bg/privacy-policy']) {
  test(`${path}: copied text carries no soft hyphens; the page keeps them`, async ({ page }) => {
    await page.goto(path);
    const pageText = await copyParagraphWithSoftHyphens(page);
    await expect.poll(() => clipboard(page, 'text/plain')).toBe(pageText.split(SOFT_HYPHEN).join('').trim());
    const html = await clipboard(page, 'text/html');
    expect(html).not.toContain(SOFT_HYPHEN);
    expect(html).not.toContain('&shy;');
    expect(await page.locator('main').textContent()).toContain(SOFT_HYPHEN);
  });
}
