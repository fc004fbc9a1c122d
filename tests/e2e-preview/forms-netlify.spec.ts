import { readFile } from 'node:fs/promises';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, freezeClock, test } from '../e2e/fixtures';
import { box, openForm } from '../e2e/support/forms.ts';
import { leadsFrom, uniqueEmail } from '../support/outbox.ts';

// A Netlify deploy preview without EmailJS keys (npm run build:preview, served with its own outbox):
// every hydrated form posts its visible answers to Netlify Forms in the background, with the
// same states as with EmailJS, and nothing goes to /api/v1.0/email/send (which Netlify lacks).
test.describe.configure({ timeout: 90_000 });

const previewLeadsFrom = (email: string) => leadsFrom(email, process.env['PREVIEW_OUTBOX_FILE']);

/** Every request that would go to EmailJS or to the stand-in: none may happen on this build. */
function watchEmailJs(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\.0\/email\/|api\.emailjs\.com/.test(request.url())) calls.push(request.url());
  });
  return calls;
}

/** Holds each form POST until the test lets it through to the server (the redirect's GET passes). */
async function holdFormPosts(page: Page) {
  const held: Array<{ request: Request; route: Route }> = [];
  await page.route('**/thank-you', (route) =>
    route.request().method() === 'POST' ? void held.push({ request: route.request(), route }) : route.continue(),
  );
  return held;
}

/** What was posted, as Netlify Forms reads it; checks the request's shape on the way. */
function postedFields(request: Request): Record<string, string[]> {
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).pathname).toBe('/thank-you');
  expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  const fields: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(request.postData() ?? '')) (fields[name] ??= []).push(value);
  return fields;
}

interface FormCase {
  title: string;
  path: string;
  formName: string;
  submit: string;
  sending: string;
  success: RegExp;
  failure: RegExp;
  /** Fills the form, including answers shown and hidden again; returns the typed email. */
  fill: (form: Locator, email: string) => Promise<void>;
  /** The fields Netlify Forms must store (hidden answers absent). */
  expected: (email: string) => Record<string, string[]>;
  /** A value that must still be there after a failure. */
  kept: (form: Locator) => Promise<void>;
}

