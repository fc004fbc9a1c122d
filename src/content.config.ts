/**
 * Content collections: every file in content/ that pages read through astro:content, checked at
 * build time. The schemas live in src/schemas/<folder>.ts, named after the content/ folder
 * they describe; each loader is wrapped by `checked` so a mistake stops the build with the file,
 * the entry and the field named the same way as the plain loaders (src/schemas/parse.ts).
 * Pages read the collections through src/lib/node/content.ts only.
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import type { z } from 'zod';
import { caseStudySchema } from './schemas/case-study.ts';
import {
  cookieBannerSchema,
  cookieCategorySchema,
  cookieInventorySchema,
  cookiePolicySchema,
} from './schemas/cookies.ts';
import { demoStoreSchema } from './schemas/demo-stores.ts';
import { eventFaqSchema, eventSchema, plainEventSchema } from './schemas/event.ts';
import { siteFaqEntrySchema, siteFaqLoader } from './schemas/faqs.ts';
import { benefitSchema, plainBenefitSchema, statisticSchema } from './schemas/home.ts';
import {
  clientLogoSchema,
  highlightSchema,
  inFileOrder,
  moduleCardSchema,
  plainClientLogoSchema,
  testimonialSchema,
} from './schemas/marketing.ts';
import { modulePageSchema, plansSchema, timelineSchema } from './schemas/modules.ts';
import { pageSchema } from './schemas/pages.ts';
import { contentPath } from './lib/shared/edition-paths.ts';
import type { Lang } from './lib/shared/i18n.ts';
import { checked } from './schemas/loaders.ts';

/**
 * A Bulgarian file keeps its image paths exactly as the English twin writes them (relative to the
 * English file), so the content editor can copy them across; they are re-rooted here.
 */
const fromEnglishFolder = (text: string): string =>
  text.replace(/"(\.\.\/)+src\/assets\//g, (match) => match.replace('"', '"../'));

/** Reads `content/<path>` in `lang`'s edition (content/bg/<path> for Bulgarian). */
const at = (lang: Lang, path: string) => contentPath(path, lang);

/** Every entry of a JSON list (or of an object keyed by id) in one file. */
const entries = (lang: Lang, path: string, plain: z.ZodType) =>
  checked(
    file(
      at(lang, path),
      lang === 'en'
        ? {}
        : {
            parser: (text) =>
              JSON.parse(fromEnglishFolder(text)) as
                Array<Record<string, unknown>> | Record<string, Record<string, unknown>>,
          },
    ),
    plain,
    { listEntries: true },
  );
/** The same, keeping the order of the file in each entry's `position`. */
const entriesInOrder = (lang: Lang, path: string, plain: z.ZodType) =>
  checked(
    file(at(lang, path), { parser: (text) => inFileOrder(lang === 'en' ? text : fromEnglishFolder(text)) }),
    plain,
    { listEntries: true },
  );
/** One entry per file in a folder, named by the file name. */
const files = (lang: Lang, base: string, pattern: string, plain: z.ZodType): Loader =>
  checked(glob({ base: `./${at(lang, base)}`, pattern }), plain);

/** The collections of one edition; the Bulgarian ones carry the suffix "Bg" (src/lib/node/content.ts). */
function editionCollections(lang: Lang) {
  return {
    // content/pages/
    pages: defineCollection({ loader: files(lang, 'content/pages', '*.md', pageSchema), schema: pageSchema }),
    // content/home/
    benefits: defineCollection({
      loader: entries(lang, 'content/home/benefits.json', plainBenefitSchema),
      schema: ({ image }) => benefitSchema(image),
    }),
    statistics: defineCollection({
      loader: entriesInOrder(lang, 'content/home/statistics.json', statisticSchema),
      schema: statisticSchema,
    }),
    // content/marketing/
    moduleCards: defineCollection({
      loader: entriesInOrder(lang, 'content/marketing/modules.json', moduleCardSchema),
      schema: moduleCardSchema,
    }),
    clientLogos: defineCollection({
      loader: entriesInOrder(lang, 'content/marketing/clients.json', plainClientLogoSchema),
      schema: ({ image }) => clientLogoSchema(image),
    }),
    testimonials: defineCollection({
      loader: entries(lang, 'content/marketing/testimonials.json', testimonialSchema),
      schema: testimonialSchema,
    }),
    highlights: defineCollection({
      loader: entriesInOrder(lang, 'content/marketing/highlights.json', highlightSchema),
      schema: highlightSchema,
    }),
    // content/modules/
    modulePlans: defineCollection({
      loader: files(lang, 'content/modules', 'plans.json', plansSchema),
      schema: plansSchema,
    }),
    moduleTimeline: defineCollection({
      loader: files(lang, 'content/modules', 'timeline.json', timelineSchema),
      schema: timelineSchema,
    }),
    modulePages: defineCollection({
      loader: files(lang, 'content/modules', 'ai-*.json', modulePageSchema),
      schema: modulePageSchema,
    }),
    // content/event/
    eventPage: defineCollection({
      loader: files(lang, 'content/event', 'event.json', plainEventSchema),
      schema: eventSchema(reference),
    }),
    eventFaq: defineCollection({
      loader: files(lang, 'content/event', 'event-faq.json', eventFaqSchema),
      schema: eventFaqSchema,
    }),
    // content/faqs/ (checked and rendered by its own loader)
    siteFaq: defineCollection({ loader: siteFaqLoader(lang), schema: siteFaqEntrySchema }),
    // content/case-study/
    caseStudies: defineCollection({
      loader: files(lang, 'content/case-study', '*.json', caseStudySchema),
      schema: caseStudySchema,
    }),
    // content/demo-stores.json
    demoStores: defineCollection({
      loader: entries(lang, 'content/demo-stores.json', demoStoreSchema),
      schema: demoStoreSchema,
    }),
    // content/cookies/
    cookieInventory: defineCollection({
      loader: entries(lang, 'content/cookies/inventory.json', cookieInventorySchema),
      schema: cookieInventorySchema,
    }),
    cookieCategories: defineCollection({
      loader: entries(lang, 'content/cookies/categories.json', cookieCategorySchema),
      schema: cookieCategorySchema,
    }),
    cookieBanner: defineCollection({
      loader: entries(lang, 'content/cookies/banner.json', cookieBannerSchema),
      schema: cookieBannerSchema,
    }),
    cookiePolicy: defineCollection({
      loader: entries(lang, 'content/cookies/policy.json', cookiePolicySchema),
      schema: cookiePolicySchema,
    }),
  };
}

type Edition = ReturnType<typeof editionCollections>;
const bulgarian = Object.fromEntries(
  Object.entries(editionCollections('bg')).map(([name, collection]) => [`${name}Bg`, collection]),
) as { [K in keyof Edition as `${K}Bg`]: Edition[K] };

export const collections = { ...editionCollections('en'), ...bulgarian };
