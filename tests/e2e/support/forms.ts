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

/**
 * Waits until every request the page had started reached the test's routes: one more request of
 * the page's own, answered, comes after them (the browser reports requests in order). What a test
 * asserts about requests NOT sent holds once this returns.
 */
export async function requestsSoFar(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/', { method: 'HEAD', cache: 'no-store' }).then((r) => r.status));
}

/**
 * The form's status line as Chromium's accessibility tree (what a screen reader reads) holds it:
 * its role and live setting, or null when it is not in the tree or ignored there (display:none).
 */
async function statusInAccessibilityTree(form: Locator): Promise<{ role: unknown; live: unknown } | null> {
  const page = form.page();
  const selector = `form[name="${await form.getAttribute('name')}"] [role="status"]`;
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    expect(nodeId, selector).not.toBe(0);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    if (!node || node.ignored) return null;
    return { role: node.role?.value, live: node.properties?.find((p) => p.name === 'live')?.value.value };
  } finally {
    await cdp.detach();
  }
}

/**
 * Before anything is sent, the form's success line is an empty live region already in the
 * accessibility tree: a screen reader announces the message written into it later (it often does
 * not announce a region that appears already filled). Returns the region, to check that the
 * message lands in this very element (statusWrittenInto).
 */
export async function emptyStatusRegion(form: Locator) {
  const region = form.locator('[role="status"]');
  await expect(region).toHaveText('');
  await expect(form.getByRole('status')).toHaveCount(1); // not hidden from assistive technology
  expect(await statusInAccessibilityTree(form)).toEqual({ role: 'status', live: 'polite' });
  return region.elementHandle();
}

/** The form's success message is written into the live region that was there before the submit. */
export async function statusWrittenInto(
  form: Locator,
  region: Awaited<ReturnType<typeof emptyStatusRegion>>,
  text: string | RegExp,
): Promise<void> {
  await expect(form.getByRole('status')).toHaveText(text);
  expect(await form.getByRole('status').evaluate((now, before) => now === before, region)).toBe(true);
}
