import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventFaqSchema, plainEventSchema } from '../../src/schemas/event.ts';
import {
  mobileRows,
  modulePageSchema,
  planFeatures,
  plansSchema,
  timelineSchema,
  type PlanId,
} from '../../src/schemas/modules.ts';
import { parseContent as validateContent } from '../../src/schemas/parse.ts';

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const clone = <T>(value: T): T => structuredClone(value);

/** Spec section 9, in table order. */
const SPEC_FEATURES = [
  'Deep product and business knowledge',
  'Expert commercial and sales knowledge',
  'Product recommendations',
  'Comparison of 2 or more products',
  'Transfer to a human operator',
  'Multi-language support',
  'Multi-user support',
  '24/7 availability',
  'Direct purchasing via chat',
  'Order tracking via chat',
  'Priority system for product recommendations',
  'Sync with user accounts and store inventory',
  'Sync with shopping cart',
  'Recommending from previous purchases',
  'Starting a conversation from the product page',
];

const plans = validateContent(plansSchema, read('content/modules/plans.json'), 'content/modules/plans.json');

describe('content/modules/plans.json', () => {
  it('has the 15 spec rows in order', () => {
    expect(plans.rows.map((row) => row.feature)).toEqual(SPEC_FEATURES);
    expect(plans.plans.map((plan) => plan.name)).toEqual(['Standard', 'Pro', 'Enterprise']);
  });

  it.each<[PlanId, number]>([
    ['standard', 8],
    ['pro', 11],
    ['enterprise', 15],
  ])('%s includes the first %i rows of the table', (plan, count) => {
    expect(planFeatures(plan, plans.rows, 'table')).toEqual(SPEC_FEATURES.slice(0, count));
  });

  it.each<[PlanId, number]>([
    ['standard', 8],
    ['pro', 11],
    ['enterprise', 14],
  ])('the mobile list of %s has 14 items, %i of them included', (plan, included) => {
    expect(mobileRows(plans.rows)).toHaveLength(14);
    expect(planFeatures(plan, plans.rows, 'mobile')).toHaveLength(included);
  });

  it('folds the shopping-cart sync into the accounts and inventory sync on mobile only', () => {
    const mobile = planFeatures('enterprise', plans.rows, 'mobile');
    expect(mobile).toContain('Sync with user accounts, store inventory and shopping cart');
    expect(mobile).not.toContain('Sync with shopping cart');
    expect(planFeatures('enterprise', plans.rows, 'table')).toContain('Sync with shopping cart');
  });

  it('shows no prices', () => {
    expect(JSON.stringify(plans)).not.toMatch(/[€$]\s?\d|\d\s?(EUR|USD|BGN)/);
  });
});

describe('every module and event file validates', () => {
  it.each([
    ['content/modules/timeline.json', timelineSchema],
    ['content/modules/ai-sales-agent.json', modulePageSchema],
    ['content/modules/ai-search-engine.json', modulePageSchema],
    ['content/modules/ai-recommendation.json', modulePageSchema],
    ['content/modules/ai-sales-and-strategy-engine.json', modulePageSchema],
    ['content/event/event-faq.json', eventFaqSchema],
  ] as const)('%s', (file, schema) => {
    expect(() => validateContent(schema, read(file), file)).not.toThrow();
  });

  it('content/event/event.json (the testimonial reference as an id; the build resolves it)', () => {
    const event = read('content/event/event.json') as { ourAi: { phrases: string[]; intervalMs: number } };
    expect(() => validateContent(plainEventSchema, event, 'content/event/event.json')).not.toThrow();
    expect(event.ourAi.phrases).toHaveLength(8);
    expect(event.ourAi.intervalMs).toBe(4000);
  });

  it('module pages use the spec timings and buttons', () => {
    for (const [id, href] of [
      ['ai-sales-agent', '/pricing'],
      ['ai-search-engine', '/pricing'],
      ['ai-recommendation', '#contact'],
      ['ai-sales-and-strategy-engine', '#contact'],
    ] as const) {
      const page = validateContent(modulePageSchema, read(`content/modules/${id}.json`), id);
      expect(page.module).toBe(id);
      expect(page.hero.intervalMs).toBe(2500);
      expect(page.hero.cta.href).toBe(href);
    }
  });
});

