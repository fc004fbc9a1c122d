import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startUsing } from './support/forms.ts';
import { leadsFrom, uniqueEmail } from '../support/outbox.ts';

// Never lose a lead: without JavaScript, or before the island hydrates, a submit is a plain POST
// (Netlify Forms; scripts/netlify-server.ts locally) that lands on /thank-you with nothing in the URL.
test.describe.configure({ timeout: 90_000 });

async function fillHomeContact(page: Page, email: string) {
  const form = page.locator('form[name="contact"]');
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Ivan Georgiev');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+359 2 123 456');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Website', exact: true }).fill('https://nojs.example.bg');
  await form.getByLabel('AI Search Engine').check();
  return form;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home contact form posts to Netlify Forms and lands on /thank-you, nothing in the URL', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/');
    const form = await fillHomeContact(page, email);
    await form.getByLabel("I'm interested in becoming a partner or reseller").check();
    await expect(form.getByRole('group', { name: 'Organization type' })).toBeVisible(); // CSS reveal, no JS
    await form.getByLabel('IT Agency').check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, we have your request');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    const [entry] = await leadsFrom(email);
    expect(entry).toEqual({
      receivedAt: expect.any(String),
      channel: 'netlify-forms',
      form: 'contact',
      fields: {
        page: ['/'],
        language: ['en'],
        from_name: ['Ivan Georgiev'],
        job_title: [''],
        phone: ['+359 2 123 456'],
        from_email: [email],
        website: ['https://nojs.example.bg'],
        products_of_interest: ['AI Search Engine'],
        message: [''],
        partnership_interest: ['Yes'],
        organization_type: ['IT Agency'],
        custom_builder: [''],
      },
    });
  });

  test('a waitlist sign-up lands on a thank-you page that promises it what it asked for, not a demo', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs-waitlist');
    await page.goto('/ai-recommendation');
    const form = page.locator('form[name="waitlist"]');
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Iva Stoyanova');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Join The Waitlist' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    const lead = page.locator('main p').filter({ hasText: 'Your details reached our team.' });
    await expect(lead).toContainText(
      'if you joined a waitlist, we will write to you when the module becomes available',
    );
    await expect(lead).not.toContainText('free demo');
    expect((await leadsFrom(email)).map((entry) => entry.form)).toEqual(['waitlist']);
  });

  test('a filled honeypot is dropped quietly', async ({ page }) => {
    const email = uniqueEmail('bot');
    await page.goto('/');
    const form = await fillHomeContact(page, email);
    await form.locator('input[name="company_fax"]').fill('+1 555 0199', { force: true });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await leadsFrom(email)).toEqual([]);
  });

  test('the honeypot is hidden from people and from screen readers', async ({ page }) => {
    await page.goto('/pricing');
    const trap = page.locator('form[name="demo-request"] input[name="company_fax"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await page.locator('form[name="demo-request"] .lead-form__trap').boundingBox();
    expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
    await expect(page.locator('form[name="demo-request"]')).toHaveAttribute('netlify-honeypot', 'company_fax');
    await expect(page.locator('form[name="demo-request"] input[name="form-name"]')).toHaveValue('demo-request');
  });
});

