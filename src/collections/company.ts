/**
 * Content collections of the company pages (FAQ, Sila case study); see src/content.config.ts.
 * The legal pages are Markdown in content/pages/ (the shared `pages` collection).
 */
import { readFile } from 'node:fs/promises';
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';

const SITE_FAQ_FILE = 'content/faqs/site-faq.json';
export const SITE_FAQ_COUNT = 10;

export const faqItemSchema = z.object({
  question: z
    .string({ message: 'every FAQ item needs a "question" (text)' })
    .min(10, 'write the question as a visitor would ask it (at least 10 characters)')
    .max(140, 'keep the question under 140 characters so it fits on one or two lines')
    .refine((q) => q.trim().endsWith('?'), 'end the question with a question mark')
    .describe('The question, as a visitor would ask it'),
  answer: z
    .string({ message: 'every FAQ item needs an "answer" (Markdown text)' })
    .min(40, 'the answer is too short to be useful (at least 40 characters)')
    .max(1200, 'keep the answer under 1200 characters; link to a page for detail')
    .describe('The answer in simple Markdown: paragraphs, **bold**, lists and [links](/contact)'),
});

const ctaSchema = z.object({
  heading: z.string().min(3).max(80).describe('Heading of the call-to-action box'),
  text: z.string().min(10).max(240),
  label: z.string().min(2).max(40).describe('Button text'),
  href: z.string().startsWith('/', 'use a site path such as /contact').describe('Where the button goes'),
});

/** The whole of content/faqs/site-faq.json: exactly ten questions, shown in this order, and a CTA. */
export const siteFaqFileSchema = z.object({
  items: z
    .array(faqItemSchema)
    .length(SITE_FAQ_COUNT, `the site FAQ shows exactly ${SITE_FAQ_COUNT} questions: add or remove items`)
    .describe('The questions on /faqs, in display order'),
  cta: ctaSchema.describe('The box below the questions that sends visitors to /contact'),
});

/** What the page reads: the file as written, each answer also rendered to HTML at build time. */
const siteFaqEntrySchema = siteFaqFileSchema.extend({
  items: z.array(faqItemSchema.extend({ answerHtml: z.string() })).length(SITE_FAQ_COUNT),
});

/** Checks content/faqs/site-faq.json as a whole, then renders each Markdown answer to HTML. */
function siteFaqLoader(): Loader {
  return {
    name: 'site-faq',
    load: async ({ store, parseData, renderMarkdown, watcher }) => {
      const raw: unknown = JSON.parse(await readFile(SITE_FAQ_FILE, 'utf8'));
      const checked = siteFaqFileSchema.safeParse(raw);
      if (!checked.success) {
        throw new Error(`${SITE_FAQ_FILE} is invalid:\n${z.prettifyError(checked.error)}`);
      }
      const items = await Promise.all(
        checked.data.items.map(async (item) => ({ ...item, answerHtml: (await renderMarkdown(item.answer)).html })),
      );
      const id = 'site-faq';
      const data = await parseData({ id, data: { ...checked.data, items }, filePath: SITE_FAQ_FILE });
      store.clear();
      store.set({ id, data, filePath: SITE_FAQ_FILE });
      watcher?.add(SITE_FAQ_FILE);
    },
  };
}

export const siteFaq = defineCollection({ loader: siteFaqLoader(), schema: siteFaqEntrySchema });

export const CASE_STUDY_MONTHS = ['October', 'November', 'December', 'January', 'February', 'March'] as const;

const count = (field: string) =>
  z
    .number({ message: `${field} must be a whole number (no quotes, no thousands separators)` })
    .int(`${field} must be a whole number`)
    .nonnegative(`${field} cannot be negative`);

export const monthMetricsSchema = z.object({
  month: z.enum(CASE_STUDY_MONTHS, { message: `month must be one of ${CASE_STUDY_MONTHS.join(', ')}` }),
  interactions: count('interactions').describe('Chat conversations with shoppers that month'),
  productsFound: count('productsFound').describe('Products the agent found for shoppers that month'),
  productsSold: count('productsSold').describe('Products bought through the chat that month'),
});

const paragraphs = z
  .array(z.string().min(20, 'a paragraph needs at least 20 characters'))
  .min(1, 'write at least one paragraph');
const section = z.object({
  heading: z.string().min(3).max(80).describe('The h2 of the section'),
  paragraphs,
  points: z.array(z.string().min(5)).optional().describe('Optional bullet points under the paragraphs'),
});

export const caseStudySchema = z.object({
  client: z.string().min(2).describe('The client store name'),
  facts: z
    .array(z.object({ label: z.string().min(2), value: z.string().min(1) }))
    .min(2)
    .max(4)
    .describe('Short facts shown beside the overview, e.g. catalogue size'),
  overview: section,
  challenge: section,
  solution: section,
  metrics: z
    .object({
      heading: z.string().min(3),
      intro: z.string().min(20),
      caption: z.string().min(10).describe('Caption of the metrics table (read out by screen readers)'),
      chartCaption: z.string().min(10).describe('Caption under the chart'),
      months: z
        .array(monthMetricsSchema)
        .length(6, 'the metrics table has exactly six months, October to March')
        .refine(
          (months) => months.every((m, i) => m.month === CASE_STUDY_MONTHS[i]),
          `months must be in order: ${CASE_STUDY_MONTHS.join(', ')}`,
        ),
    })
    .describe('The six-month metrics table and chart'),
  claims: z
    .object({
      heading: z.string().min(3),
      items: z
        .array(
          z.object({
            value: z.string().min(1).max(12, 'keep the figure short, e.g. "20,000+" or "120%+"'),
            label: z.string().min(3).max(60),
            detail: z.string().min(10).max(160),
          }),
        )
        .length(6, 'show exactly six headline claims'),
    })
    .describe('The headline results as highlight cards'),
  observations: z.object({
    heading: z.string().min(3),
    items: z
      .array(z.object({ title: z.string().min(3), text: z.string().min(20) }))
      .min(2)
      .max(6),
  }),
  lookingAhead: section,
  cta: ctaSchema,
});

export const caseStudies = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/case-study' }),
  schema: caseStudySchema,
});

export const collections = { siteFaq, caseStudies };
