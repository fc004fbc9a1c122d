import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openForm } from './support/forms.ts';

// The forms with EmailJS keys. The main test build is keyless, so the key-specific tests run
// against a build with fake keys and no waitlist template (README, "Forms and email"):
//   PUBLIC_EMAILJS_PUBLIC_KEY=pk_test PUBLIC_EMAILJS_SERVICE_ID=service_test \
//   PUBLIC_EMAILJS_TEMPLATE_CONTACT=template_c1 PUBLIC_EMAILJS_TEMPLATE_DEMO=template_d1 \
//   OUT_DIR=dist-emailjs npx astro build
//   OUT_DIR=dist-emailjs E2E_WORKERS=1 npx playwright test tests/e2e/forms-emailjs.spec.ts
// Against a keyless build they are skipped; the first test runs on every build.
test.describe.configure({ timeout: 90_000 });

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };

async function csp(page: Page): Promise<string> {
  return (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
}

/** The transport a form island was given at build time (its serialised props). */
async function transportOf(page: Page, island: string): Promise<string> {
  const props = await page.locator(`astro-island[component-url*="${island}"]`).first().getAttribute('props');
  return JSON.parse(props ?? '{}').transport?.[1]?.kind?.[1] ?? 'none';
}

test('the CSP admits api.emailjs.com exactly when a form sends there', async ({ page }) => {
  await page.goto('/');
  const contact = await transportOf(page, 'ContactForm');
  expect(['emailjs', 'local-standin']).toContain(contact); // a local build never uses Netlify Forms
  expect((await csp(page)).includes('https://api.emailjs.com')).toBe(contact === 'emailjs');
});

test.describe('with EmailJS keys (and no waitlist template)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    test.skip(!(await csp(page)).includes('https://api.emailjs.com'), 'a keyless build: see the comment at the top');
  });

  test('the contact form sends through api.emailjs.com with the configured ids', async ({ page }) => {
    const sends: Request[] = [];
    await page.route(EMAILJS_SEND, (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      sends.push(route.request());
      return route.fulfill({ status: 200, headers: CORS, contentType: 'text/plain', body: 'OK' });
    });
    const form = await openForm(page, '/', 'contact');
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Maria Ivanova');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+359 88 123 4567');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('maria@shop.example.bg');
    await form.getByRole('textbox', { name: 'Website', exact: true }).fill('https://shop.example.bg');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
    await expect(page.getByRole('dialog', { name: 'Message Sent Successfully!' })).toBeVisible();
    expect(sends).toHaveLength(1);
    expect(sends[0]!.postDataJSON()).toMatchObject({
      lib_version: '4.4.1',
      user_id: 'pk_test',
      service_id: 'service_test',
      template_id: 'template_c1',
      template_params: { from_name: 'Maria Ivanova', from_email: 'maria@shop.example.bg', partnership_interest: 'No' },
    });
  });

  test('the waitlist never borrows the demo template: without its own it uses the local stand-in', async ({ page }) => {
    const toEmailJs: string[] = [];
    page.on(
      'request',
      (request) => request.url().startsWith('https://api.emailjs.com') && toEmailJs.push(request.url()),
    );
    const sends: Request[] = [];
    await page.route('**/api/v1.0/email/send', (route) => {
      sends.push(route.request());
      return route.fulfill({ status: 200, body: 'OK' });
    });
    const form = await openForm(page, '/ai-recommendation', 'waitlist');
    expect(await transportOf(page, 'WaitlistForm')).toBe('local-standin');
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Iva Stoyanova');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('iva@shop.example.bg');
    await form.getByRole('button', { name: 'Join The Waitlist' }).click();
    await expect(form.getByRole('status')).toHaveText(/^You're on the waitlist!/);
    expect(sends).toHaveLength(1);
    expect(new URL(sends[0]!.url()).origin).toBe(new URL(page.url()).origin);
    expect(sends[0]!.postDataJSON()).toMatchObject({ user_id: 'local_public_key', template_id: 'template_waitlist' });
    expect(toEmailJs).toEqual([]);
  });
});
