/**
 * Lead forms under hostile or unusual input, in both editions: a submission too large to deliver
 * says what to shorten and keeps every value; bidirectional formatting characters never reach the
 * lead; an internationalised e-mail address (Cyrillic before and after the "@") passes the
 * browser's check on every form that checks the format, and garbage still does not.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { box, emailJsBody, openForm, requestsSoFar } from './support/forms.ts';
import { uiStrings } from '../../src/lib/node/strings.ts';

test.describe.configure({ timeout: 90_000 });

type FormCopy = {
  fields: Record<string, string>;
  submit: string;
  failure: string;
  tooLarge: string;
};
const copyOf = (lang: 'en' | 'bg', form: 'contact' | 'demo' | 'waitlist' | 'store-preview') =>
  JSON.parse(readFileSync(`content/${lang === 'bg' ? 'bg/' : ''}forms/${form}.json`, 'utf8')) as FormCopy;

/** About 80 KB of text: over the 64 KiB the local server (like Netlify) accepts in one submission. */
const TOO_LONG = 'Our catalogue has many products and we would like to tell you about each of them. '.repeat(1000);
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

/** Every EmailJS request the page sends, answered with success. */
async function recordSends(page: Page): Promise<Request[]> {
  const sends: Request[] = [];
  await page.route('**/api/v1.0/email/send', (route) => {
    sends.push(route.request());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  return sends;
}
const paramsOf = (request: Request) => emailJsBody(request).template_params;

/** Whether the browser's own constraint check accepts what is in `input`. */
const browserAccepts = (input: Locator) => input.evaluate((el) => (el as HTMLInputElement).checkValidity());

test.describe('a submission too large to deliver (413)', () => {
  test('home contact form, English: says what is too long, keeps every value', async ({ page }) => {
    const copy = copyOf('en', 'contact');
    const form = await openForm(page, '/', 'contact');
    await box(form, copy.fields['fullName']!).fill('Maria Ivanova');
    await box(form, copy.fields['phone']!).fill('+359 88 123 4567');
    await box(form, copy.fields['email']!).fill('maria@shop.example.bg');
    await box(form, copy.fields['website']!).fill('https://shop.example.bg');
    await box(form, copy.fields['message']!).fill(TOO_LONG);
    const answer = page.waitForResponse('**/api/v1.0/email/send');
    await form.getByRole('button', { name: copy.submit }).click();
    expect((await answer).status()).toBe(413);
    await expect(form.getByRole('alert')).toHaveText(copy.tooLarge);
    await expect(form.getByRole('button', { name: copy.submit })).toBeEnabled();
    await expect(box(form, copy.fields['fullName']!)).toHaveValue('Maria Ivanova');
    await expect(box(form, copy.fields['email']!)).toHaveValue('maria@shop.example.bg');
    await expect(box(form, copy.fields['message']!)).toHaveValue(TOO_LONG);
  });

  test('demo request, Bulgarian: says what is too long, keeps every value', async ({ page }) => {
    const copy = copyOf('bg', 'demo');
    const form = await openForm(page, '/bg/contact', 'demo-request-guided');
    await box(form, copy.fields['fullName']!).fill('Георги Петров');
    await box(form, copy.fields['email']!).fill('georgi@magazin.example.bg');
    await box(form, copy.fields['website']!).fill('magazin.example.bg');
    const info = form.locator('textarea[name="additional_info"]');
    await info.fill(TOO_LONG);
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(copy.tooLarge);
    await expect(form.getByRole('alert')).not.toContainText(copy.failure);
    await expect(box(form, copy.fields['fullName']!)).toHaveValue('Георги Петров');
    await expect(info).toHaveValue(TOO_LONG);
  });

  test('waitlist, Bulgarian: says what is too long', async ({ page }) => {
    const copy = copyOf('bg', 'waitlist');
    const form = await openForm(page, '/bg/ai-recommendation', 'waitlist');
    await box(form, copy.fields['fullName']!).fill('Ива Стоянова');
    await box(form, copy.fields['email']!).fill('iva@magazin.example.bg');
    await form.locator('textarea[name="message"]').fill(TOO_LONG);
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(copy.tooLarge);
    await expect(form.locator('textarea[name="message"]')).toHaveValue(TOO_LONG);
  });

  test('store preview, English: over the 50 KB of template parameters EmailJS takes, though under 64 KiB', async ({
    page,
  }) => {
    const copy = copyOf('en', 'store-preview');
    const form = await openForm(page, '/pricing', 'store-preview');
    const name = 'Ana Petrova '.repeat(4500); // 54,000 characters: the request body stays under 64 KiB
    await box(form, copy.fields['website']!).fill('https://shop.example.bg');
    await box(form, copy.fields['fullName']!).fill(name);
    await box(form, copy.fields['email']!).fill('ana@shop.example.bg');
    await form.locator('input[name="privacy_policy"]').check();
    const answer = page.waitForResponse('**/api/v1.0/email/send');
    await form.getByRole('button', { name: copy.submit }).click();
    const response = await answer;
    expect(response.request().postDataBuffer()!.length).toBeLessThan(64 * 1024);
    expect(response.status()).toBe(413);
    await expect(form.getByRole('alert')).toHaveText(copy.tooLarge);
    await expect(box(form, copy.fields['fullName']!)).toHaveValue(name);
  });
});

test('bidirectional formatting characters never reach the lead (EmailJS payload)', async ({ page }) => {
  const copy = copyOf('en', 'contact');
  const sends = await recordSends(page);
  const form = await openForm(page, '/', 'contact');
  // U+202E shows "gro.elpmaxe" as "example.org": what a salesperson reads would not be what was sent.
  await box(form, copy.fields['fullName']!).fill('Maria \u202Eavonavi\u202C Ivanova');
  await box(form, copy.fields['phone']!).fill('\u2066+359 88 123 4567\u2069');
  await box(form, copy.fields['email']!).fill('maria@shop.example.bg');
  await box(form, copy.fields['website']!).fill('https://shop.example.bg/\u202Egro.elpmaxe');
  await box(form, copy.fields['jobTitle']!).fill('\u200FOwner\u061C');
  await box(form, copy.fields['message']!).fill('Call me \u202Dtomorrow\u202A at \u2067ten\u2069.\u200E');
  await form.getByRole('button', { name: copy.submit }).click();
  await expect.poll(() => sends.length).toBe(1);
  const params = paramsOf(sends[0]!);
  for (const [key, value] of Object.entries(params)) expect(value, key).not.toMatch(BIDI);
  expect(params).toMatchObject({
    from_name: 'Maria avonavi Ivanova',
    phone: '+359 88 123 4567',
    website: 'https://shop.example.bg/gro.elpmaxe',
    job_title: 'Owner',
    message: 'Call me tomorrow at ten.',
  });
});

test.describe('an internationalised e-mail address', () => {
  const FORMS = [
    { path: '/', name: 'contact', copy: copyOf('en', 'contact') },
    { path: '/bg/pricing', name: 'demo-request', copy: copyOf('bg', 'demo') },
    { path: '/bg/ai-recommendation', name: 'waitlist', copy: copyOf('bg', 'waitlist') },
  ] as const;
  for (const { path, name, copy } of FORMS) {
    test(`${path} ${name}: the browser accepts иван@пример.бг and still refuses garbage`, async ({ page }) => {
      // Without JavaScript the box is the spec's type="email" (its ASCII-only check holds there).
      const html = await (await page.request.get(path)).text();
      const formHtml = html.slice(html.indexOf(`name="${name}"`));
      expect(/<input[^>]*name="from_email"[^>]*>/.exec(formHtml)?.[0]).toContain('type="email"');
      const form = await openForm(page, path, name);
      const email = box(form, copy.fields['email']!);
      await expect(email).toHaveAttribute('inputmode', 'email');
      await expect(email).toHaveAttribute('autocomplete', 'email');
      // Pasted with an invisible direction mark at an end: the mark is taken out before sending.
      for (const address of [
        'иван@пример.бг',
        'ivan@пример.бг',
        'ivan.petrov+demo@magazin.bg',
        ' ivan@magazin.bg ',
        '\u200Eиван@пример.бг\u200F',
        '\u2066ivan@magazin.bg\u2069 ',
      ]) {
        await email.fill(address);
        expect(await browserAccepts(email), address).toBe(true);
      }
      for (const garbage of [
        'иван',
        'иван@',
        '@пример.бг',
        'иван петров@пример.бг',
        'ivan@пример..бг',
        'ivan@-bg',
        'a@b@c',
      ]) {
        await email.fill(garbage);
        expect(await browserAccepts(email), garbage).toBe(false);
        expect(await email.evaluate((el) => (el as HTMLInputElement).validationMessage), garbage).toContain(
          copy.fields['emailFormat'],
        );
      }
    });
  }

  test('the waitlist sends the address exactly as typed', async ({ page }) => {
    const copy = copyOf('bg', 'waitlist');
    const sends = await recordSends(page);
    const form = await openForm(page, '/bg/ai-recommendation', 'waitlist');
    await box(form, copy.fields['fullName']!).fill('Иван Петров');
    await box(form, copy.fields['email']!).fill('иван@пример.бг');
    await form.getByRole('button', { name: copy.submit }).click();
    await expect.poll(() => sends.length).toBe(1);
    expect(paramsOf(sends[0]!).from_email).toBe('иван@пример.бг');
  });
});

/**
 * Every form, in one edition each: a required box holding only spaces is refused (it would send a
 * blank lead, as the payloads trim every value), with the page's own words, and keeps the spaces;
 * a web address without "https://" is refused with the page's words on where to start.
 */
const LEAD_FORMS = [
  {
    path: '/',
    name: 'contact',
    lang: 'en',
    copy: copyOf('en', 'contact'),
    valid: { from_name: 'Maria Ivanova', phone: '+359 88 123 4567', from_email: 'maria@shop.example.bg' },
    website: 'https://shop.example.bg',
    blank: ['from_name', 'phone'],
  },
  {
    path: '/bg/pricing',
    name: 'demo-request',
    lang: 'bg',
    copy: copyOf('bg', 'demo'),
    valid: { from_name: 'Георги Петров', phone: '0888 000 111', from_email: 'georgi@magazin.example.bg' },
    website: 'https://magazin.example.bg',
    blank: ['from_name', 'phone'],
  },
  {
    path: '/contact',
    name: 'demo-request-guided',
    lang: 'en',
    copy: copyOf('en', 'demo'),
    valid: { from_name: 'Elena Dimitrova', from_email: 'elena at store' },
    website: 'store.bg',
    blank: ['from_name', 'from_email', 'website'],
  },
  {
    path: '/bg/pricing',
    name: 'store-preview',
    lang: 'bg',
    copy: copyOf('bg', 'store-preview'),
    valid: { from_name: 'Ана Петрова', from_email: 'ana@shop.example.bg' },
    website: 'https://shop.example.bg',
    blank: ['from_name'],
  },
  {
    path: '/ai-recommendation',
    name: 'waitlist',
    lang: 'en',
    copy: copyOf('en', 'waitlist'),
    valid: { from_name: 'Iva Stoyanova', from_email: 'iva@shop.example.bg' },
    website: 'https://shop.example.bg',
    blank: ['from_name'],
  },
] as const;

/** What the browser says about the value in `input` ('' when it accepts it). */
const browserSays = (input: Locator) => input.evaluate((el) => (el as HTMLInputElement).validationMessage);

/** Fills `form` with valid answers, ticking the required choices of the classic demo and store forms. */
async function fillValid(form: Locator, valid: Readonly<Record<string, string>>, website: string) {
  for (const [name, value] of Object.entries(valid)) await form.locator(`input[name="${name}"]`).fill(value);
  await form.locator('input[name="website"]').fill(website);
  for (const radio of await form.locator('input[name="website_builder"][required]').all()) {
    await radio.check();
    break;
  }
  const traffic = form.locator('select[name="website_traffic"][required]');
  if (await traffic.count()) await traffic.selectOption({ index: 1 });
  const privacy = form.locator('input[name="privacy_policy"][required]');
  if (await privacy.count()) await privacy.check();
}

test.describe('a required box holding only spaces', () => {
  for (const { path, name, lang, copy, valid, website, blank } of LEAD_FORMS) {
    test(`${path} ${name}: is refused in the page's words, keeps what was typed, sends nothing`, async ({ page }) => {
      const sends = await recordSends(page);
      const form = await openForm(page, path, name);
      await fillValid(form, valid, website);
      for (const field of blank) {
        const input = form.locator(`input[name="${field}"]`);
        const before = await input.inputValue();
        await input.fill('   ');
        await form.getByRole('button', { name: copy.submit }).click();
        expect(await browserAccepts(input), field).toBe(false);
        expect(await browserSays(input), field).toBe(uiStrings(lang).forms.missing.fill);
        await expect(input).toHaveValue('   ');
        await input.fill(before);
        expect(await browserSays(input), field).toBe('');
      }
      await requestsSoFar(page);
      expect(sends).toHaveLength(0);
      await form.getByRole('button', { name: copy.submit }).click();
      await expect.poll(() => sends.length).toBe(1);
    });
  }

  test('without JavaScript the browser refuses it too (the pattern is in the served form)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/contact');
      const form = page.locator('form[name="demo-request-guided"]');
      for (const field of ['from_name', 'from_email', 'website']) {
        await form.locator(`input[name="${field}"]`).fill('   ');
        expect(await browserAccepts(form.locator(`input[name="${field}"]`)), field).toBe(false);
        await form.locator(`input[name="${field}"]`).fill(' x ');
        expect(await browserAccepts(form.locator(`input[name="${field}"]`)), field).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});

test.describe('a required answer left out', () => {
  for (const { path, name, lang, copy, valid, website } of LEAD_FORMS) {
    test(`${path} ${name}: the browser says so in the page's words, for every kind of answer`, async ({ page }) => {
      // The browser's own words ("Please fill out this field.") would be in its language, English here.
      const words = uiStrings(lang).forms.missing;
      const sends = await recordSends(page);
      const form = await openForm(page, path, name);
      await form.getByRole('button', { name: copy.submit }).click();
      const required = form.locator('input[required], select[required], textarea[required]');
      const kinds = new Set<string>();
      for (const control of await required.all()) {
        const kind = await control.evaluate((el) =>
          el instanceof HTMLSelectElement || (el as HTMLInputElement).type === 'radio'
            ? 'choose'
            : (el as HTMLInputElement).type === 'checkbox'
              ? 'tick'
              : 'fill',
        );
        kinds.add(kind);
        expect(await browserSays(control), await control.evaluate((el) => el.outerHTML)).toBe(
          words[kind as keyof typeof words],
        );
      }
      expect(kinds.has('fill')).toBe(true);
      await fillValid(form, valid, website);
      for (const control of await required.all()) {
        expect(await browserSays(control), await control.evaluate((el) => el.outerHTML)).toBe('');
      }
      await form.getByRole('button', { name: copy.submit }).click();
      await expect.poll(() => sends.length).toBe(1);
    });
  }

  test('/bg/pricing demo-request: answering a question with round options answers it for every option', async ({
    page,
  }) => {
    const words = uiStrings('bg').forms.missing;
    const form = await openForm(page, '/bg/pricing', 'demo-request');
    await form.getByRole('button', { name: copyOf('bg', 'demo').submit }).click();
    const options = form.locator('input[name="website_builder"]');
    await expect(options).toHaveCount(2);
    for (const option of await options.all()) expect(await browserSays(option)).toBe(words.choose);
    await options.last().check();
    for (const option of await options.all()) expect(await browserSays(option)).toBe('');
    const traffic = form.locator('select[name="website_traffic"]');
    expect(await browserSays(traffic)).toBe(words.choose);
    await traffic.selectOption({ index: 1 });
    expect(await browserSays(traffic)).toBe('');
    const privacy = form.locator('input[name="privacy_policy"]');
    expect(await browserSays(privacy)).toBe(words.tick);
    await privacy.check();
    expect(await browserSays(privacy)).toBe('');
  });
});

test.describe('a web address without https://', () => {
  for (const { path, name, copy, valid } of LEAD_FORMS.filter((form) => form.name !== 'demo-request-guided')) {
    test(`${path} ${name}: is refused with the page's words on how to write it, and kept`, async ({ page }) => {
      const sends = await recordSends(page);
      const form = await openForm(page, path, name);
      await fillValid(form, valid, 'https://shop.example.bg');
      const input = form.locator('input[name="website"]');
      for (const address of ['myshop.bg', 'www.myshop.bg']) {
        await input.fill(address);
        await form.getByRole('button', { name: copy.submit }).click();
        expect(await browserAccepts(input), address).toBe(false);
        expect(await browserSays(input), address).toBe(copy.fields['websiteFormat']);
        await expect(input).toHaveValue(address);
      }
      await input.fill('https://www.myshop.bg');
      expect(await browserSays(input)).toBe('');
      await requestsSoFar(page);
      expect(sends).toHaveLength(0);
    });
  }
});
