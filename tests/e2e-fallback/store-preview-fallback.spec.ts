/**
 * The build whose EmailJS keys were set before the "See it on your store" form existed
 * (scripts/lib/deploy-builds.ts, `fallback`: keys and the contact, demo and waitlist templates,
 * no PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW, on Netlify). The store-preview lead still arrives:
 * it posts to Netlify Forms (the server's outbox) and never borrows another kind's template, while
 * the demo form on the same page keeps sending to api.emailjs.com. npm run launch-check names the
 * missing template (tests/unit/launch-check.test.ts).
 */
import type { Page, Request } from '@playwright/test';
import { TEST_EMAILJS } from '../../scripts/lib/deploy-builds.ts';
import { SEND_TIME_LIMIT_MS } from '../../src/lib/browser/email/client.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { box, openForm } from '../e2e/support/forms.ts';
import { leadsFrom, uniqueEmail } from '../support/outbox.ts';

test.describe.configure({ timeout: 90_000 });

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };

/** api.emailjs.com answers every send with `status` (200 "OK", or 429 over the quota); returns the sends. */
async function answerEmailJs(page: Page, status: 200 | 429): Promise<Request[]> {
  const sends: Request[] = [];
  await page.route(EMAILJS_SEND, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    sends.push(route.request());
    const body = status === 200 ? 'OK' : 'Too Many Requests';
    return route.fulfill({ status, headers: CORS, contentType: 'text/plain', body });
  });
  return sends;
}

for (const [path, lang, labels, submit, success] of [
  [
    '/pricing',
    'en',
    ['Store address', 'Name', 'Email'],
    'Show It on My Store',
    /^Thank you! We will prepare a private demo page/,
  ],
  [
    '/bg/ai-sales-agent',
    'bg',
    ['Адрес на магазина', 'Име', 'Имейл'],
    'Покажете го в моя магазин',
    /^Благодарим ви! Ще подготвим поверителна демо страница/,
  ],
] as const) {
  test(`${path}: keys without the store-preview template still deliver the lead, through Netlify Forms`, async ({
    page,
  }) => {
    const emailJs = await answerEmailJs(page, 200);
    const form = await openForm(page, path, 'store-preview');
    // The page's CSP admits EmailJS (the demo form there uses it); the store form does not.
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.emailjs\.com/);
    const email = uniqueEmail('fallback');
    await box(form, labels[0]).fill('https://store.example.bg');
    await box(form, labels[1]).fill('Ana Petrova');
    await box(form, labels[2]).fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: submit }).click();
    await expect(form.getByRole('status')).toHaveText(success);
    expect(emailJs).toEqual([]);
    const lines = await leadsFrom(email, process.env['FALLBACK_OUTBOX_FILE']);
    expect(lines).toEqual([
      {
        receivedAt: expect.any(String),
        channel: 'netlify-forms',
        form: 'store-preview',
        fields: {
          page: [path],
          language: [lang],
          website: ['https://store.example.bg'],
          from_name: ['Ana Petrova'],
          from_email: [email],
          privacy_policy: ['Agreed'],
        },
      },
    ]);
  });
}

test('the demo form beside it still sends to api.emailjs.com with its own template', async ({ page }) => {
  const sends = await answerEmailJs(page, 200);
  const form = await openForm(page, '/ai-sales-agent', 'demo-request-guided');
  await box(form, 'Full Name').fill('Elena Dimitrova');
  await box(form, 'Email').fill('elena@store.example.bg');
  await box(form, 'Store website').fill('store.bg');
  await form.getByRole('button', { name: 'Request a Free Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
  expect(sends).toHaveLength(1);
  expect(sends[0]!.postDataJSON()).toMatchObject({
    user_id: TEST_EMAILJS.publicKey,
    service_id: TEST_EMAILJS.serviceId,
    template_id: TEST_EMAILJS.templates.demo,
  });
});

test.describe('a lead EmailJS refuses still arrives, through Netlify Forms', () => {
  async function fillDemo(page: Page, email: string) {
    const form = await openForm(page, '/ai-sales-agent', 'demo-request-guided');
    await box(form, 'Full Name').fill('Elena Dimitrova');
    await box(form, 'Email').fill(email);
    await box(form, 'Store website').fill('store.bg');
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    return form;
  }

  test('EmailJS over its quota (429): the visitor sees success and the lead is in Netlify Forms', async ({ page }) => {
    const sends = await answerEmailJs(page, 429);
    const email = uniqueEmail('quota');
    const form = await fillDemo(page, email);
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
    expect(sends).toHaveLength(1);
    const lines = await leadsFrom(email, process.env['FALLBACK_OUTBOX_FILE']);
    expect(lines).toEqual([
      expect.objectContaining({
        channel: 'netlify-forms',
        form: 'demo-request-guided',
        fields: expect.objectContaining({ from_name: ['Elena Dimitrova'], from_email: [email] }),
      }),
    ]);
  });

  test('EmailJS never answers (a stalled connection): past the time limit the lead goes to Netlify Forms', async ({
    page,
  }) => {
    await page.clock.install();
    const held: Request[] = [];
    await page.route(EMAILJS_SEND, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: CORS })
        : void held.push(route.request()),
    );
    const email = uniqueEmail('stalled');
    const form = await fillDemo(page, email);
    await expect.poll(() => held.length).toBe(1);
    expect(await leadsFrom(email, process.env['FALLBACK_OUTBOX_FILE'])).toEqual([]);
    await page.clock.runFor(SEND_TIME_LIMIT_MS);
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
    expect(await leadsFrom(email, process.env['FALLBACK_OUTBOX_FILE'])).toEqual([
      expect.objectContaining({ channel: 'netlify-forms', form: 'demo-request-guided' }),
    ]);
  });

  test('when Netlify Forms fails as well, the visitor sees the failure and keeps what they typed', async ({ page }) => {
    await answerEmailJs(page, 429);
    await page.route('**/thank-you', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    );
    const email = uniqueEmail('both-down');
    const form = await fillDemo(page, email);
    await expect(form.getByRole('alert')).toHaveText(/^Failed to send request\. Please try again\./);
    await expect(box(form, 'Email')).toHaveValue(email);
    expect(await leadsFrom(email, process.env['FALLBACK_OUTBOX_FILE'])).toEqual([]);
  });
});
