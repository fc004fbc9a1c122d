import { expect, test } from './fixtures.ts';
import { BENEFIT_TITLES } from '../support/spec-lists.ts';

const MODULES = [
  ['AI Sales Agent', 'Learn More', '/ai-sales-agent'],
  ['AI Search Engine', 'Learn More', '/ai-search-engine'],
  ['AI Recommendation Engine', 'Coming Soon', '/ai-recommendation'],
  ['AI Pricing and Sales Strategy Engine', 'Coming Soon', '/ai-sales-and-strategy-engine'],
] as const;

const BENEFITS = BENEFIT_TITLES;

test.describe('home page', () => {
  test('sections come in the spec order, ending with Get in Touch (#contact)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The all-in-one AI suite for next-level e-commerce',
    );
    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'AI that pays for itself, or it doesn’t ship',
      'What our clients say',
      'Results our clients have already measured',
      'Experience the new era of online shopping',
      'Four modules, one suite, one goal: more revenue',
      'Get in Touch',
    ].map((h) => headings.findIndex((text) => text.trim() === h));
    expect(
      order.every((i) => i >= 0),
      `headings found: ${headings.join(' | ')}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const contact = page.locator('section#contact');
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText('Get in Touch');
  });

  test('ROI pitch claims the 90-day payoff and 2–3 month ROI and links to the free ROI calculator', async ({
    page,
  }) => {
    await page.goto('/');
    const pitch = page.getByRole('region', { name: 'AI that pays for itself, or it doesn’t ship' });
    await expect(pitch).toContainText('pay for itself within 90 days');
    await expect(pitch).toContainText('within 2 to 3 months');
    await expect(pitch.getByRole('link', { name: 'Try the free ROI calculator' })).toHaveAttribute('href', '/roi');
  });

  test('testimonial from a named client CEO with five stars readable as text', async ({ page }) => {
    await page.goto('/');
    const quote = page.getByRole('figure').filter({ hasText: 'Georgi Ivanov' });
    await expect(quote.locator('blockquote')).toContainText('23,000 euro in extra revenue');
    await expect(quote.locator('figcaption')).toContainText('CEO, Avtozona');
    await expect(quote.getByText('Rated 5 out of 5', { exact: true })).toBeAttached();
    await expect(quote.locator('.testimonial__stars svg')).toHaveCount(5);
    await expect(quote.locator('.testimonial__stars svg.off')).toHaveCount(0);
  });

  test('nine client logos; only the first (Sila) links to /sila-client-study', async ({ page }) => {
    await page.goto('/');
    const logos = page.getByRole('list', { name: 'Client stores' });
    await logos.scrollIntoViewIfNeeded();
    const items = logos.getByRole('listitem');
    await expect(items).toHaveCount(9);
    await expect(items.first().getByRole('img')).toHaveAccessibleName('Sila');
    await expect(logos.getByRole('link')).toHaveCount(1);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', '/sila-client-study');
    for (let i = 1; i < 9; i++) await expect(items.nth(i).getByRole('link')).toHaveCount(0);
    // Every wordmark is drawn (inline SVG, named for screen readers).
    await expect
      .poll(() =>
        logos
          .getByRole('img')
          .evaluateAll(
            (marks) => marks.filter((m) => m.getBoundingClientRect().width > 0 && m.querySelector('*')).length,
          ),
      )
      .toBe(9);
  });

  test('statistics show the four spec numbers', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Results our clients have already measured' });
    await expect(stats.getByRole('listitem')).toHaveText([
      /^\s*286,000\+\s*Interactions\s*$/,
      /^\s*€108,000\+\s*Client revenue generated\s*$/,
      /^\s*5,900\+\s*Hours saved\s*$/,
      /^\s*€60,000\+\s*Operational cost savings\s*$/,
    ]);
  });

  test('benefits section has the heading and all six benefits with illustrations', async ({ page }) => {
    await page.goto('/');
    const benefits = page.getByRole('region', { name: 'Experience the new era of online shopping' });
    for (const title of BENEFITS) await expect(benefits).toContainText(title);
    const illustrations = benefits.locator('img[src$=".svg"]');
    expect(await illustrations.count()).toBeGreaterThanOrEqual(6);
  });

  test('four module cards with plain-link buttons to the module pages', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Four modules, one suite, one goal: more revenue' });
    await expect(section.getByRole('listitem')).toHaveCount(4);
    for (const [title, label, href] of MODULES) {
      const card = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      // The visible label is the spec's; the accessible name adds the module for link lists and crawlers.
      const link = card.getByRole('link', { name: `${label} – ${title}`, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toContainText(label);
      expect(await link.evaluate((a) => a.tagName)).toBe('A');
    }
    await section.getByRole('link', { name: 'Learn More' }).first().click();
    await expect(page).toHaveURL(/\/ai-sales-agent$/);
  });
});
