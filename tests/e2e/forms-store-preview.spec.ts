import type { Request } from '@playwright/test';
import { axeViolations, expect, freezeClock, test } from './fixtures';
import { box, emptyStatusRegion, openForm, statusWrittenInto } from './support/forms.ts';
import { leadsFrom, uniqueEmail } from '../support/outbox.ts';

// "See it on your store" (/ai-sales-agent, /pricing, both editions): the fourth lead kind. Locally it
// sends the EmailJS request to the stand-in (template_store_preview), which writes the outbox;
// without JavaScript it is a plain POST to Netlify Forms (form "store-preview") and the edition's
// thank-you page.
test.describe.configure({ timeout: 90_000 });

const EDITIONS = [
  {
    path: '/ai-sales-agent',
    labels: { website: 'Store address', name: 'Name', email: 'Email' },
    submit: 'Show It on My Store',
    success: 'Thank you! We will prepare a private demo page for your store and email you its link. 🎉',
    failure: /^Failed to send your store's address\. Please try again\./,
    privacy: /^I have read the Privacy Policy/,
  },
  {
    path: '/bg/pricing',
    labels: { website: 'Адрес на магазина', name: 'Име', email: 'Имейл' },
    submit: 'Покажете го в моя магазин',
    success:
      'Благодарим ви! Ще подготвим поверителна демо страница за вашия магазин и ще ви изпратим връзката към нея по имейл. 🎉',
    failure: /^Адресът на магазина не беше изпратен\. Моля, опитайте отново\./,
    privacy: /^Запознах се с Политиката за поверителност/,
  },
] as const;

for (const edition of EDITIONS) {
  test(`${edition.path}: the store's address reaches the outbox through the local stand-in`, async ({ page }) => {
    await freezeClock(page);
    const email = uniqueEmail('store');
    const form = await openForm(page, edition.path, 'store-preview');
    await box(form, edition.labels.website).fill('https://shop.example.bg');
    await box(form, edition.labels.name).fill('Ana Petrova');
    await box(form, edition.labels.email).fill(email);
    await form.getByRole('checkbox', { name: edition.privacy }).check();
    const region = await emptyStatusRegion(form);
    await form.getByRole('button', { name: edition.submit }).click();
    await statusWrittenInto(form, region, edition.success);
    // Focus stayed on the button through sending: not dropped to <body>.
    await expect(form.getByRole('button', { name: edition.submit })).toBeFocused();
    const entry = (await leadsFrom(email))[0];
    expect(entry).toMatchObject({
      channel: 'emailjs',
      form: 'template_store_preview',
      request: { user_id: 'local_public_key', service_id: 'local_service', template_id: 'template_store_preview' },
      fields: { from_name: 'Ana Petrova', from_email: email, website: 'https://shop.example.bg', page: edition.path },
    });
    expect(Object.keys(entry!.fields).sort()).toEqual(['from_email', 'from_name', 'page', 'website']);
    await expect(box(form, edition.labels.email)).toHaveValue('');
    // It says what happens next: unlike the spec forms' 3 s flash, the line stays.
    await page.clock.runFor(10_000);
    await expect(form.getByRole('status')).toHaveText(edition.success);
  });

  test(`${edition.path}: bad input and a failed send keep what the visitor typed`, async ({ page }) => {
    const sends: Request[] = [];
    await page.route('**/api/v1.0/email/send', (route) => {
      sends.push(route.request());
      return route.abort('connectionrefused');
    });
    const form = await openForm(page, edition.path, 'store-preview');
    const website = box(form, edition.labels.website);
    await expect(website).toHaveAttribute('type', 'url');
    await expect(website).toHaveAttribute('required', '');
    await website.fill('my shop');
    await box(form, edition.labels.name).fill('Ana Petrova');
    await box(form, edition.labels.email).fill('ana@shop.example.bg');
    await form.getByRole('button', { name: edition.submit }).click();
    // The browser refuses the address (type=url) and the unticked notice: nothing is sent.
    expect(await website.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(form.getByRole('checkbox', { name: edition.privacy })).toHaveJSProperty('validity.valueMissing', true);
    await expect(website).toHaveValue('my shop');
    expect(sends).toHaveLength(0);
    await website.fill('https://shop.example.bg');
    await form.getByRole('checkbox', { name: edition.privacy }).check();
    await form.getByRole('button', { name: edition.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(edition.failure);
    await expect(form.getByRole('button', { name: edition.submit })).toBeFocused(); // ready to try again
    expect(sends).toHaveLength(1);
    await expect(website).toHaveValue('https://shop.example.bg');
    await expect(box(form, edition.labels.name)).toHaveValue('Ana Petrova');
    await expect(box(form, edition.labels.email)).toHaveValue('ana@shop.example.bg');
    expect(await axeViolations(page, 'form[name="store-preview"]')).toEqual([]);
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, thankYou] of [
    ['/pricing', 'en', '/thank-you'],
    ['/bg/ai-sales-agent', 'bg', '/bg/thank-you'],
  ] as const) {
    test(`${path}: posts to Netlify Forms and lands on ${thankYou}`, async ({ page }) => {
      const email = uniqueEmail('store-nojs');
      await page.goto(path);
      const form = page.locator('form[name="store-preview"]');
      await form.locator('input[name="website"]').fill('https://nojs.example.bg');
      await form.locator('input[name="from_name"]').fill('Ivan Georgiev');
      await form.locator('input[name="from_email"]').fill(email);
      await form.locator('input[name="privacy_policy"]').check();
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${thankYou}$`));
      expect(new URL(page.url()).search).toBe('');
      const entry = (await leadsFrom(email))[0];
      expect(entry).toEqual({
        receivedAt: expect.any(String),
        channel: 'netlify-forms',
        form: 'store-preview',
        fields: {
          page: [path],
          language: [lang],
          website: ['https://nojs.example.bg'],
          from_name: ['Ivan Georgiev'],
          from_email: [email],
          privacy_policy: ['Agreed'],
        },
      });
    });
  }
});
