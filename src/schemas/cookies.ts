/**
 * content/cookies/: the cookie banner's words, the four categories, the inventory of every cookie
 * and storage entry, and the policy version a stored choice agrees to.
 */
import { z } from 'zod';
import { entryId, template, text, uniqueIds } from './fields.ts';

/** content/cookies/inventory.json: every cookie and browser-storage entry the site may set. */
export const cookieInventorySchema = z.object({
  name: text('name', { min: 2, max: 80 })
    .optional()
    .describe(
      'The name shown in the table when the row id cannot be it (the same key kept in two places); otherwise the id is the name',
    ),
  kind: z.enum(['cookie', 'localStorage', 'sessionStorage'], {
    message: 'kind: "cookie", "localStorage" or "sessionStorage"',
  }),
  domain: text('domain', { min: 3 }).describe('Who sets it, e.g. "Our domain (first party)"'),
  category: z
    .enum(['essential', 'analytics', 'marketing', 'functionality'], {
      message: 'category: essential, analytics, marketing or functionality',
    })
    .describe('The id of its category in content/cookies/categories.json, whose label the table shows'),
  purpose: text('purpose', { min: 20, max: 300 }).describe('One plain sentence a visitor understands'),
  duration: text('duration', { min: 3 }).describe('How long it is kept'),
  inUse: z
    .boolean()
    .optional()
    .describe(
      'false: nothing on the site sets it today (a row kept so the policy says so); the table marks it. Leave out when it is set.',
    ),
  claimWords: z
    .array(text('claim word', { min: 3, max: 40 }))
    .optional()
    .describe(
      'Words that name the purpose of a row that is not in use (e.g. "forgery"): no consent text outside this table may use them while inUse is false (tests/dist/consent-inventory.test.ts)',
    ),
});

/** content/cookies/categories.json: names and one-line explanations of the four cookie categories. */
export const cookieCategorySchema = z.object({
  label: text('label', { min: 3, max: 30 }).describe('A short name such as "Analytics"'),
  description: text('description', { min: 20, max: 160 }).describe(
    'One sentence; a category with no row in use in the inventory is shown with "Not set on this site" before it',
  ),
  summary: text('summary', { min: 10, max: 120 }).describe(
    "What it does, in a few words, on the banner's first layer (shown only while the inventory has a row of it in use)",
  ),
});

/** content/cookies/banner.json: the words of the cookie banner shown on every page. */
export const cookieBannerSchema = z.object({
  title: text('title', { min: 3, max: 60 }),
  text: text('text', { min: 10, max: 200 }).describe(
    'The sentence before the list of categories in use; the list itself comes from the inventory and categories.json',
  ),
  withConsent: text('withConsent', { min: 3, max: 40 }).describe(
    'Note after an optional category in the list, e.g. "(with your consent)"',
  ),
  unused: template('unused', ['categories'], { min: 10, max: 160 }).describe(
    'Sentence naming the categories with no row in use ({categories}: their labels in lower case); left out when every category is used',
  ),
  closing: text('closing', { min: 10, max: 200 }).describe('The sentence before the link to the cookie policy'),
  customizeTitle: text('customizeTitle', { min: 3, max: 80 }),
});

/** content/cookies/policy.json: the version of the cookie policy that a stored cookie choice agrees to. */
export const cookiePolicySchema = z.object({
  policyVersion: z
    .number({ message: 'policyVersion: a whole number such as 2, without quotes' })
    .int()
    .positive()
    .describe(
      'Raise by 1 when the cookie policy changes in a way that needs fresh consent (a new category, a new ' +
        'third party, a new purpose). Every visitor whose stored choice has another version is asked again.',
    ),
});

/** The whole of content/cookies/policy.json: a list with the policy's one entry. */
export const cookiePolicyFileSchema = uniqueIds(z.array(cookiePolicySchema.extend({ id: entryId }))).min(
  1,
  'the file needs its entry with "policyVersion" (the cookie policy version)',
);
