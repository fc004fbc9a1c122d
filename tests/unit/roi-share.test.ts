import { describe, expect, it } from 'vitest';
import { ROI_DEFAULTS, ROI_MAXIMA, roiFigures } from '../../src/lib/shared/roi.ts';
import {
  readRoiFragment,
  roiBoxTexts,
  roiNote,
  roiNoteFromLink,
  roiQuery,
  withRoiFragment,
} from '../../src/lib/shared/roi-share.ts';

/** The figures of a link whose fragment holds these parameters. */
const readRoiQuery = (search: string) => readRoiFragment(`#${search.replace(/^\?/, '')}`);

describe('readRoiFragment: the calculator inputs from a link', () => {
  it('restores what the calculator wrote', () => {
    expect(readRoiQuery('?agents=5&salary=2100&visitors=250000&order_value=42.5')).toEqual({
      inputs: { agents: 5, salary: 2100, visitors: 250_000, orderValue: 42.5 },
      fromAddress: true,
    });
  });

  it('round-trips: roiQuery then readRoiQuery gives the same inputs', () => {
    const inputs = { agents: 3, salary: 1800, visitors: 1_000_000, orderValue: 12.35 };
    expect(readRoiQuery(`?${roiQuery(inputs)}`).inputs).toEqual(inputs);
    expect(roiQuery(ROI_DEFAULTS)).toBe('agents=2&salary=1500&visitors=100000&order_value=15');
  });

  it('no parameters: the spec defaults, nothing restored', () => {
    expect(readRoiQuery('')).toEqual({ inputs: ROI_DEFAULTS, fromAddress: false });
    expect(readRoiQuery('?utm_source=newsletter')).toEqual({ inputs: ROI_DEFAULTS, fromAddress: false });
  });

  it.each([
    ['a script', '?agents=<script>alert(1)</script>'],
    ['a negative number', '?agents=-5'],
    ['exponent notation', '?visitors=1e308'],
    ['Infinity', '?salary=Infinity'],
    ['NaN', '?salary=NaN'],
    ['grouping separators', '?visitors=100.000'],
    ['a decimal in a whole-number field', '?agents=2.5'],
    ['three decimals', '?order_value=12.345'],
    ['a comma decimal', '?order_value=12,5'],
    ['an empty value', '?agents='],
    ['a value above the maximum', `?agents=${ROI_MAXIMA.agents + 1}`],
    ['a very long number', `?visitors=${'9'.repeat(400)}`],
    ['a repeated parameter', '?agents=3&agents=4'],
    ['a broken escape', '?agents=%E0%A4%A'],
    ['spaces', '?agents=%203'],
  ])('%s falls back to the default for that field, without an error', (_what, search) => {
    expect(readRoiQuery(search)).toEqual({ inputs: ROI_DEFAULTS, fromAddress: false });
  });

  it('a long address is read whole: a figure far along it is never cut short', () => {
    // "1234" starts at the 1,999th character: a reader that stopped at 2,000 would take "12".
    const search = `?ref=${'x'.repeat(1985)}&agents=1234&salary=3000`;
    expect(search.indexOf('1234')).toBe(1998);
    expect(readRoiQuery(search).inputs).toEqual({ ...ROI_DEFAULTS, agents: 1234, salary: 3000 });
  });

  it('a bad field does not spoil the good ones', () => {
    expect(readRoiQuery('?agents=abc&salary=2000').inputs).toEqual({ ...ROI_DEFAULTS, salary: 2000 });
  });

  it('the maximum itself and zero are accepted', () => {
    expect(readRoiQuery(`?agents=${ROI_MAXIMA.agents}&order_value=0`).inputs).toMatchObject({
      agents: ROI_MAXIMA.agents,
      orderValue: 0,
    });
  });
});

describe('a link to the figures', () => {
  it('carries them in its #fragment, after the anchor it names, and never in its query', () => {
    expect(withRoiFragment('/roi', { ...ROI_DEFAULTS, agents: 5 })).toBe(
      '/roi#agents=5&salary=1500&visitors=100000&order_value=15',
    );
    expect(withRoiFragment('/contact#contact-form', ROI_DEFAULTS)).toBe(
      '/contact#contact-form&agents=2&salary=1500&visitors=100000&order_value=15',
    );
  });

  it('reading one gives back the figures, after an anchor or without one', () => {
    expect(readRoiFragment('#contact-form&agents=4&salary=2000&visitors=250000&order_value=20.5')).toEqual({
      inputs: { agents: 4, salary: 2000, visitors: 250_000, orderValue: 20.5 },
      fromAddress: true,
    });
    expect(readRoiFragment('#agents=4')).toEqual({ inputs: { ...ROI_DEFAULTS, agents: 4 }, fromAddress: true });
    expect(readRoiFragment('#contact-form')).toEqual({ inputs: ROI_DEFAULTS, fromAddress: false });
    expect(readRoiFragment('')).toEqual({ inputs: ROI_DEFAULTS, fromAddress: false });
  });
});

describe('the hand-over to the demo form', () => {
  it('the note is the content template filled with the inputs and the spec results', () => {
    const template =
      '{agents} agents at {salary}, {visitors} visitors, order {orderValue}: {revenue} + {savings}, ROI {roi}';
    expect(roiNote(template, ROI_DEFAULTS)).toBe(
      '2 agents at €1,500.00, 100,000 visitors, order €15.00: €15,000.00 + €2,400.00, ROI 300%',
    );
  });

  it('the note from a link says so on its first line: a crafted link cannot pass for the visitor’s words', () => {
    const note = roiNoteFromLink(
      { fromLink: 'Filled in automatically from an ROI calculator link:', note: '{agents} agents, ROI {roi}' },
      { ...ROI_DEFAULTS, agents: 10_000 },
      'bg',
    );
    expect(note).toBe('Filled in automatically from an ROI calculator link:\n10\u00a0000 agents, ROI 207\u00a0155%');
  });
});

describe('a shared address before the island starts', () => {
  const { inputs } = readRoiQuery('?agents=3&salary=1500&visitors=100000&order_value=12.5');
  it('the boxes show the understood values the edition’s way', () => {
    expect(roiBoxTexts(inputs, 'en')).toEqual({ agents: '3', salary: '1500', visitors: '100000', orderValue: '12.50' });
    expect(roiBoxTexts(inputs, 'bg').orderValue).toBe('12,50');
  });
  it('the results are those of the same inputs, as the island writes them', () => {
    expect(roiFigures(inputs, 'en')).toEqual({ revenue: '€12,500.00', savings: '€3,600.00', roi: '278%' });
    expect(roiFigures(inputs, 'bg')).toEqual({
      revenue: '12\u00a0500,00\u00a0€',
      savings: '3600,00\u00a0€',
      roi: '278%',
    });
  });
  it('the hand-over link for them keeps its anchor first', () => {
    expect(withRoiFragment('/bg/contact#contact-form', inputs)).toBe(
      '/bg/contact#contact-form&agents=3&salary=1500&visitors=100000&order_value=12.5',
    );
  });
});
