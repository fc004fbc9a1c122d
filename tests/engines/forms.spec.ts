/**
 * Each lead form kind in Firefox and WebKit: it hydrates when the visitor starts using it, shows its
 * sending state while the request is out, then success (the request reached the local EmailJS
 * stand-in), and on a network failure a red message with every typed value kept. The engines have
 * no request routing here, so the page's own fetch is held in the page until the test answers it.
 * What each form sends, field by field, is checked in Chromium (tests/e2e/forms-*.spec.ts).
 */
import { expect, test, until } from './support/fixtures.ts';
import { asReturningVisitor } from './support/visitor.ts';
import { uiStrings } from '../../src/lib/node/strings.ts';

const MISSING = uiStrings('bg').forms.missing;

interface FormCase {
  path: string;
  name: string;
  template: string;
  sending: string;
  success: RegExp;
  failure: RegExp;
  /** Text boxes by name, typed by the visitor. */
  text: Record<string, string>;
  /** Boxes and radios ticked by the visitor. */
  tick: string[];
  /** Select boxes by name and the option picked. */
  select?: Record<string, string>;
}

const FORMS: FormCase[] = [
  {
    path: '/',
    name: 'contact',
    template: 'template_contact',
    sending: 'Sending...',
    success: /^Message sent successfully!/,
    failure: /^Failed to send message\. Please try again\./,
    text: {
      from_name: 'Maria Ivanova',
      phone: '+359 88 123 4567',
      from_email: 'maria@shop.example.bg',
      website: 'https://shop.example.bg',
    },
    tick: ['input[name="products_of_interest"]'],
  },
  {
    path: '/pricing',
    name: 'demo-request',
    template: 'template_demo',
    sending: 'Submitting...',
    success: /^Demo request sent successfully!/,
    failure: /^Failed to send request\. Please try again\./,
    text: {
      from_name: 'Georgi Petrov',
      phone: '0888 000 111',
      from_email: 'georgi@store.example.bg',
      website: 'https://store.example.bg',
    },
    tick: ['input[name="website_builder"]', 'input[name="privacy_policy"]'],
    select: { website_traffic: '10000-50000' },
  },
  {
    path: '/ai-recommendation',
    name: 'waitlist',
    template: 'template_waitlist',
    sending: 'Submitting...',
    success: /^You're on the waitlist!/,
    failure: /^Failed to join the waitlist\. Please try again\./,
    text: { from_name: 'Iva Stoyanova', from_email: 'iva@shop.example.bg' },
    tick: [],
  },
  {
    path: '/bg/ai-sales-agent',
    name: 'store-preview',
    template: 'template_store_preview',
    sending: 'Изпращане…',
    success: /^Благодарим ви! Ще подготвим поверителна демо страница/,
    failure: /^Адресът на магазина не беше изпратен\. Моля, опитайте отново\./,
    text: { website: 'https://magazin.example.bg', from_name: 'Ана Петрова', from_email: 'ana@magazin.example.bg' },
    tick: ['input[name="privacy_policy"]'],
  },
];

/** Replaces the page's fetch with one that holds each request until the test passes or fails it. */
function holdRequests() {
  const original = window.fetch.bind(window);
  const held: Array<{ url: string; body: string; pass: () => void; fail: () => void }> = [];
  (window as unknown as { __held: typeof held }).__held = held;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      held.push({
        url: String(input instanceof Request ? input.url : input),
        body: typeof init?.body === 'string' ? init.body : '',
        pass: () => resolve(original(input, init)),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
    });
}

