import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** content/pages/*.md: each page's title, description, headline and long copy. */
export const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: z.object({
    title: z.string().min(2).max(60).describe('Shown in the browser tab and in search results (the brand is added)'),
    description: z.string().min(50).max(170).describe('Search-result snippet: one or two plain sentences'),
    headline: z.string().min(2).max(90).describe('The h1 at the top of the page'),
    eyebrow: z.string().max(40).optional(),
    lead: z.string().max(320).optional(),
    lastUpdated: z.coerce.date().optional().describe('Legal pages: date shown as "Last updated"'),
  }),
});

export const collections = { pages };