const CASES: FormCase[] = [
  {
    title: 'home contact form',
    path: '/',
    formName: 'contact',
    submit: 'Send Message',
    sending: 'Sending...',
    success: /^Message sent successfully!$/,
    failure: /^Failed to send message\. Please try again\. \p{Extended_Pictographic}/u,
    fill: async (form, email) => {
      await box(form, 'Full Name').fill('Maria Ivanova');
      await box(form, 'Phone').fill('+359 88 123 4567');
      await box(form, 'Email').fill(email);
      await box(form, 'Website').fill('https://shop.example.bg');
      await form.getByLabel('AI Sales Agent').check();
      await form.getByRole('group', { name: 'Preferred contact method' }).getByLabel('Email').check();
      await form.getByLabel("I'm interested in becoming a partner or reseller").check();
      await form.getByLabel('IT Agency').check();
      const approach = form.getByRole('group', { name: "How do you build your clients' stores?" });
      const builders = form.getByRole('group', { name: 'Which eCommerce builders do you work with?' });
      await approach.getByLabel('Both').check();
      await builders.getByLabel('Shopify').check();
      await builders.getByLabel('Other').check();
      await box(form, 'Which other builder?').fill('Shopware');
      await form.getByLabel('PHP').check();
      // The visitor changes their mind: the builders (and the custom builder box) hide again.
      await approach.getByLabel('Both').uncheck();
      await approach.getByLabel('Custom-coded Solution').check();
      await expect(builders).toBeHidden();
      await expect(box(form, 'Which other builder?')).toBeHidden();
    },
    expected: (email) => ({
      page: ['/'],
      language: ['en'],
      from_name: ['Maria Ivanova'],
      job_title: [''],
      phone: ['+359 88 123 4567'],
      from_email: [email],
      website: ['https://shop.example.bg'],
      products_of_interest: ['AI Sales Agent'],
      preferred_contact_methods: ['Email'],
      message: [''],
      partnership_interest: ['Yes'],
      organization_type: ['IT Agency'],
      build_approach: ['Custom-coded Solution'],
      programming_languages: ['PHP'],
    }),
    kept: async (form) => {
      await expect(box(form, 'Full Name')).toHaveValue('Maria Ivanova');
      await expect(form.getByLabel('PHP')).toBeChecked();
    },
  },
  {
    title: 'classic demo form on /pricing',
    path: '/pricing',
    formName: 'demo-request',
    submit: 'Request a Free Demo',
    sending: 'Submitting...',
    success: /^Demo request sent successfully! \p{Extended_Pictographic}/u,
    failure: /^Failed to send request\. Please try again\. \p{Extended_Pictographic}/u,
    fill: async (form, email) => {
      await box(form, 'Full Name').fill('Georgi Petrov');
      await box(form, 'Phone').fill('0888 000 111');
      await box(form, 'Email').fill(email);
      await box(form, 'Store website').fill('https://store.example.bg');
      await form.getByLabel('A store platform (Shopify, WooCommerce, CloudCart, OpenCart, …)').check();
      await form.getByLabel('AI Sales Agent').check();
      await form.getByLabel('Enterprise').check();
      await form.getByLabel('AI Sales Agent').uncheck(); // the plan question hides again
      await form.getByLabel('AI Search Engine').check();
      await form.getByLabel('Monthly website visitors').selectOption('10000-50000');
      await form.getByRole('checkbox', { name: /I have read the Privacy Policy/ }).check();
    },
    expected: (email) => ({
      page: ['pricing'],
      language: ['en'],
      from_name: ['Georgi Petrov'],
      phone: ['0888 000 111'],
      from_email: [email],
      website: ['https://store.example.bg'],
      website_builder: ['Builder'],
      products: ['AI Search Engine'],
      website_traffic: ['10000-50000'],
      additional_info: [''],
      privacy_policy: ['Agreed'],
    }),
    kept: async (form) => {
      await expect(form.getByLabel('Monthly website visitors')).toHaveValue('10000-50000');
      await expect(form.getByRole('checkbox', { name: /I have read the Privacy Policy/ })).toBeChecked();
    },
  },
  {
    title: 'guided demo form on /contact',
    path: '/contact',
    formName: 'demo-request-guided',
    submit: 'Request a Free Demo',
    sending: 'Submitting...',
    success: /^Demo request sent successfully! \p{Extended_Pictographic}/u,
    failure: /^Failed to send request\. Please try again\. \p{Extended_Pictographic}/u,
    fill: async (form, email) => {
      await box(form, 'Full Name').fill('Elena Dimitrova');
      await box(form, 'Email').fill(email);
      await box(form, 'Store website').fill('store.bg');
      const source = form.getByLabel('How did you hear about us? (optional)');
      await source.selectOption('Other');
      await box(form, 'Please tell us where').fill('A podcast');
      await source.selectOption('Social Media'); // the free text hides again
      await expect(box(form, 'Please tell us where')).toBeHidden();
    },
    expected: (email) => ({
      page: ['contact'],
      language: ['en'],
      from_name: ['Elena Dimitrova'],
      phone: [''],
      from_email: [email],
      website: ['store.bg'],
      website_traffic: [''],
      how_did_you_hear: ['Social Media'],
      additional_info: [''],
    }),
    kept: async (form) => {
      await expect(box(form, 'Full Name')).toHaveValue('Elena Dimitrova');
      await expect(form.getByLabel('How did you hear about us? (optional)')).toHaveValue('Social Media');
    },
  },
  {
    title: 'waitlist form on /ai-recommendation',
    path: '/ai-recommendation',
    formName: 'waitlist',
    submit: 'Join The Waitlist',
    sending: 'Submitting...',
    success: /^You're on the waitlist! .*\p{Extended_Pictographic}/u,
    failure: /^Failed to join the waitlist\. Please try again\. \p{Extended_Pictographic}/u,
    fill: async (form, email) => {
      await box(form, 'Full Name').fill('Iva Stoyanova');
      await box(form, 'Email').fill(email);
      await box(form, 'What would you like it to do for your store? (optional)').fill('Bundles for toys');
    },
    expected: (email) => ({
      module: ['AI Recommendation Engine'],
      language: ['en'],
      from_name: ['Iva Stoyanova'],
      from_email: [email],
      website: [''],
      message: ['Bundles for toys'],
    }),
    kept: async (form) => {
      await expect(box(form, 'What would you like it to do for your store? (optional)')).toHaveValue(
        'Bundles for toys',
      );
    },
  },
];