/** The form's state as a visitor sees it: its button, its message and the values in its fields. */
function formState(name: string, fields: string[]) {
  const form = document.querySelector<HTMLFormElement>(`form[name="${name}"]`)!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const held = (window as unknown as { __held?: Array<{ url: string; body: string }> }).__held ?? [];
  const alert = form.querySelector('[role="alert"]');
  return {
    button: button.textContent?.trim() ?? '',
    // Disabled as assistive technology and a click see it: aria-disabled while sending (the button
    // keeps focus; src/islands/forms/fields.tsx), never the disabled attribute.
    disabled: button.disabled || button.getAttribute('aria-disabled') === 'true',
    status: form.querySelector('[role="status"]')?.textContent?.trim() ?? '',
    alert: alert?.textContent?.trim() ?? '',
    alertColour: alert ? getComputedStyle(alert).color : '',
    values: fields.map((field) => (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? ''),
    sent: held.map(({ url, body }) => ({ url, body })),
  };
}

for (const form of FORMS) {
  test(`${form.name} form on ${form.path}: sending, success, then a failure that keeps every value`, async ({
    site,
  }) => {
    test.setTimeout(60_000);
    const selector = `form[name="${form.name}"]`;
    const fields = Object.keys(form.text);
    await asReturningVisitor(site, form.path);
    // Starting to type hydrates the island (client:intent); what is typed before it hydrates is kept.
    await site.click(`${selector} input[name="${fields[0]}"]`);
    await until(
      site,
      'form hydrated',
      (css: string) => document.querySelector(css)?.hasAttribute('data-hydrated'),
      selector,
    );
    await site.run(holdRequests);

    const fill = async () => {
      for (const [field, value] of Object.entries(form.text)) await site.type(`${selector} [name="${field}"]`, value);
      for (const box of form.tick) await site.click(`${selector} ${box}`);
      for (const [field, value] of Object.entries(form.select ?? {}))
        await site.run(
          (css: string, option: string) => {
            const select = document.querySelector<HTMLSelectElement>(css)!;
            select.value = option;
            select.dispatchEvent(new Event('change', { bubbles: true }));
          },
          `${selector} select[name="${field}"]`,
          value,
        );
    };
    const submit = () => site.click(`${selector} button[type="submit"]`);

    const state = () => site.run(formState, form.name, fields);
    const when = <T>(what: string, read: (s: Awaited<ReturnType<typeof state>>) => T) =>
      expect.poll(async () => read(await state()), { message: what, timeout: 15_000 });

    await fill();
    await submit();
    await when('the request is out', (s) => s.sent.length).toBe(1);
    const sending = await state();
    expect(sending.button).toBe(form.sending);
    expect(sending.disabled).toBe(true);
    expect(new URL(sending.sent[0]!.url).pathname).toBe('/api/v1.0/email/send');
    const payload = JSON.parse(sending.sent[0]!.body) as { template_id: string; template_params: object };
    expect(payload.template_id).toBe(form.template);
    expect(payload.template_params).toMatchObject({
      from_name: form.text['from_name'],
      from_email: form.text['from_email'],
    });

    await site.run(() => (window as unknown as { __held: Array<{ pass: () => void }> }).__held[0]!.pass());
    await when('success shown', (s) => s.status).toMatch(form.success);
    if (form.name === 'contact') {
      // The contact form also confirms in a modal <dialog>; its button closes it.
      await until(site, 'modal open', () => document.querySelector<HTMLDialogElement>('dialog.lead-modal')?.open);
      await site.click('dialog.lead-modal button');
      await until(site, 'modal closed', () => !document.querySelector<HTMLDialogElement>('dialog.lead-modal')?.open);
    }
    const afterSuccess = await state();
    expect(afterSuccess.values).toEqual(fields.map(() => ''));
    expect(afterSuccess.disabled).toBe(false);

    await fill();
    await submit();
    await when('the second request is out', (s) => s.sent.length).toBe(2);
    await site.run(() => (window as unknown as { __held: Array<{ fail: () => void }> }).__held[1]!.fail());
    await when('failure shown', (s) => s.alert).toMatch(form.failure);
    const afterFailure = await state();
    expect(afterFailure.values).toEqual(Object.values(form.text));
    expect(afterFailure.disabled).toBe(false);
    expect(afterFailure.button).not.toBe(form.sending);
    expect(afterFailure.alertColour).toBe('rgb(179, 38, 30)');
  });
}

test("a required answer left out: the browser says so in the page's words, and an answer clears it", async ({
  site,
}) => {
  test.setTimeout(60_000);
  const selector = 'form[name="demo-request"]';
  await asReturningVisitor(site, '/bg/pricing');
  await site.click(`${selector} input[name="from_name"]`);
  await until(
    site,
    'form hydrated',
    (css: string) => document.querySelector(css)?.hasAttribute('data-hydrated'),
    selector,
  );
  /** The message of each required control of a kind, after the browser has checked the form. */
  const messages = () =>
    site.run((css: string) => {
      const form = document.querySelector<HTMLFormElement>(css)!;
      form.reportValidity();
      const of = (controls: string) =>
        [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`${controls}[required]`)].map(
          (control) => control.validationMessage,
        );
      return {
        boxes: of('input:is([type="text"], [type="tel"], [type="url"])'),
        options: of('input[type="radio"]'),
        list: of('select'),
        tick: of('input[type="checkbox"]'),
      };
    }, selector);
  const before = await messages();
  expect(new Set(before.boxes)).toEqual(new Set([MISSING.fill]));
  expect(before.boxes.length).toBeGreaterThanOrEqual(4);
  expect(before.options).toEqual([MISSING.choose, MISSING.choose]);
  expect(before.list).toEqual([MISSING.choose]);
  expect(before.tick).toEqual([MISSING.tick]);
  await site.click(`${selector} input[name="website_builder"]`);
  await site.click(`${selector} input[name="privacy_policy"]`);
  const after = await messages();
  expect(after.options).toEqual(['', '']);
  expect(after.tick).toEqual(['']);
  expect(after.list).toEqual([MISSING.choose]);
});
