/**
 * Schemas of the forms' copy and option lists (content/forms/*.json), and the shape of the copy an
 * island receives as props.
 */
import { z } from 'zod';
import { ROI_NOTE_PLACEHOLDERS } from '../lib/shared/roi-share.ts';
import { text } from './fields.ts';

const list = (what: string) =>
  z
    .array(text(`${what} (one option)`))
    .min(1, `${what} needs at least one option`)
    .refine((items) => new Set(items).size === items.length, `${what} lists the same option twice`)
    .describe(what);
const choice = z.object({ value: text('Value sent in the email'), label: text('Label visitors see') });
const formName = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'a Netlify form name in lower-case letters, digits and dashes, such as "contact"')
  .describe('Name of the form in Netlify Forms (the no-JavaScript path)');
const withEmoji = (what: string) =>
  text(what).refine((s) => /\p{Extended_Pictographic}/u.test(s), `${what} must end with an emoji, as the spec asks`);

/** Shown when the service refuses a submission as too large (413): what to shorten; nothing typed is lost. */
const tooLargeMessage = text(
  'Message when a submission is too large to deliver: what to shorten (the typed values are kept)',
);

/** The fields that open the contact and demo forms: who is asking, how to reach them, their store. */
const personFields = {
  fullName: text('Full Name label'),
  phone: text('Phone label'),
  email: text('Email label'),
  emailFormat: text('What an email box that checks the format asks for, shown by the browser when it refuses one'),
  website: text('Website label'),
  websitePlaceholder: text('Website placeholder ({host} is replaced by the site host)'),
  websiteFormat: text(
    'What a web address box asks for, shown by the browser when it refuses an address (one without https://)',
  ),
};

const contactFormSchema = z.object({
  formName,
  fields: z.object({
    ...personFields,
    jobTitle: text('Job Title label'),
    message: text('Message label'),
    messagePlaceholder: text('Message placeholder'),
    products: text('Products of interest label'),
    contactMethods: text('Preferred contact method label'),
    partnership: text('Partnership checkbox label'),
    organizationType: text('Organization type label'),
    buildApproach: text('Build approach label'),
    builders: text('Builders label'),
    customBuilder: text('Custom builder label'),
    languages: text('Programming languages label'),
  }),
  options: z.object({
    products: list('Products of interest'),
    contactMethods: list('Preferred contact methods'),
    organizationTypes: list('Organization types'),
    buildApproaches: list('Build approaches'),
    builders: list('eCommerce builders'),
    languages: list('Programming languages'),
  }),
  reveals: z
    .object({
      // Options, written as visitors read them: text like the options they name, so both compare equal.
      buildersWhenApproach: z.array(text('Build approach that reveals the builders list')).min(1),
      languagesWhenApproach: z.array(text('Build approach that reveals the languages list')).min(1),
      customBuilderWhenBuilder: text('Builder that reveals the custom-builder box'),
    })
    .describe('Which answers reveal the builders list, the languages list and the custom-builder box'),
  submit: text('Submit button'),
  submitting: text('Submit button while sending'),
  success: text('Success message'),
  failure: withEmoji('Failure message'),
  tooLarge: tooLargeMessage,
  modal: z.object({ title: text('Modal heading'), body: text('Modal text'), close: text('Modal button') }),
  legal: z
    .object({
      before: text('Legal note: text before the terms link'),
      terms: text('Legal note: terms link text'),
      middle: text('Legal note: text between the links'),
      privacy: text('Legal note: privacy link text'),
      after: text('Legal note: text after the privacy link', { min: 0 }).default(''),
    })
    .describe('The note under the button that links to the terms and the privacy policy'),
});

export const checkedContactFormSchema = contactFormSchema.superRefine((d, ctx) => {
  const approaches = [...d.reveals.buildersWhenApproach, ...d.reveals.languagesWhenApproach];
  for (const value of approaches) {
    if (!d.options.buildApproaches.includes(value)) {
      ctx.addIssue({ code: 'custom', path: ['reveals'], message: `"${value}" is not one of options.buildApproaches` });
    }
  }
  if (!d.options.builders.includes(d.reveals.customBuilderWhenBuilder)) {
    ctx.addIssue({
      code: 'custom',
      path: ['reveals', 'customBuilderWhenBuilder'],
      message: 'must be one of options.builders',
    });
  }
});

