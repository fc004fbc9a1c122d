import { escapeHtml } from '../../src/lib/shared/html.ts';
import { formatDate } from '../../src/lib/shared/i18n.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CASE_STUDY_MONTHS, caseStudySchema } from '../../src/schemas/case-study.ts';
import { siteFaqFileSchema } from '../../src/schemas/faqs.ts';
import {
  anchorHeadings,
  isoDate,
  fillPlaceholders,
  htmlToText,
  markRegisteredName,
  renderedHeadings,
  tableOfContents,
  type PlaceholderValues,
} from '../../src/lib/shared/legal.ts';
import { TERMS_SECTIONS } from '../support/spec-lists.ts';

const values: PlaceholderValues = {
  brand: 'Acme AI',
  legalName: 'Acme AI Ltd.',
  email: 'hi@acme.test',
  phone: '+359 2 000',
  address: 'Sofia, Bulgaria',
  websiteHost: 'www.acme.test',
};

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const faqFile = readJson('content/faqs/site-faq.json');
const caseFile = readJson('content/case-study/sila.json');

/** The first issue of a failed parse: where it is and what it says. */
function firstIssue(schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('content/faqs/site-faq.json', () => {
  const faq = siteFaqFileSchema.parse(faqFile);

  it('has exactly ten questions and a contact call-to-action', () => {
    expect(faq.items).toHaveLength(10);
    expect(faq.cta.href).toBe('/contact');
  });

  it.each([
    ['setup', /set up/i],
    ['store platforms', /Shopify|WooCommerce/],
    ['languages', /language/i],
    ['human handover', /human|operator/i],
    ['data protection', /GDPR/],
    ['pricing approach', /pricing|cost/i],
    ['free demo', /No contracts, no hidden fees and no pressure/i],
    ['ROI', /2 to 3 months[\s\S]*90 days/],
    ['resellers', /resell/i],
    ['support', /support/i],
  ])('covers %s', (_topic, pattern) => {
    expect(faq.items.some((item) => pattern.test(`${item.question} ${item.answer}`))).toBe(true);
  });

  it('shows no prices', () => {
    for (const item of faq.items) expect(item.answer).not.toMatch(/[€$]|\bEUR\b|\bBGN\b|\d+\s?euro/i);
  });

  const items = (faqFile as { items: unknown[] }).items;
  it.each([
    ['nine questions', { ...(faqFile as object), items: items.slice(0, 9) }, 'items', /exactly 10 questions/],
    [
      'a missing question',
      {
        ...(faqFile as object),
        items: items.map((it, i) => (i === 2 ? { answer: (it as { answer: string }).answer } : it)),
      },
      'items.2.question',
      /needs a "question"/,
    ],
    [
      'a question without "?"',
      {
        ...(faqFile as object),
        items: items.map((it, i) => (i === 0 ? { ...(it as object), question: 'Tell me about setup' } : it)),
      },
      'items.0.question',
      /question mark/,
    ],
    [
      'a question of spaces and a question mark',
      {
        ...(faqFile as object),
        items: items.map((it, i) => (i === 1 ? { ...(it as object), question: `${' '.repeat(12)}?` } : it)),
      },
      'items.1.question',
      /at least 10 characters, not counting spaces/,
    ],
    [
      'a one-word answer',
      { ...(faqFile as object), items: items.map((it, i) => (i === 9 ? { ...(it as object), answer: 'Yes.' } : it)) },
      'items.9.answer',
      /too short/,
    ],
    [
      'a CTA to an external URL',
      { ...(faqFile as object), cta: { ...(faqFile as { cta: object }).cta, href: 'https://x.test' } },
      'cta.href',
      /must be a path on this site/,
    ],
  ])('rejects %s and names the field', (_case, data, path, message) => {
    const issue = firstIssue(siteFaqFileSchema, data);
    expect(issue.path).toBe(path);
    expect(issue.message).toMatch(message);
  });
});

describe('content/case-study/sila.json', () => {
  const study = caseStudySchema.parse(caseFile);

  it('has the six months of the spec, October to March, with the exact figures', () => {
    expect(study.metrics.months.map((m) => [m.month, m.interactions, m.productsFound, m.productsSold])).toEqual([
      ['October', 5594, 215, 41],
      ['November', 6795, 513, 121],
      ['December', 10238, 419, 126],
      ['January', 12636, 566, 91],
      ['February', 11747, 582, 79],
      ['March', 12401, 603, 59],
    ]);
  });

  it('makes the six headline claims of the spec', () => {
    expect(study.claims.items.map((c) => `${c.value} ${c.label}`)).toEqual([
      '20,000+ products known by the agent',
      '120%+ growth in interactions',
      '500+ products sold in chat',
      '30% of chats outside business hours',
      '25% click-through on recommendations',
      '20,000 BGN saved in support costs',
    ]);
  });

  it('claims only what the monthly figures support', () => {
    const months = study.metrics.months;
    const growth = (months[5]!.interactions - months[0]!.interactions) / months[0]!.interactions;
    expect(growth).toBeGreaterThan(1.2);
    expect(months.reduce((sum, m) => sum + m.productsSold, 0)).toBeGreaterThan(500);
  });

  it('has a Looking Ahead section and a contact link', () => {
    expect(study.lookingAhead.heading).toBe('Looking Ahead');
    expect(study.cta.href).toBe('/contact');
  });

  const withMonths = (months: unknown[]) => ({
    ...(caseFile as object),
    metrics: { ...(caseFile as { metrics: object }).metrics, months },
  });
  const months = (caseFile as { metrics: { months: Array<Record<string, unknown>> } }).metrics.months;
  it.each([
    ['five months', withMonths(months.slice(0, 5)), 'metrics.months', /exactly six months/],
    [
      'months out of order',
      withMonths([months[1], months[0], ...months.slice(2)]),
      'metrics.months',
      /in order: October, November/,
    ],
    [
      'an unknown month',
      withMonths(months.map((m, i) => (i === 0 ? { ...m, month: 'Oct' } : m))),
      'metrics.months.0.month',
      /one of October/,
    ],
    [
      'a figure written as text',
      withMonths(months.map((m, i) => (i === 3 ? { ...m, interactions: '12,636' } : m))),
      'metrics.months.3.interactions',
      /interactions must be a whole number/,
    ],
    [
      'a negative figure',
      withMonths(months.map((m, i) => (i === 5 ? { ...m, productsSold: -1 } : m))),
      'metrics.months.5.productsSold',
      /cannot be negative/,
    ],
  ])('rejects %s and names the field', (_case, data, path, message) => {
    const issue = firstIssue(caseStudySchema, data);
    expect(issue.path).toBe(path);
    expect(issue.message).toMatch(message);
  });

  it('lists the months in display order', () => {
    expect(CASE_STUDY_MONTHS).toEqual(['October', 'November', 'December', 'January', 'February', 'March']);
  });
});

describe('legal helpers', () => {
  it.each([
    ['<p>{brand} by {legalName}</p>', '<p>Acme AI by Acme AI Ltd.</p>'],
    ['<a href="mailto:%7Bemail%7D">{email}</a>', '<a href="mailto:hi@acme.test">hi@acme.test</a>'],
    ['<p>no placeholders</p>', '<p>no placeholders</p>'],
  ])('fills %s', (html, expected) => {
    expect(fillPlaceholders(html, values)).toBe(expected);
  });

  it('marks the registered Bulgarian name in the text of a page in another language, never inside a tag', () => {
    const name = '„Некса Комерс АИ“ ЕООД';
    const html = `<p title="${name}">${name} (Nexa) & ${name}</p>`;
    expect(markRegisteredName(html, name, 'en')).toBe(
      `<p title="${name}"><span lang="bg">${name}</span> (Nexa) & <span lang="bg">${name}</span></p>`,
    );
    expect(markRegisteredName(html, name, 'bg')).toBe(html);
    expect(markRegisteredName('<p>A &amp; B</p>', 'A & B', 'en')).toBe('<p><span lang="bg">A &amp; B</span></p>');
  });

  it('escapes values and rejects unknown placeholders with the file named', () => {
    expect(fillPlaceholders('{brand}', { ...values, brand: 'A & <B>' })).toBe('A &amp; &lt;B&gt;');
    expect(() => fillPlaceholders('<p>{emial}</p>', values, 'content/pages/x.md')).toThrow(
      'content/pages/x.md: unknown placeholder {emial}',
    );
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it.each([
    ['2025-06-25', '25/06/2025', '25.06.2025 г.'],
    ['2024-01-05', '05/01/2024', '05.01.2024 г.'],
    ['2025-12-31', '31/12/2025', '31.12.2025 г.'],
  ])('formats %s as %s in English and %s in Bulgarian', (iso, english, bulgarian) => {
    const day = isoDate(new Date(iso));
    expect(formatDate(day, 'en')).toBe(english);
    expect(formatDate(day, 'bg')).toBe(bulgarian);
  });

  it('builds the table of contents from the h2 headings only', () => {
    const headings = [
      { depth: 2, slug: '1-introduction', text: '1. Introduction' },
      { depth: 3, slug: 'detail', text: 'Detail' },
      { depth: 2, slug: '2-use', text: '2. Use' },
    ];
    expect(tableOfContents(headings)).toEqual([
      { slug: '1-introduction', text: '1. Introduction' },
      { slug: '2-use', text: '2. Use' },
    ]);
  });

  it('reads the headings from rendered metadata, ignoring anything malformed', () => {
    const good = { depth: 2, slug: 'a', text: 'A' };
    expect(renderedHeadings({ headings: [good, { depth: '2' }, null] })).toEqual([good]);
    expect(renderedHeadings({})).toEqual([]);
    expect(renderedHeadings(undefined)).toEqual([]);
  });

  it('adds a named self-link to each section heading', () => {
    expect(anchorHeadings('<h2 id="1-intro">1. Intro</h2><h3 id="x">X</h3>', 'Link to section: {section}')).toBe(
      '<h2 id="1-intro" aria-labelledby="1-intro-title"><span id="1-intro-title">1. Intro</span> ' +
        '<a class="heading-anchor" href="#1-intro"><span aria-hidden="true">#</span>' +
        '<span class="visually-hidden">Link to section: 1. Intro</span></a></h2><h3 id="x">X</h3>',
    );
  });

  it('turns an answer into plain text for structured data', () => {
    expect(
      htmlToText(
        '<p>Try the <a href="/roi">ROI calculator</a> &amp; <strong>save</strong>.</p>\n<ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Try the ROI calculator & save. One Two');
  });
});

describe('legal texts in content/pages', () => {
  const sections = (file: string) =>
    readFileSync(`content/pages/${file}.md`, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3));

  it('terms have the eight numbered sections of the spec', () => {
    expect(sections('terms-and-conditions')).toEqual(TERMS_SECTIONS);
  });

  it('privacy policy has ten numbered sections, controller first', () => {
    const list = sections('privacy-policy');
    expect(list).toHaveLength(10);
    expect(list.map((s) => s.replace(/^\d+\. /, ''))).toEqual([
      'Introduction and Data Controller',
      'Data We Collect',
      'How We Use Your Data',
      'Processors and Other Recipients',
      'Security',
      'International Transfers',
      'Your Rights',
      'Data Retention',
      'Changes to This Policy',
      'Contact Us',
    ]);
    list.forEach((s, i) => expect(s.startsWith(`${i + 1}. `)).toBe(true));
  });

  it('legal texts use only known placeholders and never a hard-coded contact', () => {
    for (const file of [
      'pages/terms-and-conditions.md',
      'pages/privacy-policy.md',
      'pages/cookies.md',
      'faqs/site-faq.json',
    ]) {
      const text = readFileSync(`content/${file}`, 'utf8');
      expect(() => fillPlaceholders(text, values), file).not.toThrow();
      expect(text, file).not.toMatch(/@example\.com|Nexa/);
    }
  });
});
