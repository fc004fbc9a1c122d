/** Lists the spec gives word for word, asserted by both the content and the browser tests. */

/** The eight numbered sections, in order. */
export const TERMS_SECTIONS = [
  '1. Introduction',
  '2. Acceptable Use',
  '3. Limitation of Liability',
  '4. Changes to These Terms',
  '5. Links to Other Websites',
  '6. Governing Law and Jurisdiction',
  '7. Severability',
  '8. Contact Us',
];

/** The six benefits, in order. */
export const BENEFIT_TITLES = [
  'Intelligent Operations',
  'Enhanced Engagement',
  'Cost Optimization',
  'Customer Satisfaction',
  'Expert Knowledge Simplified',
  'Conversion Optimization',
];

/** The client stores of the demo pages, in the route table's order. */
export const DEMO_STORE_SLUGS = [
  'vm-club',
  'raya-toys',
  'avtozona',
  'extreme-bg',
  'sellzone',
  'egradina',
  'municipality-sofia',
  'karma',
];

/** The template parameters of the home contact form (section 3), and nothing else. */
export const CONTACT_PARAM_KEYS = [
  'from_name',
  'from_email',
  'website',
  'job_title',
  'phone',
  'partnership_interest',
  'organization_type',
  'build_approach',
  'builders',
  'custom_builder',
  'programming_languages',
  'preferred_contact_methods',
  'products_of_interest',
  'message',
];

/** The template parameters of the newer demo request form (section 3), and nothing else. */
export const GUIDED_DEMO_PARAM_KEYS = [
  'from_name',
  'phone',
  'from_email',
  'website',
  'website_builder',
  'products',
  'website_traffic',
  'ai_tier',
  'additional_info',
  'how_did_you_hear',
];
