import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Opens a page, scrolls to the form named `name` and waits until its island has hydrated. */
export async function openForm(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  const form = page.locator(`form[name="${name}"]`);
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  return form;
}

/** A text field of the form by its exact label. */
export const box = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });
