import { describe, expect, it } from 'vitest';
import {
  ROI_DEFAULTS,
  ROI_MAXIMA,
  computeRoi,
  formatEuro,
  formatPercent,
  parseRoiInput,
  textOnBlur,
  type RoiField,
  type RoiInputs,
} from '../../src/lib/roi.ts';

describe('computeRoi (spec section 9 formulas)', () => {
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

  it('uses the spec defaults', () => {
    expect(ROI_DEFAULTS).toEqual({ agents: 2, salary: 1500, visitors: 100000, orderValue: 15 });
  });
});

describe('parseRoiInput (spec section 5)', () => {
  const cases: Array<[RoiField, string, { text: string; value: number; capped: boolean }]> = [
    ['agents', '3', { text: '3', value: 3, capped: false }],
    ['agents', '', { text: '', value: 0, capped: false }],
    ['agents', '   ', { text: '', value: 0, capped: false }],
    ['agents', 'abc', { text: '0', value: 0, capped: false }],
    ['agents', '2.7', { text: '2', value: 2, capped: false }],
    ['agents', '-4', { text: '4', value: 4, capped: false }],
    ['agents', '007', { text: '7', value: 7, capped: false }],
    ['salary', '1,500', { text: '1500', value: 1500, capped: false }],
    ['salary', '€ 2 000', { text: '2000', value: 2000, capped: false }],
    ['visitors', '12a34', { text: '1234', value: 1234, capped: false }],
    [
      'visitors',
      '99999999999999999999',
      { text: String(ROI_MAXIMA.visitors), value: ROI_MAXIMA.visitors, capped: true },
    ],
    ['orderValue', '15.5', { text: '15.5', value: 15.5, capped: false }],
    ['orderValue', '15.', { text: '15.', value: 15, capped: false }],
    ['orderValue', '.5', { text: '0.5', value: 0.5, capped: false }],
    ['orderValue', '9.999', { text: '9.99', value: 9.99, capped: false }],
    ['orderValue', '1.2.3', { text: '1.23', value: 1.23, capped: false }],
    ['orderValue', 'NaN', { text: '0', value: 0, capped: false }],
    ['orderValue', 'Infinity', { text: '0', value: 0, capped: false }],
    ['orderValue', '1e400', { text: '1400', value: 1400, capped: false }],
    ['orderValue', '250000', { text: String(ROI_MAXIMA.orderValue), value: ROI_MAXIMA.orderValue, capped: true }],
  ];
  it.each(cases)('%s: %j', (field, raw, expected) => {
    expect(parseRoiInput(field, raw)).toEqual(expected);
  });
});

describe('textOnBlur', () => {
  it.each([
    ['', '0'],
    ['  ', '0'],
    ['15.', '15'],
    ['42', '42'],
  ])('%j → %j', (text, expected) => expect(textOnBlur(text)).toBe(expected));
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
