import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';
import { startUsing } from './support/forms.ts';
import { FIELD } from '../../src/lib/shared/email/payloads.ts';
import { GUIDED_DEMO_PARAM_KEYS } from '../support/spec-lists.ts';
import { ROI_PREFILL_CHUNK } from '../../src/components/forms/roi-prefill-loader.ts';

// The ROI figures travel in a link's #fragment, only when the visitor asks for one (or follows the
// hand-over): the page's own address never keeps them, so analytics sees /roi, not a store's figures.
const result = (page: Page, name: 'revenue' | 'savings' | 'roi') => page.locator(`[data-result="${name}"]`);
const hydrated = (page: Page) => expect(page.locator('astro-island:not([ssr]) .roi')).toHaveCount(1);
const SHARED = '/roi#agents=4&salary=2000&visitors=250000&order_value=20.5';

test('typing leaves the address alone; the hand-over link carries the figures after its anchor, and none before', async ({
  page,
}) => {
  await page.goto('/roi');
  const handover = page.getByRole('link', { name: 'Talk to us about these numbers' });
  // The untouched defaults are nobody's estimate: without a figure typed, the link carries none.
  await expect(handover).toHaveAttribute('href', '/contact#contact-form');
  await startUsing(page.locator('.roi'));
  await hydrated(page);
  await expect(handover).toHaveAttribute('href', '/contact#contact-form');
  await page.getByLabel('Support agents').fill('3');
  await page.getByLabel('Average order value').fill('12,50');
  await expect(handover).toHaveAttribute(
    'href',
    '/contact#contact-form&agents=3&salary=1500&visitors=100000&order_value=12.5',
  );
  expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe('/roi');
  await expect(page.locator('.roi__results').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test.describe('"Copy a link to these figures"', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies a link that reopens the calculator with them; a change afterwards withdraws "copied"', async ({
    page,
  }) => {
    await page.goto('/roi?utm_source=newsletter');
    await startUsing(page.locator('.roi'));
    await hydrated(page);
    await page.getByLabel('Support agents').fill('4');
    await page.getByLabel('Monthly visitors').fill('250 000');
    const share = page.getByRole('button', { name: 'Copy a link to these figures' });
    await expect(share).toHaveAccessibleDescription(
      "This page's address does not keep your figures. A copied link does: bookmark it or send it to a colleague.",
    );
    await share.click();
    const status = page.locator('.roi__share [role="status"]');
    await expect(status).toHaveText('Link copied. It opens this calculator with the figures above.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // The page's path only: campaign tags are this visit's, not the colleague's.
    expect(link).toBe(new URL('/roi#agents=4&salary=1500&visitors=250000&order_value=15', page.url()).href);
    await expect(page).toHaveURL(/\/roi\?utm_source=newsletter$/);
    await page.getByLabel('Support agents').fill('5');
    await expect(status).toHaveText('');

    await page.goto(link);
    await expect(page.getByLabel('Support agents')).toHaveValue('4');
    await expect(page.getByLabel('Monthly visitors')).toHaveValue('250000');
    await expect(result(page, 'revenue')).toHaveText('€37,500.00');
    await expect(page).toHaveURL(/\/roi$/);
    // Pasted into the address bar of the same page: only the fragment changes, and the page reloads for it.
    await page.goto(link.replace('agents=4', 'agents=7'));
    await expect(page.getByLabel('Support agents')).toHaveValue('7');
    await expect(page).toHaveURL(/\/roi$/);
  });

  test('a click before the calculator has loaded is not lost: the link is copied once it starts', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/RoiCalculator\.[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/roi');
    await page.getByRole('button', { name: 'Copy a link to these figures' }).click();
    await expect(page.locator('.roi-page astro-island[ssr]')).toHaveCount(1);
    release();
    await expect(page.locator('.roi__share [role="status"]')).toHaveText(
      'Link copied. It opens this calculator with the figures above.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/roi#agents=2&salary=1500&visitors=100000&order_value=15', page.url()).href,
    );
  });

  test('when the browser refuses the clipboard, the link is shown, focused and selected, to copy by hand', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await page.goto('/bg/roi');
    await startUsing(page.locator('.roi'));
    await hydrated(page);
    await page.locator('input[name="agents"]').fill('3');
    await page.getByRole('button', { name: 'Копирайте връзка към тези числа' }).click();
    await expect(page.locator('.roi__share [role="status"]')).toHaveText(
      'Браузърът ви не позволи да копираме връзката. Тя е маркирана в полето по-долу: копирайте я оттам.',
    );
    const box = page.getByRole('textbox', { name: 'Връзка към тези числа' });
    const link = new URL('/bg/roi#agents=3&salary=1500&visitors=100000&order_value=15', page.url()).href;
    await expect(box).toHaveValue(link);
    await expect(box).toBeFocused();
    expect(await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      0,
      link.length,
    ]);
    expect(await axeViolations(page, '.roi__results')).toEqual([]);
  });
});

