import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Content collections. Every file in content/ is checked against these schemas at build time;
 * a wrong entry stops the build with the file and the field named.
 */

const pages = defineCollection({
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

const demoStores = defineCollection({
  loader: file('./content/demo-stores.json'),
  schema: z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
    id: z.string().regex(/^[a-z0-9]{4,12}$/, '4 to 12 lower-case letters or digits'),
    name: z.string().min(2),
  }),
});

export const collections = { pages, demoStores };
