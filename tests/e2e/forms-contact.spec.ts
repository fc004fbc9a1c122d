import { EMAIL_PATTERN } from '../../src/lib/shared/email/email-address.ts';
import type { OutboxEntry } from '../../scripts/serve/outbox.ts';
import { readFile } from 'node:fs/promises';
import type { Page, Request, Route } from '@playwright/test';
import { axeViolations, expect, freezeClock, test } from './fixtures';
import { emailJsBody, emptyStatusRegion, requestsSoFar, startUsing, statusWrittenInto } from './support/forms.ts';

// The home "Get in Touch" form (spec sections 3, 4, 5, 8).
const SEND = '**/api/v1.0/email/send';
// axe over a full page is slow on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

async function openForm(page: Page) {
  await page.goto('/');
  const form = page.locator('form[name="contact"]');
  await form.scrollIntoViewIfNeeded();
  await startUsing(form);
  await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  return form;
}

async function fillRequired(page: Page, email: string) {
  const form = page.locator('form[name="contact"]');
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Maria Ivanova');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+359 88 123 4567');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Website', exact: true }).fill('https://shop.example.bg');
}

/** Holds every send request until the test answers it. */
function holdSends(page: Page) {
  const held: Array<{ request: Request; route: Route }> = [];
  const ready = page.route(SEND, (route) => void held.push({ request: route.request(), route }));
  return { held, ready };
}

test('every field has its label, type and required rule; axe passes with the form open', async ({ page }) => {
  const form = await openForm(page);
  await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveAttribute('required', '');
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAttribute('type', 'tel');
  // The e-mail format is checked by the browser (EMAIL_PATTERN: type="email"'s rule, in any script).
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('pattern', EMAIL_PATTERN);
  const website = form.getByRole('textbox', { name: 'Website', exact: true });
  await expect(website).toHaveAttribute('type', 'url');
  await expect(website).toHaveAttribute('placeholder', 'https://www.example.com');
  await expect(form.getByRole('textbox', { name: 'Job Title', exact: true })).not.toHaveAttribute('required', '');
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute('rows', '4');
  for (const product of [
    'AI Sales Agent',
    'AI Search Engine',
    'AI Recommendation Engine',
    'AI Pricing and Sales Strategy Engine',
  ]) {
    await expect(form.getByRole('group', { name: 'Products of interest' }).getByLabel(product)).toBeVisible();
  }
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await form.getByLabel("I'm interested in becoming a partner or reseller").check();
  await form.getByLabel('Both').check();
  await form.getByLabel('Other').first().check();
  expect(await axeViolations(page, 'form[name="contact"]')).toEqual([]);
});

test('partnership questions follow the show/hide rules and unticking clears them', async ({ page }) => {
  const form = await openForm(page);
  const partner = form.getByLabel("I'm interested in becoming a partner or reseller");
  const orgType = form.getByRole('group', { name: 'Organization type' });
  const approach = form.getByRole('group', { name: "How do you build your clients' stores?" });
  const builders = form.getByRole('group', { name: 'Which eCommerce builders do you work with?' });
  const languages = form.getByRole('group', { name: 'Which programming languages do you use?' });
  const custom = form.getByRole('textbox', { name: 'Which other builder?', exact: true });

  await expect(orgType).toBeHidden();
  await partner.check();
  await expect(orgType).toBeVisible();
  await expect(approach).toBeVisible();
  await expect(builders).toBeHidden();
  await expect(languages).toBeHidden();

  await approach.getByLabel('eCommerce Builder').check();
  await expect(builders).toBeVisible();
  await expect(languages).toBeHidden();
  await approach.getByLabel('eCommerce Builder').uncheck();
  await approach.getByLabel('Custom-coded Solution').check();
  await expect(builders).toBeHidden();
  await expect(languages).toBeVisible();
  await approach.getByLabel('Custom-coded Solution').uncheck();
  await approach.getByLabel('Both').check();
  await expect(builders).toBeVisible();
  await expect(languages).toBeVisible();

  await expect(custom).toBeHidden();
  await builders.getByLabel('Other').check();
  await expect(custom).toBeVisible();
  await custom.fill('Shopware');
  await orgType.getByLabel('IT Agency').check();
  await languages.getByLabel('PHP').check();

  await partner.uncheck();
  await expect(orgType).toBeHidden();
  await partner.check();
  await expect(orgType.getByLabel('IT Agency')).not.toBeChecked();
  await expect(approach.getByLabel('Both')).not.toBeChecked();
  await expect(builders).toBeHidden();
  await expect(form.locator('input[name="builders"]:checked, input[name="programming_languages"]:checked')).toHaveCount(
    0,
  );
  await expect(form.locator('input[name="custom_builder"]')).toHaveValue('');
});

