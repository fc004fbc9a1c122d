import { describe, expect, it, vi } from 'vitest';
import { FIELD } from '../../src/lib/shared/email/payloads.ts';
import { LEAD_EVENT, leadEventParams, sendLeadEvent } from '../../src/lib/browser/lead-event.ts';

/** Every personal answer a lead form can carry, filled so a leak would show. */
const PERSONAL = {
  [FIELD.fullName]: ['Ana Petrova'],
  [FIELD.email]: ['ana@example.com'],
  [FIELD.phone]: ['+359 88 123 4567'],
  [FIELD.website]: ['https://ana-shop.example'],
  [FIELD.jobTitle]: ['Owner'],
  [FIELD.message]: ['Call me on my mobile'],
  [FIELD.additionalInfo]: ['My numbers: 2 agents'],
};

describe('leadEventParams', () => {
  it('a store preview: its own kind and form name, no products and nothing personal', () => {
    const params = leadEventParams({
      kind: 'store-preview',
      formName: 'store-preview',
      values: { ...PERSONAL, [FIELD.privacy]: ['Agreed'], [FIELD.page]: ['/bg/pricing'] },
      path: '/bg/pricing',
      language: 'bg',
    });
    expect(params).toEqual({
      form_kind: 'store-preview',
      form_name: 'store-preview',
      page_path: '/bg/pricing',
      language: 'bg',
      products: '',
    });
  });

  it('a demo request: kind, form name, path, language and the chosen products, nothing personal', () => {
    const params = leadEventParams({
      kind: 'demo',
      formName: 'demo-request-guided',
      values: { ...PERSONAL, [FIELD.products]: ['AI Sales Agent', 'AI Search Engine'] },
      path: '/contact',
      language: 'bg',
    });
    expect(params).toEqual({
      form_kind: 'demo',
      form_name: 'demo-request-guided',
      page_path: '/contact',
      language: 'bg',
      products: 'AI Sales Agent, AI Search Engine',
    });
    const sent = JSON.stringify(params);
    for (const [, [value]] of Object.entries(PERSONAL)) expect(sent).not.toContain(value);
  });

  it('a waitlist sign-up is told apart from a demo request and names its module', () => {
    const params = leadEventParams({
      kind: 'waitlist',
      formName: 'waitlist',
      values: { ...PERSONAL, [FIELD.module]: ['AI Recommendation Engine'] },
      path: '/ai-recommendation',
      language: 'en',
    });
    expect(params.form_kind).toBe('waitlist');
    expect(params.products).toBe('AI Recommendation Engine');
  });

  it('the home form reads its products of interest; no products is an empty text', () => {
    const base = { kind: 'contact' as const, formName: 'contact', path: '/', language: 'en' };
    expect(leadEventParams({ ...base, values: { [FIELD.productsOfInterest]: ['AI Sales Agent'] } }).products).toBe(
      'AI Sales Agent',
    );
    expect(leadEventParams({ ...base, values: PERSONAL }).products).toBe('');
  });

  it('control characters go, repeated products count once, and texts stay within GA4’s 100 characters', () => {
    const params = leadEventParams({
      kind: 'demo',
      formName: 'demo-request',
      values: { [FIELD.products]: ['AI Sales Agent', 'AI Sales Agent', 'x\u0000y'.repeat(60)] },
      path: `/pricing/${'a'.repeat(200)}`,
      language: 'en\n',
    });
    expect(params.language).toBe('en');
    expect(params.page_path).toHaveLength(100);
    expect(params.products.startsWith('AI Sales Agent, x y')).toBe(true);
    expect(params.products.length).toBeLessThanOrEqual(100);
  });
});

describe('sendLeadEvent', () => {
  const params = leadEventParams({
    kind: 'demo',
    formName: 'demo-request',
    values: {},
    path: '/pricing',
    language: 'en',
  });

  it('with analytics consent and gtag: one generate_lead event', () => {
    const gtag = vi.fn();
    expect(sendLeadEvent(gtag, { analytics: true }, params)).toBe(true);
    expect(gtag.mock.calls).toEqual([['event', LEAD_EVENT, params]]);
    expect(LEAD_EVENT).toBe('generate_lead');
  });

  it('without analytics consent, without a decision or without a measurement id: nothing at all', () => {
    const gtag = vi.fn();
    expect(sendLeadEvent(gtag, { analytics: false }, params)).toBe(false);
    expect(sendLeadEvent(gtag, null, params)).toBe(false);
    expect(sendLeadEvent(undefined, { analytics: true }, params)).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });
});
