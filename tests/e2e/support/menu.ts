import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * Opens the mobile menu with its button and waits until the menu has moved focus in. The popover
 * opens on the tap, but its toggle handler moves focus a task later: a key pressed before then lands
 * on the element the handler then leaves (CI once followed the menu's home link instead of the
 * language switcher that the test had focused).
 */
export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.locator('.site-header__burger').click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true);
  return menu;
}
