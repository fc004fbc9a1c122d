import type { Page } from '@playwright/test';
import plans from '../../content/modules/plans.json' with { type: 'json' };
import salesAgent from '../../content/modules/ai-sales-agent.json' with { type: 'json' };
import searchEngine from '../../content/modules/ai-search-engine.json' with { type: 'json' };
import recommendation from '../../content/modules/ai-recommendation.json' with { type: 'json' };
import strategy from '../../content/modules/ai-sales-and-strategy-engine.json' with { type: 'json' };
import timeline from '../../content/modules/timeline.json' with { type: 'json' };
import site from '../../content/site.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

/** Spec section 9: Standard has the first 8 rows, Pro the first 11, Enterprise all 15. */
const INCLUDED_ROWS = { Standard: 8, Pro: 11, Enterprise: 15 } as const;
const PLAN_NAMES = ['Standard', 'Pro', 'Enterprise'] as const;

/** The drawings of the check and close icons (src/components/ui/Icon.astro): a tick and a cross. */
const TICK = 'M5 12.5l4.5 4.5L19 7';
const CROSS = 'M6 6l12 12M18 6L6 18';

/** Each item of `items`: whether it is included, and which visible marks it shows. */
const marksOf = (items: import('@playwright/test').Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) => ({
      included: element.getAttribute('data-included'),
      icons: [...element.querySelectorAll('svg')]
        .filter((svg) => svg.checkVisibility({ visibilityProperty: true }))
        .map((svg) => [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' ')),
      dash: [...element.querySelectorAll('.plans__dash')].some((dash) =>
        dash.checkVisibility({ visibilityProperty: true }),
      ),
    })),
  );

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

async function jsonLdTypes(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => JSON.parse(block) as Array<Record<string, unknown>>);
}

async function expectRotatingPhrases(page: Page, phrases: string[]) {
  const hero = page.locator('.module-hero');
  for (const phrase of phrases) await expect(hero).toContainText(phrase);
}

