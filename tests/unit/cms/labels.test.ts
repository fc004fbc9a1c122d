/** The words the editor shows for names (src/lib/node/cms/labels.ts). */
import { describe, expect, it } from 'vitest';
import { humanise } from '../../../src/lib/node/cms/index.ts';
import { summaryOf } from '../../../src/lib/node/cms/labels.ts';

describe('labels', () => {
  it('labels read as words', () => {
    expect(humanise('buttonLabel')).toBe('Button label');
    expect(humanise('site-faq')).toBe('Site FAQ');
    expect(humanise('ctaHref')).toBe('CTA href');
    expect(humanise('roi')).toBe('ROI');
  });
});

describe('list summaries', () => {
  it('a collapsed list item is named by its first naming field', () => {
    expect(summaryOf({ type: 'object', properties: { answer: {}, question: {} } })).toBe('{{fields.question}}');
    expect(summaryOf({ type: 'object', properties: { id: {}, title: {} } })).toBe('{{fields.title}}');
    expect(summaryOf({ type: 'object', properties: { amount: {} } })).toBeUndefined();
  });
});
