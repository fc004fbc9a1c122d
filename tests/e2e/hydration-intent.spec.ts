import { gzipSync } from 'node:zlib';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, freezeClock, nextFrames, pageIdle, test } from './fixtures';
import { box, emailJsBody, startUsing } from './support/forms.ts';
import { leadsFrom, uniqueEmail } from '../support/outbox.ts';
import bgDemo from '../../content/bg/forms/demo.json' with { type: 'json' };
import { uiStrings } from '../../src/lib/node/strings.ts';

// Forms and the ROI calculator hydrate on the visitor's first focus, pointer, key or submit in
// them (client:intent, src/directives/intent.ts), never on scrolling into view (issue 14).
test.describe.configure({ timeout: 90_000 });

const SEND = '**/api/v1.0/email/send';
/** Spec goal: no more than this much JavaScript (gzipped) before a visitor uses an island. */
const JS_BEFORE_USE = 10 * 1024;

/**
 * Holds the island's code (its component chunk and the React renderer) until `release()`, as on a
 * slow connection. `requested` lists what the page asked for while held.
 */
async function holdIslandCode(page: Page, component: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((done) => (release = done));
  const requested: string[] = [];
  await page.route(new RegExp(`/_astro/(${component}|client)\\.[^/]*\\.js(\\?.*)?$`), async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await gate;
    await route.continue();
  });
  return { release, requested };
}