test('required fields use browser validation and send nothing', async ({ page }) => {
  const form = await openForm(page);
  let sends = 0;
  await page.route(SEND, (route) => {
    sends++;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Maria');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('1');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await form.getByRole('textbox', { name: 'Website', exact: true }).fill('shop.bg');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(
    await form
      .getByRole('textbox', { name: 'Email', exact: true })
      .evaluate((el: HTMLInputElement) => el.validity.patternMismatch),
  ).toBe(true);
  expect(
    await form
      .getByRole('textbox', { name: 'Website', exact: true })
      .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  await expect(form.locator('input:user-invalid')).toHaveCount(2);
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveCSS('border-color', 'rgb(179, 38, 30)');
  expect(await axeViolations(page, 'form[name="contact"]')).toEqual([]); // with the errors shown
  expect(sends).toBe(0);
  await expect(page).toHaveURL(/\/$/);
});

test('success: exact payload, "Sending..." while waiting, message, modal, reset, status cleared after 3 s', async ({
  page,
}) => {
  await freezeClock(page);
  const { held, ready } = holdSends(page);
  await ready;
  const form = await openForm(page);
  await fillRequired(page, 'maria@shop.example.bg');
  await form.getByRole('textbox', { name: 'Job Title', exact: true }).fill('Head of E-commerce');
  await form
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('We sell 20,000 products and want fewer support tickets.');
  await form.getByLabel('AI Sales Agent').check();
  await form.getByLabel('AI Search Engine').check();
  await form.getByRole('group', { name: 'Preferred contact method' }).getByLabel('Phone').check();
  await form.getByLabel("I'm interested in becoming a partner or reseller").check();
  await form.getByLabel('Ecommerce platform').check();
  await form.getByLabel('Both').check();
  await form.getByLabel('Shopify').check();
  await form.getByLabel('WooCommerce').check();
  await form.getByLabel('JavaScript (e.g. Node.js, React)').check();
  const region = await emptyStatusRegion(form);

  const button = form.getByRole('button', { name: 'Send Message' });
  await button.click();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  // Disabled for a click and for assistive technology, yet still focused: focus is not dropped to <body>.
  await expect(sending).toBeFocused();
  await page.clock.runFor(10_000); // a slow network: the sending state holds until the answer
  await expect(sending).toBeDisabled();
  // The button says "Sending..." before the request reaches the test's route handler: wait for it.
  await expect.poll(() => held.length).toBe(1);
  // No double submit: neither a second click, nor Enter on the focused button, nor Enter in a field.
  await sending.click({ force: true });
  await page.keyboard.press('Enter');
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).press('Enter');
  await requestsSoFar(page);
  expect(held).toHaveLength(1);
  await sending.focus();

  const body = emailJsBody(held[0]!.request);
  expect(body).toEqual({
    lib_version: '4.4.1',
    user_id: 'local_public_key',
    service_id: 'local_service',
    template_id: 'template_contact',
    template_params: {
      from_name: 'Maria Ivanova',
      from_email: 'maria@shop.example.bg',
      website: 'https://shop.example.bg',
      job_title: 'Head of E-commerce',
      phone: '+359 88 123 4567',
      partnership_interest: 'Yes',
      organization_type: 'Ecommerce platform',
      build_approach: 'Both',
      builders: 'Shopify, WooCommerce',
      custom_builder: 'Not provided',
      programming_languages: 'JavaScript (e.g. Node.js, React)',
      preferred_contact_methods: 'Phone',
      products_of_interest: 'AI Sales Agent, AI Search Engine',
      message: 'We sell 20,000 products and want fewer support tickets.',
    },
  });
  expect(new URL(held[0]!.request.url()).origin).toBe(new URL(page.url()).origin);

  await held[0]!.route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  await statusWrittenInto(form, region, 'Message sent successfully!');
  const modal = page.getByRole('dialog', { name: 'Message Sent Successfully!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Got it!' })).toBeFocused();
  await expect(modal).toContainText('within 24 hours');
  // Focus lands on its button: its text is the dialog's description, so a screen reader reads it.
  await expect(modal).toHaveAccessibleDescription(/within 24 hours/);
  await expect(button).toBeEnabled();
  await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
  await expect(form.getByLabel('AI Sales Agent')).not.toBeChecked();

  await page.clock.runFor(2900);
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  await page.clock.runFor(100);
  await expect(form.locator('[role="status"]')).toHaveText(''); // emptied (still a live region, taking no space)

  await page.clock.resume(); // axe schedules its work with timers
  await expect(modal).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await modal.getByRole('button', { name: 'Got it!' }).click();
  await expect(modal).toBeHidden();
  // Focus is back where the visitor was: on the form's button, not at the top of the page.
  await expect(button).toBeFocused();
  await requestsSoFar(page);
  expect(held).toHaveLength(1);
});