for (const c of CASES) {
  test(`${c.title}: sends to Netlify Forms with "${c.sending}", the success state, and the outbox line`, async ({
    page,
  }) => {
    const emailJsCalls = watchEmailJs(page);
    await freezeClock(page);
    const held = await holdFormPosts(page);
    const form = await openForm(page, c.path, c.formName);
    const email = uniqueEmail(c.formName);
    await c.fill(form, email);

    await form.getByRole('button', { name: c.submit }).click();
    const sending = form.getByRole('button', { name: c.sending });
    await expect(sending).toBeDisabled();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => held.length).toBe(1);
    await page.clock.runFor(8000); // a slow answer: the state holds until Netlify answers
    await expect(sending).toBeDisabled();
    await sending.click({ force: true }); // no second submission
    expect(held).toHaveLength(1);
    const posted = postedFields(held[0]!.request);
    expect(posted).toEqual({ 'form-name': [c.formName], company_fax: [''], ...c.expected(email) });
    await held[0]!.route.continue();

    const status = form.getByRole('status');
    await expect(status).toHaveText(c.success);
    await expect(form.getByRole('button', { name: c.submit })).toBeEnabled();
    await expect(box(form, 'Full Name')).toHaveValue(''); // reset on success
    if (c.formName === 'contact') {
      const modal = page.getByRole('dialog', { name: 'Message Sent Successfully!' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('within 24 hours');
      await modal.getByRole('button', { name: 'Got it!' }).click();
      await expect(modal).toBeHidden();
    }
    await page.clock.runFor(2999);
    await expect(status).not.toBeEmpty();
    await page.clock.runFor(1);
    await expect(form.locator('[role="status"]')).toHaveText('');

    const lines = await previewLeadsFrom(email);
    expect(lines).toEqual([
      { receivedAt: expect.any(String), channel: 'netlify-forms', form: c.formName, fields: c.expected(email) },
    ]);
    expect(emailJsCalls).toEqual([]);
  });
}

const FAILURES: Array<[string, (route: Route) => Promise<void>]> = [
  ['answers 500', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })],
  ['is cut off (network error)', (route) => route.abort('internetdisconnected')],
];

CASES.forEach((c, index) => {
  const [how, answer] = FAILURES[index % FAILURES.length]!;
  test(`${c.title}: when Netlify ${how}, the spec's failure text shows and every value is kept`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    const emailJsCalls = watchEmailJs(page);
    await freezeClock(page);
    await page.route('**/thank-you', (route) =>
      route.request().method() === 'POST' ? answer(route) : route.continue(),
    );
    const form = await openForm(page, c.path, c.formName);
    const email = uniqueEmail(`fail-${c.formName}`);
    await c.fill(form, email);
    await form.getByRole('button', { name: c.submit }).click();

    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(c.failure);
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(form.getByRole('button', { name: c.submit })).toBeEnabled();
    await page.clock.runFor(5000);
    await expect(alert).toHaveText(c.failure); // it stays
    await expect(box(form, 'Email')).toHaveValue(email);
    await c.kept(form);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors.join('\n')).toMatch(/\[email\] Not sent to Netlify Forms: /);
    expect(await previewLeadsFrom(email)).toEqual([]);
    expect(emailJsCalls).toEqual([]);
  });
});

