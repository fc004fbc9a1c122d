/**
 * Content collections of the home and marketing pages (home, about, partners, pricing, contact,
 * brand assets); see src/content.config.ts. The plain zod schemas are exported too, so unit
 * tests can check the JSON files without a build.
 */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { awaitingConfirmationField } from '../lib/confirmation.ts';

const text = (what: string, min: number, max: number) =>
  z
    .string({ message: `${what} is required and must be text` })
    .trim()
    .min(min, `${what} is too short: write at least ${min} characters`)
    .max(max, `${what} is too long: keep it under ${max} characters`);

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens, e.g. "ai-sales-agent"');

const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/#]*$/, 'link must be a path on this site starting with "/", e.g. "/pricing"');

/** Filled in by the loader from the entry's place in its file; editors never write it. */
const position = z.number().int().nonnegative().default(0).describe('Set from the order in the file');

const svgFile = z
  .string()
  .regex(/^[a-z0-9-]+\.svg$/, 'must be the file name of an SVG in the assets folder, e.g. "sila.svg"');

/** content/home/benefits.json: the six benefits of 'Experience the new era of online shopping'. */
export const benefitSchema = z.object({
  id: z.number().int().min(1, 'id must be 1 to 6').max(6, 'id must be 1 to 6').describe('Position 1 to 6'),
  title: text('title', 3, 40),
  text: text('text', 60, 260).describe('One or two sentences shown under the title'),
  image: svgFile.describe('Illustration file in src/assets/benefits/'),
  alt: text('alt', 10, 140).describe('What the illustration shows, for people who cannot see it'),
});

/** content/home/statistics.json: the four numbers that count up on the home page. */
export const statisticSchema = z.object({
  id: slug,
  position,
  value: z.number({ message: 'value must be a plain number without commas, e.g. 286000' }).int().positive(),
  prefix: z.string().max(3).optional().describe('Shown before the number, e.g. "€"'),
  suffix: z.string().max(3).optional().describe('Shown after the number, e.g. "+"'),
  label: text('label', 3, 50),
});

/** content/marketing/modules.json: the four module cards. */
export const moduleCardSchema = z.object({
  id: slug,
  position,
  title: text('title', 5, 60),
  description: text('description', 40, 220),
  href: sitePath.describe('The module page the button opens'),
  buttonLabel: z.enum(['Learn More', 'Coming Soon'], {
    message: 'buttonLabel must be "Learn More" (available) or "Coming Soon"',
  }),
});

/** content/marketing/clients.json: client wordmarks; the first one links to its case study. */
export const clientLogoSchema = z.object({
  id: slug,
  position,
  name: text('name', 2, 40).describe('Store name; also the accessible name of the logo'),
  logo: svgFile.describe('Wordmark file in src/assets/logos/'),
  caseStudy: sitePath.optional().describe('Only for clients with a published case study'),
});

/** content/marketing/testimonials.json: quotes from named client CEOs. */
export const testimonialSchema = z.object({
  id: slug,
  quote: text('quote', 60, 420),
  name: text('name', 3, 60),
  role: text('role', 2, 60),
  company: text('company', 2, 60),
  rating: z.number().int().min(1, 'rating must be 1 to 5 stars').max(5, 'rating must be 1 to 5 stars'),
  awaitingConfirmation: awaitingConfirmationField,
});

/** content/marketing/highlights.json: short titled points (company values, partner benefits, promises). */
export const highlightSchema = z.object({
  id: slug,
  position,
  group: z.enum(['value', 'partner-benefit', 'demo-promise'], {
    message: 'group must be "value", "partner-benefit" or "demo-promise"',
  }),
  title: text('title', 2, 60),
  text: text('text', 20, 260).optional(),
});

/** content/marketing/sections.json: heading and short copy of each section, keyed by section id. */
export const sectionCopySchema = z.object({
  eyebrow: z.string().max(40).optional(),
  heading: text('heading', 3, 90),
  intro: text('intro', 10, 420).optional(),
  paragraphs: z
    .array(text('paragraph', 20, 600))
    .max(4, 'at most 4 paragraphs per section')
    .optional(),
  link: z.object({ label: text('link label', 3, 50), href: sitePath }).optional(),
  figures: z
    .array(z.object({ value: text('figure value', 1, 12), label: text('figure label', 5, 80) }))
    .max(3, 'at most 3 figures per section')
    .optional()
    .describe('Big key numbers shown beside the copy, e.g. "90 days"'),
});

/**
 * Astro lists a collection sorted by id; editors expect the order of the file. This parser
 * records each entry's place in the file so pages can keep that order (see byPosition).
 */
type Entries = Array<Record<string, unknown>> | Record<string, Record<string, unknown>>;
const inFileOrder = (text: string): Entries => {
  const data = JSON.parse(text) as Entries;
  return Array.isArray(data) ? data.map((item, index) => ({ ...item, position: index })) : data;
};
const fileInOrder = (path: string) => file(path, { parser: inFileOrder });

export const collections = {
  benefits: defineCollection({ loader: file('content/home/benefits.json'), schema: benefitSchema }),
  statistics: defineCollection({ loader: fileInOrder('content/home/statistics.json'), schema: statisticSchema }),
  moduleCards: defineCollection({ loader: fileInOrder('content/marketing/modules.json'), schema: moduleCardSchema }),
  clientLogos: defineCollection({ loader: fileInOrder('content/marketing/clients.json'), schema: clientLogoSchema }),
  testimonials: defineCollection({ loader: file('content/marketing/testimonials.json'), schema: testimonialSchema }),
  highlights: defineCollection({ loader: fileInOrder('content/marketing/highlights.json'), schema: highlightSchema }),
  sections: defineCollection({ loader: file('content/marketing/sections.json'), schema: sectionCopySchema }),
};
