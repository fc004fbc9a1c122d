/**
 * content/home/: the six benefits of 'Experience the new era of online shopping' and the four
 * numbers that count up on the home page.
 */
import { z } from 'zod';
import { imagePath, position, slug, text, type ImageField } from './fields.ts';

/** content/home/benefits.json: one entry per benefit, with its illustration, photo or screenshot. */
export function benefitSchema<I extends ImageField>(image: I) {
  return z.object({
    id: z.number().int().min(1, 'id must be 1 to 6').max(6, 'id must be 1 to 6').describe('Position 1 to 6'),
    title: text('title', { min: 3, max: 40 }),
    text: text('text', { min: 60, max: 260 }).describe('One or two sentences shown under the title'),
    image: (image() as ReturnType<I>).describe(
      'The illustration: path from this file to an SVG, photo or screenshot, e.g. "../../src/assets/benefits/photo.jpg"',
    ),
    alt: text('alt', { min: 10, max: 140 }).describe('What the illustration shows, for people who cannot see it'),
  });
}
export const plainBenefitSchema = benefitSchema(imagePath);

/** content/home/statistics.json: the four numbers that count up on the home page. */
export const statisticSchema = z.object({
  id: slug,
  position,
  value: z.number({ message: 'value must be a plain number without commas, e.g. 286000' }).int().positive(),
  prefix: text('prefix', { min: 0, max: 3 }).optional().describe('Shown before the number, e.g. "€"'),
  suffix: text('suffix', { min: 0, max: 3 }).optional().describe('Shown after the number, e.g. "+"'),
  label: text('label', { min: 3, max: 50 }),
});
