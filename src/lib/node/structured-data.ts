/**
 * schema.org structured data built from the same content the pages show.
 * (Organization, WebSite and BreadcrumbList are in seo.ts and added by the layout.)
 *
 * Pages pass the result to their layout's `jsonLd` prop, e.g. on /faqs:
 *   <PageLayout page={page} jsonLd={[faqPageJsonLd(items)]}>
 * Copy may contain Markdown or HTML: answers and descriptions are reduced to plain text here, as
 * search engines show them as text. tests/support/schema-org.ts checks the output per type.
 */
import { isConfirmed } from '../shared/confirmation.ts';

type JsonLd = Record<string, unknown>;

/** Plain text from Markdown/HTML copy: tags, emphasis and link syntax removed, spaces collapsed. */
export function plainText(copy: string): string {
  return copy
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(\S(?:[\s\S]*?\S)?)\1/g, '$2')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The site's origin and Organization node id ("https://www.example.com/#organization"). */
function organizationRef(url: string): { '@id': string } {
  return { '@id': `${new URL('/', url).href}#organization` };
}

export function faqPageJsonLd(items: Array<{ question: string; answerText: string }>, url?: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(url ? { '@id': `${url}#faq`, url } : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: plainText(item.question),
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answerText) },
    })),
  };
}

/**
 * FAQPage data of the answers an editor has confirmed, or none when no answer is: search engines
 * only ever get confirmed facts, as with the Event. `sources` are the same items in the English
 * file, where the markers live, so a Bulgarian answer counts as confirmed when its English one is.
 */
export function confirmedFaqPageJsonLd(
  items: ReadonlyArray<{ question: string; answerText: string }>,
  sources: ReadonlyArray<{ awaitingConfirmation?: Record<string, string> | undefined }>,
): JsonLd[] {
  const confirmed = items.filter((_, i) => {
    const source = sources[i];
    return source !== undefined && isConfirmed(source);
  });
  return confirmed.length > 0 ? [faqPageJsonLd(confirmed)] : [];
}

export interface PlanInput {
  name: string;
  features: string[];
  /** Optional: a public price; the spec shows none, so offers carry no price by default. */
  price?: number;
  priceCurrency?: string;
}

export function softwareApplicationJsonLd(input: {
  name: string;
  description: string;
  url: string;
  plans: PlanInput[];
  /** Optional absolute URL of a product image or screenshot. */
  image?: string;
}): JsonLd {
  const allFeatures = [...new Set(input.plans.flatMap((plan) => plan.features))];
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    '@id': `${input.url}#software`,
    name: input.name,
    description: plainText(input.description),
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    featureList: allFeatures,
    provider: organizationRef(input.url),
    offers: input.plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.features.join('; '),
      url: input.url,
      availability: 'https://schema.org/InStock',
      seller: organizationRef(input.url),
      ...(plan.price !== undefined ? { price: plan.price, priceCurrency: plan.priceCurrency ?? 'EUR' } : {}),
    })),
  };
}

export function eventJsonLd(input: {
  name: string;
  description: string;
  url: string;
  /** ISO 8601 date or date-time, e.g. "2025-10-16" or "2025-10-16T09:00:00+03:00". */
  startDate: string;
  endDate?: string;
  /** A venue name/address, or an https URL for an online event. */
  location: string;
  organizer: string;
  /** Optional absolute URL of the organizer's site. */
  organizerUrl?: string;
  image?: string;
}): JsonLd {
  const online = /^https:\/\//.test(input.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    description: plainText(input.description),
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    startDate: input.startDate,
    ...(input.endDate ? { endDate: input.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: input.location }
      : { '@type': 'Place', name: input.location, address: input.location },
    organizer: {
      '@type': 'Organization',
      name: input.organizer,
      ...(input.organizerUrl ? { url: input.organizerUrl } : {}),
    },
  };
}
