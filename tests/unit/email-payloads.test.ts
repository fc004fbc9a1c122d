import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { CONTACT_PARAM_KEYS } from '../support/spec-lists.ts';
import {
  NOT_BLANK_PATTERN,
  NOT_PROVIDED,
  buildContactParams,
  buildDemoParams,
  buildStorePreviewParams,
  buildWaitlistParams,
  joinList,
  visibleContactValues,
  visibleDemoValues,
  type FieldValues,
} from '../../src/lib/shared/email/payloads.ts';
import { contactFormCopy, demoFormCopy } from '../../src/lib/node/form-copy.ts';

const rules = { tierProduct: demoFormCopy.options.tierProduct, otherSource: demoFormCopy.options.otherSource };
const contactRules = contactFormCopy.reveals;

const contactBase: FieldValues = {
  from_name: ['Maria Ivanova'],
  from_email: ['maria@shop.bg'],
  website: ['https://shop.bg'],
  phone: ['+359 88 123 4567'],
};

describe('joinList (lists joined with ", ", empty list is "Not provided")', () => {
  it.each([
    [[], 'Not provided'],
    [['Email'], 'Email'],
    [['Email', 'Phone'], 'Email, Phone'],
  ])('%j -> %s', (items, expected) => expect(joinList(items)).toBe(expected));
});

describe('NOT_BLANK_PATTERN (a required box must show something)', () => {
  // As a browser applies a pattern: the whole value, compiled with the v flag.
  const accepts = (value: string) => new RegExp(`^(?:${NOT_BLANK_PATTERN})$`, 'v').test(value);

  it('refuses spaces only and invisible format characters only', () => {
    expect(accepts('   ')).toBe(false);
    expect(accepts('\u00a0\t')).toBe(false);
    expect(accepts('\u200b\u2060\ufeff')).toBe(false); // zero-width space, word joiner, BOM
    expect(accepts(' \u200d ')).toBe(false); // zero-width joiner between spaces
  });

  it('takes any visible text, with or without spaces and format characters around it', () => {
    expect(accepts('Ана')).toBe(true);
    expect(accepts(' Maria Ivanova ')).toBe(true);
    expect(accepts('\u200bИван')).toBe(true);
    expect(accepts('👩‍💼')).toBe(true); // an emoji joined by U+200D
  });
});

describe('buildContactParams', () => {
  it('fills every default when only the required fields are given', () => {
    expect(buildContactParams({ ...contactBase, phone: [''] }, contactRules)).toEqual({
      from_name: 'Maria Ivanova',
      from_email: 'maria@shop.bg',
      website: 'https://shop.bg',
      job_title: 'Not provided',
      phone: 'Not provided',
      partnership_interest: 'No',
      organization_type: 'Not provided',
      build_approach: 'Not provided',
      builders: 'Not provided',
      custom_builder: 'Not provided',
      programming_languages: 'Not provided',
      preferred_contact_methods: 'Not provided',
      products_of_interest: 'Not provided',
      message: 'No message provided',
    });
  });

  it('sends every answer of a partner, lists joined with ", "', () => {
    const params = buildContactParams(
      {
        ...contactBase,
        job_title: ['Head of E-commerce'],
        message: ['  Hello there  '],
        partnership_interest: ['Yes'],
        organization_type: ['IT Agency'],
        build_approach: ['eCommerce Builder', 'Custom-coded Solution'],
        builders: ['Shopify', 'Other'],
        custom_builder: ['Shopware'],
        programming_languages: ['PHP', 'Python'],
        preferred_contact_methods: ['Email', 'Phone'],
        products_of_interest: ['AI Sales Agent', 'AI Search Engine'],
      },
      contactRules,
    );
    expect(params).toEqual({
      from_name: 'Maria Ivanova',
      from_email: 'maria@shop.bg',
      website: 'https://shop.bg',
      job_title: 'Head of E-commerce',
      phone: '+359 88 123 4567',
      partnership_interest: 'Yes',
      organization_type: 'IT Agency',
      build_approach: 'eCommerce Builder, Custom-coded Solution',
      builders: 'Shopify, Other',
      custom_builder: 'Shopware',
      programming_languages: 'PHP, Python',
      preferred_contact_methods: 'Email, Phone',
      products_of_interest: 'AI Sales Agent, AI Search Engine',
      message: 'Hello there',
    });
  });

  it('never sends partner answers without the partnership box', () => {
    const params = buildContactParams(
      {
        ...contactBase,
        organization_type: ['IT Agency'],
        builders: ['Shopify'],
        custom_builder: ['X'],
      },
      contactRules,
    );
    expect(params.partnership_interest).toBe('No');
    expect([params.organization_type, params.builders, params.custom_builder]).toEqual([
      NOT_PROVIDED,
      NOT_PROVIDED,
      NOT_PROVIDED,
    ]);
  });

  it('has exactly the fields of docs/requirements.md', () => {
    expect(Object.keys(buildContactParams(contactBase, contactRules)).sort()).toEqual([...CONTACT_PARAM_KEYS].sort());
  });
});

