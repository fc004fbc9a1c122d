/**
 * content/pages/*.md: each page's title, description, headline, the copy of its sections and its
 * long copy (the Markdown body). One file per route, the page's one content home; a route reads
 * its own with getPage('<id>') and its sections with pageSection() from src/lib/node/content.ts.
 */
import { z } from 'zod';
import { containsCopy, probeMarkAround } from './content-probe.ts';
import { link, slug, text } from './fields.ts';

/**
 * Heading and short copy of one section of a page, under `sections:` in the page's frontmatter,
 * keyed by the name its route asks for (pageSection(page, 'values') in src/lib/node/content.ts).
 */
export const sectionCopySchema = z.object({
  eyebrow: text('eyebrow', { min: 0, max: 40 }).optional(),
  heading: text('heading', { min: 3, max: 90 }),
  intro: text('intro', { min: 10, max: 420 }).optional(),
  paragraphs: z
    .array(text('paragraph', { min: 20, max: 600 }))
    .max(4, 'at most 4 paragraphs per section')
    .optional(),
  link: link({ label: 'link label', min: 3, max: 50 }).optional(),
  figures: z
    .array(
      z.object({ value: text('figure value', { min: 1, max: 12 }), label: text('figure label', { min: 5, max: 80 }) }),
    )
    .max(3, 'at most 3 figures per section')
    .optional()
    .describe('Big key numbers shown beside the copy, e.g. "90 days"'),
});

export const pageSchema = z
  .object({
    title: text('Title', { min: 2, max: 60 }).describe(
      'Shown in the browser tab and in search results (the brand is added)',
    ),
    description: text('Description', { min: 50, max: 170 }).describe(
      'Search-result snippet: one or two plain sentences',
    ),
    headline: text('Headline', { min: 2, max: 90 }).describe('The h1 at the top of the page'),
    eyebrow: text('Small label above the headline', { min: 0, max: 40 }).optional(),
    lead: text('Lead under the headline', { min: 0, max: 320 }).optional(),
    lastUpdated: z.coerce.date().optional().describe('Legal pages: date shown as "Last updated"'),
    actions: z
      .array(link({ label: 'Button text' }).extend({ secondary: z.boolean().optional() }))
      .optional()
      .describe("The page's own buttons, in order (under the heading, or in its main section)"),
    closingActions: z
      .array(link({ label: 'Button text' }).extend({ secondary: z.boolean().optional() }))
      .optional()
      .describe('Buttons of the call-to-action box at the end of the page'),
    regionLabel: text('Name of the main section for screen readers', { min: 2, max: 60 }).optional(),
    formHeading: text('Heading of the form on this page', { min: 2, max: 80 }).optional(),
    note: text('A short sentence in the main section', { min: 2, max: 240 }).optional(),
    highlight: text('Words of the headline drawn with a highlight (copy them exactly from the headline)', {
      min: 2,
      max: 60,
    }).optional(),
    sections: z
      .record(slug, sectionCopySchema)
      .optional()
      .describe("Heading and short copy of each of the page's sections, under the name its route reads"),
  })
  // The home hero draws the highlight over these words of the headline, so they must be there.
  .superRefine((page, ctx) => {
    if (page.highlight !== undefined && !containsCopy(page.headline, page.highlight)) {
      ctx.addIssue({
        code: 'custom',
        path: ['highlight'],
        message: `"${page.highlight}" must be copied exactly from the headline`,
      });
    }
  })
  // The content probe marks the highlighted words apart, so the headline still contains them.
  .overwrite((page) => (page.highlight ? { ...page, headline: probeMarkAround(page.headline, page.highlight) } : page));

/** The copy fields a route can ask a page's file for (see pageCopy in src/lib/node/content.ts). */
export type PageCopyField = 'actions' | 'closingActions' | 'regionLabel' | 'formHeading' | 'note' | 'highlight';
