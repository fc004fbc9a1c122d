import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { plainBenefitSchema as benefitSchema, statisticSchema } from '../../src/schemas/home.ts';
import {
  highlightSchema,
  moduleCardSchema,
  plainClientLogoSchema as clientLogoSchema,
  testimonialSchema,
} from '../../src/schemas/marketing.ts';
import { pageSchema, sectionCopySchema } from '../../src/schemas/pages.ts';
import { parseContent } from '../../src/schemas/parse.ts';
import { readContentFile } from '../../src/schemas/load.ts';
import { logoSvg, svgDataUri } from '../../src/components/sections/brand/brand-logo.ts';
import { luminance, parseColourTokens } from '../../src/lib/shared/colour-tokens.ts';
import { BENEFIT_TITLES } from '../support/spec-lists.ts';

const json = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const entries = (path: string) => json(path) as Array<Record<string, unknown>>;

/** Every array collection of this area: file, schema, and a field to break. */
const collections: Array<{ file: string; schema: ZodType; count: number; breakField: string; badValue: unknown }> = [
  { file: 'content/home/benefits.json', schema: benefitSchema, count: 6, breakField: 'title', badValue: '' },
  { file: 'content/home/statistics.json', schema: statisticSchema, count: 4, breakField: 'value', badValue: '286,000' },
  {
    file: 'content/marketing/modules.json',
    schema: moduleCardSchema,
    count: 4,
    breakField: 'status',
    badValue: 'soon',
  },
  {
    file: 'content/marketing/clients.json',
    schema: clientLogoSchema,
    count: 9,
    breakField: 'logo',
    badValue: 'sila.png',
  },
  {
    file: 'content/marketing/testimonials.json',
    schema: testimonialSchema,
    count: 1,
    breakField: 'rating',
    badValue: 6,
  },
  {
    file: 'content/marketing/highlights.json',
    schema: highlightSchema,
    count: 16,
    breakField: 'group',
    badValue: 'misc',
  },
];

describe.each(collections)('$file', ({ file, schema, count, breakField, badValue }) => {
  it(`has ${count} valid entries`, () => {
    const list = entries(file);
    expect(list).toHaveLength(count);
    for (const entry of list) expect(schema.safeParse(entry).error).toBeUndefined();
  });

  it(`rejects a broken "${breakField}" with a message naming the field`, () => {
    const broken = { ...entries(file)[0], [breakField]: badValue };
    const result = schema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([breakField]);
    // What the editor reads in the build error: the file, the field and the message.
    expect(() => parseContent(schema, broken, file)).toThrow(
      new RegExp(`^${file} has a mistake:\\n  ${breakField}: .+`),
    );
  });
});

/** The frontmatter of content/pages/<page>.md, as the pages collection reads it. */
const frontmatter = (page: string) => readContentFile(`content/pages/${page}.md`).data as Record<string, unknown>;