/** Presses Tab until `target` has focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test.describe('nothing loads before the visitor uses an island', () => {
  for (const [path, island] of [
    ['/', 'form[name="contact"]'],
    ['/pricing', 'form[name="demo-request"]'],
    ['/contact', 'form[name="demo-request-guided"]'],
    ['/ai-recommendation', 'form[name="waitlist"]'],
    ['/roi', '.roi'],
  ] as const) {
    test(`${path}: scrolled through, no island code and ≤ 10 KB of JavaScript; focus hydrates`, async ({ page }) => {
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        // A script that arrives as the test ends (the island that focus hydrates) has no body to
        // read any more: only the bodies read below may fail the test.
        const body = response.body();
        body.catch(() => undefined);
        scripts.set(new URL(response.url()).pathname, body);
      });
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = page.viewportSize()!.height / 2;
      for (let y = 0; y < height; y += step) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await nextFrames(page);
      }
      const target = page.locator(island);
      await target.scrollIntoViewIfNeeded();
      await pageIdle(page);

      const islands = page.locator('astro-island[client="intent"]');
      await expect(islands.first()).toBeAttached();
      await expect(page.locator('astro-island[client="intent"]:not([ssr])')).toHaveCount(0);
      await expect(page.locator('form[data-hydrated]')).toHaveCount(0);
      const islandCode = new Set<string>();
      for (const el of await islands.all()) {
        for (const attr of ['component-url', 'renderer-url']) islandCode.add((await el.getAttribute(attr))!);
      }
      // React itself may be there for another island that has hydrated (the benefits from 1024px).
      for (const el of await page.locator('astro-island:not([client="intent"]):not([ssr])').all())
        islandCode.delete((await el.getAttribute('renderer-url'))!);
      expect([...scripts.keys()].filter((url) => islandCode.has(url))).toEqual([]);

      // Not the home page: its motion (hero, rough-notation highlight, count-up) alone is about
      // 14 KB, and from 1024px its benefits scroller hydrates at once (client:media) with React.
      if (path !== '/') {
        const inline = await page.evaluate(() =>
          [...document.scripts].filter((s) => !s.src && !s.type.startsWith('application/')).map((s) => s.text),
        );
        const gz = (code: string | Buffer) => gzipSync(code, { level: 9 }).length;
        let bytes = inline.reduce((sum, code) => sum + gz(code), 0);
        for (const body of scripts.values()) bytes += gz(await body);
        expect(bytes, [...scripts.keys()].join('\n')).toBeLessThanOrEqual(JS_BEFORE_USE);
      }

      await startUsing(target);
      await expect(target.locator('xpath=ancestor-or-self::astro-island[1]')).not.toHaveAttribute('ssr', '', {
        timeout: 20_000,
      });
      expect([...scripts.keys()].filter((url) => islandCode.has(url)).length).toBeGreaterThan(0);
    });
  }
});

test('typed before hydration: text, choices, a select and ticks are kept and sent (local stand-in)', async ({
  page,
}) => {
  const email = uniqueEmail('typed-early');
  const code = await holdIslandCode(page, 'DemoRequestForm');
  await page.goto('/pricing');
  const form = page.locator('form[name="demo-request"]');
  await form.scrollIntoViewIfNeeded();
  await box(form, 'Full Name').fill('Georgi Petrov');
  await box(form, 'Phone').fill('0888 000 111');
  await box(form, 'Email').fill(email);
  await box(form, 'Store website').fill('https://early.example.bg');
  await form.getByLabel('A store platform (Shopify, WooCommerce, CloudCart, OpenCart, …)').check();
  await form.getByLabel('AI Sales Agent').check();
  await form.getByRole('radio', { name: 'Pro', exact: true }).check(); // shown by CSS before hydration
  await form.getByLabel('Monthly website visitors').selectOption('5000-10000');
  await form.getByRole('checkbox', { name: /I have read the Privacy Policy/ }).check();
  await expect.poll(() => code.requested.length).toBeGreaterThan(0); // the first focus asked for it
  await expect(form).not.toHaveAttribute('data-hydrated', '');
  code.release();
  await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(box(form, 'Full Name')).toHaveValue('Georgi Petrov');
  await expect(box(form, 'Email')).toHaveValue(email);
  await expect(form.getByLabel('A store platform (Shopify, WooCommerce, CloudCart, OpenCart, …)')).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Pro', exact: true })).toBeChecked();
  await expect(form.getByLabel('Monthly website visitors')).toHaveValue('5000-10000');
  await expect(form.getByRole('checkbox', { name: /I have read the Privacy Policy/ })).toBeChecked();
  await form.getByRole('button', { name: 'Request a Free Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
  expect(await leadsFrom(email)).toEqual([
    expect.objectContaining({
      channel: 'emailjs',
      form: 'template_demo',
      fields: {
        from_name: 'Georgi Petrov',
        phone: '0888 000 111',
        from_email: email,
        website: 'https://early.example.bg',
        website_builder: 'Builder',
        products: 'AI Sales Agent',
        website_traffic: '5000-10000',
        ai_tier: 'pro',
        additional_info: 'No additional info provided',
      },
    }),
  ]);
});

test("/bg/pricing: a name of only spaces typed before hydration is refused in the page's words", async ({ page }) => {
  // Typed while the island's code is on its way, the spaces never reach its input handler: the
  // browser's check on submit is the first the island hears of them.
  const code = await holdIslandCode(page, 'DemoRequestForm');
  await page.goto('/bg/pricing');
  const form = page.locator('form[name="demo-request"]');
  await form.scrollIntoViewIfNeeded();
  const name = box(form, bgDemo.fields.fullName);
  await name.fill('   ');
  await expect.poll(() => code.requested.length).toBeGreaterThan(0); // the first focus asked for it
  await expect(form).not.toHaveAttribute('data-hydrated', '');
  code.release();
  await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(name).toHaveValue('   ');
  await form.getByRole('button', { name: bgDemo.submit }).click();
  // Not the browser's own "Please match the requested format." (in the browser's language).
  expect(await name.evaluate((el) => (el as HTMLInputElement).validationMessage)).toBe(
    uiStrings('bg').forms.missing.fill,
  );
});

test('submitted before hydration: held, then "Sending...", success and the modal; sent once', async ({ page }) => {
  const code = await holdIslandCode(page, 'ContactForm');
  const held: Array<{ request: Request; route: Route }> = [];
  await page.route(SEND, (route) => void held.push({ request: route.request(), route }));
  await page.goto('/');
  const form = page.locator('form[name="contact"]');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Maria Ivanova');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+359 88 123 4567');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('held@shop.example.bg');
  await form.getByRole('textbox', { name: 'Website', exact: true }).fill('https://shop.example.bg');
  await form.getByLabel('AI Sales Agent').check();
  const button = form.getByRole('button', { name: 'Send Message' });
  await button.click();
  await button.click(); // an impatient second click while the island loads
  await expect(form).toHaveAttribute('data-submit-held', '');
  // Read out, not only a dimmed button: the status line says it is being sent.
  await expect(form.getByRole('status')).toHaveText('Sending...');
  // A plain POST would have started navigating on the click (Playwright's click waits for that);
  // the island's code is still held, so the network never goes idle here.
  await nextFrames(page);
  await expect(page).toHaveURL(/\/$/); // no plain POST
  expect(held).toHaveLength(0);

  code.release();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled({ timeout: 20_000 });
  await expect(form.getByRole('status')).toHaveText(''); // the button says it now, once
  await expect(form).not.toHaveAttribute('data-submit-held', '');
  await expect.poll(() => held.length).toBe(1);
  expect(emailJsBody(held[0]!.request).template_params).toMatchObject({
    from_name: 'Maria Ivanova',
    phone: '+359 88 123 4567',
    from_email: 'held@shop.example.bg',
    website: 'https://shop.example.bg',
    products_of_interest: 'AI Sales Agent',
  });
  await held[0]!.route.fulfill({ status: 200, body: 'OK' });
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Message Sent Successfully!');
  await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
  await pageIdle(page);
  expect(held).toHaveLength(1);
  await expect(page).toHaveURL(/\/$/);
});

test('keyboard only: Tab in, type, Space on a box, Enter on the button sends it (local stand-in, once)', async ({
  page,
}) => {
  const email = uniqueEmail('keyboard');
  const code = await holdIslandCode(page, 'DemoRequestForm');
  await page.goto('/contact');
  const form = page.locator('form[name="demo-request-guided"]');
  await expect(form).not.toHaveAttribute('data-hydrated', '');
  expect(code.requested).toEqual([]);
  await tabTo(page, box(form, 'Full Name'));
  await page.keyboard.type('Nikolay Todorov');
  await expect.poll(() => code.requested.length).toBeGreaterThan(0); // focus by Tab asked for it
  await tabTo(page, box(form, 'Email'));
  await page.keyboard.type(email);
  await tabTo(page, box(form, 'Store website'));
  await page.keyboard.type('keyboard.example.bg');
  const sales = form.getByRole('checkbox', { name: 'AI Sales Agent' });
  await tabTo(page, sales);
  await page.keyboard.press('Space');
  await expect(sales).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Request a Free Demo' }));
  await page.keyboard.press('Enter'); // submits while the island still loads: held
  await expect(form).toHaveAttribute('data-submit-held', '');
  code.release();
  await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => leadsFrom(email)).toHaveLength(1);
  expect((await leadsFrom(email))[0]).toMatchObject({
    channel: 'emailjs',
    form: 'template_demo',
    fields: {
      from_name: 'Nikolay Todorov',
      from_email: email,
      website: 'keyboard.example.bg',
      products: 'AI Sales Agent',
    },
  });
  await pageIdle(page);
  expect(await leadsFrom(email)).toHaveLength(1);
});

test('an island that has not loaded after 10 s: the held submit takes the no-JS path, once', async ({ page }) => {
  const email = uniqueEmail('slow');
  await freezeClock(page);
  await holdIslandCode(page, 'WaitlistForm'); // never released
  let sends = 0;
  await page.route(SEND, (route) => {
    sends++;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/ai-recommendation');
  const form = page.locator('form[name="waitlist"]');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Iva Stoyanova');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('button', { name: 'Join The Waitlist' }).click();
  await expect(form).toHaveAttribute('data-submit-held', '');
  await page.clock.runFor(9_000);
  await expect(page).toHaveURL(/\/ai-recommendation$/);
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(await leadsFrom(email)).toEqual([
    expect.objectContaining({
      channel: 'netlify-forms',
      form: 'waitlist',
      fields: expect.objectContaining({ from_name: ['Iva Stoyanova'], from_email: [email] }),
    }),
  ]);
  expect(sends).toBe(0);
});

test('ROI: numbers typed while the calculator loads are kept and drive the results', async ({ page }) => {
  const result = (name: string) => page.locator(`[data-result="${name}"]`);
  const code = await holdIslandCode(page, 'RoiCalculator');
  await page.goto('/roi');
  await expect(result('revenue')).toHaveText('€15,000.00'); // the server's results for the defaults
  const agents = page.getByLabel('Support agents');
  const visitors = page.getByLabel('Monthly visitors');
  const order = page.getByLabel('Average order value');
  await agents.fill('3');
  await visitors.fill('200 000');
  await order.fill('12,50'); // the box the visitor is still in
  await expect.poll(() => code.requested.length).toBeGreaterThan(0);
  await expect(page.locator('.roi form')).not.toHaveAttribute('data-hydrated', '');
  code.release();
  await expect(page.locator('.roi form')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(result('savings')).toHaveText('€3,600.00'); // 0.8 × 3 × 1500
  await expect(result('revenue')).toHaveText('€25,000.00'); // 200000 × 0.01 × 12.5
  await expect(result('roi')).toHaveText('493%'); // (3600 + 25000) / 5800 × 100
  await expect(agents).toHaveValue('3');
  await expect(visitors).toHaveValue('200000'); // left before hydration: the understood value
  await expect(order).toHaveValue('12,50'); // still being typed in: as typed
  await expect(order).toBeFocused();
  await page.keyboard.type('0'); // 12,500 reads 12500 (a thousands group)
  await expect(result('revenue')).toHaveText('€25,000,000.00');
  await page.keyboard.press('Backspace');
  await order.blur();
  await expect(order).toHaveValue('12.50');
  await expect(result('revenue')).toHaveText('€25,000.00');
});

test.describe('ROI: a calculator whose code has not arrived says its results are the examples', () => {
  const note = (page: Page) => page.getByText('The calculator has not loaded yet:');

  test('code that cannot be fetched: the note, beside what was typed', async ({ page }) => {
    await page.route(/\/_astro\/RoiCalculator\.[^/]*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/roi');
    await expect(note(page)).toBeHidden();
    await page.getByLabel('Support agents').fill('7');
    await expect(note(page)).toBeVisible({ timeout: 20_000 });
    await expect(note(page)).toHaveText(
      'The calculator has not loaded yet: the results still show the example figures, not yours. If this lasts, reload the page or work them out with the formulas below.',
    );
    await expect(page.getByLabel('Support agents')).toHaveValue('7');
  });

  test('/bg/roi, code still on its way after 10 s: the note, until it arrives', async ({ page }) => {
    await freezeClock(page);
    const code = await holdIslandCode(page, 'RoiCalculator');
    await page.goto('/bg/roi');
    const bgNote = page.getByText('Калкулаторът още не се е заредил:');
    await page.getByLabel('Служители в поддръжката').fill('3');
    await expect.poll(() => code.requested.length).toBeGreaterThan(0);
    await page.clock.runFor(9_000);
    await expect(bgNote).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(bgNote).toBeVisible();
    code.release();
    await expect(page.locator('.roi form')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(bgNote).toBeHidden();
    await expect(page.locator('[data-result="savings"]')).toHaveText('3600,00 €');
  });
});

test('an e-mail typed key by key while the form loads stays as typed when its box turns into a text box', async ({
  page,
}) => {
  // The server's box is type="email"; the island makes it a text box (so иван@пример.бг passes).
  // Changing a box's type puts the caret at its start: keys typed after it went to the front.
  const code = await holdIslandCode(page, 'WaitlistForm');
  await page.goto('/ai-recommendation');
  const form = page.locator('form[name="waitlist"]');
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  await email.click();
  await email.pressSequentially('maria.iva');
  await expect.poll(() => code.requested.length).toBeGreaterThan(0);
  code.release();
  await expect(email).toHaveAttribute('type', 'text', { timeout: 20_000 });
  await email.pressSequentially('nova@example.com');
  await expect(email).toHaveValue('maria.ivanova@example.com');
});