test('a correction typed while sending is kept: the form is not reset over it', async ({ page }) => {
  const { held, ready } = holdSends(page);
  await ready;
  const form = await openForm(page);
  await fillRequired(page, 'maria@shop.example.bg');
  const name = form.getByRole('textbox', { name: 'Full Name', exact: true });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => held.length).toBe(1);
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await name.fill('Maria Ivanova-Petrova'); // typed while "Sending..."
  expect(emailJsBody(held[0]!.request).template_params['from_name']).toBe('Maria Ivanova');
  await held[0]!.route.fulfill({ status: 200, body: 'OK' });
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  await expect(name).toHaveValue('Maria Ivanova-Petrova');
  // Nothing else was cleared either: the visitor can send the corrected request whole.
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('maria@shop.example.bg');
  await page
    .getByRole('dialog', { name: 'Message Sent Successfully!' })
    .getByRole('button', { name: 'Got it!' })
    .click();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => held.length).toBe(2);
  expect(emailJsBody(held[1]!.request).template_params['from_name']).toBe('Maria Ivanova-Petrova');
  await held[1]!.route.fulfill({ status: 200, body: 'OK' });
  await expect(name).toHaveValue(''); // unchanged while sending: reset as before
});

test('focus: Escape closes the success dialog and focus returns to the form, never to <body>', async ({ page }) => {
  const { held, ready } = holdSends(page);
  await ready;
  const form = await openForm(page);
  const button = form.getByRole('button', { name: 'Send Message' });
  const modal = page.getByRole('dialog', { name: 'Message Sent Successfully!' });

  // Sent by clicking: focus stays on the button while sending and comes back to it.
  await fillRequired(page, 'escape@shop.example.bg');
  await button.click();
  await expect.poll(() => held.length).toBe(1);
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeFocused();
  await held[0]!.route.fulfill({ status: 200, body: 'OK' });
  await expect(modal.getByRole('button', { name: 'Got it!' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();

  // Sent with Enter in a field: focus comes back to that field.
  await fillRequired(page, 'enter@shop.example.bg');
  const website = form.getByRole('textbox', { name: 'Website', exact: true });
  await website.press('Enter');
  await expect.poll(() => held.length).toBe(2);
  await held[1]!.route.fulfill({ status: 200, body: 'OK' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(website).toBeFocused();

  // An engine that does not focus a clicked button (Safari) leaves focus on <body> as the dialog
  // opens: closing it still brings focus to the form's button.
  await fillRequired(page, 'safari@shop.example.bg');
  await button.click();
  await expect.poll(() => held.length).toBe(3);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await held[2]!.route.fulfill({ status: 200, body: 'OK' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
});

test('the success modal also closes on its backdrop', async ({ page }) => {
  await page.route(SEND, (route) => route.fulfill({ status: 200, body: 'OK' }));
  const form = await openForm(page);
  await fillRequired(page, 'backdrop@shop.example.bg');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const modal = page.getByRole('dialog', { name: 'Message Sent Successfully!' });
  await expect(modal).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(modal).toBeHidden();
});

for (const [name, answer] of [
  ['network error (status 0)', (route: Route) => route.abort('internetdisconnected')],
  ['server error 500', (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['rate limit 429', (route: Route) => route.fulfill({ status: 429, body: 'Too Many Requests' })],
] as const) {
  test(`failure (${name}) shows the error in red, re-enables the button and keeps every field`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await freezeClock(page);
    await page.route(SEND, answer);
    const form = await openForm(page);
    await fillRequired(page, 'keep@shop.example.bg');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me after 3 pm.');
    await form.getByLabel('AI Search Engine').check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(/^Failed to send message\. Please try again\. \p{Extended_Pictographic}/u);
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused(); // ready to try again
    await page.clock.runFor(5000);
    await expect(alert).not.toBeEmpty();
    await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Maria Ivanova');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('keep@shop.example.bg');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Please call me after 3 pm.');
    await expect(form.getByLabel('AI Search Engine')).toBeChecked();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors.join('\n')).toMatch(/\[email\] Not sent: /);
    await page.clock.resume(); // axe schedules its work with timers
    expect(await axeViolations(page, 'form[name="contact"]')).toEqual([]);
  });
}

test('values typed before the island hydrates are kept and sent', async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((done) => (release = done));
  await page.route(/\/_astro\/ContactForm\.[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const sends: Request[] = [];
  await page.route(SEND, (route) => {
    sends.push(route.request());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/');
  const form = page.locator('form[name="contact"]');
  await form.scrollIntoViewIfNeeded();
  await fillRequired(page, 'early@shop.example.bg');
  await form.getByLabel("I'm interested in becoming a partner or reseller").check();
  await form.getByLabel('IT Agency').check(); // CSS shows partner questions before hydration
  await expect(form).not.toHaveAttribute('data-hydrated', '');
  release();
  await expect(form).toHaveAttribute('data-hydrated', '');
  await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Maria Ivanova');
  await expect(form.getByLabel('IT Agency')).toBeChecked();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  expect(sends).toHaveLength(1);
  expect(emailJsBody(sends[0]!).template_params).toMatchObject({
    from_name: 'Maria Ivanova',
    from_email: 'early@shop.example.bg',
    partnership_interest: 'Yes',
    organization_type: 'IT Agency',
  });
});

test('through the local stand-in: the submission lands in the outbox', async ({ page }) => {
  const email = `outbox-${test.info().project.name}-${Date.now()}@shop.example.bg`;
  const form = await openForm(page);
  await fillRequired(page, email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  const lines = (await readFile(process.env.OUTBOX_FILE!, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as OutboxEntry);
  const entry = lines.find((l) => l.fields.from_email === email);
  expect(entry).toMatchObject({
    channel: 'emailjs',
    form: 'template_contact',
    request: {
      lib_version: '4.4.1',
      user_id: 'local_public_key',
      service_id: 'local_service',
      template_id: 'template_contact',
    },
    fields: {
      from_name: 'Maria Ivanova',
      phone: '+359 88 123 4567',
      message: 'No message provided',
      partnership_interest: 'No',
    },
  });
});

test('a visitor who reads the privacy policy and comes Back finds every answer, the e-mail too', async ({ page }) => {
  // Playwright's Chromium keeps no back-forward cache: Back loads the page again and the browser
  // restores the form's state by control type, as on a phone that evicted the page.
  const form = await openForm(page);
  await fillRequired(page, 'back@shop.example.bg');
  await form.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.goBack();
  const restored = page.locator('form[name="contact"]');
  await expect(restored.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Maria Ivanova');
  await expect(restored.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('back@shop.example.bg');
  await expect(restored.getByRole('textbox', { name: 'Website', exact: true })).toHaveValue('https://shop.example.bg');
});

test('answers shown and then hidden again are not sent', async ({ page }) => {
  const sends: Request[] = [];
  await page.route(SEND, (route) => {
    sends.push(route.request());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  const form = await openForm(page);
  await fillRequired(page, 'hidden-again@shop.example.bg');
  await form.getByLabel("I'm interested in becoming a partner or reseller").check();
  const approach = form.getByRole('group', { name: "How do you build your clients' stores?" });
  const builders = form.getByRole('group', { name: 'Which eCommerce builders do you work with?' });
  const custom = form.getByRole('textbox', { name: 'Which other builder?', exact: true });
  await approach.getByLabel('Both').check();
  await builders.getByLabel('Other').check();
  await custom.fill('Shopware');
  await form.getByLabel('PHP').check();
  // Without a builder approach the builders list hides, and the custom-builder box with it.
  await approach.getByLabel('Both').uncheck();
  await approach.getByLabel('Custom-coded Solution').check();
  await expect(builders).toBeHidden();
  await expect(custom).toBeHidden();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  expect(sends).toHaveLength(1);
  expect(emailJsBody(sends[0]!).template_params).toMatchObject({
    partnership_interest: 'Yes',
    build_approach: 'Custom-coded Solution',
    builders: 'Not provided',
    custom_builder: 'Not provided',
    programming_languages: 'PHP',
  });
});
