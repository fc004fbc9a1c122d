/**
 * content/case-study/*.json: one client case study per file (today Sila's), with its six-month
 * metrics table, headline claims and observations.
 */
import { z } from 'zod';
import { callToAction } from '../schemas/fields.ts';

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
  cta: callToAction,
});