describe('a broken entry names the file and the field', () => {
  const rawPlans = read('content/modules/plans.json') as { rows: Array<Record<string, unknown>> };
  const sales = read('content/modules/ai-sales-agent.json') as Record<string, unknown>;
  const search = read('content/modules/ai-search-engine.json') as { comparison: { ai: { address: string } } };
  const faq = read('content/event/event-faq.json') as { items: unknown[] };

  it.each<[string, unknown, string, RegExp]>([
    [
      'a Pro feature marked Standard',
      (() => {
        const bad = clone(rawPlans);
        bad.rows[8]!['availableFrom'] = 'standard';
        return bad;
      })(),
      'content/modules/plans.json',
      /content\/modules\/plans\.json[\s\S]*rows\[8\] → "availableFrom": row 9 \("Direct purchasing via chat"\) must not be in standard/,
    ],
    [
      'a missing row',
      (() => {
        const bad = clone(rawPlans);
        bad.rows.pop();
        return bad;
      })(),
      'content/modules/plans.json',
      /rows: the plan table has exactly 15 feature rows/,
    ],
    [
      'two rows folded on mobile',
      (() => {
        const bad = clone(rawPlans);
        bad.rows[2]!['hideOnMobile'] = true;
        return bad;
      })(),
      'content/modules/plans.json',
      /rows: exactly one row is folded away on mobile/,
    ],
    [
      'an unknown icon',
      (() => {
        const bad = clone(sales) as { benefits: { business: { items: Array<{ icon: string }> } } };
        bad.benefits.business.items[0]!.icon = 'rocket';
        return bad;
      })(),
      'content/modules/ai-sales-agent.json',
      /ai-sales-agent\.json[\s\S]*benefits → "business" → "items"\[0\] → "icon": icon must be one of/,
    ],
    [
      'an AI search example without ?q=',
      (() => {
        const bad = clone(search);
        bad.comparison.ai.address = 'shop.example/search';
        return bad;
      })(),
      'content/modules/ai-search-engine.json',
      /comparison → "ai" → "address": the AI example shows a search page with a q query parameter/,
    ],
    [
      'nine FAQ questions',
      (() => {
        const bad = clone(faq);
        bad.items.pop();
        return bad;
      })(),
      'content/event/event-faq.json',
      /event-faq\.json[\s\S]*items: the event FAQ has ten questions/,
    ],
  ])('%s', (_label, data, file, message) => {
    const schema = file.endsWith('plans.json')
      ? plansSchema
      : file.endsWith('event-faq.json')
        ? eventFaqSchema
        : modulePageSchema;
    expect(() => validateContent(schema, data, file)).toThrow(message);
  });
});

describe('the waitlist promise', () => {
  // What a waitlist sign-up is told it gets, wherever it is said: the same moment the privacy note
  // under the form gives as the only purpose of the data ("when the module becomes available").
  // Three versions stood before: an early-access programme, contact before early access, and an
  // e-mail when early access opens.
  type ComingSoonPage = { hero: { lead: string }; waitlist: { intro: string } };
  type WaitlistForm = { success: string; legal: { before: string } };
  const pageTexts = (data: unknown) => [(data as ComingSoonPage).hero.lead, (data as ComingSoonPage).waitlist.intro];
  const PLACES: Array<[string, (data: unknown) => string[]]> = [
    ['modules/ai-recommendation.json', pageTexts],
    ['modules/ai-sales-and-strategy-engine.json', pageTexts],
    ['forms/waitlist.json', (data) => [(data as WaitlistForm).success, (data as WaitlistForm).legal.before]],
  ];
  const MARKDOWN = ['pages/thank-you.md', 'pages/privacy-policy.md'];
  for (const [edition, dir, promise] of [
    ['English', 'content', /becomes available/],
    ['Bulgarian', 'content/bg', /стане достъп(ен|на|но|ни)/],
  ] as const) {
    it(`says one moment in every place (${edition})`, () => {
      for (const [file, texts] of PLACES) {
        for (const text of texts(read(`${dir}/${file}`))) {
          expect(text, `${dir}/${file}`).toMatch(promise);
          expect(text, `${dir}/${file}`).not.toMatch(/early[- ]access|ран(ния|ен) достъп/i);
        }
      }
      for (const file of MARKDOWN) {
        expect(readFileSync(new URL(`../../${dir}/${file}`, import.meta.url), 'utf8'), file).toMatch(promise);
      }
    });
  }
});
