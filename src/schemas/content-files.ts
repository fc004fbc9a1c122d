/**
 * Every JSON file in content/ with the plain schema of the whole file, as an editor writes it
 * (image paths and references as text). The generated JSON Schemas (npm run schemas) and the
 * editor's validation in .vscode/settings.json come from this list. Markdown files (content/pages)
 * are not listed: a JSON Schema cannot check YAML frontmatter; the build checks it.
 */
import { matchesGlob } from 'node:path';
import { z } from 'zod';
import { roiCopySchema } from './roi-copy.ts';
import { checkedContactFormSchema, demoFormSchema, storePreviewFormSchema, waitlistFormSchema } from './forms.ts';
import { navigationSchema } from './navigation.ts';
import { redirectTableSchema } from './redirects.ts';
import { editionsSchema } from './editions.ts';
import { contentPath, SHARED_CONTENT_FILES } from '../lib/shared/edition-paths.ts';
import { LANGS } from '../lib/shared/i18n.ts';
import { siteSchema } from './site.ts';
import { stringsSchema } from './strings.ts';
import { listFile as list } from './fields.ts';
import { caseStudySchema } from './case-study.ts';
import { cookieBannerSchema, cookieCategorySchema, cookieInventorySchema, cookiePolicySchema } from './cookies.ts';
import { demoStoreSchema } from './demo-stores.ts';
import { eventFaqSchema, plainEventSchema } from './event.ts';
import { siteFaqFileSchema } from './faqs.ts';
import { plainBenefitSchema, statisticSchema } from './home.ts';
import { highlightSchema, moduleCardSchema, plainClientLogoSchema, testimonialSchema } from './marketing.ts';
import { localFitSchema, modulePageSchema, plansSchema, sampleConversationSchema, timelineSchema } from './modules.ts';
import { priceExplainerSchema } from './pricing.ts';
import { trustSchema } from './trust.ts';
import { pageSchema } from './pages.ts';

export interface ContentFile {
  /** The file, or files, from the project root; `*` matches any name in that folder. */
  files: string;
  /** The generated JSON Schema, from the project root. */
  jsonSchema: string;
  schema: z.ZodType;
}

const at = (files: string, schema: z.ZodType, name = files.replace(/^content\//, '').replace(/(\*|)\.json$/, '')) => ({
  files,
  jsonSchema: `src/schemas/json/${name}.schema.json`,
  schema,
});

export const CONTENT_FILES: ContentFile[] = [
  at('content/case-study/*.json', caseStudySchema, 'case-study/case-study'),
  at('content/cookies/banner.json', list(cookieBannerSchema)),
  at('content/cookies/categories.json', list(cookieCategorySchema)),
  at('content/cookies/inventory.json', list(cookieInventorySchema)),
  at('content/cookies/policy.json', list(cookiePolicySchema)),
  at('content/demo-stores.json', list(demoStoreSchema)),
  at('content/editions.json', editionsSchema),
  at('content/event/event.json', plainEventSchema),
  at('content/event/event-faq.json', eventFaqSchema),
  at('content/faqs/site-faq.json', siteFaqFileSchema),
  at('content/forms/contact.json', checkedContactFormSchema),
  at('content/forms/demo.json', demoFormSchema),
  at('content/forms/waitlist.json', waitlistFormSchema),
  at('content/forms/store-preview.json', storePreviewFormSchema),
  at('content/home/benefits.json', list(plainBenefitSchema)),
  at('content/home/statistics.json', list(statisticSchema)),
  at('content/marketing/clients.json', list(plainClientLogoSchema)),
  at('content/marketing/highlights.json', list(highlightSchema)),
  at('content/marketing/modules.json', list(moduleCardSchema)),
  at('content/marketing/testimonials.json', list(testimonialSchema)),
  at('content/modules/ai-*.json', modulePageSchema, 'modules/module-page'),
  at('content/modules/local-fit.json', localFitSchema),
  at('content/modules/plans.json', plansSchema),
  at('content/modules/sample-conversation.json', sampleConversationSchema),
  at('content/modules/timeline.json', timelineSchema),
  at('content/navigation.json', navigationSchema),
  at('content/pricing/explainer.json', priceExplainerSchema),
  at('content/redirects.json', redirectTableSchema),
  at('content/roi/calculator.json', roiCopySchema),
  at('content/site.json', siteSchema),
  at('content/strings.json', stringsSchema),
  at('content/trust/trust.json', trustSchema),
];

/** The schema of English content file `path`: its entry above, or a page's front matter (content/pages/*.md). */
export function schemaOfContentFile(path: string): z.ZodType | undefined {
  if (matchesGlob(path, 'content/pages/*.md')) return pageSchema;
  return CONTENT_FILES.find(({ files }) => matchesGlob(path, files))?.schema;
}

/**
 * The other editions' twins of the files above (content/bg/…), checked by the same schemas; the
 * files that serve every edition (SHARED_CONTENT_FILES) have none.
 */
export const EDITION_CONTENT_FILES: ContentFile[] = LANGS.filter((lang) => lang !== 'en').flatMap((lang) =>
  CONTENT_FILES.filter(({ files }) => !SHARED_CONTENT_FILES.includes(files)).map((file) => ({
    ...file,
    files: contentPath(file.files, lang),
  })),
);
