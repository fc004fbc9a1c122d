import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

/** content/demo-stores.json: one entry per client demo page /{slug}-{id}. */
export const demoStores = defineCollection({
  loader: file('./content/demo-stores.json'),
  schema: z.object({
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'slug: use lower-case letters, digits and dashes only, e.g. "raya-toys"')
      .describe('First part of the page address /{slug}-{id}'),
    id: z
      .string()
      .regex(/^[a-z0-9]{4,12}$/, 'id: 4 to 12 lower-case letters or digits, e.g. "9m3q8t"')
      .describe('Fixed suffix of the page address; changing it breaks links already sent to the client'),
    name: z.string().min(2, 'name: the store name shown on the page').describe('Store name, e.g. "Raya Toys"'),
    title: z.string().min(5).max(80, 'title: keep it under 80 characters').describe('The h1 of the demo page'),
    welcome: z.string().min(20).max(400, 'welcome: two or three sentences at most').describe('Welcome paragraph'),
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
  }),
});

/** content/cookies/inventory.json: every cookie and browser-storage entry the site may set. */
export const cookieInventory = defineCollection({
  loader: file('./content/cookies/inventory.json'),
  schema: z.object({
    kind: z.enum(['cookie', 'localStorage', 'sessionStorage'], {
      message: 'kind: "cookie", "localStorage" or "sessionStorage"',
    }),
    domain: z.string().min(3, 'domain: who sets it, e.g. "Our domain (first party)"'),
    category: z.enum(['necessary', 'analytics', 'marketing', 'functionality'], {
      message: 'category: necessary, analytics, marketing or functionality',
    }),
    purpose: z.string().min(20, 'purpose: one plain sentence a visitor understands').max(300),
    duration: z.string().min(3).describe('How long it is kept'),
  }),
});

/** content/cookies/categories.json: names and one-line explanations of the four cookie categories. */
export const cookieCategories = defineCollection({
  loader: file('./content/cookies/categories.json'),
  schema: z.object({
    label: z.string().min(3).max(30, 'label: a short name such as "Analytics"'),
    description: z.string().min(20).max(160, 'description: one sentence, under 160 characters'),
  }),
});

/** content/cookies/banner.json: the words of the cookie banner shown on every page. */
export const cookieBanner = defineCollection({
  loader: file('./content/cookies/banner.json'),
  schema: z.object({
    title: z.string().min(3).max(60),
    text: z.string().min(40).max(320, 'text: keep the banner short, under 320 characters'),
    customizeTitle: z.string().min(3).max(80),
  }),
});

/** content/cookies/policy.json: the version of the cookie policy that a stored cookie choice agrees to. */
export const cookiePolicy = defineCollection({
  loader: file('./content/cookies/policy.json'),
  schema: z.object({
    policyVersion: z
      .number({ message: 'policyVersion: a whole number such as 2, without quotes' })
      .int()
      .positive()
      .describe(
        'Raise by 1 when the cookie policy changes in a way that needs fresh consent (a new category, a new ' +
          'third party, a new purpose). Every visitor whose stored choice has another version is asked again.',
      ),
  }),
});

export const collections = { demoStores, cookieInventory, cookieCategories, cookieBanner, cookiePolicy };
