import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

/** content/demo-stores.json: one entry per client demo page /{slug}-{id}. */
export const demoStores = defineCollection({
  loader: file('./content/demo-stores.json'),
  schema: z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
    id: z.string().regex(/^[a-z0-9]{4,12}$/, '4 to 12 lower-case letters or digits'),
    name: z.string().min(2),
  }),
});

export const collections = { demoStores };
