/**
 * The Bulgarian edition in the browser: every /bg/ route renders in Bulgarian and passes axe, the
 * language switcher leads both ways on every kind of page, each form kind works in Bulgarian and
 * sends the spec's keys and English values, the ROI calculator reads a decimal comma, consent works
 * in Bulgarian with one decision for both editions, and a demo page says its chat is an AI.
 * Page-by-page walks run in the mobile project; what is the same at every width runs once.
 */
import { readFileSync } from 'node:fs';
import { CONTACT_PARAM_KEYS, GUIDED_DEMO_PARAM_KEYS } from '../support/spec-lists.ts';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { BULGARIAN_PAGES, BULGARIAN_CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { atOneWidth, axeViolations, expect, freezeClock, isMobile, test } from './fixtures.ts';
import { openMobileMenu } from './support/menu.ts';
import { axeWithFrozenClock, storedConsent } from './consent-helpers.ts';
import { box, openForm, startUsing } from './support/forms.ts';

/**
 * The keys each form kind sends: the spec's (section 3) and nothing else. The site has no marketing
 * purpose (privacy policy, section 3), so no form asks for or sends a marketing consent.
 */
const WAITLIST_KEYS = ['from_name', 'from_email', 'website', 'message', 'module'];

const bg = <T>(file: string) => JSON.parse(readFileSync(`content/bg/${file}`, 'utf8')) as T;
type Form = { fields: Record<string, string>; submit: string; submitting: string; success: string; failure: string };
const demo = bg<Form & { optionalSuffix: string; options: { sources: string[] } }>('forms/demo.json');
const contact = bg<Form & { modal: { title: string; close: string } }>('forms/contact.json');
const waitlist = bg<Form>('forms/waitlist.json');
const strings = bg<{
  consent: { banner: Record<string, string>; manager: Record<string, string> };
  demoStore: { aiDisclosureHeading: string; aiDisclosure: string; noticeHeading: string };
}>('strings.json');
const roi = bg<{ ctaLabel: string; handoverLabel: string }>('roi/calculator.json');
const SEND = '**/api/v1.0/email/send';

test.describe.configure({ timeout: 60_000 });

test.describe('every Bulgarian route', () => {
  test.beforeEach(({ page }) => test.skip(!isMobile(page), 'axe and the walk run once, at 390 px'));
  for (const path of BULGARIAN_PAGES) {
    test(`${path} renders in Bulgarian and passes axe`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(/[а-яА-Я]|Nexa Commerce AI/);
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical).toBe(new URL(path, 'https://www.example.com').href);
      const indexable = BULGARIAN_CONTENT_ROUTES.includes(path);
      await expect(page.locator('meta[name=robots]')).toHaveCount(indexable ? 0 : 1);
      // Longer Bulgarian words never push the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('an unknown path under /bg/ gets the Bulgarian 404, which sends the visitor to /bg', async ({ page }) => {
    const response = await page.goto('/bg/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/bg$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  });
});

test.describe('the language switcher', () => {
  /** The switcher a visitor sees: the top bar's, or the mobile menu's once the menu is open. */
  async function switcher(page: Page): Promise<Locator> {
    if (isMobile(page)) {
      return (await openMobileMenu(page)).locator('.lang-switch');
    }
    return page.locator('.site-header .site-header__lang');
  }

  const pairs = [
    ['/', '/bg'],
    ['/ai-sales-agent', '/bg/ai-sales-agent'],
    ['/privacy-policy', '/bg/privacy-policy'],
    ['/roi', '/bg/roi'],
    ['/vm-club-4x7k2p', '/bg/vm-club-4x7k2p'],
  ] as const;
  for (const [english, bulgarian] of pairs) {
    test(`leads from ${english} to ${bulgarian} and back, named in each language`, async ({ page }) => {
      await page.goto(english);
      const toBulgarian = (await switcher(page)).getByRole('link', { name: 'Български' });
      await expect(toBulgarian).toHaveAttribute('lang', 'bg');
      await expect(toBulgarian).toHaveAttribute('hreflang', 'bg');
      await toBulgarian.click();
      await expect(page).toHaveURL(new RegExp(`${bulgarian}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
      const toEnglish = (await switcher(page)).getByRole('link', { name: 'English' });
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      // By keyboard, as a screen-reader user would follow it.
      await toEnglish.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${english === '/' ? '/' : english}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('the footer has the switcher too, in a group named in the page language', async ({ page }) => {
    await page.goto('/bg/faqs');
    const footer = page.locator('footer .lang-switch');
    await expect(footer).toHaveAttribute('role', 'group');
    await expect(footer).toHaveAttribute('aria-label', 'Език');
    await expect(footer.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/faqs');
  });
});

test.describe('no redirect by browser language', () => {
  test.use({ locale: 'bg-BG' });
  test('a browser set to Bulgarian opening / stays on the English page', async ({ page }) => {
    atOneWidth();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('forms in Bulgarian', () => {
  test.beforeEach(() => atOneWidth());

  async function holdSends(page: Page) {
    const held: Array<{ request: Request; route: Route }> = [];
    await page.route(SEND, (route) => void held.push({ request: route.request(), route }));
    return held;
  }

  test('demo request: Bulgarian states, the spec keys and the English option values', async ({ page }) => {
    await freezeClock(page);
    const held = await holdSends(page);
    const form = await openForm(page, '/bg/contact', 'demo-request-guided');
    const optional = (label: string) => `${label} ${demo.optionalSuffix}`;
    await box(form, demo.fields['fullName']!).fill('Георги Петров');
    await box(form, demo.fields['email']!).fill('georgi@magazin.example.bg');
    await box(form, demo.fields['website']!).fill('magazin.example.bg');
    await form.getByLabel('AI агент за продажби').check();
    await form.getByLabel('Enterprise').check();
    await form.getByLabel(optional(demo.fields['source']!)).selectOption({ label: demo.options.sources.at(-1)! });
    await box(form, demo.fields['sourceOther']!).fill('Подкаст');
    // The ranges read the Bulgarian way (digit groups, a spaced dash); the spec's band is sent.
    const traffic = form.getByLabel(optional(demo.fields['traffic']!));
    await expect(traffic.locator('option:not([value=""])')).toHaveText([
      '0 – 1000',
      '1000 – 5000',
      '5000 – 10 000',
      '10 000 – 50 000',
      '50 000+',
    ]);
    await traffic.selectOption({ label: '10 000 – 50 000' });
    await form.getByRole('button', { name: demo.submit }).click();
    await expect(form.getByRole('button', { name: demo.submitting })).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);
    const params = (held[0]!.request.postDataJSON() as { template_params: Record<string, string> }).template_params;
    expect(Object.keys(params).sort(), "the spec's keys only: no marketing consent field").toEqual(
      [...GUIDED_DEMO_PARAM_KEYS].sort(),
    );
    expect(params).toMatchObject({
      from_name: 'Георги Петров',
      from_email: 'georgi@magazin.example.bg',
      website: 'magazin.example.bg',
      products: 'AI Sales Agent',
      ai_tier: 'enterprise',
      how_did_you_hear: 'Other - Подкаст',
      website_traffic: '10000-50000',
    });
    await held[0]!.route.fulfill({ status: 200, body: 'OK' });
    await expect(form.getByRole('status')).toHaveText(demo.success);
    await page.clock.runFor(3000);
    await expect(form.locator('[role="status"]')).toHaveText('');
  });

  test('demo request failure: the Bulgarian message stays, nothing typed is lost', async ({ page }) => {
    await freezeClock(page);
    await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    const form = await openForm(page, '/bg/pricing', 'demo-request');
    await box(form, demo.fields['fullName']!).fill('Мария Иванова');
    await box(form, demo.fields['phone']!).fill('0888 123 456');
    await box(form, demo.fields['email']!).fill('maria@magazin.example.bg');
    await box(form, demo.fields['website']!).fill('https://magazin.example.bg');
    await form.getByLabel('Собствен код (език за програмиране)').check();
    await form.getByLabel(demo.fields['traffic']!).selectOption('1000-5000');
    await form.getByRole('checkbox', { name: new RegExp(demo.fields['privacyBefore']!) }).check();
    await form.getByRole('button', { name: demo.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(demo.failure);
    await page.clock.runFor(10_000);
    await expect(form.getByRole('alert')).toHaveText(demo.failure);
    await expect(box(form, demo.fields['email']!)).toHaveValue('maria@magazin.example.bg');
    await expect(form.getByRole('link', { name: demo.fields['privacyLink']! })).toHaveAttribute(
      'href',
      '/bg/privacy-policy',
    );
    await page.clock.resume();
    expect(await axeViolations(page, 'form[name="demo-request"]')).toEqual([]);
  });

  test('home contact form: Bulgarian success message and modal, English values', async ({ page }) => {
    await freezeClock(page);
    const held = await holdSends(page);
    const form = await openForm(page, '/bg', 'contact');
    await box(form, contact.fields['fullName']!).fill('Иван Георгиев');
    await box(form, contact.fields['phone']!).fill('0899 111 222');
    await box(form, contact.fields['email']!).fill('ivan@magazin.example.bg');
    await box(form, contact.fields['website']!).fill('https://magazin.example.bg');
    await form.getByRole('group', { name: contact.fields['products']! }).getByLabel('AI търсачка').check();
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(form.getByRole('button', { name: contact.submitting })).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);
    const params = (held[0]!.request.postDataJSON() as { template_params: Record<string, string> }).template_params;
    expect(Object.keys(params).sort(), "the spec's keys only: no marketing consent field").toEqual(
      [...CONTACT_PARAM_KEYS].sort(),
    );
    expect(params).toMatchObject({
      from_name: 'Иван Георгиев',
      products_of_interest: 'AI Search Engine',
      partnership_interest: 'No',
      job_title: 'Not provided',
      message: 'No message provided',
    });
    await held[0]!.route.fulfill({ status: 200, body: 'OK' });
    const modal = page.getByRole('dialog', { name: contact.modal.title });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: contact.modal.close }).click();
    await expect(modal).toBeHidden();
  });

  test('waitlist: Bulgarian states; the module is named in English in the payload', async ({ page }) => {
    await freezeClock(page);
    const held = await holdSends(page);
    const form = await openForm(page, '/bg/ai-recommendation', 'waitlist');
    await box(form, waitlist.fields['fullName']!).fill('Елена Димитрова');
    await box(form, waitlist.fields['email']!).fill('elena@magazin.example.bg');
    await form.getByRole('button', { name: waitlist.submit }).click();
    await expect(form.getByRole('button', { name: waitlist.submitting })).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);
    const params = (held[0]!.request.postDataJSON() as { template_params: Record<string, string> }).template_params;
    expect(Object.keys(params).sort(), "the spec's keys only: no marketing consent field").toEqual(
      [...WAITLIST_KEYS].sort(),
    );
    expect(JSON.stringify(params)).toContain('AI Recommendation Engine');
    await held[0]!.route.fulfill({ status: 500, body: 'Internal Server Error' });
    await expect(form.getByRole('alert')).toHaveText(waitlist.failure);
  });
});

test.describe('the ROI calculator on /bg/roi', () => {
  test('reads a decimal comma as a decimal comma, with the English page results in Bulgarian writing', async ({
    page,
  }) => {
    atOneWidth();
    const html = await (await page.request.get('/bg/roi')).text();
    expect(html).toContain('15\u00a0000,00\u00a0€');
    await page.goto('/bg/roi');
    await startUsing(page.locator('.roi'));
    await expect(page.locator('astro-island:not([ssr]) .roi')).toHaveCount(1);
    const orderValue = page.locator('input[name="orderValue"]');
    await orderValue.fill('12,50');
    await expect(page.locator('[data-result="revenue"]')).toHaveText('12\u00a0500,00\u00a0€');
    await orderValue.blur();
    await expect(orderValue).toHaveValue('12,50');
    await expect(page.locator('[data-result="roi"]')).toHaveText('257%'); // (2400 + 12500) / 5800 × 100
    await expect(page.locator('.roi__results').getByRole('link', { name: roi.ctaLabel })).toHaveAttribute(
      'href',
      '/bg/contact',
    );
    // The hand-over stays in Bulgarian: the demo form gets the figures written the Bulgarian way.
    const handover = page.locator('.roi__results').getByRole('link', { name: roi.handoverLabel });
    await expect(handover).toHaveAttribute(
      'href',
      '/bg/contact#contact-form&agents=2&salary=1500&visitors=100000&order_value=12.5',
    );
    await handover.click();
    await expect(page).toHaveURL(/\/bg\/contact#contact-form$/);
    await expect(page.locator('textarea[name="additional_info"]')).toHaveValue(/12,50\u00a0€.*12\u00a0500,00\u00a0€/);
  });
});

test.describe('consent in Bulgarian', () => {
  test.use({ cookieDecision: 'none' });
  test.beforeEach(() => atOneWidth());

  test('the banner speaks Bulgarian, and one decision serves both editions', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/bg/about');
    await page.waitForLoadState('load');
    await page.clock.runFor(7000);
    const banner = page.getByRole('region', { name: strings.consent.banner['regionLabel']! });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: strings.consent.banner['policyLink']! })).toHaveAttribute(
      'href',
      '/bg/cookies',
    );
    expect(await axeWithFrozenClock(page, '#cookie-banner')).toEqual([]);
    await banner.getByRole('button', { name: strings.consent.banner['reject']! }).click();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    const stored = await storedConsent(page);
    expect(stored.preferences).toEqual({ essential: true, analytics: false, marketing: false, functionality: false });
    // The English pages read the same decision: no banner there.
    await page.goto('/about');
    await page.waitForLoadState('load');
    await page.clock.runFor(8000);
    await expect(page.locator('#cookie-banner')).toBeHidden();
  });

  test('the manager on /bg/cookies says no choice is stored, in Bulgarian, and links home to /bg', async ({ page }) => {
    await page.goto('/bg/cookies');
    const manager = page.locator('.cookie-manager--empty');
    await expect(page.getByRole('heading', { name: strings.consent.manager['noneHeading']! })).toBeVisible();
    await expect(
      manager.getByRole('link', { name: strings.consent.manager['homepageLink']!, exact: true }),
    ).toHaveAttribute('href', '/bg');
  });
});

test.describe('a Bulgarian demo page', () => {
  test('says the chat is an AI next to the red notice', async ({ page }) => {
    atOneWidth();
    await page.goto('/bg/vm-club-4x7k2p');
    const disclosure = page.getByRole('complementary', { name: strings.demoStore.aiDisclosureHeading });
    await expect(disclosure).toContainText(strings.demoStore.aiDisclosure);
    await expect(page.getByRole('complementary', { name: strings.demoStore.noticeHeading })).toBeVisible();
    await page.goto('/vm-club-4x7k2p');
    await expect(
      page.getByRole('complementary', { name: 'You are talking to an artificial intelligence (AI)' }),
    ).toBeVisible();
  });
});
