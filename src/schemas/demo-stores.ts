/** content/demo-stores.json: one entry per client demo page /{slug}-{id}, with its chat settings. */
import { z } from 'zod';
import { text, uniqueIds } from './fields.ts';

export const demoStoreSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'slug: use lower-case letters, digits and dashes only, e.g. "raya-toys"')
    .describe('First part of the page address /{slug}-{id}'),
  id: z
    .string()
    .regex(/^[a-z0-9]{4,12}$/, 'id: 4 to 12 lower-case letters or digits, e.g. "9m3q8t"')
    .describe('Fixed suffix of the page address; changing it breaks links already sent to the client'),
  name: text('name', { min: 2 }).describe('Store name shown on the page, e.g. "Raya Toys"'),
  title: text('title', { min: 5, max: 80 }).describe('The h1 of the demo page'),
  welcome: text('welcome', { min: 20, max: 400 }).describe('Welcome paragraph: two or three sentences at most'),
  chat: z.object({
    projectId: z
      .string()
      .regex(/^[a-f0-9]{24}$/, 'chat.projectId: the 24-character project id from the chat provider')
      .describe('Chat provider project id of this store'),
    position: z
      .enum(['bottom-left', 'bottom-right'], { message: 'chat.position: "bottom-left" or "bottom-right"' })
      .describe('Corner where the chat launcher appears'),
    session: z
      .discriminatedUnion('strategy', [
        z.object({
          strategy: z.literal('generated'),
          prefix: z.string().regex(/^[a-z0-9-]+$/, 'chat.session.prefix: lower-case letters, digits, dashes'),
        }),
        z.object({
          strategy: z.literal('mock'),
          id: z.string().min(4, 'chat.session.id: a fixed test session id'),
        }),
      ])
      .describe('"generated": prefix + timestamp + random per visit; "mock": a fixed test id'),
    stylesheet: z.url({ message: 'chat.stylesheet: a full https:// URL' }).optional(),
    voice: z.boolean().default(false).describe('Also connect the voice runtime'),
    persistence: z.literal('localStorage').optional().describe('Keep the conversation across reloads'),
  }),
});

/** content/demo-stores.json: the client demo pages, in their order. */
export const demoStoresSchema = uniqueIds(z.array(demoStoreSchema));
