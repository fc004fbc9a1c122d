import { z } from 'zod';
import { text } from './fields.ts';
import { parseContent } from './parse.ts';
import { awaitingConfirmationField } from './confirmation.ts';

const url = z.url({ message: 'must be a full URL starting with https://' });

/** content/site.json: brand, contact details and the public ids of the services the site uses. */
export const siteSchema = z.object({
  brand: text('brand', { min: 2, max: 40 }),
  legalName: text('legalName', { min: 2 }).describe(
    'The registered name exactly as in the Commercial Register (Bulgarian form, e.g. „…“ ЕООД); the same in every edition',
  ),
  legalNameLatin: text('legalNameLatin', { min: 2 })
    .optional()
    .describe(
      'The Latin spelling of the registered name, if the Commercial Register lists one; the same in every edition',
    ),
  tagline: text('tagline', { min: 10, max: 120 }),
  headline: text('headline', { min: 10, max: 80 }),
  description: text('description', { min: 50, max: 200 }).describe('Default meta description'),
  contact: z.object({
    email: z.email({ message: 'must be an email address' }),
    phone: text('phone', { min: 5 }),
    websiteHost: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a host name such as www.example.com'),
    address: text('address', { min: 0 }).default(''),
    awaitingConfirmation: awaitingConfirmationField,
  }),
  company: z
    .object({
      seat: text('Registered office and management address', { min: 2 }),
      uic: z.string().regex(/^\d{9}(\d{4})?$/, 'a UIC (ЕИК) of 9 or 13 digits'),
      vatNumber: z
        .string()
        .regex(/^(BG\d{9,10})?$/, 'a Bulgarian VAT number: BG and 9 or 10 digits, or empty')
        .default(''),
      awaitingConfirmation: awaitingConfirmationField,
    })
    .describe('The provider identity the Electronic Commerce Act (Art. 4) requires'),
  social: z.object({ linkedin: url, instagram: url, facebook: url, awaitingConfirmation: awaitingConfirmationField }),
  security: z
    .object({
      email: z
        .email({ message: 'must be an email address' })
        .describe('Where a security researcher reports a vulnerability: /.well-known/security.txt and the trust page'),
      expires: z
        .string()
        .regex(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
          'a date and time such as 2027-05-31T00:00:00Z',
        )
        .describe(
          'Until when security.txt is valid (RFC 9116): less than a year ahead; the build stops once it has passed',
        ),
      awaitingConfirmation: awaitingConfirmationField,
    })
    .describe('The security contact of /.well-known/security.txt and the trust page'),
  services: z.object({
    email: z
      .object({
        publicKey: z.string().default(''),
        serviceId: z.string().default(''),
        templateContact: z.string().default(''),
        templateDemo: z.string().default(''),
        templateWaitlist: z
          .string()
          .describe('EmailJS template of the waitlist forms; empty: they fall back (never to the demo template)')
          .default(''),
        templateStorePreview: z
          .string()
          .describe(
            'EmailJS template of the "See it on your store" forms; empty: they fall back (never to another template)',
          )
          .default(''),
      })
      // Saved from the editor with every id empty, the group is left out of the file (see isRequired
      // in src/lib/node/cms/fields.ts): then every id is "".
      .prefault({}),
    analyticsId: z
      .string()
      .regex(/^(G-[A-Z0-9]+)?$/, 'a GA4 measurement id such as G-ABC123, or empty')
      .default(''),
    chat: z.object({ scriptUrl: url, runtimeUrl: url, voiceRuntimeUrl: url }),
  }),
  awaitingConfirmation: awaitingConfirmationField,
});

export type SiteConfig = z.infer<typeof siteSchema>;

/** Deploy-time values (Netlify environment variables) that override content/site.json. */
export type SiteEnv = Partial<Record<string, string | undefined>>;

export function resolveSiteConfig(raw: unknown, env: SiteEnv, file = 'content/site.json'): SiteConfig {
  const site = structuredClone(parseContent(siteSchema, raw, file));
  const pick = (key: string) => env[key]?.trim() || undefined;
  const email = site.services.email;
  email.publicKey = pick('PUBLIC_EMAILJS_PUBLIC_KEY') ?? email.publicKey;
  email.serviceId = pick('PUBLIC_EMAILJS_SERVICE_ID') ?? email.serviceId;
  email.templateContact = pick('PUBLIC_EMAILJS_TEMPLATE_CONTACT') ?? email.templateContact;
  email.templateDemo = pick('PUBLIC_EMAILJS_TEMPLATE_DEMO') ?? email.templateDemo;
  email.templateWaitlist = pick('PUBLIC_EMAILJS_TEMPLATE_WAITLIST') ?? email.templateWaitlist;
  email.templateStorePreview = pick('PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW') ?? email.templateStorePreview;
  site.services.analyticsId = pick('PUBLIC_GA_MEASUREMENT_ID') ?? site.services.analyticsId;
  return parseContent(siteSchema, site, `${file} (after the PUBLIC_* deploy variables)`);
}
