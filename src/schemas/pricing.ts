/**
 * content/pricing/explainer.json: "an honest word on price" on /pricing (issue #36): what the price
 * depends on, how it is billed and what is not charged. No amounts: the spec shows no prices, and a
 * figure would need the company's confirmation.
 */
import { z } from 'zod';
import { awaitingConfirmationField } from './confirmation.ts';
import { link, noAmounts, sectionIntro, text } from './fields.ts';

const point = z.object({
  title: text('Point title', { min: 2, max: 60 }),
  text: text('Point text', { min: 10, max: 240 }),
  awaitingConfirmation: awaitingConfirmationField,
});

const group = z.object({
  heading: text('Group heading', { min: 2, max: 60 }),
  items: z.array(point).min(1).max(4),
  awaitingConfirmation: awaitingConfirmationField,
});

export const priceExplainerSchema = z
  .object({
    ...sectionIntro,
    factors: group,
    billing: group,
    free: group,
    link: link({ label: 'Link label', min: 3, max: 50 }),
  })
  .superRefine((copy, ctx) => noAmounts(copy, ctx, 'the price explainer'));
export type PriceExplainer = z.infer<typeof priceExplainerSchema>;
