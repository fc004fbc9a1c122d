/**
 * content/case-study/*.json: one client case study per file (today Sila's), with its six-month
 * metrics table, headline claims and observations.
 */
import { z } from 'zod';
import { callToAction, template, text } from './fields.ts';

export const CASE_STUDY_MONTHS = ['October', 'November', 'December', 'January', 'February', 'March'] as const;

const count = (field: string) =>
  z
    .number({ message: `${field} must be a whole number (no quotes, no thousands separators)` })
    .int(`${field} must be a whole number`)
    .nonnegative(`${field} cannot be negative`);

const monthMetricsSchema = z.object({
  month: z.enum(CASE_STUDY_MONTHS, { message: `month must be one of ${CASE_STUDY_MONTHS.join(', ')}` }),
  interactions: count('interactions').describe('Chat conversations with shoppers that month'),
  productsFound: count('productsFound').describe('Products the agent found for shoppers that month'),
  productsSold: count('productsSold').describe('Products bought through the chat that month'),
});

const paragraphs = z.array(text('paragraph', { min: 20 })).min(1, 'write at least one paragraph');
const section = z.object({
  heading: text('heading', { min: 3, max: 80 }).describe('The h2 of the section'),
  paragraphs,
  points: z
    .array(text('point', { min: 5 }))
    .optional()
    .describe('Optional bullet points under the paragraphs'),
});

export const caseStudySchema = z.object({
  client: text('client', { min: 2 }).describe('The client store name'),
  factsLabel: template('facts label', ['client'], { min: 10, max: 80 }).describe(
    'Name of the facts box for screen readers; {client} is replaced by the client name',
  ),
  facts: z
    .array(z.object({ label: text('fact label', { min: 2 }), value: text('fact value') }))
    .min(2)
    .max(4)
    .describe('Short facts shown beside the overview, e.g. catalogue size'),
  overview: section,
  challenge: section,
  solution: section,
  metrics: z
    .object({
      heading: text('heading', { min: 3 }),
      intro: text('intro', { min: 20 }),
      caption: text('caption', { min: 10 }).describe('Caption of the metrics table (read out by screen readers)'),
      chartCaption: text('chart caption', { min: 10 }).describe('Caption under the chart'),
      chartTitle: template('chart title', ['from', 'to'], { min: 10, max: 160 }).describe(
        'Name of the chart for screen readers; {from} and {to} are replaced by the first and last month',
      ),
      chartMonth: template('chart month', ['month', 'interactions', 'found', 'sold'], { min: 10, max: 200 }).describe(
        "One month of the chart's description for screen readers; {month}, {interactions}, {found} and {sold} are replaced by its figures",
      ),
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
      heading: text('heading', { min: 3 }),
      items: z
        .array(
          z.object({
            value: text('figure', { max: 12 }).describe('Keep the figure short, e.g. "20,000+" or "120%+"'),
            leva: z
              .number()
              .positive()
              .optional()
              .describe('When the figure is an amount in leva: the amount, so the card adds its euro equivalent'),
            label: text('label', { min: 3, max: 60 }),
            detail: text('detail', { min: 10, max: 160 }),
          }),
        )
        .length(6, 'show exactly six headline claims'),
    })
    .describe('The headline results as highlight cards'),
  observations: z.object({
    heading: text('heading', { min: 3 }),
    items: z
      .array(z.object({ title: text('title', { min: 3 }), text: text('text', { min: 20 }) }))
      .min(2)
      .max(6),
  }),
  lookingAhead: section,
  cta: callToAction,
});