describe('answers hidden again are never sent', () => {
  const partner: FieldValues = { ...contactBase, partnership_interest: ['Yes'], organization_type: ['IT Agency'] };
  const hiddenAgain = {
    builders: ['Shopify', 'Other'],
    custom_builder: ['Shopware'],
    programming_languages: ['PHP'],
  };
  type Row = [string, FieldValues, Partial<Record<string, string>>, string[]];
  it.each<Row>([
    [
      'approach eCommerce Builder: builders and custom builder shown, languages hidden',
      { ...partner, ...hiddenAgain, build_approach: ['eCommerce Builder'] },
      { builders: 'Shopify, Other', custom_builder: 'Shopware', programming_languages: 'Not provided' },
      ['programming_languages'],
    ],
    [
      'approach Custom-coded Solution: languages shown, builders and custom builder hidden',
      { ...partner, ...hiddenAgain, build_approach: ['Custom-coded Solution'] },
      { builders: 'Not provided', custom_builder: 'Not provided', programming_languages: 'PHP' },
      ['builders', 'custom_builder'],
    ],
    [
      'approach Both: everything shown',
      { ...partner, ...hiddenAgain, build_approach: ['Both'] },
      { builders: 'Shopify, Other', custom_builder: 'Shopware', programming_languages: 'PHP' },
      [],
    ],
    [
      'no approach: builders, custom builder and languages hidden',
      { ...partner, ...hiddenAgain },
      {
        build_approach: 'Not provided',
        builders: 'Not provided',
        custom_builder: 'Not provided',
        programming_languages: 'Not provided',
      },
      ['builders', 'custom_builder', 'programming_languages'],
    ],
    [
      'builders without Other: the custom builder box is hidden',
      { ...partner, ...hiddenAgain, build_approach: ['Both'], builders: ['Shopify'] },
      { builders: 'Shopify', custom_builder: 'Not provided' },
      ['custom_builder'],
    ],
    [
      'partnership unticked: every partner answer hidden',
      { ...contactBase, organization_type: ['IT Agency'], build_approach: ['Both'], ...hiddenAgain },
      {
        partnership_interest: 'No',
        organization_type: 'Not provided',
        build_approach: 'Not provided',
        builders: 'Not provided',
        custom_builder: 'Not provided',
        programming_languages: 'Not provided',
      },
      ['organization_type', 'build_approach', 'builders', 'custom_builder', 'programming_languages'],
    ],
  ])('contact: %s', (_name, values, expectedParams, droppedFields) => {
    expect(buildContactParams(values, contactRules)).toMatchObject(expectedParams);
    const visible = visibleContactValues(values, contactRules);
    for (const name of droppedFields) expect(visible).not.toHaveProperty(name);
    const kept = Object.keys(values).filter((name) => !droppedFields.includes(name));
    expect(Object.keys(visible).sort()).toEqual(kept.sort());
  });

  const demo: FieldValues = {
    from_name: ['Georgi'],
    from_email: ['g@store.bg'],
    website: ['store.bg'],
    products: ['AI Search Engine'],
    ai_tier: ['pro'],
    how_did_you_hear: ['Social Media'],
    how_did_you_hear_other: ['a podcast'],
  };
  it.each<[string, FieldValues, 'classic' | 'guided', Partial<Record<string, string>>, string[]]>([
    [
      'tier hidden without AI Sales Agent',
      demo,
      'guided',
      { ai_tier: '', how_did_you_hear: 'Social Media' },
      ['ai_tier', 'how_did_you_hear_other'],
    ],
    [
      'tier shown with AI Sales Agent',
      { ...demo, products: ['AI Sales Agent'] },
      'guided',
      { ai_tier: 'pro' },
      ['how_did_you_hear_other'],
    ],
    [
      'source text shown only with Other',
      { ...demo, how_did_you_hear: ['Other'] },
      'guided',
      { how_did_you_hear: 'Other - a podcast' },
      ['ai_tier'],
    ],
    [
      'classic has no how-did-you-hear',
      demo,
      'classic',
      { ai_tier: '' },
      ['ai_tier', 'how_did_you_hear', 'how_did_you_hear_other'],
    ],
  ])('demo: %s', (_name, values, variant, expectedParams, droppedFields) => {
    expect(buildDemoParams(values, variant, rules)).toMatchObject(expectedParams);
    const visible = visibleDemoValues(values, variant, rules);
    for (const name of droppedFields) expect(visible).not.toHaveProperty(name);
    const kept = Object.keys(values).filter((name) => !droppedFields.includes(name));
    expect(Object.keys(visible).sort()).toEqual(kept.sort());
  });
});

