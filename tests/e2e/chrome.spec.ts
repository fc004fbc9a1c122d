import type { Locator } from '@playwright/test';
import { axeViolations, expect, freezeClock, isMobile, test } from './fixtures.ts';
import { openMobileMenu } from './support/menu.ts';

/** The four modules: name, route, and whether it has only a waitlist ("Coming soon"). */
const SUITE = [
  ['AI Sales Agent', '/ai-sales-agent', false],
  ['AI Search Engine', '/ai-search-engine', false],
  ['AI Recommendation Engine', '/ai-recommendation', true],
  ['AI Pricing and Sales Strategy Engine', '/ai-sales-and-strategy-engine', true],
] as const;

/**
 * Each module's link in `list`: a module with only a waitlist says "Coming soon" beside its name,
 * in the dropdown, the phone's menu and the footer alike (a visitor on a phone saw the four as equals).
 */
async function expectSuiteLinks(list: Locator) {
  for (const [label, href, comingSoon] of SUITE) {
    const name = comingSoon ? `${label} Coming soon` : label;
    await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
}

test.describe('header on large screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'top bar is for large screens');

  test('has the logo, links and the outlined Get Pricing button', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(page.locator('.site-header__home')).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/partners');
    await expect(nav.getByRole('link', { name: 'ROI Calculator' })).toHaveAttribute('href', '/roi');
    const pricing = nav.getByRole('link', { name: 'Get Pricing' });
    await expect(pricing).toHaveAttribute('href', '/pricing');
    await expect(pricing).toHaveClass(/button--outline/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('suite dropdown opens, lists the four modules, closes on outside click and on Escape', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.locator('.site-header__nav').getByRole('button', { name: 'AI Suite' });
    const list = page.locator('#suite-menu-desktop');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(list).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectSuiteLinks(list);
    await page.mouse.click(700, 600);
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('suite dropdown closes when keyboard focus moves on past it or back before it', async ({ page }) => {
    // Left open, it hung under the header over the page and hid the fields Tab reached (WCAG 2.4.11).
    await page.goto('/pricing');
    const toggle = page.locator('.site-header__nav').getByRole('button', { name: 'AI Suite' });
    const list = page.locator('#suite-menu-desktop');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    for (let i = 0; i < SUITE.length; i++) {
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link').nth(i)).toBeFocused(); // its links keep it open
    }
    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.site-header__nav').getByRole('link', { name: 'About Us' })).toBeFocused();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(list).toBeHidden();
  });
});

test.describe('header on small screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'hamburger is for small screens');

  test('hamburger opens a slide-in menu with the same links; Escape closes it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('.site-header__nav')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Become a Partner', '/partners'],
      ['ROI Calculator', '/roi'],
      ['Get Pricing', '/pricing'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByText('AI Suite').click();
    await expectSuiteLinks(menu);
    // The page behind does not scroll and is inert while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('the open menu passes axe; a tap beside it closes it, a tap inside it does not', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await axeViolations(page, '#mobile-menu')).toEqual([]);
    const box = (await menu.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
    await expect(menu).toBeVisible();
    await page.mouse.click(box.x / 2, box.height / 2);
    await expect(menu).toBeHidden();
  });

  test('Tab walks every control of the open menu in order and wraps to the first; Shift+Tab walks back', async ({
    page,
  }) => {
    await page.goto('/about');
    const menu = await openMobileMenu(page);
    /** The focused control by its words, or where focus went if it left the menu. */
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element?.closest('#mobile-menu')) return `outside the menu: ${element?.tagName ?? 'nothing'}`;
        return element.innerText.trim().split('\n')[0];
      });
    const walk = async (key: string, presses: number) => {
      const seen = [await focused()];
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press(key);
        seen.push(await focused());
      }
      return seen;
    };
    // On /about the suite is folded: its links are not stops until it is opened.
    const stops = [
      'Nexa Commerce AI',
      'Close menu',
      'AI Suite',
      'About Us',
      'Become a Partner',
      'ROI Calculator',
      'Get Pricing',
      'Български',
    ];
    expect(await walk('Tab', stops.length)).toEqual([...stops, stops[0]]);
    expect(await walk('Shift+Tab', stops.length)).toEqual([stops[0], ...stops.toReversed()]);
    // Opened, the suite's four links come between it and About Us, both ways.
    await menu.getByText('AI Suite').click();
    await expect(menu.getByRole('link', { name: SUITE[0][0] })).toBeVisible();
    const open = [...stops.slice(0, 3), ...SUITE.map(([label]) => label), ...stops.slice(3)];
    expect(await walk('Tab', open.length - 2)).toEqual([...open.slice(2), open[0]]);
    expect(await walk('Shift+Tab', open.length)).toEqual([open[0], ...open.toReversed()]);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the four columns with the spec links and the current year', async ({ page }) => {
    // A paused fake clock in 2031: no timer of the page runs while the footer is read. The footer is
    // the same on every page; /about has no hero whose endless SVG motion competes for the CPU.
    await freezeClock(page, new Date('2031-01-01T00:05:00'));
    await page.goto('/about');
    const footer = page.locator('footer.site-footer');
    // The script that writes the visitor's year has run (the server HTML holds the build year).
    await expect(footer.locator('[data-current-year]')).toHaveText('2031');
    await expect(footer.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(footer.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    for (const name of ['LinkedIn', 'Instagram', 'Facebook']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', /^https:\/\//);
    }
    await expectSuiteLinks(footer.getByRole('navigation', { name: 'AI Suite' }));
    const company = footer.getByRole('navigation', { name: 'Company' });
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Become a Partner', '/partners'],
      ['FAQs', '/faqs'],
    ] as const) {
      await expect(company.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    for (const href of ['/terms-and-conditions', '/privacy-policy', '/cookies', '/trust', '/accessibility']) {
      await expect(legal.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText('© 2031');
    // The holder's name and ". All rights reserved." meet with no space before the full stop.
    await expect(footer.locator('.site-footer__bottom p').first()).toHaveText(
      /© 2031 .+EOOD\)\. All rights reserved\./,
    );
  });
});

test('the skip link is the first focusable element and moves focus to the content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('menus work on every width', async ({ page }) => {
  await page.goto('/');
  if (isMobile(page)) await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  else await expect(page.locator('.site-header__nav')).toBeVisible();
});
