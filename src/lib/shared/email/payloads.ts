/**
 * The template_params each form sends, built from what the visitor entered.
 * DOM-free: the islands turn their FormData into FieldValues (every field as a list of strings,
 * so checkbox groups and single inputs are read the same way).
 */
export type FieldValues = Readonly<Record<string, readonly string[]>>;

export const NOT_PROVIDED = 'Not provided';
const NO_MESSAGE = 'No message provided';
const NO_ADDITIONAL_INFO = 'No additional info provided';

/** Every field name the forms use: the HTML `name` of each input and the no-JS (Netlify) field. */
export const FIELD = {
  fullName: 'from_name',
  email: 'from_email',
  phone: 'phone',
  website: 'website',
  jobTitle: 'job_title',
  message: 'message',
  partnership: 'partnership_interest',
  organizationType: 'organization_type',
  buildApproach: 'build_approach',
  builders: 'builders',
  customBuilder: 'custom_builder',
  languages: 'programming_languages',
  contactMethods: 'preferred_contact_methods',
  productsOfInterest: 'products_of_interest',
  websiteBuilder: 'website_builder',
  products: 'products',
  traffic: 'website_traffic',
  tier: 'ai_tier',
  additionalInfo: 'additional_info',
  source: 'how_did_you_hear',
  sourceOther: 'how_did_you_hear_other',
  privacy: 'privacy_policy',
  module: 'module',
  page: 'page',
} as const;

/** The partner questions that unticking the partnership checkbox clears. */
export const PARTNER_FIELDS = [
  FIELD.organizationType,
  FIELD.buildApproach,
  FIELD.builders,
  FIELD.customBuilder,
  FIELD.languages,
] as const;

export type ContactParams = Record<
  | 'from_name'
  | 'from_email'
  | 'website'
  | 'job_title'
  | 'phone'
  | 'partnership_interest'
  | 'organization_type'
  | 'build_approach'
  | 'builders'
  | 'custom_builder'
  | 'programming_languages'
  | 'preferred_contact_methods'
  | 'products_of_interest'
  | 'message',
  string
>;

export type DemoParams = Record<
  | 'from_name'
  | 'phone'
  | 'from_email'
  | 'website'
  | 'website_builder'
  | 'products'
  | 'website_traffic'
  | 'ai_tier'
  | 'additional_info',
  string
> & { how_did_you_hear?: string };

export type WaitlistParams = Record<'from_name' | 'from_email' | 'website' | 'message' | 'module', string>;

/** The "See it on your store" payload (PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW). */
export type StorePreviewParams = Record<'from_name' | 'from_email' | 'website' | 'page', string>;

export type DemoVariant = 'classic' | 'guided';

/**
 * The `pattern` of a required text or tel box, and of the e-mail box that checks no format
 * (src/islands/forms/fields.tsx): it refuses a value of spaces only, and of invisible format
 * characters only (zero-width space and joiners, Unicode category Cf), which show no more than spaces. `required` takes any
 * character and the payloads trim every value (below), so "   " would arrive as a blank lead. As a
 * pattern the browser refuses it with JavaScript or without (valid with the `v` flag browsers
 * compile patterns with; a pattern does not apply to an empty box, which `required` refuses).
 * Nothing is trimmed or cleared: the visitor's text stays in the box. A url box needs none (the
 * browser's value sanitisation strips its spaces, and `required` then refuses the empty box).
 */
export const NOT_BLANK_PATTERN = String.raw`.*[^\s\p{Cf}].*`;

/** All non-empty, trimmed values of a field. */
function all(values: FieldValues, name: string): string[] {
  return (values[name] ?? []).map((v) => v.trim()).filter((v) => v !== '');
}

/** The first value of a single-value field, trimmed ('' when absent). */
function one(values: FieldValues, name: string): string {
  return all(values, name)[0] ?? '';
}

function orDefault(value: string, fallback: string): string {
  return value === '' ? fallback : value;
}

/** Lists are joined with ', '; an empty list becomes 'Not provided'. */
export function joinList(items: readonly string[]): string {
  return items.length ? items.join(', ') : NOT_PROVIDED;
}

/** The values without the named fields. */
function without(values: FieldValues, hidden: ReadonlySet<string>): FieldValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.has(name)));
}

/** When the contact form's conditional questions show (content/forms/contact.json). */
export interface ContactRules {
  /** Build approaches that show the builders list (eCommerce Builder, Both). */
  buildersWhenApproach: readonly string[];
  /** Build approaches that show the languages list (Custom-coded Solution, Both). */
  languagesWhenApproach: readonly string[];
  /** The builder that shows the custom-builder box (Other). */
  customBuilderWhenBuilder: string;
}

/**
 * The contact answers the visitor can still see. A question shown, answered and hidden again
 * (CSS hides it; its value stays in the DOM) is dropped: partner questions without the
 * partnership box; builders unless the approach shows them; the custom builder unless the shown
 * builders include Other; languages unless the approach shows them.
 */