describe('buildDemoParams', () => {
  const full: FieldValues = {
    from_name: ['Georgi Petrov'],
    phone: ['0888 000 111'],
    from_email: ['georgi@store.bg'],
    website: ['store.bg'],
    website_builder: ['Builder'],
    products: ['AI Sales Agent', 'AI Search Engine'],
    website_traffic: ['10000-50000'],
    ai_tier: ['pro'],
    additional_info: ['We sell 20,000 products.'],
    how_did_you_hear: ['Ecommerce Annual Summit'],
  };

  it.each<[string, 'classic' | 'guided', FieldValues, Record<string, string>]>([
    [
      'classic with everything',
      'classic',
      full,
      {
        from_name: 'Georgi Petrov',
        phone: '0888 000 111',
        from_email: 'georgi@store.bg',
        website: 'store.bg',
        website_builder: 'Builder',
        products: 'AI Sales Agent, AI Search Engine',
        website_traffic: '10000-50000',
        ai_tier: 'pro',
        additional_info: 'We sell 20,000 products.',
      },
    ],
    [
      'guided with everything adds how_did_you_hear',
      'guided',
      full,
      {
        from_name: 'Georgi Petrov',
        phone: '0888 000 111',
        from_email: 'georgi@store.bg',
        website: 'store.bg',
        website_builder: 'Builder',
        products: 'AI Sales Agent, AI Search Engine',
        website_traffic: '10000-50000',
        ai_tier: 'pro',
        additional_info: 'We sell 20,000 products.',
        how_did_you_hear: 'Ecommerce Annual Summit',
      },
    ],
    [
      'guided with only the required fields',
      'guided',
      { from_name: ['A'], from_email: ['a'], website: ['b'] },
      {
        from_name: 'A',
        phone: '',
        from_email: 'a',
        website: 'b',
        website_builder: '',
        products: '',
        website_traffic: '',
        ai_tier: '',
        additional_info: 'No additional info provided',
        how_did_you_hear: '',
      },
    ],
  ])('%s', (_name, variant, values, expected) => {
    expect(buildDemoParams(values, variant, rules)).toEqual(expected);
  });

  it('sends no tier unless AI Sales Agent is chosen', () => {
    expect(buildDemoParams({ ...full, products: ['AI Search Engine'] }, 'classic', rules).ai_tier).toBe('');
  });

  it.each([
    [['Other'], ['a trade fair in Varna'], 'Other - a trade fair in Varna'],
    [['Other'], [''], 'Other'],
    [['Social Media'], ['ignored'], 'Social Media'],
  ])('how_did_you_hear %j + %j -> %s', (source, other, expected) => {
    const values = { ...full, how_did_you_hear: source, how_did_you_hear_other: other };
    expect(buildDemoParams(values, 'guided', rules).how_did_you_hear).toBe(expected);
  });
});

