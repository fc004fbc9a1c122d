import { test, expect, axeViolations } from './fixtures';
import type { Page } from '@playwright/test';
import { startUsing } from './support/forms.ts';

const result = (page: Page, name: 'revenue' | 'savings' | 'roi') => page.locator(`[data-result="${name}"]`);

async function open(page: Page) {
  await page.goto('/roi');
  await page.locator('.roi').scrollIntoViewIfNeeded();
  await startUsing(page.locator('.roi'));
  await expect(page.locator('astro-island:not([ssr]) .roi')).toHaveCount(1); // hydrated
}

test.describe('/roi calculator (spec sections 3, 5, 9)', () => {
  test('the server HTML shows the results for the defaults', async ({ page }) => {
    const html = await (await page.request.get('/roi')).text();
    expect(html).toContain('€15,000.00');
    expect(html).toContain('€2,400.00');
    expect(html).toContain('300%');
    expect(html).toMatch(/href="\/contact"[^>]*>Contact us</);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the page says the results are the example figures, not what the visitor types', async ({ page }) => {
      await page.goto('/roi');
      // A <noscript> paragraph: Playwright's text locators do not look inside <noscript>.
      const note = page.locator('.roi-noscript');
      await expect(note).toBeVisible();
      await expect(note).toContainText('The results need JavaScript, which is off in this browser');
      await expect(note).toContainText('they show the example figures above, not yours');
    });
  });

  test('defaults, labels and the Contact us link', async ({ page }) => {
    await open(page);
    await expect(page.getByLabel('Support agents')).toHaveValue('2');
    await expect(page.getByLabel('Average agent monthly salary')).toHaveValue('1500');
    await expect(page.getByLabel('Monthly visitors')).toHaveValue('100000');
    await expect(page.getByLabel('Average order value')).toHaveValue('15');
    await expect(result(page, 'revenue')).toHaveText('€15,000.00');
    await expect(result(page, 'savings')).toHaveText('€2,400.00');
    await expect(result(page, 'roi')).toHaveText('300%');
    await expect(page.locator('.roi__results').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('results update as the visitor types', async ({ page }) => {
    await open(page);
    await page.getByLabel('Support agents').fill('3');
    await expect(result(page, 'savings')).toHaveText('€3,600.00');
    await expect(result(page, 'roi')).toHaveText('321%'); // (3600 + 15000) / 5800 × 100 = 320.7
    await page.getByLabel('Monthly visitors').focus();
    await page.keyboard.press('End');
    await page.keyboard.type('5'); // 1000005
    await expect(result(page, 'revenue')).toHaveText('€150,000.75');
  });

  test('order value takes decimals; the other fields whole numbers only', async ({ page }) => {
    await open(page);
    await page.getByLabel('Average order value').fill('12.5');
    await expect(result(page, 'revenue')).toHaveText('€12,500.00');
    const agents = page.getByLabel('Support agents');
    await agents.fill('2.9');
    await expect(result(page, 'savings')).toHaveText('€0.00'); // not a whole number: 0
    await agents.blur();
    await expect(agents).toHaveValue('0');
    await agents.fill('2');
    await page.getByLabel('Average agent monthly salary').fill('1,750');
    await expect(result(page, 'savings')).toHaveText('€2,800.00');
    await page.getByLabel('Average agent monthly salary').blur();
    await expect(page.getByLabel('Average agent monthly salary')).toHaveValue('1750');
  });

  test('European number formats: the box keeps what was typed, then shows what was understood', async ({ page }) => {
    await open(page);
    const orderValue = page.getByLabel('Average order value');
    // A decimal comma is a decimal separator, not a thousands separator (100x error before).
    await orderValue.fill('12,50');
    await expect(orderValue).toHaveValue('12,50');
    await expect(result(page, 'revenue')).toHaveText('€12,500.00');
    await orderValue.blur();
    await expect(orderValue).toHaveValue('12.50');

    // Both separators: the last one is the decimal separator.
    await orderValue.fill('1.234,50');
    await expect(result(page, 'revenue')).toHaveText('€1,234,500.00');
    await orderValue.fill('1,234.50');
    await expect(result(page, 'revenue')).toHaveText('€1,234,500.00');
    await orderValue.blur();
    await expect(orderValue).toHaveValue('1234.50');

    await orderValue.fill('15');
    const visitors = page.getByLabel('Monthly visitors');
    for (const grouped of ['100.000', '100 000', '100,000']) {
      await visitors.fill('1');
      await visitors.fill(grouped);
      await expect(result(page, 'revenue')).toHaveText('€15,000.00');
      await visitors.blur();
      await expect(visitors).toHaveValue('100000');
    }
  });

  test('a minus sign or exponent notation is not a number: 0', async ({ page }) => {
    await open(page);
    const agents = page.getByLabel('Support agents');
    await agents.fill('-5');
    await expect(result(page, 'savings')).toHaveText('€0.00');
    await agents.blur();
    await expect(agents).toHaveValue('0');

    const visitors = page.getByLabel('Monthly visitors');
    await visitors.fill('1e308');
    await expect(result(page, 'revenue')).toHaveText('€0.00');
    await visitors.blur();
    await expect(visitors).toHaveValue('0');
    await expect(result(page, 'roi')).toHaveText('0%');
  });

  test('non-numeric input becomes 0 and the page says so; an empty input becomes 0 on blur', async ({ page }) => {
    await open(page);
    const status = page.locator('.roi__capped[role="status"]');
    const visitors = page.getByLabel('Monthly visitors');
    await visitors.fill('lots');
    await expect(result(page, 'revenue')).toHaveText('€0.00');
    await expect(visitors).toHaveAttribute('aria-invalid', 'true');
    await expect(status).toHaveText(''); // nothing said while the visitor is still in the box
    await visitors.blur();
    await expect(visitors).toHaveValue('0');
    await expect(visitors).not.toHaveAttribute('aria-invalid');
    // WCAG 3.3.1: the misreading is said in words, not only shown as a 0.
    await expect(status).toHaveText(
      'We could not read “lots” as monthly visitors, so it counts as 0: see the example under the box.',
    );
    const salary = page.getByLabel('Average agent monthly salary');
    await salary.fill('1500.50'); // whole euros only
    await salary.blur();
    await expect(status).toContainText('We could not read “1500.50” as average agent monthly salary');
    await salary.fill('1500');
    await salary.blur();
    await expect(status).not.toContainText('1500.50');
    const agents = page.getByLabel('Support agents');
    await agents.fill('');
    await expect(agents).toHaveValue('');
    await expect(result(page, 'savings')).toHaveText('€0.00');
    await agents.blur();
    await expect(agents).toHaveValue('0');
    await expect(result(page, 'roi')).toHaveText('0%');
    await expect(status).not.toContainText('support agents'); // an empty box is not a misreading
  });

  test('huge or negative values never show NaN or Infinity, and capping is explained', async ({ page }) => {
    await open(page);
    const visitors = page.getByLabel('Monthly visitors');
    await visitors.fill('99999999999999999999999');
    await expect(page.getByRole('status').filter({ hasText: 'capped' })).toContainText(
      'monthly visitors at 1,000,000,000',
    );
    await expect(result(page, 'revenue')).toHaveText('€150,000,000.00');
    await visitors.blur();
    await expect(visitors).toHaveValue('1000000000');
    // A second capped box adds its own line; putting it right leaves the first one's, still capped.
    const cappedNote = page.getByRole('status').filter({ hasText: 'capped' });
    const salary = page.getByLabel('Average agent monthly salary');
    await salary.fill('5000000');
    await expect(cappedNote).toContainText('average agent monthly salary at €1,000,000:');
    await expect(cappedNote).toContainText('monthly visitors at 1,000,000,000');
    await salary.fill('1500');
    await expect(cappedNote).not.toContainText('salary');
    await expect(cappedNote).toContainText('monthly visitors at 1,000,000,000');
    const orderValue = page.getByLabel('Average order value');
    await orderValue.fill('-20');
    await orderValue.blur();
    await expect(orderValue).toHaveValue('0');
    await expect(result(page, 'revenue')).toHaveText('€0.00');
    const texts = await page.locator('.roi__results').innerText();
    expect(texts).not.toMatch(/NaN|Infinity/);
    // The results card does not overflow at this width.
    const overflow = await page.locator('.roi__results').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(overflow).toBe(false);
  });

  test('results are announced politely once the visitor pauses', async ({ page }) => {
    await open(page);
    const live = page.locator('[data-roi-announcer]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toBeEmpty();
    await page.getByLabel('Support agents').fill('4');
    await expect(live).toHaveText(
      'Additional revenue €15,000.00 per month, savings €4,800.00 per month, return on investment 341%.',
    );
  });
});