export const demoFormSchema = z
  .object({
    formNames: z.object({ classic: formName, guided: formName }),
    optionalSuffix: text('Suffix of optional labels'),
    fields: z.object({
      ...personFields,
      builder: text('Builder question'),
      products: text('Products question'),
      traffic: text('Traffic question'),
      trafficPlaceholder: text('Traffic empty choice'),
      tier: text('Plan question'),
      additionalInfo: text('Additional info label'),
      additionalInfoPlaceholder: text('Additional info placeholder'),
      source: text('How did you hear label'),
      sourcePlaceholder: text('How did you hear empty choice'),
      sourceOther: text('Label of the free text shown for "Other"'),
      privacyBefore: text('Privacy checkbox text before the link'),
      privacyLink: text('Privacy checkbox link text'),
      privacyAfter: text('Privacy checkbox text after the link'),
    }),
    options: z.object({
      builders: z.array(choice).length(2, 'Builder choice has exactly two answers: "Builder" and "Program language"'),
      products: list('Products'),
      tierProduct: text('Product whose choice reveals the plan question'),
      tiers: z.array(choice).min(1),
      traffic: list('Traffic bands'),
      sources: list('How did you hear choices'),
      otherSource: text('The choice that reveals the free-text field'),
    }),
    submit: text('Submit button'),
    submitting: text('Submit button while sending'),
    success: withEmoji('Success message'),
    failure: withEmoji('Failure message'),
    tooLarge: tooLargeMessage,
    reassurance: text('Note under the button'),
    roiNote: text(
      'Text written into "Anything else we should know?" when the visitor comes from the ROI calculator',
    ).refine((note) => ROI_NOTE_PLACEHOLDERS.every((name) => note.includes(`{${name}}`)), {
      message: `the ROI note must contain ${ROI_NOTE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
    }),
    roiNoteFromLink: text(
      'Line written above the ROI note: says the figures were filled in from a calculator link, not typed by the visitor',
    ),
  })
  .refine((d) => d.options.products.includes(d.options.tierProduct), {
    message: 'options.tierProduct must be one of options.products',
    path: ['options', 'tierProduct'],
  })
  .refine((d) => d.options.sources.includes(d.options.otherSource), {
    message: 'options.otherSource must be one of options.sources',
    path: ['options', 'otherSource'],
  });

export const waitlistFormSchema = z.object({
  formName,
  optionalSuffix: text('Suffix of optional labels'),
  fields: z.object({
    fullName: personFields.fullName,
    email: personFields.email,
    emailFormat: personFields.emailFormat,
    website: personFields.website,
    websitePlaceholder: personFields.websitePlaceholder,
    websiteFormat: personFields.websiteFormat,
    message: text('Message label'),
  }),
  submit: text('Submit button'),
  submitting: text('Submit button while sending'),
  success: withEmoji('Success message'),
  failure: withEmoji('Failure message'),
  legal: z
    .object({
      before: text('Privacy note: what the form collects and why, before the privacy link'),
      privacy: text('Privacy note: privacy link text'),
      after: text('Privacy note: text after the privacy link', { min: 0 }).default(''),
    })
    .describe('The short privacy notice under the button (GDPR Art. 13), with a link to the privacy policy'),
  tooLarge: tooLargeMessage,
});

/**
 * The "See it on your store" form (content/forms/store-preview.json) on /ai-sales-agent and
 * /pricing, with the words of its section: the store's address, a name, an e-mail and the privacy
 * notice; the lead becomes a private demo page (content/demo-stores.json, docs/editing.md).
 */
export const storePreviewFormSchema = z.object({
  formName,
  eyebrow: text('Small line above the heading', { max: 60 }),
  heading: text('Section heading'),
  intro: text('Text under the heading: what the visitor gets'),
  fields: z.object({
    website: text('Store address label'),
    websitePlaceholder: personFields.websitePlaceholder,
    websiteFormat: personFields.websiteFormat,
    fullName: text('Name label'),
    email: personFields.email,
    emailFormat: personFields.emailFormat,
    privacyBefore: text('Privacy checkbox text before the link'),
    privacyLink: text('Privacy checkbox link text'),
    privacyAfter: text('Privacy checkbox text after the link'),
  }),
  submit: text('Submit button'),
  submitting: text('Submit button while sending'),
  success: withEmoji('Success message: what happens next'),
  failure: withEmoji('Failure message'),
  tooLarge: tooLargeMessage,
});

export type ContactFormCopy = z.infer<typeof contactFormSchema>;
export type DemoFormCopy = z.infer<typeof demoFormSchema>;
export type WaitlistFormCopy = z.infer<typeof waitlistFormSchema>;
export type StorePreviewFormCopy = z.infer<typeof storePreviewFormSchema>;

/** An answer of a form: the value the payload carries and the words the visitor reads. */
export interface Choice {
  value: string;
  label: string;
}

/** A form's options as the island gets them: every list as choices, every single option a value. */
export type PairedOptions<O> = { [K in keyof O]: O[K] extends ReadonlyArray<string | Choice> ? Choice[] : O[K] };
export type IslandFormCopy<C extends { options: object }> = Omit<C, 'options'> & {
  options: PairedOptions<C['options']>;
};
