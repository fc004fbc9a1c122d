import type { Page } from '@playwright/test';
import event from '../../content/event/event.json' with { type: 'json' };
import faq from '../../content/event/event-faq.json' with { type: 'json' };
import { AWAITING_KEY } from '../../src/lib/shared/confirmation.ts';
import { expect, test } from './fixtures.ts';

const SECTION_HEADINGS_IN_ORDER = [
  'Ready to Transform Your E-commerce?',
  'Black Friday Revenue Every Single Month',
  'What Everybody Does vs What You Can Do',
  event.features.heading,
  event.testimonial.heading,
  'You have two choices',
  event.journey.heading,
  event.faqHeading,
  'Our AI',
];

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => JSON.parse(block) as Array<Record<string, unknown>>);
}

test.describe('/event', () => {
  test('hero promises more revenue and less cost, with the offer button', async ({ page }) => {
    await page.goto('/event');
    const hero = page.locator('.event-hero');
    await expect(hero.locator('.cloud-background')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('More revenue. Less cost. Every single month.');
    const claim = hero.getByRole('link', { name: 'Claim Offer' });
    await expect(claim).toHaveAttribute('href', '#contact-form');
    await claim.click();
    await expect(page.locator('#contact-form')).toBeInViewport();
  });

  test('the page ends with the €23,000 in 5 months claim, after the rotating phrases', async ({ page }) => {
    await page.goto('/event');
    const claim = page.locator('.our-ai__claim');
    await expect(claim).toHaveText(/^\s*€23,000\s+extra revenue in 5 months\s+for one of our client stores\s*$/);
    // The last words of the main content: nothing but the offer button comes after it.
    const after = await claim.evaluate((el) => {
      const main = el.closest('main')!;
      const range = document.createRange();
      range.setStartAfter(el);
      range.setEndAfter(main.lastElementChild!);
      return range.toString().replace(/\s+/g, ' ').trim();
    });
    expect(after).toBe('Claim Offer');
    expect(
      await page
        .locator('.our-ai__line')
        .evaluate((line, c) => !!(line.compareDocumentPosition(c!) & 4), await claim.elementHandle()),
    ).toBe(true);
  });

  test('sections come in the order of the spec', async ({ page }) => {
    await page.goto('/event');
    const headings = (
      await page
        .locator('main section > .container h2, main section > .container .section-heading h2')
        .allTextContents()
    ).map((text) => text.replace(/\s+/g, ' ').trim());
    const positions = SECTION_HEADINGS_IN_ORDER.map((heading) =>
      headings.findIndex((text) => text.startsWith(heading)),
    );
    expect(
      positions.every((position) => position >= 0),
      `found: ${headings.join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.locator('#contact-form')).toHaveCount(1);
    await expect(page.locator('#contact-form h2')).toHaveText('Ready to Transform Your E-commerce?');
    await expect(page.locator('#contact-form')).toContainText('Ecommerce Annual Summit 2025');
  });

  test('cards, pain points, testimonial, two choices and the five-step journey', async ({ page }) => {
    await page.goto('/event');
    const blackFriday = page.locator('section', {
      has: page.getByRole('heading', { name: 'Black Friday Revenue Every Single Month' }),
    });
    await expect(blackFriday.locator('.card__title')).toHaveText([
      'Answers every product question',
      'Processes orders in chat',
      'Smart upselling',
    ]);
    const versus = page.locator('.versus-row');
    await expect(versus).toHaveCount(6);
    await expect(versus.first().locator('.versus-row__pain')).toContainText(event.versus.rows[0]!.pain);
    await expect(versus.first().locator('.versus-row__answer')).toContainText(event.versus.rows[0]!.answer);
    const features = page.locator('section', { has: page.getByRole('heading', { name: event.features.heading }) });
    await expect(features.locator('.card__title')).toHaveText([
      'Sales automation',
      'Recommendations',
      'Search',
      'Customer memory',
    ]);
    await expect(page.locator('.testimonial')).toContainText('CEO');
    await expect(page.locator('.testimonial')).toContainText('Rated 5 out of 5');
    const book = page.getByRole('link', { name: 'Book a FREE DEMO' });
    await expect(book).toHaveAttribute('href', '#contact-form');
    await expect(page.locator('.journey__step h3')).toHaveText([
      'Step 1: A free demo on your products',
      'Step 2: You are impressed',
      'Step 3: Production version and website integration',
      'Step 4: Your ROI report',
      'Step 5: You wonder why you waited',
    ]);
    await book.click();
    await expect(page.locator('#contact-form')).toBeInViewport();
  });

  test('ten FAQ questions, one open at a time', async ({ page }) => {
    await page.goto('/event');
    const items = page.locator('details[name="event-faq"]');
    await expect(items).toHaveCount(10);
    await expect(items.locator('summary')).toHaveText(faq.items.map((item) => item.question));
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0)).toContainText(faq.items[0]!.answer);
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
  });

  test("'Our AI' rotates the eight phrases every 4 s (all eight in the HTML)", async ({ page }) => {
    const response = await page.goto('/event');
    const html = (await response?.text()) ?? '';
    expect(event.ourAi.phrases).toHaveLength(8);
    for (const phrase of event.ourAi.phrases) expect(html).toContain(phrase.replace(/'/g, '&#39;'));
    const ourAi = page.locator('#our-ai-title');
    await expect(ourAi).toContainText('Our AI');
    await expect(ourAi.locator('[data-rotating-text]')).toHaveAttribute('data-interval', '4000');
  });

  test('structured data: the confirmed answers from the page content, and no Event until its facts are confirmed', async ({
    page,
  }) => {
    await page.goto('/event');
    const data = await jsonLd(page);
    const summit = data.find((item) => item['@type'] === 'Event');
    // content/event/event.json marks the name, date and place as awaiting confirmation, and gives
    // no organiser: search engines get no Event (tests/build covers the confirmed case).
    expect(AWAITING_KEY in event.event).toBe(true);
    expect(summit).toBeUndefined();
    // Of the ten questions, only answers without an awaiting-confirmation marker reach search engines.
    const confirmed = faq.items.filter((item) => !(AWAITING_KEY in item));
    const faqPage = data.find((item) => item['@type'] === 'FAQPage');
    if (confirmed.length === 0) return expect(faqPage).toBeUndefined();
    const questions = faqPage?.['mainEntity'] as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((q) => q.name)).toEqual(confirmed.map((item) => item.question));
    expect(questions.map((q) => q.acceptedAnswer.text)).toEqual(confirmed.map((item) => item.answer));
  });
});
