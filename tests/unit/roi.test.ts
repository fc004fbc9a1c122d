import { describe, expect, it } from 'vitest';
import {
  ROI_DEFAULTS,
  ROI_MAXIMA,
  computeRoi,
  formatEuro,
  formatPercent,
  parseRoiInput,
  type ParsedInput,
  type RoiField,
  type RoiInputs,
} from '../../src/lib/shared/roi.ts';

describe('computeRoi (docs/requirements.md formulas)', () => {
  const cases: Array<[string, RoiInputs, { revenue: number; savings: number; roi: number }]> = [
    [
      'spec defaults',
      { agents: 2, salary: 1500, visitors: 100_000, orderValue: 15 },
      { revenue: 15_000, savings: 2400, roi: 300 },
    ],
    ['all zero', { agents: 0, salary: 0, visitors: 0, orderValue: 0 }, { revenue: 0, savings: 0, roi: 0 }],
    [
      'decimal order value',
      { agents: 0, salary: 0, visitors: 1000, orderValue: 12.5 },
      { revenue: 125, savings: 0, roi: 2 },
    ],
    [
      'rounds ROI to a whole percent',
      { agents: 1, salary: 1000, visitors: 0, orderValue: 0 },
      { revenue: 0, savings: 800, roi: 14 },
    ],
    ['savings only', { agents: 5, salary: 2000, visitors: 0, orderValue: 0 }, { revenue: 0, savings: 8000, roi: 138 }],
    [
      'negative values count as 0',
      { agents: -3, salary: 1500, visitors: -100, orderValue: 15 },
      { revenue: 0, savings: 0, roi: 0 },
    ],
    [
      'NaN counts as 0',
      { agents: Number.NaN, salary: 1500, visitors: 100_000, orderValue: Number.NaN },
      { revenue: 0, savings: 0, roi: 0 },
    ],
    [
      'integer fields are truncated',
      { agents: 2.9, salary: 1500.7, visitors: 100_000.9, orderValue: 15 },
      { revenue: 15_000, savings: 2400, roi: 300 },
    ],
    [
      'huge values are capped at the maxima',
      { agents: 1e12, salary: Infinity, visitors: 1e300, orderValue: 1e9 },
      { revenue: 1e9 * 0.01 * 1e5, savings: 0.8 * 1e4 * 1e6, roi: Math.round(((1e12 + 8e9) / 5800) * 100) },
    ],
  ];
  it.each(cases)('%s', (_name, inputs, expected) => {
    const r = computeRoi(inputs);
    expect(r.additionalRevenue).toBeCloseTo(expected.revenue, 2);
    expect(r.operationalSavings).toBeCloseTo(expected.savings, 2);
    expect(r.roiPercent).toBe(expected.roi);
    expect(Number.isFinite(r.additionalRevenue + r.operationalSavings + r.roiPercent)).toBe(true);
  });

  it.each([
    [50, 19.99, 10],
    [150, 23.45, 35.18],
  ])('rounds half a cent up: %s visitors at €%s → €%s', (visitors, orderValue, revenue) => {
    expect(computeRoi({ agents: 0, salary: 0, visitors, orderValue }).additionalRevenue).toBe(revenue);
  });

  it('gives the revenue in cents exactly as whole-number arithmetic does, half a cent up', () => {
    for (let visitors = 1; visitors <= 400; visitors += 7) {
      for (let orderCents = 1; orderCents <= 5000; orderCents += 37) {
        const exactCents = Math.floor((visitors * orderCents + 50) / 100);
        const { additionalRevenue } = computeRoi({ agents: 0, salary: 0, visitors, orderValue: orderCents / 100 });
        expect(Math.round(additionalRevenue * 100), `${visitors} × €${orderCents / 100}`).toBe(exactCents);
      }
    }
  });

  it('uses the spec defaults', () => {
    expect(ROI_DEFAULTS).toEqual({ agents: 2, salary: 1500, visitors: 100000, orderValue: 15 });
  });
});

/** What a box that holds no number reads: 0, and not readable (the page says so once it is left). */
const misread = (): ParsedInput => ({ value: 0, capped: false, readable: false, normalized: '0' });

