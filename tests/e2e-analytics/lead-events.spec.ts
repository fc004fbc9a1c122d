import type { Page, Route } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { presetConsent } from '../e2e/consent-helpers.ts';
import { box, openForm } from '../e2e/support/forms.ts';
import { dataLayer, watchTrackers } from '../e2e/support/analytics.ts';
import { LEAD_EVENT } from '../../src/lib/browser/lead-event.ts';

/**
 * The GA4 generate_lead event of a confirmed lead, by consent. Runs in the `analytics` project
 * against the build with a test measurement id (npm run build:deploys); forms send to the local
 * e-mail stand-in of that server unless a test answers the request itself.
 */
const SEND = '**/api/v1.0/email/send';
test.describe.configure({ timeout: 60_000 });

const leadEvents = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => entry[0] === 'event' && entry[1] === LEAD_EVENT);

/** Prints what the dataLayer recorded, so a run's log shows the evidence. */
async function report(page: Page, what: string) {
  const events = await leadEvents(page);
  console.log(`[lead-events] ${what}: ${events.length} × ${LEAD_EVENT} ${JSON.stringify(events)}`);
  return events;
}

async function fillGuidedDemo(page: Page) {
  const form = await openForm(page, '/contact', 'demo-request-guided');
  await box(form, 'Full Name').fill('Elena Dimitrova');
  await box(form, 'Email').fill(`elena-${Date.now()}@store.example.bg`);
  await box(form, 'Store website').fill('https://store.example.bg');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0888 123 456');
  await form.getByLabel('AI Sales Agent').check();
  await form.getByLabel('AI Search Engine').check();
  return form;
}

const DEMO_EVENT = {
  form_kind: 'demo',
  form_name: 'demo-request-guided',
  page_path: '/contact',
  language: 'en',
  products: 'AI Sales Agent, AI Search Engine',
};

test.describe('a confirmed demo request', () => {
  test('with analytics consent: exactly one generate_lead with kind, form, path, language and products, nothing personal', async ({
    page,
  }) => {
    await presetConsent(page, { analytics: true });
    await watchTrackers(page);
    const form = await fillGuidedDemo(page);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/email/send'));
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    expect((await sent).status()).toBe(200);
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
    const events = await report(page, 'demo request, analytics consent');
    expect(events).toEqual([['event', LEAD_EVENT, DEMO_EVENT]]);
    expect(JSON.stringify(events)).not.toMatch(/Elena|store\.example|0888/);
  });

  test('without analytics consent: no event, nothing queued, Consent Mode stays denied, nothing goes to Google', async ({
    page,
  }) => {
    await presetConsent(page, { marketing: true, functionality: true });
    const google = await watchTrackers(page);
    const form = await fillGuidedDemo(page);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/email/send'));
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    expect((await sent).status()).toBe(200);
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
    expect(await report(page, 'demo request, no analytics consent')).toEqual([]);
    const layer = await dataLayer(page);
    expect(layer.filter((entry) => entry[0] === 'event' || entry[0] === 'config')).toEqual([]);
    const consent = layer.filter((entry) => entry[0] === 'consent').map((entry) => entry[2]);
    expect(consent.every((signals) => (signals as Record<string, string>).analytics_storage === 'denied')).toBe(true);
    expect(google.map((r) => r.url())).toEqual([]);
  });

  test('before any cookie decision: no event', async ({ page }) => {
    await page.addInitScript(() => localStorage.clear());
    await watchTrackers(page);
    const form = await fillGuidedDemo(page);
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
    expect(await report(page, 'demo request, no decision')).toEqual([]);
  });
});

test.describe('only confirmed sends count, once each', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page, { analytics: true });
    await watchTrackers(page);
  });

  test('a failure and a retry that fails record nothing; the retry that succeeds records one', async ({ page }) => {
    const answers = [500, 500, 200];
    await page.route(SEND, (route) => route.fulfill({ status: answers.shift() ?? 200, body: 'OK' }));
    const form = await fillGuidedDemo(page);
    const submit = form.getByRole('button', { name: 'Request a Free Demo' });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(/^Failed to send request/);
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(/^Failed to send request/);
    await expect(submit).toBeEnabled();
    expect(await leadEvents(page)).toEqual([]);
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
    expect(await report(page, 'two failures then a success')).toEqual([['event', LEAD_EVENT, DEMO_EVENT]]);
  });

  test('a double submit sends one request and records one event', async ({ page }) => {
    const held: Route[] = [];
    await page.route(SEND, (route) => void held.push(route));
    const form = await fillGuidedDemo(page);
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect.poll(() => held.length).toBe(1);
    await held[0]!.fulfill({ status: 200, body: 'OK' });
    await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
    expect(held).toHaveLength(1);
    expect(await report(page, 'double submit')).toHaveLength(1);
  });

  test('a waitlist sign-up is recorded as a waitlist, with its module', async ({ page }) => {
    await page.route(SEND, (route) => route.fulfill({ status: 200, body: 'OK' }));
    const form = await openForm(page, '/ai-recommendation', 'waitlist');
    await box(form, 'Full Name').fill('Iva Stoyanova');
    await box(form, 'Email').fill('iva@shop.example.bg');
    await form.getByRole('button', { name: 'Join The Waitlist' }).click();
    await expect.poll(() => leadEvents(page)).toHaveLength(1);
    const [[, , params]] = (await report(page, 'waitlist sign-up')) as [[string, string, Record<string, string>]];
    expect(params).toEqual({
      form_kind: 'waitlist',
      form_name: 'waitlist',
      page_path: '/ai-recommendation',
      language: 'en',
      products: expect.stringMatching(/Recommendation/) as unknown as string,
    });
  });
});

test('the no-JavaScript thank-you page records nothing without analytics consent', async ({ page }) => {
  await presetConsent(page, {});
  const google = await watchTrackers(page);
  await page.goto('/thank-you');
  await page.waitForLoadState('load');
  const layer = await dataLayer(page);
  expect(layer.filter((entry) => entry[0] !== 'consent')).toEqual([]);
  expect(google).toEqual([]);
});

test.describe('a confirmed "See it on your store" request', () => {
  for (const [path, lang, labels, submit] of [
    ['/ai-sales-agent', 'en', ['Store address', 'Name', 'Email'], 'Show It on My Store'],
    ['/bg/pricing', 'bg', ['Адрес на магазина', 'Име', 'Имейл'], 'Покажете го в моя магазин'],
  ] as const) {
    test(`${path}: one generate_lead of kind store-preview, nothing personal`, async ({ page }) => {
      await presetConsent(page, { analytics: true });
      await watchTrackers(page);
      const form = await openForm(page, path, 'store-preview');
      await box(form, labels[0]).fill('https://ana-shop.example.bg');
      await box(form, labels[1]).fill('Ana Petrova');
      await box(form, labels[2]).fill(`ana-${Date.now()}@shop.example.bg`);
      await form.getByRole('checkbox').check();
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/email/send'));
      await form.getByRole('button', { name: submit }).click();
      expect((await sent).status()).toBe(200);
      await expect.poll(() => leadEvents(page)).toHaveLength(1);
      const events = await report(page, `store preview on ${path}`);
      expect(events).toEqual([
        [
          'event',
          LEAD_EVENT,
          { form_kind: 'store-preview', form_name: 'store-preview', page_path: path, language: lang, products: '' },
        ],
      ]);
      expect(JSON.stringify(events)).not.toMatch(/Ana|ana-shop|shop\.example/);
    });
  }
});