test('a filled honeypot sends nothing and looks like a success', async ({ page }) => {
  const posts: Request[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request));
  const form = await openForm(page, '/contact', 'demo-request-guided');
  const email = uniqueEmail('bot');
  await box(form, 'Full Name').fill('Bot');
  await box(form, 'Email').fill(email);
  await box(form, 'Store website').fill('spam.example');
  await form.locator('input[name="company_fax"]').fill('+1 555 0199', { force: true });
  await form.getByRole('button', { name: 'Request a Free Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
  expect(posts).toEqual([]);
  expect(await previewLeadsFrom(email)).toEqual([]);
});

test('the preview build admits no email service in its CSP and ships no stand-in ids', async ({ page }) => {
  const response = await page.goto('/');
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toMatch(/connect-src 'self'(;|$)/);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('local_public_key');
  expect(html).toContain('netlify-forms');
});

// "See it on your store", the fourth lead kind: with no keys it posts to Netlify Forms too, in both
// editions, and the failure keeps what was typed.
for (const edition of [
  {
    path: '/pricing',
    lang: 'en',
    labels: { website: 'Store address', name: 'Name', email: 'Email' },
    submit: 'Show It on My Store',
    sending: 'Sending...',
    success: /^Thank you! We will prepare a private demo page for your store and email you its link\./,
    failure: /^Failed to send your store's address\. Please try again\./,
  },
  {
    path: '/bg/ai-sales-agent',
    lang: 'bg',
    labels: { website: 'Адрес на магазина', name: 'Име', email: 'Имейл' },
    submit: 'Покажете го в моя магазин',
    sending: 'Изпращане…',
    success: /^Благодарим ви! Ще подготвим поверителна демо страница за вашия магазин/,
    failure: /^Адресът на магазина не беше изпратен\. Моля, опитайте отново\./,
  },
] as const) {
  const fill = async (form: Locator, email: string) => {
    await box(form, edition.labels.website).fill('https://store.example.bg');
    await box(form, edition.labels.name).fill('Ana Petrova');
    await box(form, edition.labels.email).fill(email);
    await form.getByRole('checkbox').check();
  };

  test(`store preview on ${edition.path}: sends to Netlify Forms as "store-preview" and lands in the outbox`, async ({
    page,
  }) => {
    const emailJsCalls = watchEmailJs(page);
    const held = await holdFormPosts(page);
    const form = await openForm(page, edition.path, 'store-preview');
    const email = uniqueEmail('store-preview');
    await fill(form, email);
    await form.getByRole('button', { name: edition.submit }).click();
    await expect(form.getByRole('button', { name: edition.sending })).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);
    const expected = {
      page: [edition.path],
      language: [edition.lang],
      website: ['https://store.example.bg'],
      from_name: ['Ana Petrova'],
      from_email: [email],
      privacy_policy: ['Agreed'],
    };
    expect(postedFields(held[0]!.request)).toEqual({ 'form-name': ['store-preview'], company_fax: [''], ...expected });
    await held[0]!.route.continue();
    await expect(form.getByRole('status')).toHaveText(edition.success);
    await expect(box(form, edition.labels.email)).toHaveValue('');
    expect(await previewLeadsFrom(email)).toEqual([
      { receivedAt: expect.any(String), channel: 'netlify-forms', form: 'store-preview', fields: expected },
    ]);
    expect(emailJsCalls).toEqual([]);
  });

  test(`store preview on ${edition.path}: a failed post shows the failure and keeps every value`, async ({ page }) => {
    await page.route('**/thank-you', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    const form = await openForm(page, edition.path, 'store-preview');
    const email = uniqueEmail('fail-store-preview');
    await fill(form, email);
    await form.getByRole('button', { name: edition.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(edition.failure);
    await expect(box(form, edition.labels.website)).toHaveValue('https://store.example.bg');
    await expect(box(form, edition.labels.email)).toHaveValue(email);
    await expect(form.getByRole('checkbox')).toBeChecked();
    expect(await previewLeadsFrom(email)).toEqual([]);
  });
}

test('bidirectional formatting characters never reach Netlify Forms', async ({ page }) => {
  const email = uniqueEmail('bidi');
  const form = await openForm(page, '/ai-recommendation', 'waitlist');
  // U+202E would show "gro.elpmaxe" as "example.org": what a salesperson reads would not be what was sent.
  await box(form, 'Full Name').fill('Iva \u202Eavoyanots\u202C Stoyanova');
  await box(form, 'Email').fill(email);
  await box(form, 'Store website (optional)').fill('https://shop.example.bg/\u2067gro.elpmaxe\u2069');
  await form.locator('textarea[name="message"]').fill('\u200FAnswer \u202Dquestions\u202A at night.\u061C\u200E');
  await form.getByRole('button', { name: 'Join The Waitlist' }).click();
  await expect(form.getByRole('status')).toHaveText(/^You're on the waitlist!/);
  await expect.poll(async () => (await previewLeadsFrom(email)).length).toBe(1);
  const { fields } = (await previewLeadsFrom(email))[0]!;
  expect(JSON.stringify(fields)).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
  expect(fields).toMatchObject({
    from_name: ['Iva avoyanots Stoyanova'],
    website: ['https://shop.example.bg/gro.elpmaxe'],
    message: ['Answer questions at night.'],
  });
});

test('a submission too large for Netlify Forms (413) says what to shorten and keeps the text', async ({ page }) => {
  const tooLong = 'Our catalogue has many products and we would like to tell you about each of them. '.repeat(1000);
  const form = await openForm(page, '/ai-recommendation', 'waitlist');
  await box(form, 'Full Name').fill('Iva Stoyanova');
  await box(form, 'Email').fill(uniqueEmail('too-large'));
  await form.locator('textarea[name="message"]').fill(tooLong);
  await form.getByRole('button', { name: 'Join The Waitlist' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    (JSON.parse(await readFile('content/forms/waitlist.json', 'utf8')) as { tooLarge: string }).tooLarge,
  );
  await expect(form.locator('textarea[name="message"]')).toHaveValue(tooLong);
});
