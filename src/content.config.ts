/**
 * Content collections: every file in content/ that pages read through astro:content, checked at
 * build time. The schemas live in src/collections/<folder>.ts, named after the content/ folder
 * they describe; each loader is wrapped by `checked` so a mistake stops the build with the file,
 * the entry and the field named the same way as the plain loaders (src/schemas/parse.ts).
 * Pages read the collections through src/lib/content.ts only.
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import type { z } from 'zod';
import { caseStudySchema } from './collections/case-study.ts';
import {
  cookieBannerSchema,
  cookieCategorySchema,
  cookieInventorySchema,
  cookiePolicySchema,
} from './collections/cookies.ts';
import { demoStoreSchema } from './collections/demo-stores.ts';
import { eventFaqSchema, eventSchema, plainEventSchema } from './collections/event.ts';
import { siteFaqEntrySchema, siteFaqLoader } from './collections/faqs.ts';
import { benefitSchema, plainBenefitSchema, statisticSchema } from './collections/home.ts';
import {
  clientLogoSchema,
  highlightSchema,
  inFileOrder,
  moduleCardSchema,
  plainClientLogoSchema,
  testimonialSchema,
} from './collections/marketing.ts';
import { modulePageSchema, plansSchema, timelineSchema } from './collections/modules.ts';
import { pageSchema } from './collections/pages.ts';
import { checked } from './schemas/loaders.ts';

/** Every entry of a JSON list (or of an object keyed by id) in one file. */
const entries = (path: string, plain: z.ZodType) => checked(file(path), plain);
/** The same, keeping the order of the file in each entry's `position`. */
const entriesInOrder = (path: string, plain: z.ZodType) => checked(file(path, { parser: inFileOrder }), plain);
/** One entry per file in a folder, named by the file name. */
const files = (base: string, pattern: string, plain: z.ZodType): Loader => checked(glob({ base, pattern }), plain);

export const collections = {
  // content/pages/
  pages: defineCollection({ loader: files('./content/pages', '*.md', pageSchema), schema: pageSchema }),
  // content/home/
  benefits: defineCollection({
    loader: entries('content/home/benefits.json', plainBenefitSchema),
    schema: ({ image }) => benefitSchema(image),
  }),
  statistics: defineCollection({
    loader: entriesInOrder('content/home/statistics.json', statisticSchema),
    schema: statisticSchema,
  }),
  // content/marketing/
  moduleCards: defineCollection({
    loader: entriesInOrder('content/marketing/modules.json', moduleCardSchema),
    schema: moduleCardSchema,
  }),
  clientLogos: defineCollection({
    loader: entriesInOrder('content/marketing/clients.json', plainClientLogoSchema),
    schema: ({ image }) => clientLogoSchema(image),
  }),
  testimonials: defineCollection({
    loader: entries('content/marketing/testimonials.json', testimonialSchema),
    schema: testimonialSchema,
  }),
  highlights: defineCollection({
    loader: entriesInOrder('content/marketing/highlights.json', highlightSchema),
    schema: highlightSchema,
  }),
  // content/modules/
  modulePlans: defineCollection({ loader: files('./content/modules', 'plans.json', plansSchema), schema: plansSchema }),
  moduleTimeline: defineCollection({
    loader: files('./content/modules', 'timeline.json', timelineSchema),
    schema: timelineSchema,
  }),
  modulePages: defineCollection({
    loader: files('./content/modules', 'ai-*.json', modulePageSchema),
    schema: modulePageSchema,
  }),
  // content/event/
  eventPage: defineCollection({
    loader: files('./content/event', 'event.json', plainEventSchema),
    schema: eventSchema(reference),
  }),
  eventFaq: defineCollection({
    loader: files('./content/event', 'event-faq.json', eventFaqSchema),
    schema: eventFaqSchema,
  }),
  // content/faqs/ (checked and rendered by its own loader)
  siteFaq: defineCollection({ loader: siteFaqLoader(), schema: siteFaqEntrySchema }),
  // content/case-study/
  caseStudies: defineCollection({
    loader: files('./content/case-study', '*.json', caseStudySchema),
    schema: caseStudySchema,
  }),
  // content/demo-stores.json
  demoStores: defineCollection({
    loader: entries('./content/demo-stores.json', demoStoreSchema),
    schema: demoStoreSchema,
  }),
  // content/cookies/
  cookieInventory: defineCollection({
    loader: entries('./content/cookies/inventory.json', cookieInventorySchema),
    schema: cookieInventorySchema,
  }),
  cookieCategories: defineCollection({
    loader: entries('./content/cookies/categories.json', cookieCategorySchema),
    schema: cookieCategorySchema,
  }),
  cookieBanner: defineCollection({
    loader: entries('./content/cookies/banner.json', cookieBannerSchema),
    schema: cookieBannerSchema,
  }),
  cookiePolicy: defineCollection({
    loader: entries('./content/cookies/policy.json', cookiePolicySchema),
    schema: cookiePolicySchema,
  }),
};
