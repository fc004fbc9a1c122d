/**
 * The build with EmailJS keys and a template per form kind (scripts/lib/deploy-builds.ts,
 * `emailjs`): every form kind sends to api.emailjs.com with its own template, the page's CSP admits
 * that host (the fixtures fail a test on any CSP report), and the form shows the service's answer.
 * What is sent does not depend on the width: one project, at phone width.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { TEST_EMAILJS } from '../../scripts/lib/deploy-builds.ts';
import { ALL_PAGES, BULGARIAN_PAGES } from '../../src/lib/node/routes.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { box, emptyStatusRegion, openForm, statusWrittenInto } from '../e2e/support/forms.ts';

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };

/**
 * Answers EmailJS's endpoint with `status` (its CORS preflight at once); each send waits until the
 * test calls `release()`, so the form can be seen while it sends. Returns the sends seen.
 */
async function serveEmailJs(page: Page, status: number) {
  const sends: Request[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(EMAILJS_SEND, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    sends.push(route.request());
    await released;
    return route.fulfill({ status, headers: CORS, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Nope' });
  });
  return { sends, release };
}

interface FormKindCase {
  kind: keyof typeof TEST_EMAILJS.templates;
  path: string;
  formName: string;
  submit: string;
  sending: string;
  success: RegExp;
  fill: (form: Locator) => Promise<void>;
  params: Record<string, string>;
}

const CASES: FormKindCase[] = [
  {
    kind: 'contact',
    path: '/',
    formName: 'contact',
    submit: 'Send Message',
    sending: 'Sending...',
    success: /^Message sent successfully!$/,
    fill: async (form) => {
      await box(form, 'Full Name').fill('Maria Ivanova');
      await box(form, 'Phone').fill('+359 88 123 4567');
      await box(form, 'Email').fill('maria@shop.example.bg');
      await box(form, 'Website').fill('https://shop.example.bg');
    },
    params: { from_name: 'Maria Ivanova', from_email: 'maria@shop.example.bg', partnership_interest: 'No' },
  },
  {
    kind: 'demo',
    path: '/contact',
    formName: 'demo-request-guided',
    submit: 'Request a Free Demo',
    sending: 'Submitting...',
    success: /^Demo request sent successfully!/,
    fill: async (form) => {
      await box(form, 'Full Name').fill('Elena Dimitrova');
      await box(form, 'Email').fill('elena@store.example.bg');
      await box(form, 'Store website').fill('store.bg');
    },
    params: { from_name: 'Elena Dimitrova', from_email: 'elena@store.example.bg', website: 'store.bg' },
  },
  {
    kind: 'waitlist',
    path: '/ai-recommendation',
    formName: 'waitlist',
    submit: 'Join The Waitlist',
    sending: 'Submitting...',
    success: /^You're on the waitlist!/,
    fill: async (form) => {
      await box(form, 'Full Name').fill('Iva Stoyanova');
      await box(form, 'Email').fill('iva@shop.example.bg');
    },
    params: { from_name: 'Iva Stoyanova', from_email: 'iva@shop.example.bg' },
  },
  {
    kind: 'store-preview',
    path: '/ai-sales-agent',
    formName: 'store-preview',
    submit: 'Show It on My Store',
    sending: 'Sending...',
    success: /^Thank you! We will prepare a private demo page for your store and email you its link\./,
    fill: async (form) => {
      await box(form, 'Store address').fill('https://shop.example.bg');
      await box(form, 'Name').fill('Ana Petrova');
      await box(form, 'Email').fill('ana@shop.example.bg');
      await form.getByRole('checkbox').check();
    },
    params: {
      from_name: 'Ana Petrova',
      from_email: 'ana@shop.example.bg',
      website: 'https://shop.example.bg',
      page: '/ai-sales-agent',
    },
  },
  {
    kind: 'store-preview',
    path: '/bg/pricing',
    formName: 'store-preview',
    submit: 'Покажете го в моя магазин',
    sending: 'Изпращане…',
    success: /^Благодарим ви! Ще подготвим поверителна демо страница за вашия магазин/,
    fill: async (form) => {
      await box(form, 'Адрес на магазина').fill('https://magazin.example.bg');
      await box(form, 'Име').fill('Ана Петрова');
      await box(form, 'Имейл').fill('ana@magazin.example.bg');
      await form.getByRole('checkbox').check();
    },
    params: {
      from_name: 'Ана Петрова',
      from_email: 'ana@magazin.example.bg',
      website: 'https://magazin.example.bg',
      page: '/bg/pricing',
    },
  },
];

for (const c of CASES) {
  test(`${c.kind} (${c.path}): sends to api.emailjs.com with its own template, admitted by the CSP`, async ({
    page,
  }) => {
    const { sends, release } = await serveEmailJs(page, 200);
    const form = await openForm(page, c.path, c.formName);
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.emailjs\.com/);
    await c.fill(form);
    const region = await emptyStatusRegion(form);
    await form.getByRole('button', { name: c.submit }).click();
    // While the service has not answered: the button says so and the form is busy; focus stays on it.
    await expect.poll(() => sends.length).toBe(1);
    await expect(form.getByRole('button', { name: c.sending })).toBeDisabled();
    await expect(form.getByRole('button', { name: c.sending })).toBeFocused();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    release();
    await statusWrittenInto(form, region, c.success);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.postDataJSON()).toMatchObject({
      lib_version: '4.4.1',
      user_id: TEST_EMAILJS.publicKey,
      service_id: TEST_EMAILJS.serviceId,
      template_id: TEST_EMAILJS.templates[c.kind],
      template_params: c.params,
    });
  });
}

test('a refusal of the service shows the failure and keeps the answers', async ({ page }) => {
  const { sends, release } = await serveEmailJs(page, 400);
  release();
  const [contact] = CASES;
  const form = await openForm(page, contact!.path, contact!.formName);
  await contact!.fill(form);
  await form.getByRole('button', { name: contact!.submit }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Failed to send message\. Please try again\./);
  expect(sends).toHaveLength(1);
  await expect(box(form, 'Full Name')).toHaveValue('Maria Ivanova');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the CSP admits api.emailjs.com on exactly the pages with a lead form, in both editions', async ({ request }) => {
  const withForm: string[] = [];
  for (const path of [...ALL_PAGES, ...BULGARIAN_PAGES]) {
    const html = await (await request.get(path)).text();
    const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
    const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
    const hasForm = /<form\b[^>]*class="lead-form\b/.test(html);
    if (hasForm) withForm.push(path);
    expect(connect.includes('https://api.emailjs.com'), `${path} (${hasForm ? 'a form' : 'no form'})`).toBe(hasForm);
  }
  // The home page, the pricing, contact, partner, module and event pages of each edition.
  expect(withForm.length).toBeGreaterThan(10);
  expect(withForm.length).toBeLessThan(ALL_PAGES.length + BULGARIAN_PAGES.length);
});
