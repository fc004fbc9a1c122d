/**
 * The template_params each form sends (spec section 3), built from what the visitor entered.
 * DOM-free: the islands turn their FormData into FieldValues (every field as a list of strings,
 * so checkbox groups and single inputs are read the same way).
 */
export type FieldValues = Readonly<Record<string, readonly string[]>>;

export const NOT_PROVIDED = 'Not provided';
export const NO_MESSAGE = 'No message provided';
export const NO_ADDITIONAL_INFO = 'No additional info provided';

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

/** The partner questions that unticking the partnership checkbox clears (spec section 4). */
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

export type DemoVariant = 'classic' | 'guided';

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

/** Lists are joined with ', '; an empty list becomes 'Not provided' (spec section 3). */
export function joinList(items: readonly string[]): string {
  return items.length ? items.join(', ') : NOT_PROVIDED;
}

export function buildContactParams(values: FieldValues): ContactParams {
  const partner = one(values, FIELD.partnership) !== '';
  // Unticking the partnership box clears the partner answers, so they are never sent without it.
  const partnerOne = (name: string) => (partner ? one(values, name) : '');
  const partnerAll = (name: string) => (partner ? all(values, name) : []);
  return {
    from_name: one(values, FIELD.fullName),
    from_email: one(values, FIELD.email),
    website: one(values, FIELD.website),
    job_title: orDefault(one(values, FIELD.jobTitle), NOT_PROVIDED),
    phone: orDefault(one(values, FIELD.phone), NOT_PROVIDED),
    partnership_interest: partner ? 'Yes' : 'No',
    organization_type: orDefault(partnerOne(FIELD.organizationType), NOT_PROVIDED),
    build_approach: joinList(partnerAll(FIELD.buildApproach)),
    builders: joinList(partnerAll(FIELD.builders)),
    custom_builder: orDefault(partnerOne(FIELD.customBuilder), NOT_PROVIDED),
    programming_languages: joinList(partnerAll(FIELD.languages)),
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

export function buildDemoParams(values: FieldValues, variant: DemoVariant, rules: DemoRules): DemoParams {
  const products = all(values, FIELD.products);
  const params: DemoParams = {
    from_name: one(values, FIELD.fullName),
    phone: one(values, FIELD.phone),
    from_email: one(values, FIELD.email),
    website: one(values, FIELD.website),
    website_builder: one(values, FIELD.websiteBuilder),
    products: products.join(', '),
    website_traffic: one(values, FIELD.traffic),
    ai_tier: products.includes(rules.tierProduct) ? one(values, FIELD.tier) : '',
    additional_info: orDefault(one(values, FIELD.additionalInfo), NO_ADDITIONAL_INFO),
  };
  if (variant === 'guided') {
    const source = one(values, FIELD.source);
    const other = one(values, FIELD.sourceOther);
    params.how_did_you_hear = source === rules.otherSource && other !== '' ? `${source} - ${other}` : source;
  }
  return params;
}

export function buildWaitlistParams(values: FieldValues, module: string): WaitlistParams {
  return {
    from_name: one(values, FIELD.fullName),
    from_email: one(values, FIELD.email),
    website: orDefault(one(values, FIELD.website), NOT_PROVIDED),
    message: orDefault(one(values, FIELD.message), NO_MESSAGE),
    module,
  };
}
