import { EMAIL_PATTERN } from '../../src/lib/shared/email/email-address.ts';
import { NOT_BLANK_PATTERN } from '../../src/lib/shared/email/payloads.ts';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { SEND_TIME_LIMIT_MS } from '../../src/lib/browser/email/client.ts';
import { axeViolations, expect, freezeClock, test } from './fixtures';
import { box, emailJsBody, emptyStatusRegion, openForm, requestsSoFar, statusWrittenInto } from './support/forms.ts';

// The demo-request form: "classic" on /pricing, "guided" on /contact (spec sections 3, 4, 5, 8).
const SEND = '**/api/v1.0/email/send';
test.describe.configure({ timeout: 90_000 });

test.describe('classic form on /pricing', () => {
  const open = (page: Page) => openForm(page, '/pricing', 'demo-request');

  async function fillClassic(form: Locator, email: string) {
    await box(form, 'Full Name').fill('Georgi Petrov');
    await box(form, 'Phone').fill('0888 000 111');
    await box(form, 'Email').fill(email);
    await box(form, 'Store website').fill('https://store.example.bg');
    await form.getByLabel('A store platform (Shopify, WooCommerce, CloudCart, OpenCart, …)').check();
    await form.getByLabel('Monthly website visitors').selectOption('10000-50000');
    await form.getByRole('checkbox', { name: /I have read the Privacy Policy/ }).check();
  }

  test('everything is required, with browser format checks; an empty submit sends nothing', async ({ page }) => {
    let sends = 0;
    await page.route(SEND, (route) => {
      sends++;
      return route.fulfill({ status: 200, body: 'OK' });
    });
    const form = await open(page);
    for (const name of ['Full Name', 'Phone', 'Email', 'Store website'])
      await expect(box(form, name)).toHaveAttribute('required', '');
    // The e-mail format is checked by the browser (EMAIL_PATTERN: type="email"'s rule, in any script).
    await expect(box(form, 'Email')).toHaveAttribute('pattern', EMAIL_PATTERN);
    await expect(box(form, 'Store website')).toHaveAttribute('type', 'url');
    await expect(form.getByLabel('Monthly website visitors')).toHaveAttribute('required', '');
    await expect(form.locator('input[name="website_builder"][required]')).toHaveCount(2);
    const privacy = form.getByRole('checkbox', { name: /I have read the Privacy Policy/ });
    await expect(privacy).toHaveAttribute('required', '');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(await form.getByLabel('Monthly website visitors').locator('option').allTextContents()).toEqual([
      'Select a range',
      '0-1000',
      '1000-5000',
      '5000-10000',
      '10000-50000',
      '50000+',
    ]);
    await expect(form.locator('select[name="how_did_you_hear"]')).toHaveCount(0);

    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    await fillClassic(form, 'bad-email');
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    await expect(form.locator('input:user-invalid')).toHaveCount(1);
    expect(sends).toBe(0);
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the plan choice appears only while AI Sales Agent is ticked', async ({ page }) => {
    const form = await open(page);
    const tiers = form.getByRole('group', { name: 'Which AI Sales Agent plan fits you?' });
    await expect(tiers).toBeHidden();
    await form.getByLabel('AI Search Engine').check();
    await expect(tiers).toBeHidden();
    await form.getByLabel('AI Sales Agent').check();
    await expect(tiers).toBeVisible();
    for (const tier of ['Standard', 'Pro', 'Enterprise']) await expect(tiers.getByLabel(tier)).toBeVisible();
    await form.getByLabel('AI Sales Agent').uncheck();
    await expect(tiers).toBeHidden();
    expect(await axeViolations(page, 'form[name="demo-request"]')).toEqual([]);
  });

  test('success: exact payload, "Submitting..." while waiting, green message for 3 s, form reset', async ({ page }) => {
    await freezeClock(page);
    const held: Array<{ request: Request; route: Route }> = [];
    await page.route(SEND, (route) => void held.push({ request: route.request(), route }));
    const form = await open(page);
    await fillClassic(form, 'georgi@store.example.bg');
    await form.getByLabel('AI Sales Agent').check();
    await form.getByLabel('AI Search Engine').check();
    await form.getByLabel('Enterprise').check();
    await box(form, 'Anything else we should know?').fill('Black Friday is our busiest week.');
    const region = await emptyStatusRegion(form);

    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    const sending = form.getByRole('button', { name: 'Submitting...' });
    await expect(sending).toBeDisabled();
    await expect(sending).toBeFocused(); // not dropped to <body>
    await page.clock.runFor(8000);
    await expect(sending).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);
    // A second press while sending sends nothing more.
    await sending.click({ force: true });
    await page.keyboard.press('Enter');
    await requestsSoFar(page);
    expect(held).toHaveLength(1);
    expect(held[0]!.request.postDataJSON()).toEqual({
      lib_version: '4.4.1',
      user_id: 'local_public_key',
      service_id: 'local_service',
      template_id: 'template_demo',
      template_params: {
        from_name: 'Georgi Petrov',
        phone: '0888 000 111',
        from_email: 'georgi@store.example.bg',
        website: 'https://store.example.bg',
        website_builder: 'Builder',
        products: 'AI Sales Agent, AI Search Engine',
        website_traffic: '10000-50000',
        ai_tier: 'enterprise',
        additional_info: 'Black Friday is our busiest week.',
      },
    });
    await held[0]!.route.fulfill({ status: 200, body: 'OK' });
    const status = form.getByRole('status');
    await statusWrittenInto(form, region, /^Demo request sent successfully! \p{Extended_Pictographic}/u);
    await expect(status).toHaveCSS('color', 'rgb(10, 122, 79)');
    await expect(form.getByRole('button', { name: 'Request a Free Demo' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Request a Free Demo' })).toBeFocused();
    await expect(box(form, 'Full Name')).toHaveValue('');
    await expect(form.getByLabel('Monthly website visitors')).toHaveValue('');
    await page.clock.runFor(2999);
    await expect(status).not.toBeEmpty();
    await page.clock.runFor(1);
    await expect(form.locator('[role="status"]')).toHaveText(''); // emptied (still a live region, taking no space)
    await requestsSoFar(page);
    expect(held).toHaveLength(1);
  });

  test('a send that never answers: past the time limit the visitor is told, keeps everything and can try again', async ({
    page,
  }) => {
    await freezeClock(page);
    const held: Route[] = [];
    await page.route(SEND, (route) => void held.push(route)); // a stalled connection: no answer at all
    const form = await open(page);
    await fillClassic(form, 'stalled@store.example.bg');
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    await expect.poll(() => held.length).toBe(1);
    await page.clock.runFor(SEND_TIME_LIMIT_MS - 1000);
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(form.getByRole('alert')).toHaveText(/^Failed to send request\. Please try again\./);
    const button = form.getByRole('button', { name: 'Request a Free Demo' });
    await expect(button).toBeEnabled();
    await expect(box(form, 'Email')).toHaveValue('stalled@store.example.bg');
    await expect(form.getByLabel('Monthly website visitors')).toHaveValue('10000-50000');
    // The connection is back: the second try goes through.
    await page.unroute(SEND);
    await page.route(SEND, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await button.click();
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
  });

  test('failure: red message that stays, fields kept, button enabled', async ({ page }) => {
    await freezeClock(page);
    await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    const form = await open(page);
    await fillClassic(form, 'keep@store.example.bg');
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(/^Failed to send request\. Please try again\. \p{Extended_Pictographic}/u);
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
    await page.clock.runFor(10_000);
    await expect(alert).not.toBeEmpty();
    await expect(form.getByRole('button', { name: 'Request a Free Demo' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Request a Free Demo' })).toBeFocused(); // ready to try again
    await expect(box(form, 'Email')).toHaveValue('keep@store.example.bg');
    await expect(form.getByLabel('Monthly website visitors')).toHaveValue('10000-50000');
    await expect(form.getByRole('checkbox', { name: /I have read the Privacy Policy/ })).toBeChecked();
    await page.clock.resume();
    expect(await axeViolations(page, 'form[name="demo-request"]')).toEqual([]);
  });
});

test.describe('guided form on /contact', () => {
  const open = (page: Page) => openForm(page, '/contact', 'demo-request-guided');

  test('only name, email and website are required, without format checks; the rest says "(optional)"', async ({
    page,
  }) => {
    const form = await open(page);
    await expect(form.locator('[required]')).toHaveCount(3);
    for (const name of ['Full Name', 'Email', 'Store website'])
      await expect(box(form, name)).toHaveAttribute('required', '');
    await expect(box(form, 'Email')).toHaveAttribute('type', 'text');
    // No format check: any text is taken, only not spaces alone (a blank lead once trimmed).
    await expect(box(form, 'Email')).toHaveAttribute('pattern', NOT_BLANK_PATTERN);
    await expect(box(form, 'Store website')).toHaveAttribute('type', 'text');
    for (const name of ['Phone (optional)', 'Anything else we should know? (optional)'])
      await expect(box(form, name)).toBeVisible();
    for (const group of ['Your store is built with (optional)', 'Which products are you interested in? (optional)']) {
      await expect(form.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(form.getByLabel('Monthly website visitors (optional)')).toBeVisible();
    await expect(form.getByLabel('How did you hear about us? (optional)')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /Privacy Policy.*\(optional\)/ })).toBeVisible();
  });

  test('"Other" reveals a free-text field sent as choice - text; exact payload of a minimal request', async ({
    page,
  }) => {
    const sends: Request[] = [];
    await page.route(SEND, (route) => {
      sends.push(route.request());
      return route.fulfill({ status: 200, body: 'OK' });
    });
    const form = await open(page);
    const source = form.getByLabel('How did you hear about us? (optional)');
    const other = box(form, 'Please tell us where');
    await expect(other).toBeHidden();
    await source.selectOption('Social Media');
    await expect(other).toBeHidden();
    await source.selectOption('Other');
    await expect(other).toBeVisible();
    await other.fill('A podcast about Shopify stores');
    await box(form, 'Full Name').fill('Elena Dimitrova');
    await box(form, 'Email').fill('elena at store'); // plain text: no format check
    await box(form, 'Store website').fill('store.bg');
    expect(await axeViolations(page, 'form[name="demo-request-guided"]')).toEqual([]);
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
    expect(sends).toHaveLength(1);
    expect(emailJsBody(sends[0]!).template_params).toEqual({
      from_name: 'Elena Dimitrova',
      phone: '',
      from_email: 'elena at store',
      website: 'store.bg',
      website_builder: '',
      products: '',
      website_traffic: '',
      ai_tier: '',
      additional_info: 'No additional info provided',
      how_did_you_hear: 'Other - A podcast about Shopify stores',
    });
    await expect(other).toBeHidden(); // reset
  });
});