test.describe('/ai-sales-agent', () => {
  test('hero, rotating phrases and the demo button', async ({ page }) => {
    await page.goto('/ai-sales-agent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Sales Agent');
    await expect(page.locator('.module-hero__sentence')).toContainText('An AI sales agent that');
    await expectRotatingPhrases(page, ['BOOSTS REVENUE', 'CUTS COST', 'HANDLES COMPLAINTS']);
    await expect(page.locator('[data-rotating-text]').first()).toHaveAttribute('data-interval', '2500');
    await expect(page.getByRole('link', { name: 'Claim a free demo' })).toHaveAttribute('href', '/pricing');
  });

  test('benefits for business and customers, the six industries and the chatbot comparison', async ({ page }) => {
    await page.goto('/ai-sales-agent');
    await expect(page.getByRole('heading', { level: 3, name: 'For your business' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'For your customers' })).toBeVisible();
    const industries = page.locator('.timeline__item h3');
    await expect(industries).toHaveText(timeline.items.map((item) => item.title));
    await expect(industries).toHaveText([
      'Fitness and wellness',
      'Cosmetics and beauty',
      'Pharma and medical',
      'Pet supplies',
      'Electronics and hardware',
      'Automotive parts and accessories',
    ]);
    const comparison = page.getByRole('table', { name: salesAgent.comparison.heading });
    await expect(comparison.getByRole('columnheader')).toHaveText([
      'What matters',
      'Ordinary chatbot',
      'Our AI Sales Agent',
    ]);
    await expect(comparison.getByRole('rowheader')).toHaveCount(salesAgent.comparison.rows.length);
  });

  test('plan comparison #pricing-tiers: no prices, a Get Pricing link and the demo form', async ({ page }) => {
    await page.goto('/ai-sales-agent');
    const tiers = page.locator('#pricing-tiers');
    await expect(tiers.getByRole('heading', { level: 2 })).toHaveText(plans.heading);
    await expect(tiers).not.toContainText(/€|\$|per month|\/mo/);
    await expect(tiers.getByRole('link', { name: 'Get Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(page.locator('#contact')).toHaveCount(1);
    await expect(page.locator('#contact h2')).toHaveText(salesAgent.demo.heading);
  });

  test('desktop: a 15-row table with the right check marks per plan', async ({ page }) => {
    test.skip(isNarrow(page), 'the table is for 768px and wider');
    await page.goto('/ai-sales-agent');
    const table = page.getByRole('table', { name: 'Features included in the Standard, Pro and Enterprise plans' });
    await expect(table).toBeVisible();
    await expect(page.locator('.plans__cards')).toBeHidden();
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(4);
    // A column's header is read as the screen reader enters it: the plan's name, not its summary too.
    for (const plan of PLAN_NAMES) {
      await expect(table.getByRole('columnheader', { name: plan, exact: true })).toBeVisible();
    }
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(15);
    await expect(table.locator('tbody th[scope="row"]')).toHaveText(plans.rows.map((row) => row.feature));
    for (let index = 0; index < 15; index++) {
      const expected = PLAN_NAMES.map((plan) => (index < INCLUDED_ROWS[plan] ? 'Included' : 'Not included'));
      await expect(rows.nth(index).locator('td')).toHaveText(expected);
      // What a sighted visitor sees: a tick where the plan has the row, a dash where it has not.
      expect(await marksOf(rows.nth(index).locator('td'))).toEqual(
        PLAN_NAMES.map((plan) =>
          index < INCLUDED_ROWS[plan]
            ? { included: 'true', icons: [TICK], dash: false }
            : { included: 'false', icons: [], dash: true },
        ),
      );
    }
    await expect(rows.nth(7).locator('th')).toHaveText('24/7 availability');
    await expect(rows.nth(10).locator('th')).toHaveText('Priority system for product recommendations');
    await expect(rows.nth(14).locator('th')).toHaveText('Starting a conversation from the product page');
  });

  test('mobile: one 14-item list per plan', async ({ page }) => {
    test.skip(!isNarrow(page), 'the lists are for screens below 768px');
    await page.goto('/ai-sales-agent');
    await expect(page.locator('.plans__table-wrap')).toBeHidden();
    for (const [plan, included] of [
      ['Standard', 8],
      ['Pro', 11],
      ['Enterprise', 14],
    ] as const) {
      const list = page.getByRole('list', { name: plan, exact: true });
      await expect(list).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(14);
      await expect(list.locator('[data-included="true"]')).toHaveCount(included);
      // What a sighted visitor sees: a tick on the plan's items, a cross on the others.
      expect(await marksOf(list.getByRole('listitem'))).toEqual(
        Array.from({ length: 14 }, (_, index) =>
          index < included
            ? { included: 'true', icons: [TICK], dash: false }
            : { included: 'false', icons: [CROSS], dash: false },
        ),
      );
      await expect(list.getByRole('listitem').first()).toHaveText('Included: Deep product and business knowledge');
    }
    const enterprise = page.getByRole('list', { name: 'Enterprise', exact: true });
    await expect(enterprise).toContainText('Sync with user accounts, store inventory and shopping cart');
    await expect(page.getByRole('list', { name: 'Standard', exact: true }).getByRole('listitem').nth(8)).toHaveText(
      'Not included: Direct purchasing via chat',
    );
  });

  test('a #pricing-tiers link scrolls to the plans', async ({ page }) => {
    await page.goto('/ai-sales-agent#pricing-tiers');
    await expect(page.locator('#pricing-tiers')).toBeInViewport();
  });

  test('structured data lists the three plans from the same content as the table', async ({ page }) => {
    await page.goto('/ai-sales-agent');
    const app = (await jsonLdTypes(page)).find((item) => item['@type'] === 'SoftwareApplication');
    expect(app?.['name']).toBe('AI Sales Agent');
    const offers = app?.['offers'] as Array<{ name: string; description: string }>;
    expect(offers.map((offer) => offer.name)).toEqual(['Standard', 'Pro', 'Enterprise']);
    expect(offers.map((offer) => offer.description.split('; ').length)).toEqual([8, 11, 15]);
  });
});

test.describe('/ai-search-engine', () => {
  test('hero, rotating words, features, the two search mock-ups and the demo form', async ({ page }) => {
    await page.goto('/ai-search-engine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Search Engine');
    await expect(page.locator('.module-hero__sentence')).toContainText('Search that understands what shoppers');
    await expectRotatingPhrases(page, ['NEED', 'WANT', 'MEAN']);
    await expect(page.locator('[data-rotating-text]').first()).toHaveAttribute('data-interval', '2500');
    await expect(page.getByRole('link', { name: 'Claim a free demo' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('heading', { level: 2, name: searchEngine.noResults.heading })).toBeVisible();
    await expect(page.locator('.card__title')).toHaveText([
      'Keyword search',
      'Semantic search',
      'Intent detection',
      'Unlimited search requests',
      'Custom integrations',
      'Optimisation for campaigns',
    ]);
    await expect(page.locator('.mockup--traditional .mockup__url')).not.toContainText('?q=');
    await expect(page.locator('.mockup--ai .mockup__url')).toHaveText(
      'shop.example/search?q=running shoes for flat feet under 100',
    );
    await expect(page.locator('.mockup--ai .mockup__results li')).toHaveCount(3);
    await expect(page.locator('.diagram__steps li')).toHaveCount(searchEngine.diagram.nodes.length);
    await expect(page.locator('#contact h2')).toHaveText(searchEngine.demo.heading);
  });
});

for (const { path, copy, title, phrases, module } of [
  {
    path: '/ai-recommendation',
    copy: recommendation,
    title: 'AI Recommendation Engine',
    phrases: ['PURCHASE', 'LIFETIME', 'CART'],
    module: 'features',
  },
  {
    path: '/ai-sales-and-strategy-engine',
    copy: strategy,
    title: 'AI Pricing and Sales Strategy Agent',
    phrases: strategy.hero.phrases,
    module: 'explanation',
  },
] as const) {
  test.describe(path, () => {
    test('coming soon hero, Join The Waitlist to #contact, and the waitlist form', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('.module-hero__badge')).toHaveText('Coming soon');
      await expectRotatingPhrases(page, [...phrases]);
      const join = page.locator('.module-hero').getByRole('link', { name: 'Join The Waitlist' });
      await expect(join).toHaveAttribute('href', '#contact');
      await expect(page.locator('#contact')).toHaveCount(1);
      await join.click();
      await expect(page.locator('#contact')).toBeInViewport();
      const section = module === 'features' ? recommendation.features : strategy.explanation;
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      expect(copy.hero.intervalMs).toBe(2500);
    });
  });
}

test('the recommendation page shows its four feature cards', async ({ page }) => {
  await page.goto('/ai-recommendation');
  await expect(page.locator('.card__title')).toHaveText([
    'Personalised real-time suggestions',
    'Complementary products',
    'Pattern recognition',
    'Higher value per customer',
  ]);
});

test('the pricing and strategy page keeps its exact title and explains the engine', async ({ page }) => {
  await page.goto('/ai-sales-and-strategy-engine');
  await expect(page).toHaveTitle(`AI Pricing and Sales Strategy Agent | ${site.brand}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Test price levels, predict demand/,
  );
  await expect(page.locator('.card__title')).toHaveText([
    'Tests price levels',
    'Predicts demand',
    'Analyses price elasticity and sell-through',
    'Automates pricing and promotions',
  ]);
  await expect(page.locator('.outcomes__list strong')).toHaveText([
    'Grow revenue',
    'Protect margins',
    'Optimise inventory turnover',
  ]);
});
