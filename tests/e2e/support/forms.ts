import type { Locator, Page, Request } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * Starts using an island the way a visitor does: its first text box gets focus. Forms and the ROI
 * calculator hydrate on that (client:intent), never on scrolling into view.
 */
export async function startUsing(island: Locator): Promise<void> {
  await island.getByRole('textbox').first().focus();
}

/** Opens a page, scrolls to the form named `name`, starts using it and waits until its island has hydrated. */
export async function openForm(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  const form = page.locator(`form[name="${name}"]`);
  await form.scrollIntoViewIfNeeded();
  await startUsing(form);
  await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  return form;
}

/** A text field of the form by its exact label. */
export const box = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

/** Starts using every client:intent island of the page and waits until all have hydrated. */
export async function startUsingEveryIsland(page: Page): Promise<void> {
  const islands = page.locator('astro-island[client="intent"]');
  for (const island of await islands.all()) await startUsing(island);
  await expect(page.locator('astro-island[client="intent"][ssr]')).toHaveCount(0, { timeout: 20_000 });
}

/** What a form's EmailJS SDK posts: the ids of the service and template and the form's answers. */
export interface EmailJsBody {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

/** The body of a request a form sent to EmailJS (or its local stand-in). */
export const emailJsBody = (request: Request) => request.postDataJSON() as EmailJsBody;