test('a link restores its numbers without a click, the results follow, and the address lets them go', async ({
  page,
}) => {
  await page.goto(SHARED);
  await hydrated(page);
  await expect(page.getByLabel('Support agents')).toHaveValue('4');
  await expect(page.getByLabel('Average agent monthly salary')).toHaveValue('2000');
  await expect(page.getByLabel('Monthly visitors')).toHaveValue('250000');
  await expect(page.getByLabel('Average order value')).toHaveValue('20.50');
  // 250000 × 0.01 × 20.5 = 51,250; 0.8 × 4 × 2000 = 6,400; (51250 + 6400) / 5800 = 994%.
  await expect(result(page, 'revenue')).toHaveText('€51,250.00');
  await expect(result(page, 'savings')).toHaveText('€6,400.00');
  await expect(result(page, 'roi')).toHaveText('994%');
  await expect(page).toHaveURL(/\/roi$/);
  expect(await axeViolations(page, '.roi')).toEqual([]);
});

test('campaign tags in the query stay in the address; the figures never join them', async ({ page }) => {
  await page.goto('/roi?utm_source=newsletter&gclid=abc#agents=4');
  await hydrated(page);
  await expect(page.getByLabel('Support agents')).toHaveValue('4');
  await expect(page).toHaveURL(/\/roi\?utm_source=newsletter&gclid=abc$/);
  await page.getByLabel('Support agents').fill('6');
  await expect(page.locator('a[data-roi-handover]')).toHaveAttribute(
    'href',
    '/contact#contact-form&agents=6&salary=1500&visitors=100000&order_value=15',
  );
  await expect(page).toHaveURL(/\/roi\?utm_source=newsletter&gclid=abc$/);
});

const ISLAND_SCRIPT = /\/_astro\/RoiCalculator\.[\w-]+\.js$/;
/** Holds the island's own script: the page as it is while React loads (or if it never does). */
async function holdIsland(page: Page) {
  await page.route(ISLAND_SCRIPT, () => undefined);
}

test('before the island starts, a link shows its results and hand-over link, not the defaults', async ({ page }) => {
  await holdIsland(page);
  await page.goto(SHARED);
  await expect(page.getByLabel('Support agents')).toHaveValue('4');
  await expect(page.getByLabel('Average order value')).toHaveValue('20.50');
  await expect(result(page, 'revenue')).toHaveText('€51,250.00');
  await expect(result(page, 'savings')).toHaveText('€6,400.00');
  await expect(result(page, 'roi')).toHaveText('994%');
  await expect(page.locator('a[data-roi-handover]')).toHaveAttribute(
    'href',
    '/contact#contact-form&agents=4&salary=2000&visitors=250000&order_value=20.5',
  );
  // Still the server's HTML: nothing above came from React.
  await expect(page.locator('.roi-page astro-island[ssr]')).toHaveCount(1);
});

