import { describe, expect, it } from 'vitest';
import { firstAmountPath, mentionsAnAmount } from '../../src/lib/shared/amounts.ts';
import { priceExplainerSchema } from '../../src/schemas/pricing.ts';

describe('mentionsAnAmount (no prices until the company confirms them)', () => {
  it.each([
    '€99',
    '€ 99',
    '99 €',
    '99€ a month',
    '99 EUR',
    'EUR 99',
    '$99',
    'USD 1,200',
    '99 лв',
    'от 99 лева',
    '50 евро',
    '99 euros',
    '1 500,50 лв.',
  ])('finds %j', (text) => expect(mentionsAnAmount(text)).toBe(true));

  it.each([
    'over 90% of conversations',
    'within 24 hours',
    '20,000 products',
    '2–3 months',
    'the price depends on your traffic',
    'цената зависи от трафика',
    'в евро, без ДДС',
    'Level 2 support',
  ])('leaves %j alone', (text) => expect(mentionsAnAmount(text)).toBe(false));

  it('names the first field that has one, skipping the editors\u2019 notes', () => {
    expect(firstAmountPath({ awaitingConfirmation: { x: '€5' }, a: ['no', { b: 'from 99 лева' }] })).toEqual([
      'a',
      1,
      'b',
    ]);
    expect(firstAmountPath({ a: 'none here' })).toBeNull();
  });
});

describe('the price explainer refuses amounts at the field that has one', () => {
  it('reports the field, not the file', async () => {
    const { readFile } = await import('node:fs/promises');
    const copy = JSON.parse(await readFile('content/pricing/explainer.json', 'utf8')) as {
      factors: { items: Array<{ text?: string }> };
    };
    expect(priceExplainerSchema.safeParse(copy).success).toBe(true);
    const first = copy.factors.items[0]!;
    const key = Object.keys(first).find((k) => typeof first[k as keyof typeof first] === 'string' && k !== 'id')!;
    (first as Record<string, string>)[key] = 'From $99 a month';
    const result = priceExplainerSchema.safeParse(copy);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['factors', 'items', 0, key]);
  });
});
