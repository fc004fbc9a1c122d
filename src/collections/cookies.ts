/**
 * content/cookies/: the cookie banner's words, the four categories, the inventory of every cookie
 * and storage entry, and the policy version a stored choice agrees to.
 */
import { z } from 'zod';

/** content/cookies/inventory.json: every cookie and browser-storage entry the site may set. */
export const cookieInventorySchema = z.object({
  kind: z.enum(['cookie', 'localStorage', 'sessionStorage'], {
    message: 'kind: "cookie", "localStorage" or "sessionStorage"',
  }),
  domain: z.string().min(3, 'domain: who sets it, e.g. "Our domain (first party)"'),
  category: z.enum(['necessary', 'analytics', 'marketing', 'functionality'], {
    message: 'category: necessary, analytics, marketing or functionality',
  }),
  purpose: z.string().min(20, 'purpose: one plain sentence a visitor understands').max(300),
  duration: z.string().min(3).describe('How long it is kept'),
});

/** content/cookies/categories.json: names and one-line explanations of the four cookie categories. */
export const cookieCategorySchema = z.object({
  label: z.string().min(3).max(30, 'label: a short name such as "Analytics"'),
  description: z.string().min(20).max(160, 'description: one sentence, under 160 characters'),
});

/** content/cookies/banner.json: the words of the cookie banner shown on every page. */
export const cookieBannerSchema = z.object({
  title: z.string().min(3).max(60),
  text: z.string().min(40).max(320, 'text: keep the banner short, under 320 characters'),
  customizeTitle: z.string().min(3).max(80),
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
