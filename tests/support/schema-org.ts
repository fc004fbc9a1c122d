/**
 * A small schema.org checker for the JSON-LD the site emits: per type, the properties it must
 * have, the ones it may have (anything else is a typo or a property of another type), and checks
 * of their values. Nested nodes with an "@type" are checked by their own rule.
 * Based on schema.org type definitions and Google's structured-data requirements for the rich
 * results we target (FAQ, breadcrumbs, software app, event, organization, site name).
 */

type Json = unknown;
type ValueCheck = (value: Json) => string | null;

interface TypeRule {
  required: string[];
  /** Also required when the node stands alone at the top of a page's JSON-LD. */
  requiredAtTop?: string[];
  optional: string[];
  values?: Record<string, ValueCheck>;
}

const THING = [
  '@context',
  '@id',
  '@type',
  'name',
  'description',
  'url',
  'image',
  'sameAs',
  'alternateName',
  'identifier',
];

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: Json): Json[] => (Array.isArray(v) ? v : [v]);

const text: ValueCheck = (v) => (typeof v === 'string' && v.trim().length > 0 ? null : 'must be non-empty text');
const absoluteUrl: ValueCheck = (v) => {
  if (typeof v !== 'string') return 'must be a URL';
  try {
    return new URL(v).protocol === 'https:' ? null : 'must be an absolute https URL';
  } catch {
    return 'must be an absolute URL';
  }
};
const urlOrRef: ValueCheck = (v) => (isObject(v) ? null : absoluteUrl(v));
const urls: ValueCheck = (v) => asList(v).map(absoluteUrl).find(Boolean) ?? null;
const isoDate: ValueCheck = (v) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(v) &&
  !Number.isNaN(Date.parse(v))
    ? null
    : 'must be an ISO 8601 date or date-time';
const enumeration =
  (...members: string[]): ValueCheck =>
  (v) =>
    typeof v === 'string' && members.map((m) => `https://schema.org/${m}`).includes(v)
      ? null
      : `must be one of ${members.map((m) => `https://schema.org/${m}`).join(', ')}`;
const typed =
  (...types: string[]): ValueCheck =>
  (v) => {
    for (const item of asList(v)) {
      if (!isObject(item)) return `must be ${types.join(' or ')} node(s)`;
      if (item['@id'] && !item['@type'] && Object.keys(item).length === 1) continue; // a reference
      if (!types.includes(String(item['@type']))) return `must be ${types.join(' or ')}, got ${String(item['@type'])}`;
    }
    return null;
  };
const nonEmptyList =
  (inner: ValueCheck): ValueCheck =>
  (v) =>
    Array.isArray(v) && v.length > 0 ? (v.map(inner).find(Boolean) ?? null) : 'must be a non-empty list';
const positiveInteger: ValueCheck = (v) =>
  Number.isInteger(v) && (v as number) > 0 ? null : 'must be a positive integer';
const price: ValueCheck = (v) =>
  typeof v === 'number'
    ? v >= 0
      ? null
      : 'must be ≥ 0'
    : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v)
      ? null
      : 'must be a number';