describe('parseRoiInput: whole-number fields (agents, salary, visitors)', () => {
  const read = (value: number, normalized = String(value)) => ({ value, capped: false, readable: true, normalized });
  const cases: Array<[RoiField, string, ParsedInput]> = [
    ['agents', '3', read(3)],
    ['agents', ' 3 ', read(3)],
    ['agents', '007', read(7)],
    // Thousands grouped in threes with a space, dot, comma or apostrophe.
    ['visitors', '100000', read(100_000)],
    ['visitors', '100.000', read(100_000)],
    ['visitors', '100 000', read(100_000)],
    ['visitors', '100,000', read(100_000)],
    ['visitors', "100'000", read(100_000)],
    ['visitors', '100\u00a0000', read(100_000)],
    ['visitors', '100\u202f000', read(100_000)],
    ['visitors', '1.234.567', read(1_234_567)],
    ['salary', '1,500', read(1500)],
    ['salary', '1.500', read(1500)],
    ['salary', '€ 2 000', read(2000)],
    ['salary', '2000 €', read(2000)],
    // Not a whole number: 0.
    ['agents', '-5', misread()],
    ['agents', '-4', misread()],
    ['agents', '+4', misread()],
    ['visitors', '1e308', misread()],
    ['visitors', '1E5', misread()],
    ['agents', '2.5', misread()],
    ['agents', '2,9', misread()],
    ['salary', '1500,00', misread()],
    ['visitors', '100.00', misread()],
    ['visitors', '1.000,000', misread()],
    ['visitors', '1 000.000', misread()],
    ['visitors', '1000.000', misread()],
    ['visitors', '0.500', misread()],
    ['visitors', '12a34', misread()],
    ['agents', 'abc', misread()],
    ['agents', 'NaN', misread()],
    ['agents', 'Infinity', misread()],
    ['agents', '0x10', misread()],
    ['agents', '€', misread()],
    // Empty: 0, shown as 0 once the visitor leaves the box.
    ['agents', '', read(0)],
    ['agents', '   ', read(0)],
    // Capped at the field's maximum.
    [
      'visitors',
      '99999999999999999999',
      { value: ROI_MAXIMA.visitors, capped: true, readable: true, normalized: '1000000000' },
    ],
    ['agents', '9'.repeat(400), { value: ROI_MAXIMA.agents, capped: true, readable: true, normalized: '10000' }],
    ['salary', '1.000.001', { value: ROI_MAXIMA.salary, capped: true, readable: true, normalized: '1000000' }],
  ];
  it.each(cases)('%s: %j', (field, raw, expected) => {
    expect(parseRoiInput(field, raw)).toEqual(expected);
  });
});

describe('parseRoiInput: a long paste', () => {
  // 100,000 characters: the patterns read them at once (before, their time grew with the square of
  // the length, and this case took longer than the test's time limit).
  it.each([
    ['digits, then a letter', `${'9'.repeat(100_000)}x`],
    ['a digit, spaces, then "€x"', `1${' '.repeat(100_000)}€x`],
    ['separators, then a letter', `${'1,'.repeat(50_000)}x`],
  ])('that is not a number (%s) reads 0', (_what, raw) => {
    expect(parseRoiInput('agents', raw)).toEqual(misread());
    expect(parseRoiInput('orderValue', raw)).toEqual(misread());
  });
});

describe('parseRoiInput: order value (euros and cents)', () => {
  const read = (value: number, normalized: string) => ({ value, capped: false, readable: true, normalized });
  const cases: Array<[string, ParsedInput]> = [
    ['15', read(15, '15')],
    // One decimal separator, comma or dot, one or two decimals.
    ['12,50', read(12.5, '12.50')],
    ['12.50', read(12.5, '12.50')],
    ['12,5', read(12.5, '12.50')],
    ['15.5', read(15.5, '15.50')],
    ['0,99', read(0.99, '0.99')],
    [',5', read(0.5, '0.50')],
    ['.5', read(0.5, '0.50')],
    ['15,', read(15, '15')],
    ['15.', read(15, '15')],
    // Both: the last one is the decimal separator.
    ['1.234,50', read(1234.5, '1234.50')],
    ['1,234.50', read(1234.5, '1234.50')],
    ['1.234.567,8', { value: ROI_MAXIMA.orderValue, capped: true, readable: true, normalized: '100000' }],
    ['12.345,6', read(12_345.6, '12345.60')],
    ['1 234,50', read(1234.5, '1234.50')],
    ['1 234.50', read(1234.5, '1234.50')],
    ['€ 12,50', read(12.5, '12.50')],
    ['12,50 €', read(12.5, '12.50')],
    // A lone separator before exactly three digits groups thousands, as in the other fields.
    ['1.234', read(1234, '1234')],
    ['1,234', read(1234, '1234')],
    ['9.999', read(9999, '9999')],
    // Not a number: 0.
    ['-20', misread()],
    ['1e400', misread()],
    ['1e3', misread()],
    ['1.2.3', misread()],
    ['12,50,00', misread()],
    ['1,2345', misread()],
    ['1.234,567', misread()],
    ['1,23.45', misread()],
    ['12.5.', misread()],
    ['.', misread()],
    ['NaN', misread()],
    ['Infinity', misread()],
    ['twelve', misread()],
    ['', read(0, '0')],
    ['250000', { value: ROI_MAXIMA.orderValue, capped: true, readable: true, normalized: '100000' }],
  ];
  it.each(cases)('%j', (raw, expected) => {
    expect(parseRoiInput('orderValue', raw)).toEqual(expected);
  });
});

describe('formatting', () => {
  it.each([
    [15000, '€15,000.00'],
    [2400, '€2,400.00'],
    [0, '€0.00'],
    [1234567.891, '€1,234,567.89'],
    [Number.NaN, '€0.00'],
  ])('formatEuro(%d) → %s', (n, s) => expect(formatEuro(n)).toBe(s));
  it.each([
    [300, '300%'],
    [0, '0%'],
    [17241379, '17,241,379%'],
    [Number.POSITIVE_INFINITY, '0%'],
  ])('formatPercent(%d) → %s', (n, s) => expect(formatPercent(n)).toBe(s));
});