test('before the island hydrates, a submit still reaches the no-JS path', async ({ page }) => {
  // No island script arrives (as on a slow connection before hydration): the server-rendered form
  // must post to the no-JS path on its own.
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => route.abort());
  const email = uniqueEmail('early');
  await page.goto('/pricing');
  const form = page.locator('form[name="demo-request"]');
  const box = (name: string) => form.getByRole('textbox', { name, exact: true });
  await box('Full Name').fill('Petya Koleva');
  await box('Phone').fill('0899 111 222');
  await box('Email').fill(email);
  await box('Store website').fill('https://early.example.bg');
  await form.getByLabel('Custom code (a programming language)').check();
  await form.getByLabel('Monthly website visitors').selectOption('50000+');
  await form.getByRole('checkbox', { name: /I have read the Privacy Policy/ }).check();
  await expect(form).not.toHaveAttribute('data-hydrated', '');
  await form.getByRole('button', { name: 'Request a Free Demo' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const [entry] = await leadsFrom(email);
  expect(entry).toMatchObject({
    channel: 'netlify-forms',
    form: 'demo-request',
    fields: {
      page: ['pricing'],
      language: ['en'],
      from_name: ['Petya Koleva'],
      website_builder: ['Program language'],
      website_traffic: ['50000+'],
      privacy_policy: ['Agreed'],
    },
  });
});

test('with JavaScript, a filled honeypot sends nothing and looks like a success', async ({ page }) => {
  let sends = 0;
  await page.route('**/api/v1.0/email/send', (route) => {
    sends++;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/contact');
  const form = page.locator('form[name="demo-request-guided"]');
  await form.scrollIntoViewIfNeeded();
  await startUsing(form);
  await expect(form).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Bot');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('bot@spam.example');
  await form.getByRole('textbox', { name: 'Store website', exact: true }).fill('spam.example');
  await form.locator('input[name="company_fax"]').fill('123', { force: true });
  await form.getByRole('button', { name: 'Request a Free Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
  expect(sends).toBe(0);
});

test('before the island hydrates, answers hidden again are left out of the plain POST', async ({ page }) => {
  // Only the island's own code is held back (Astro retries with ?astro-retry=…): the page's small
  // scripts run, the form is not hydrated.
  await page.route(/\/_astro\/ContactForm\.[^/?]*\.js(\?.*)?$/, (route) => route.abort());
  const email = uniqueEmail('early-hidden');
  await page.goto('/');
  const form = await fillHomeContact(page, email);
  await form.getByLabel("I'm interested in becoming a partner or reseller").check();
  await form.getByLabel('IT Agency').check();
  const approach = form.getByRole('group', { name: "How do you build your clients' stores?" });
  await approach.getByLabel('Both').check();
  await form.getByLabel('Shopify').check();
  await form.getByLabel('Other').first().check();
  await form.getByRole('textbox', { name: 'Which other builder?', exact: true }).fill('Shopware');
  await form.getByLabel('PHP').check();
  await approach.getByLabel('Both').uncheck(); // builders, custom builder and languages hide again
  await approach.getByLabel('eCommerce Builder').check(); // builders and the custom box show again
  await expect(form).not.toHaveAttribute('data-hydrated', '');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const [entry] = await leadsFrom(email);
  expect(entry?.fields).toEqual({
    page: ['/'],
    language: ['en'],
    from_name: ['Ivan Georgiev'],
    job_title: [''],
    phone: ['+359 2 123 456'],
    from_email: [email],
    website: ['https://nojs.example.bg'],
    products_of_interest: ['AI Search Engine'],
    message: [''],
    partnership_interest: ['Yes'],
    organization_type: ['IT Agency'],
    build_approach: ['eCommerce Builder'],
    builders: ['Shopify', 'Other'],
    custom_builder: ['Shopware'],
  });
});

// WCAG 3.3.2: the star beside a label is explained above every lead form, in the page's language.
test.describe('what the star means', () => {
  for (const [path, note] of [
    ['/', 'Fields marked * are required.'],
    ['/contact', 'Fields marked * are required.'],
    ['/ai-recommendation', 'Fields marked * are required.'],
    ['/bg/pricing', 'Полетата със * са задължителни.'],
    ['/bg/ai-sales-agent', 'Полетата със * са задължителни.'],
  ] as const) {
    test(`${path}: every lead form has the line above its first field`, async ({ page }) => {
      await page.goto(path);
      const forms = page.locator('form.lead-form');
      const count = await forms.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const form = forms.nth(i);
        const line = form.locator('xpath=ancestor::div[1]/preceding-sibling::p[1]');
        await expect(line).toHaveText(note);
        await expect(form.locator('.lead-form__required').first()).toBeAttached();
        const [lineBox, formBox] = [await line.boundingBox(), await form.boundingBox()];
        if (lineBox && formBox) expect(lineBox.y).toBeLessThan(formBox.y);
      }
    });
  }
});
