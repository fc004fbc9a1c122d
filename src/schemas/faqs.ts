/**
 * content/faqs/site-faq.json: the ten questions on /faqs and the call to action below them. The
 * loader renders each Markdown answer to HTML at build time.
 */
import { readFile } from 'node:fs/promises';
import type { Loader } from 'astro/loaders';
import { z } from 'zod';
import { callToAction } from './fields.ts';
import { checkMarkdownField } from './markdown.ts';
import { awaitingConfirmationField } from './confirmation.ts';
import { probeMark } from './content-probe.ts';
import { parseContent } from './parse.ts';
import { contentPath } from '../lib/shared/edition-paths.ts';
import { localizeLinks, type Lang } from '../lib/shared/i18n.ts';

const SITE_FAQ_FILE = 'content/faqs/site-faq.json';
const SITE_FAQ_COUNT = 10;

const faqItemSchema = z.object({
  question: z
    .string({ message: 'every FAQ item needs a "question" (text)' })
    .min(10, 'write the question as a visitor would ask it (at least 10 characters)')
    .max(140, 'keep the question under 140 characters so it fits on one or two lines')
    .refine(
      (q) => q.trim().length >= 10,
      'write the question as a visitor would ask it (at least 10 characters, not counting spaces around it)',
    )
    .refine((q) => q.trim().endsWith('?'), 'end the question with a question mark')
    .overwrite(probeMark)
    .describe('The question, as a visitor would ask it'),
  answer: z
    .string({ message: 'every FAQ item needs an "answer" (Markdown text)' })
    .min(40, 'the answer is too short to be useful (at least 40 characters)')
    .max(1200, 'keep the answer under 1200 characters; link to a page for detail')
    .superRefine(checkMarkdownField)
    .describe('The answer in simple Markdown (no HTML): paragraphs, **bold**, lists and [links](/contact)'),
  // Kept so the page leaves an unconfirmed answer out of its FAQPage data.
  awaitingConfirmation: awaitingConfirmationField,
});

/** The whole of content/faqs/site-faq.json: exactly ten questions, shown in this order, and a CTA. */
export const siteFaqFileSchema = z.object({
  items: z
    .array(faqItemSchema)
    .length(SITE_FAQ_COUNT, `the site FAQ shows exactly ${SITE_FAQ_COUNT} questions: add or remove items`)
    .describe('The questions on /faqs, in display order'),
  cta: callToAction.describe('The box below the questions that sends visitors to /contact'),
});

/** What the page reads: the file as written, each answer also rendered to HTML at build time. */
export const siteFaqEntrySchema = siteFaqFileSchema.extend({
  items: z.array(faqItemSchema.extend({ answerHtml: z.string() })).length(SITE_FAQ_COUNT),
});

/** Checks content/faqs/site-faq.json (or its twin in `lang`) as a whole, then renders each answer. */
export function siteFaqLoader(lang: Lang): Loader {
  const file = contentPath(SITE_FAQ_FILE, lang);
  return {
    name: `site-faq-${lang}`,
    load: async ({ store, parseData, renderMarkdown, watcher }) => {
      const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
      const checked = parseContent(siteFaqFileSchema, raw, file);
      // parseData checks the entry again: it gets each item as written (checks see what the editor
      // wrote, not what a content probe build marked), with its answer rendered.
      const written = raw as z.input<typeof siteFaqFileSchema>;
      const items = await Promise.all(
        checked.items.map(async (item, index) => ({
          ...written.items[index],
          answerHtml: localizeLinks((await renderMarkdown(item.answer)).html, lang),
        })),
      );
      const id = 'site-faq';
      const data = await parseData({ id, data: { ...written, items }, filePath: file });
      store.clear();
      store.set({ id, data, filePath: file });
      watcher?.add(file);
    },
  };
}
