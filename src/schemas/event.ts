/**
 * content/event/: the event landing page's own content (event.json) and its ten questions
 * (event-faq.json). The testimonial is a reference to content/marketing/testimonials.json.
 */
import { z } from 'zod';
import { awaitingConfirmationField } from './confirmation.ts';
import { link, referenceId, sectionIntro, template, text, titledText, type ReferenceField } from './fields.ts';
import { card } from './modules.ts';

export function eventSchema<R extends ReferenceField>(reference: R) {
  return z.object({
    event: z.object({
      name: text('Event name', { min: 2, max: 80 }),
      startDate: z.iso.date('startDate must be a date such as 2025-10-16'),
      endDate: z.iso.date('endDate must be a date such as 2025-10-17').optional(),
      location: text('Event location', { min: 2, max: 120 }),
      organizer: text('Who organises the event (for search engines; not shown on the page)', {
        min: 2,
        max: 80,
      }).optional(),
      awaitingConfirmation: awaitingConfirmationField,
    }),
    offer: z
      .object({
        validUntil: z
          .string()
          .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'validUntil: a date such as 2026-12-31, or empty while no end date is set')
          .describe('Last day the event offer can be claimed (YYYY-MM-DD); empty while the company has not set it')
          .default(''),
        validity: template('Validity shown beside the offer ({date} is validUntil)', ['date'], { min: 2, max: 140 }),
        noDate: text('Shown beside the offer instead while validUntil is empty: no live, time-limited offer', {
          min: 2,
          max: 200,
        }),
        ended: template('Shown beside the offer instead once validUntil has passed ({date})', ['date'], {
          min: 2,
          max: 200,
        }),
        awaitingConfirmation: awaitingConfirmationField,
      })
      .describe("The event offer's validity: every place that promotes the offer shows one of these lines"),
    hero: z.object({
      eyebrow: text('Hero label (the h1 is the headline in content/pages/event.md)', { min: 2, max: 60 }),
      subheadline: text('Hero subheadline', { min: 2, max: 200 }),
      cta: link(),
    }),
    form: z.object({
      heading: text('Form heading', { min: 2, max: 90 }),
      intro: text('Form intro', { min: 2, max: 320 }),
    }),
    blackFriday: z.object({ ...sectionIntro, items: z.array(card).length(3, 'three benefit cards') }),
    versus: z.object({
      ...sectionIntro,
      everybodyLabel: text('Left column label', { min: 2, max: 40 }),
      youLabel: text('Right column label', { min: 2, max: 40 }),
      rows: z
        .array(
          z.object({ pain: text('Pain point', { min: 2, max: 160 }), answer: text('Answer', { min: 2, max: 200 }) }),
        )
        .length(6, 'six pain points and answers'),
    }),
    features: z.object({ ...sectionIntro, items: z.array(card).length(4, 'four feature cards') }),
    testimonial: z.object({
      heading: text('Testimonial heading (for screen readers)', { min: 2, max: 90 }),
      client: (reference('testimonials') as ReturnType<R>).describe(
        'id of a quote in content/marketing/testimonials.json, e.g. "avtozona-ceo"',
      ),
    }),
    choices: z.object({
      ...sectionIntro,
      numberLabel: template('Small label above each choice ({n} is its number)', ['n'], { min: 2, max: 30 }),
      options: z
        .array(titledText('Choice', { textMax: 240 }).extend({ tone: z.enum(['muted', 'brand']) }))
        .length(2, 'two choices'),
      cta: link(),
    }),
    journey: z.object({
      ...sectionIntro,
      stepLabel: template('Hidden words before each step title, for screen readers ({n} is its number)', ['n'], {
        min: 2,
        max: 30,
      }),
      steps: z.array(titledText('Step', { textMax: 220 })).length(5, 'five steps'),
    }),
    faqHeading: text('FAQ heading', { min: 2, max: 90 }),
    ourAi: z.object({
      heading: text('Rotating sentence start', { min: 2, max: 20 }),
      phrases: z.array(text('Phrase', { min: 2, max: 40 })).length(8, 'the spec rotates eight phrases'),
      intervalMs: z.number().int().min(1000).max(10000),
      closing: text('Closing line', { min: 2, max: 200 }),
      claim: z
        .object({
          value: text('Claim figure', { min: 2, max: 12 }),
          text: text('Claim text', { min: 2, max: 80 }),
          source: text('Claim source', { min: 2, max: 80 }),
        })
        .describe("The revenue claim that ends the page, after the rotating phrases (the spec's last section)"),
      cta: link(),
    }),
  });
}
export const plainEventSchema = eventSchema(referenceId);

export const eventFaqSchema = z.object({
  items: z
    .array(
      z.object({
        question: text('Question', { min: 2, max: 140 }),
        answer: text('Answer (plain text)', { min: 2, max: 700 }),
        // Kept so the page leaves an unconfirmed answer out of its FAQPage data.
        awaitingConfirmation: awaitingConfirmationField,
      }),
    )
    .length(10, 'the event FAQ has ten questions'),
});
