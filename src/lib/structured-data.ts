/**
 * schema.org structured data built from the same content the pages show.
 * (Organization, WebSite and BreadcrumbList are in seo.ts and added by the layout.)
 */
type JsonLd = Record<string, unknown>;

export function faqPageJsonLd(items: Array<{ question: string; answerText: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerText },
    })),
  };
}

export function softwareApplicationJsonLd(input: {
  name: string;
  description: string;
  url: string;
  plans: Array<{ name: string; features: string[] }>;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: input.name,
    description: input.description,
    url: input.url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    offers: input.plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.features.join('; '),
      url: input.url,
      availability: 'https://schema.org/InStock',
    })),
  };
}

export function eventJsonLd(input: {
  name: string;
  description: string;
  url: string;
  startDate: string;
  endDate?: string;
  location: string;
  organizer: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    description: input.description,
    url: input.url,
    startDate: input.startDate,
    ...(input.endDate ? { endDate: input.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: input.location, address: input.location },
    organizer: { '@type': 'Organization', name: input.organizer },
  };
}