export function visibleContactValues(values: FieldValues, rules: ContactRules): FieldValues {
  const hidden = new Set<string>();
  const partner = one(values, FIELD.partnership) !== '';
  const approach = partner ? all(values, FIELD.buildApproach) : [];
  const buildersShown = approach.some((a) => rules.buildersWhenApproach.includes(a));
  const customShown = buildersShown && all(values, FIELD.builders).includes(rules.customBuilderWhenBuilder);
  const languagesShown = approach.some((a) => rules.languagesWhenApproach.includes(a));
  if (!partner) PARTNER_FIELDS.forEach((name) => hidden.add(name));
  if (!buildersShown) hidden.add(FIELD.builders);
  if (!customShown) hidden.add(FIELD.customBuilder);
  if (!languagesShown) hidden.add(FIELD.languages);
  return without(values, hidden);
}

export function buildContactParams(values: FieldValues, rules: ContactRules): ContactParams {
  const shown = visibleContactValues(values, rules);
  const partner = one(shown, FIELD.partnership) !== '';
  return {
    from_name: one(values, FIELD.fullName),
    from_email: one(values, FIELD.email),
    website: one(values, FIELD.website),
    job_title: orDefault(one(values, FIELD.jobTitle), NOT_PROVIDED),
    phone: orDefault(one(values, FIELD.phone), NOT_PROVIDED),
    partnership_interest: partner ? 'Yes' : 'No',
    organization_type: orDefault(one(shown, FIELD.organizationType), NOT_PROVIDED),
    build_approach: joinList(all(shown, FIELD.buildApproach)),
    builders: joinList(all(shown, FIELD.builders)),
    custom_builder: orDefault(one(shown, FIELD.customBuilder), NOT_PROVIDED),
    programming_languages: joinList(all(shown, FIELD.languages)),
    preferred_contact_methods: joinList(all(values, FIELD.contactMethods)),
    products_of_interest: joinList(all(values, FIELD.productsOfInterest)),
    message: orDefault(one(values, FIELD.message), NO_MESSAGE),
  };
}

export interface DemoRules {
  /** The product whose choice makes the plan (ai_tier) question apply. */
  tierProduct: string;
  /** The how-did-you-hear choice that adds the free text. */
  otherSource: string;
}

/**
 * The demo answers the visitor can still see: the plan only while its product is ticked; the
 * how-did-you-hear text only while "Other" is chosen (guided); no how-did-you-hear in classic.
 */
export function visibleDemoValues(values: FieldValues, variant: DemoVariant, rules: DemoRules): FieldValues {
  const hidden = new Set<string>();
  if (!all(values, FIELD.products).includes(rules.tierProduct)) hidden.add(FIELD.tier);
  if (variant === 'classic') hidden.add(FIELD.source);
  if (variant === 'classic' || one(values, FIELD.source) !== rules.otherSource) hidden.add(FIELD.sourceOther);
  return without(values, hidden);
}

export function buildDemoParams(input: FieldValues, variant: DemoVariant, rules: DemoRules): DemoParams {
  const values = visibleDemoValues(input, variant, rules);
  const products = all(values, FIELD.products);
  const params: DemoParams = {
    from_name: one(values, FIELD.fullName),
    phone: one(values, FIELD.phone),
    from_email: one(values, FIELD.email),
    website: one(values, FIELD.website),
    website_builder: one(values, FIELD.websiteBuilder),
    products: products.join(', '),
    website_traffic: one(values, FIELD.traffic),
    ai_tier: one(values, FIELD.tier),
    additional_info: orDefault(one(values, FIELD.additionalInfo), NO_ADDITIONAL_INFO),
  };
  if (variant === 'guided') {
    const source = one(values, FIELD.source);
    const other = one(values, FIELD.sourceOther);
    params.how_did_you_hear = other !== '' ? `${source} - ${other}` : source;
  }
  return params;
}

/**
 * The waitlist payload (its own EmailJS template, PUBLIC_EMAILJS_TEMPLATE_WAITLIST): from_name,
 * from_email, website ('Not provided'), message ('No message provided') and module (the
 * coming-soon module's name). The waitlist has no conditional questions.
 */
export function buildWaitlistParams(values: FieldValues, module: string): WaitlistParams {
  return {
    from_name: one(values, FIELD.fullName),
    from_email: one(values, FIELD.email),
    website: orDefault(one(values, FIELD.website), NOT_PROVIDED),
    message: orDefault(one(values, FIELD.message), NO_MESSAGE),
    module,
  };
}

/**
 * The "See it on your store" payload (its own EmailJS template, PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW):
 * from_name, from_email, website (the store's address, required) and page (the page it was sent
 * from, /pricing or /ai-sales-agent with the edition's prefix). No conditional questions.
 */
export function buildStorePreviewParams(values: FieldValues, page: string): StorePreviewParams {
  return {
    from_name: one(values, FIELD.fullName),
    from_email: one(values, FIELD.email),
    website: one(values, FIELD.website),
    page,
  };
}
