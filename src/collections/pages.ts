/**
 * content/pages/*.md: each page's title, description, headline and long copy (the Markdown body).
 * One file per route; a route reads its own with getPage('<id>') from src/lib/content.ts.
 */
import { z } from 'zod';
import { probeMarkAround } from '../schemas/content-probe.ts';
import { link, text } from '../schemas/fields.ts';

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
  })
  // The content probe marks the highlighted words apart, so the headline still contains them.
  .overwrite((page) => (page.highlight ? { ...page, headline: probeMarkAround(page.headline, page.highlight) } : page));

/** The copy fields a route can ask a page's file for (see pageCopy in src/lib/content.ts). */
export type PageCopyField = 'actions' | 'closingActions' | 'regionLabel' | 'formHeading' | 'note' | 'highlight';
