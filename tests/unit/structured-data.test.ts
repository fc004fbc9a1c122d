import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd } from '../../src/lib/node/seo.ts';
import { resolveSiteConfig } from '../../src/schemas/site.ts';
import {
  confirmedFaqPageJsonLd,
  eventJsonLd,
  faqPageJsonLd,
  plainText,
  softwareApplicationJsonLd,
} from '../../src/lib/node/structured-data.ts';
import siteJson from '../../content/site.json' with { type: 'json' };
import { jsonLdNodes, schemaOrgProblems } from '../support/schema-org.ts';

const siteUrl = 'https://www.example.com/';
const site = resolveSiteConfig(siteJson, {});

describe('plainText', () => {
  it.each([
    ['**Yes.** We train the agent.', 'Yes. We train the agent.'],
    ['See the [pricing](/pricing) page', 'See the pricing page'],
    ['<p>Within <strong>24 hours</strong>.</p>', 'Within 24 hours .'],
    ['- one\n- two', 'one two'],
    ['ROI in 2–3 months', 'ROI in 2–3 months'],
    ['snake_case stays', 'snake_case stays'],
  ])('%j -> %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});

describe('structured data builders produce valid schema.org nodes', () => {
  const faq = faqPageJsonLd(
    [
      {
        question: 'How long does the free demo take?',
        answerText: 'We train the agent on **your** catalogue in a few days.',
      },
      { question: 'Do I need a contract?', answerText: 'No contracts, no hidden fees and no pressure.' },
    ],
    'https://www.example.com/faqs',
  );
  const software = softwareApplicationJsonLd({
    name: 'AI Sales Agent',
    description: 'A fully automated chat assistant for online stores.',
    url: 'https://www.example.com/ai-sales-agent',
    plans: [
      { name: 'Standard', features: ['Product recommendations', '24/7 availability'] },
      { name: 'Pro', features: ['Product recommendations', '24/7 availability', 'Order tracking via chat'] },
      { name: 'Enterprise', features: ['Sync with shopping cart'] },
    ],
  });
  const event = eventJsonLd({
    name: 'Free AI demo at the Ecommerce Annual Summit 2025',
    description: 'Meet the team and get a free demo.',
    url: 'https://www.example.com/event',
    startDate: '2025-10-16',
    location: 'Sofia Event Center, Sofia, Bulgaria',
    organizer: 'Nexa Commerce AI',
  });

  it.each([
    ['Organization', organizationJsonLd(site, siteUrl)],
    ['WebSite', websiteJsonLd(site, siteUrl)],
    [
      'BreadcrumbList',
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'FAQ', path: '/faqs' },
        ],
        siteUrl,
      ),
    ],
    ['FAQPage', faq],
    ['SoftwareApplication', software],
    ['Event', event],
    [
      'online Event',
      eventJsonLd({
        name: 'Webinar',
        description: 'Online.',
        url: 'https://www.example.com/event',
        startDate: '2025-11-03T10:00:00+02:00',
        location: 'https://www.example.com/live',
        organizer: 'Nexa',
      }),
    ],
  ])('%s', (_name, node) => {
    expect(schemaOrgProblems(node)).toEqual([]);
  });

  it('FAQ answers are plain text in page order', () => {
    const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((q) => q.name)).toEqual(['How long does the free demo take?', 'Do I need a contract?']);
    expect(questions[0]!.acceptedAnswer.text).toBe('We train the agent on your catalogue in a few days.');
  });

  it('SoftwareApplication has one Offer per plan and the union of features', () => {
    const offers = software.offers as Array<{ name: string; description: string; price?: number }>;
    expect(offers.map((o) => o.name)).toEqual(['Standard', 'Pro', 'Enterprise']);
    expect(offers[1]!.description).toBe('Product recommendations; 24/7 availability; Order tracking via chat');
    expect(offers.every((o) => o.price === undefined)).toBe(true); // the spec shows no prices
    expect(software.featureList).toEqual([
      'Product recommendations',
      '24/7 availability',
      'Order tracking via chat',
      'Sync with shopping cart',
    ]);
    expect(software.provider).toEqual({ '@id': 'https://www.example.com/#organization' });
  });

  it('an online event gets a VirtualLocation', () => {
    const online = eventJsonLd({
      ...{ name: 'W', description: 'D', url: 'https://x.example/e', organizer: 'O' },
      startDate: '2025-01-01',
      location: 'https://x.example/live',
    });
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: 'https://x.example/live' });
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  });

  it('serialises safely into a script tag', () => {
    const json = serializeJsonLd([faqPageJsonLd([{ question: 'Q</script>', answerText: '<b>A</b>' }])]);
    expect(json).not.toMatch(/<\/script/i);
    expect(jsonLdNodes([JSON.parse(json)])[0]!['@type']).toBe('FAQPage');
  });
});