test('/bg/roi: a link reads with a decimal comma, and the results agree before and after the island starts', async ({
  page,
}) => {
  await holdIsland(page);
  const link = '/bg/roi#agents=3&salary=1500&visitors=100000&order_value=12.5';
  await page.goto(link);
  const orderValue = page.locator('input[name="orderValue"]');
  await expect(orderValue).toHaveValue('12,50');
  // 100000 × 0.01 × 12.5 = 12 500; 0.8 × 3 × 1500 = 3 600; (12500 + 3600) / 5800 = 278%.
  await expect(result(page, 'revenue')).toHaveText('12\u00a0500,00\u00a0€');
  await expect(result(page, 'savings')).toHaveText('3600,00\u00a0€');
  await expect(result(page, 'roi')).toHaveText('278%');
  await expect(page.locator('.roi-page astro-island[ssr]')).toHaveCount(1);
  // The same page with the island let through: React starts from what the page shows.
  await page.unroute(ISLAND_SCRIPT);
  await page.goto('/bg/about');
  await page.goto(link);
  await hydrated(page);
  await expect(orderValue).toHaveValue('12,50');
  await expect(page.locator('input[name="agents"]')).toHaveValue('3');
  await expect(result(page, 'revenue')).toHaveText('12\u00a0500,00\u00a0€');
  await expect(result(page, 'roi')).toHaveText('278%');
  await expect(page.locator('a[data-roi-handover]')).toHaveAttribute(
    'href',
    '/bg/contact#contact-form&agents=3&salary=1500&visitors=100000&order_value=12.5',
  );
});

test('bad or hostile parameters fall back to the defaults, with no error', async ({ page }) => {
  await page.goto('/roi#agents=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&salary=-5&visitors=1e308&order_value=NaN');
  await expect(page.getByLabel('Support agents')).toHaveValue('2');
  await expect(page.getByLabel('Average agent monthly salary')).toHaveValue('1500');
  await expect(page.getByLabel('Monthly visitors')).toHaveValue('100000');
  await expect(page.getByLabel('Average order value')).toHaveValue('15');
  await expect(result(page, 'roi')).toHaveText('300%');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('"Talk to us about these numbers" opens the demo form with the figures in its free-text field, sent as additional_info', async ({
  page,
}) => {
  await page.goto(SHARED);
  await hydrated(page);
  await page.getByRole('link', { name: 'Talk to us about these numbers' }).click();
  // The figures leave the address at once; the visitor lands on the form, as "#contact-form" would.
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  const form = page.locator('form[name="demo-request-guided"]');
  await expect(form).toBeInViewport();
  const note = form.locator(`textarea[name="${FIELD.additionalInfo}"]`);
  await expect(note).toHaveValue(
    'Filled in automatically from an ROI calculator link:\n' +
      'My ROI estimate from your calculator: support agents 4, each at €2,000.00 a month; monthly visitors 250,000; ' +
      'average order €20.50. Estimated €51,250.00 additional revenue and €6,400.00 savings per month, ROI 994%.',
  );
  const sends: Array<Record<string, unknown>> = [];
  await page.route('**/api/v1.0/email/send', (route) => {
    sends.push(route.request().postDataJSON() as Record<string, unknown>);
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Elena Dimitrova');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('elena@store.example.bg');
  await form.getByRole('textbox', { name: 'Store website', exact: true }).fill('store.example.bg');
  await form.getByRole('button', { name: 'Request a Free Demo' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Demo request sent successfully!/);
  const params = sends[0]?.template_params as Record<string, string>;
  expect(params.additional_info).toContain('support agents 4, each at €2,000.00');
  // Anyone can write figures into a link: the lead says they came from one, not from the visitor.
  expect(params.additional_info).toMatch(/^Filled in automatically from an ROI calculator link:\n/);
  expect(Object.keys(params).sort()).toEqual([...GUIDED_DEMO_PARAM_KEYS].sort());
});

test('without figures in the link the free-text field starts empty, and no prefill module is fetched', async ({
  page,
}) => {
  const prefillRequests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(`/_astro/${ROI_PREFILL_CHUNK}.`)) prefillRequests.push(path);
  });
  // goto waits for the load event, which comes after every module script has run (and so after
  // any import() one of them starts).
  for (const path of ['/contact', '/contact?agents=4&salary=2000', '/contact#contact-form']) {
    await page.goto(path);
    await expect(page.locator(`form[name="demo-request-guided"] textarea[name="${FIELD.additionalInfo}"]`)).toHaveValue(
      '',
    );
  }
  expect(prefillRequests).toEqual([]);
});
