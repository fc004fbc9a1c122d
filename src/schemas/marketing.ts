/**
 * content/marketing/: the shared marketing blocks (module cards, client logos, testimonials,
 * highlights) that the home, about, partners, pricing and contact pages reuse.
 */
import { z } from 'zod';
import { awaitingConfirmationField } from './confirmation.ts';
import { imagePath, moduleStatus, position, sitePath, slug, text, type ImageField } from './fields.ts';

/** content/marketing/modules.json: the four module cards. */
export const moduleCardSchema = z.object({
  id: slug,
  position,
  title: text('title', { min: 5, max: 60 }),
  description: text('description', { min: 40, max: 220 }),
  href: sitePath().describe('The module page the button opens'),
  status: moduleStatus.describe('Whether the module is out: coming-soon cards get the outlined button'),
  buttonLabel: text('buttonLabel', { max: 30 }).describe(
    'The button: "Learn More" when available, "Coming Soon" when not',
  ),
});

/** content/marketing/clients.json: client wordmarks; the first one links to its case study. */
export function clientLogoSchema<I extends ImageField>(image: I) {
  return z.object({
    id: slug,
    position,
    name: text('name', { min: 2, max: 40 }).describe('Store name; also the accessible name of the logo'),
    logo: (image() as ReturnType<I>).describe(
      'The wordmark: path from this file to an SVG (drawn inline) or a PNG, JPEG or WebP, e.g. "../../src/assets/logos/sila.svg"',
    ),
    caseStudy: sitePath().optional().describe('Only for clients with a published case study'),
  });
}
export const plainClientLogoSchema = clientLogoSchema(imagePath);

/** content/marketing/testimonials.json: quotes from named client CEOs. */
export const testimonialSchema = z.object({
  id: slug,
  quote: text('quote', { min: 60, max: 420 }),
  name: text('name', { min: 3, max: 60 }),
  role: text('role', { min: 2, max: 60 }),
  company: text('company', { min: 2, max: 60 }),
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
  title: text('title', { min: 2, max: 60 }),
  text: text('text', { min: 20, max: 260 }).optional(),
});

/**
 * Astro lists a collection sorted by id; editors expect the order of the file. This parser
 * records each entry's place in the file so pages can keep that order (see byPosition in
 * src/lib/node/content.ts).
 */
type Entries = Array<Record<string, unknown>> | Record<string, Record<string, unknown>>;
export const inFileOrder = (text: string): Entries => {
  const data = JSON.parse(text) as Entries;
  return Array.isArray(data) ? data.map((item, index) => ({ ...item, position: index })) : data;
};
