import { axeViolations, expect, test } from './fixtures';

// Lay out only what is on screen (src/styles/global.scss, issue #39): the bands below the first
// screen and the footer skip style, layout and paint until they come near the viewport; a lead
// form's band, a targeted #fragment and print draw everything.

const visibility = (band: Element) => getComputedStyle(band).contentVisibility;

test('below the first screen the bands wait; the hero and a lead form band are drawn', async ({ page }) => {
  await page.goto('/');
  expect(await page.locator('.home-hero').evaluate(visibility)).toBe('visible');
  expect(await page.locator('section.benefits').evaluate(visibility)).toBe('auto');
  expect(await page.locator('footer.site-footer').evaluate(visibility)).toBe('auto');
  expect(await page.locator('section#contact').evaluate(visibility)).toBe('visible');
});

// A contrast checker cannot see the background behind text in a band not yet drawn: it must still
// find nothing on the page as loaded, before anyone scrolls (routes.spec.ts scrolls first).
for (const path of ['/', '/pricing', '/contact', '/bg']) {
  test(`${path}: axe finds nothing before the page is scrolled`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a #fragment below the fold draws every band, so the jump lands on its target', async ({ page }) => {
  await page.goto('/#contact');
  expect(await page.locator('section.benefits').evaluate(visibility)).toBe('visible');
  await expect(page.locator('#contact')).toBeInViewport();
});

test('print draws every band', async ({ page }) => {
  await page.goto('/');
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('section.benefits').evaluate(visibility)).toBe('visible');
});