describe('the schema.org checker catches mistakes', () => {
  it.each([
    [
      { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] },
      'FAQPage.mainEntity: must be a non-empty list',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'E',
        startDate: '16/10/2025',
        location: { '@type': 'Place', name: 'Sofia' },
      },
      'Event.startDate: must be an ISO 8601 date or date-time',
    ],
    [
      { '@context': 'https://schema.org', '@type': 'Event', name: 'E', startDate: '2025-10-16' },
      'Event.location: required',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'N',
        url: 'https://x.example',
        logo: 'https://x.example/l.svg',
        telephon: '1',
      },
      'Organization.telephon: not a property of Organization (typo?)',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 2, name: 'A', item: 'https://x.example/' }],
      },
      'BreadcrumbList.itemListElement: positions must be 1, 2, 3…, got 2',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'A', item: '/about' }],
      },
      'BreadcrumbList.itemListElement[0] (ListItem).item: must be an absolute URL',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer', text: '' } }],
      },
      'FAQPage.mainEntity[0] (Question).acceptedAnswer (Answer).text: required',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: 'S',
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        offers: [{ '@type': 'Offer', name: 'Pro', availability: 'InStock' }],
      },
      'SoftwareApplication.offers[0] (Offer).availability: must be one of https://schema.org/InStock, https://schema.org/PreOrder, https://schema.org/OutOfStock, https://schema.org/LimitedAvailability, https://schema.org/OnlineOnly',
    ],
    [
      { '@context': 'http://schema.org', '@type': 'WebSite', name: 'W', url: 'https://x.example/' },
      'WebSite: @context must be "https://schema.org"',
    ],
    [
      { '@context': 'https://schema.org', '@type': 'Recipe', name: 'R' },
      'Recipe: type not covered by the checker (add a rule to tests/support/schema-org.ts)',
    ],
  ])('%j', (node, problem) => {
    expect(schemaOrgProblems(node)).toContain(problem);
  });
});

describe('Organization facts wait for confirmation', () => {
  const confirmed = resolveSiteConfig(
    {
      ...siteJson,
      awaitingConfirmation: undefined,
      contact: { ...siteJson.contact, email: 'hello@nexa.bg', awaitingConfirmation: undefined },
      social: { ...siteJson.social, awaitingConfirmation: { facebook: 'Placeholder URL: replace it.' } },
    },
    {},
  );

  it('asserts no legal name, contact detail or social profile that content/site.json still marks', () => {
    const org = organizationJsonLd(resolveSiteConfig(siteJson, {}), 'https://www.nexa.bg/');
    expect(Object.keys(org).sort()).toEqual(['@context', '@id', '@type', 'logo', 'name', 'url']);
  });

  it('asserts each fact once its line is cleared', () => {
    const org = organizationJsonLd(confirmed, 'https://www.nexa.bg/');
    expect(org).toMatchObject({
      legalName: confirmed.legalName,
      email: 'hello@nexa.bg',
      address: confirmed.contact.address,
    });
    expect(org['sameAs']).toEqual([confirmed.social.linkedin, confirmed.social.instagram]);
  });
});

describe('confirmedFaqPageJsonLd', () => {
  const items = [
    { question: 'Is it confirmed?', answerText: 'Yes.' },
    { question: 'Is this one?', answerText: 'Not yet.' },
    { question: 'And this one?', answerText: 'Yes, with an empty marker.' },
  ];
  it('keeps only the answers whose English source carries no marker', () => {
    const [faq, ...rest] = confirmedFaqPageJsonLd(items, [{}, { awaitingConfirmation: { answer: 'Invented.' } }, {}]);
    expect(rest).toEqual([]);
    const questions = (faq?.['mainEntity'] as Array<{ name: string }>).map((q) => q.name);
    expect(questions).toEqual(['Is it confirmed?', 'And this one?']);
  });
  it('gives no FAQPage when no answer is confirmed, or a source is missing', () => {
    const marked = { awaitingConfirmation: { answer: 'Invented.' } };
    expect(confirmedFaqPageJsonLd(items, [marked, marked, marked])).toEqual([]);
    expect(confirmedFaqPageJsonLd(items, [])).toEqual([]);
  });
});