describe("each page's sections (sections: in content/pages/<page>.md)", () => {
  const pages = ['home', 'about', 'partners', 'pricing', 'contact', 'images'];
  const sections = pages.flatMap((page) =>
    Object.entries(frontmatter(page).sections as Record<string, unknown>).map(([name, copy]) => [page, name, copy]),
  );
  it.each(sections)('%s: section "%s" is valid', (_page, _name, copy) => {
    expect(sectionCopySchema.safeParse(copy).error).toBeUndefined();
  });
  it.each(pages)('%s: the page file with its sections is valid', (page) => {
    expect(pageSchema.safeParse(frontmatter(page)).error).toBeUndefined();
  });
  it('names the page file and the section of a mistake', () => {
    const broken = { ...frontmatter('about'), sections: { values: { intro: 'An intro without a heading above it.' } } };
    expect(() => parseContent(pageSchema, broken, 'content/pages/about.md')).toThrow(
      /^content\/pages\/about\.md has a mistake:\n {2}sections → "values" → "heading": .*heading is required/,
    );
  });
  it('refuses a headline highlight that is not copied exactly from the headline', () => {
    const home = frontmatter('home');
    expect(pageSchema.safeParse(home).error).toBeUndefined();
    const broken = { ...home, highlight: 'words the headline does not have' };
    expect(() => parseContent(pageSchema, broken, 'content/pages/home.md')).toThrow(
      /^content\/pages\/home\.md has a mistake:\n {2}highlight: "words the headline does not have" must be copied exactly from the headline$/,
    );
  });
  it('names a missing heading', () => {
    const result = sectionCopySchema.safeParse({ intro: 'An intro without a heading above it.' });
    expect(result.error?.issues[0]?.path).toEqual(['heading']);
    expect(result.error?.issues[0]?.message).toMatch(/heading is required/);
  });
  it('rejects a link that leaves the site', () => {
    const result = sectionCopySchema.safeParse({
      heading: 'Heading',
      link: { label: 'Go there', href: 'https://x.y' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['link', 'href']);
  });
});

describe('spec facts in the content', () => {
  it('benefits are ids 1 to 6 with the six titles and existing illustrations under 6 KB', () => {
    const benefits = entries('content/home/benefits.json');
    expect(benefits.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(benefits.map((b) => b.title)).toEqual(BENEFIT_TITLES);
    for (const b of benefits) {
      const path = new URL(`../../content/home/${b.image as string}`, import.meta.url);
      expect(existsSync(path), `${b.image as string} exists`).toBe(true);
      expect(readFileSync(path).length).toBeLessThan(6 * 1024);
    }
  });

  it('statistics are the four spec numbers', () => {
    const render = (s: Record<string, unknown>) =>
      `${(s.prefix as string) ?? ''}${(s.value as number).toLocaleString('en-US')}${(s.suffix as string) ?? ''}`;
    expect(entries('content/home/statistics.json').map(render)).toEqual([
      '286,000+',
      '€108,000+',
      '5,900+',
      '€60,000+',
    ]);
  });

  it('module cards: two available, two coming soon, with the spec routes', () => {
    expect(entries('content/marketing/modules.json').map((m) => [m.title, m.buttonLabel, m.href])).toEqual([
      ['AI Sales Agent', 'Learn More', '/ai-sales-agent'],
      ['AI Search Engine', 'Learn More', '/ai-search-engine'],
      ['AI Recommendation Engine', 'Coming Soon', '/ai-recommendation'],
      ['AI Pricing and Sales Strategy Engine', 'Coming Soon', '/ai-sales-and-strategy-engine'],
    ]);
  });

  it('nine client logos, Sila first and the only one with a case study, all files present', () => {
    const clients = entries('content/marketing/clients.json');
    expect(clients[0]).toMatchObject({ name: 'Sila', caseStudy: '/sila-client-study' });
    expect(clients.filter((c) => c.caseStudy)).toHaveLength(1);
    for (const c of clients) {
      expect(existsSync(new URL(`../../content/marketing/${c.logo as string}`, import.meta.url))).toBe(true);
    }
  });

  it('eight company values, three partner benefits, five demo promises', () => {
    const groups = entries('content/marketing/highlights.json').map((h) => h.group);
    expect(groups.filter((g) => g === 'value')).toHaveLength(8);
    expect(groups.filter((g) => g === 'partner-benefit')).toHaveLength(3);
    expect(groups.filter((g) => g === 'demo-promise')).toHaveLength(5);
  });
});

describe('brand-asset helpers', () => {
  it.each([
    ['--color-brand: #4f3df5;', [{ name: 'brand', hex: '#4f3df5' }]],
    ['--color-navy:#0B1B3F; --space-1: 0.25rem;', [{ name: 'navy', hex: '#0b1b3f' }]],
    ['--font-sans: var(--x);', []],
  ])('parseColourTokens(%j)', (scss, expected) => {
    expect(parseColourTokens(scss)).toEqual(expected);
  });

  it('reads every colour token of the real token file', () => {
    const scss = readFileSync(new URL('../../src/styles/_tokens.scss', import.meta.url), 'utf8');
    const names = parseColourTokens(scss).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['navy', 'brand', 'accent', 'ink']));
  });

  it.each([
    ['#ffffff', 1],
    ['#000', 0],
  ])('luminance(%s) = %d', (hex, expected) => {
    expect(luminance(hex)).toBeCloseTo(expected, 5);
  });

  it('builds a logo file with the escaped brand name, its letters white on a dark surface and navy on a light one', () => {
    const svg = logoSvg('A&B <AI>', 'dark');
    expect(svg).toContain('A&amp;B &lt;AI&gt;');
    expect(svg).toContain('fill="#ffffff"');
    expect(logoSvg('Brand', 'light')).toContain('fill="#0b1530"');
    expect(svgDataUri('<svg/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
  });
});