const SCHEMA_ORG_RULES: Record<string, TypeRule> = {
  Organization: {
    required: ['name'],
    requiredAtTop: ['url', 'logo'],
    optional: [
      ...THING,
      'legalName',
      'logo',
      'email',
      'telephone',
      'address',
      'contactPoint',
      'foundingDate',
      'areaServed',
    ],
    values: {
      name: text,
      url: absoluteUrl,
      logo: urlOrRef,
      sameAs: urls,
      email: text,
      address: typed('PostalAddress'),
    },
  },
  WebSite: {
    required: ['name', 'url'],
    optional: [...THING, 'publisher', 'inLanguage', 'potentialAction'],
    values: { name: text, url: absoluteUrl, publisher: typed('Organization') },
  },
  PostalAddress: {
    required: ['addressCountry'],
    optional: [...THING, 'addressLocality', 'addressRegion', 'postalCode', 'streetAddress'],
    values: { addressCountry: text },
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    optional: THING,
    values: {
      itemListElement: (v) => {
        const problem = nonEmptyList(typed('ListItem'))(v);
        if (problem) return problem;
        const positions = (v as Array<Record<string, Json>>).map((i) => i.position);
        return positions.every((p, index) => p === index + 1)
          ? null
          : `positions must be 1, 2, 3…, got ${positions.join(', ')}`;
      },
    },
  },
  ListItem: {
    required: ['position', 'name', 'item'],
    optional: THING,
    values: { position: positiveInteger, name: text, item: absoluteUrl },
  },
  FAQPage: {
    required: ['mainEntity'],
    optional: THING,
    values: { mainEntity: nonEmptyList(typed('Question')) },
  },
  Question: {
    required: ['name', 'acceptedAnswer'],
    optional: [...THING, 'answerCount'],
    values: { name: text, acceptedAnswer: typed('Answer') },
  },
  Answer: { required: ['text'], optional: THING, values: { text: text } },
  SoftwareApplication: {
    required: ['name', 'applicationCategory', 'operatingSystem', 'offers'],
    optional: [
      ...THING,
      'applicationSubCategory',
      'featureList',
      'provider',
      'publisher',
      'aggregateRating',
      'review',
      'screenshot',
      'softwareVersion',
    ],
    values: {
      name: text,
      url: absoluteUrl,
      applicationCategory: text,
      operatingSystem: text,
      offers: (v) => typed('Offer', 'AggregateOffer')(v) ?? (asList(v).length ? null : 'must list the plans'),
      provider: typed('Organization'),
    },
  },
  Offer: {
    required: ['name'],
    optional: [
      ...THING,
      'price',
      'priceCurrency',
      'priceSpecification',
      'availability',
      'seller',
      'category',
      'validFrom',
      'itemOffered',
    ],
    values: {
      name: text,
      url: absoluteUrl,
      price,
      priceCurrency: (v) => (typeof v === 'string' && /^[A-Z]{3}$/.test(v) ? null : 'must be an ISO 4217 code'),
      availability: enumeration('InStock', 'PreOrder', 'OutOfStock', 'LimitedAvailability', 'OnlineOnly'),
      seller: typed('Organization'),
    },
  },
  Event: {
    required: ['name', 'startDate', 'location'],
    optional: [
      ...THING,
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'organizer',
      'offers',
      'performer',
      'inLanguage',
    ],
    values: {
      name: text,
      startDate: isoDate,
      endDate: isoDate,
      location: typed('Place', 'VirtualLocation'),
      organizer: typed('Organization', 'Person'),
      eventStatus: enumeration(
        'EventScheduled',
        'EventRescheduled',
        'EventPostponed',
        'EventCancelled',
        'EventMovedOnline',
      ),
      eventAttendanceMode: enumeration(
        'OfflineEventAttendanceMode',
        'OnlineEventAttendanceMode',
        'MixedEventAttendanceMode',
      ),
    },
  },
  Place: { required: ['name'], optional: [...THING, 'address'], values: { name: text } },
  VirtualLocation: { required: ['url'], optional: THING, values: { url: absoluteUrl } },
  Person: { required: ['name'], optional: [...THING, 'jobTitle', 'worksFor'], values: { name: text } },
};

/** Problems of one JSON-LD node and its typed descendants, as "Type.property: problem" lines. */
export function schemaOrgProblems(node: Json, path = ''): string[] {
  if (!isObject(node)) return [`${path || 'root'}: must be an object`];
  const type = node['@type'];
  if (typeof type !== 'string') return [`${path || 'root'}: missing @type`];
  const rule = SCHEMA_ORG_RULES[type];
  const here = path ? `${path} (${type})` : type;
  if (!rule) return [`${here}: type not covered by the checker (add a rule to tests/support/schema-org.ts)`];
  const problems: string[] = [];
  if (!path && node['@context'] !== 'https://schema.org')
    problems.push(`${here}: @context must be "https://schema.org"`);
  for (const key of [...rule.required, ...(path ? [] : (rule.requiredAtTop ?? []))]) {
    if (node[key] === undefined || node[key] === null || node[key] === '') problems.push(`${here}.${key}: required`);
  }
  const allowed = new Set([...rule.required, ...(rule.requiredAtTop ?? []), ...rule.optional]);
  for (const [key, value] of Object.entries(node)) {
    if (!allowed.has(key)) {
      problems.push(`${here}.${key}: not a property of ${type} (typo?)`);
      continue;
    }
    const check = rule.values?.[key];
    const problem = check && value !== undefined ? check(value) : null;
    if (problem) problems.push(`${here}.${key}: ${problem}`);
    asList(value).forEach((child, index) => {
      if (isObject(child) && typeof child['@type'] === 'string') {
        problems.push(...schemaOrgProblems(child, `${here}.${key}${Array.isArray(value) ? `[${index}]` : ''}`));
      }
    });
  }
  return problems;
}

/** Every top-level node of a page's JSON-LD blocks (arrays and @graph flattened). */
export function jsonLdNodes(blocks: Json[]): Array<Record<string, Json>> {
  return blocks
    .flatMap((block) => asList(block))
    .flatMap((node) => (isObject(node) && Array.isArray(node['@graph']) ? (node['@graph'] as Json[]) : [node]))
    .filter(isObject);
}