describe('buildWaitlistParams', () => {
  it('names the module and fills defaults', () => {
    expect(
      buildWaitlistParams({ from_name: ['Iva'], from_email: ['iva@shop.bg'] }, 'AI Recommendation Engine'),
    ).toEqual({
      from_name: 'Iva',
      from_email: 'iva@shop.bg',
      website: 'Not provided',
      message: 'No message provided',
      module: 'AI Recommendation Engine',
    });
  });
});

describe('form options (content/forms) match the spec', () => {
  it('lists the spec options', () => {
    expect(contactFormCopy.options.organizationTypes).toEqual(['IT Agency', 'Ecommerce platform']);
    expect(contactFormCopy.options.buildApproaches).toEqual(['eCommerce Builder', 'Custom-coded Solution', 'Both']);
    expect(contactFormCopy.options.builders).toEqual([
      'Shopify',
      'WooCommerce',
      'BigCommerce',
      'Magento (Adobe Commerce)',
      'PrestaShop',
      'Wix eCommerce',
      'Squarespace Commerce',
      'Salesforce Commerce Cloud',
      'Other',
    ]);
    expect(contactFormCopy.options.languages).toEqual([
      'HTML5/CSS3',
      'JavaScript (e.g. Node.js, React)',
      'PHP',
      'Python',
      'Ruby / Ruby on Rails',
      'Java',
      '.NET / C#',
      'Other',
    ]);
    // "products of interest: the four suite modules", named as the spec names them.
    expect(contactFormCopy.options.products).toEqual([
      'AI Sales Agent',
      'AI Search Engine',
      'AI Recommendation Engine',
      'AI Pricing and Sales Strategy Engine',
    ]);
    expect(contactFormCopy.options.contactMethods).toEqual(['Email', 'Phone']);
    expect(demoFormCopy.options.traffic).toEqual(['0-1000', '1000-5000', '5000-10000', '10000-50000', '50000+']);
    expect(demoFormCopy.options.sources).toEqual([
      'Ecommerce Annual Summit',
      'Digital4Plovdiv',
      'Referral/Word of mouth',
      'Social Media',
      'Existing client',
      'Online Search',
      'Other',
    ]);
    expect(demoFormCopy.options.tiers.map((t) => t.value)).toEqual(['standard', 'pro', 'enterprise']);
    expect(demoFormCopy.options.builders.map((b) => b.value)).toEqual(['Builder', 'Program language']);
    expect(contactFormCopy.submit).toBe('Send Message');
    expect(contactFormCopy.submitting).toBe('Sending...');
    expect(demoFormCopy.submitting).toBe('Submitting...');
    expect(contactFormCopy.failure.startsWith('Failed to send message. Please try again.')).toBe(true);
    expect(demoFormCopy.failure.startsWith('Failed to send request. Please try again.')).toBe(true);
    expect(demoFormCopy.success.startsWith('Demo request sent successfully!')).toBe(true);
    expect(contactFormCopy.modal.title).toBe('Message Sent Successfully!');
  });
});

describe('buildStorePreviewParams', () => {
  it('sends the store address, name, e-mail and the page, trimmed; nothing else (not the privacy box)', () => {
    const values: FieldValues = {
      website: [' https://shop.example.bg '],
      from_name: [' Ana '],
      from_email: ['ana@shop.example.bg'],
      privacy_policy: ['Agreed'],
      company_fax: [''],
      language: ['bg'],
    };
    expect(buildStorePreviewParams(values, '/bg/ai-sales-agent')).toEqual({
      from_name: 'Ana',
      from_email: 'ana@shop.example.bg',
      website: 'https://shop.example.bg',
      page: '/bg/ai-sales-agent',
    });
  });
});

describe('the too-large message (413)', () => {
  // Said whichever box made the submission too large: naming one box (the message, the additional
  // information) sent a visitor who had pasted into the name box to shorten a box left empty.
  const files = ['contact', 'demo', 'waitlist', 'store-preview'];
  const namesOneBox = /message|information|съобщението|информацията/i;
  it.each(files.flatMap((file) => [`content/forms/${file}.json`, `content/bg/forms/${file}.json`]))(
    '%s names no single box',
    async (path) => {
      const { tooLarge } = JSON.parse(await readFile(path, 'utf8')) as { tooLarge: string };
      expect(tooLarge).not.toMatch(namesOneBox);
    },
  );
});
