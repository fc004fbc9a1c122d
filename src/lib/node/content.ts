/**
 * The one way .astro files read content/ collections (islands never import this: their Astro
 * wrappers pass plain props). Every read of a single entry names the missing file, or the file and
 * the missing entry, so a deleted or misspelt file stops the build with something an editor can fix.
 *
 * A page's own content: getPage('<route id>') for content/pages/<route id>.md (title, description,
 * headline, body, and the copy of its sections, read with pageSection(page, '<name>')) and, for the
 * module pages, getModulePage('<route>') for content/modules/<route>.json, narrowed to that page's
 * shape.
 */
import type { ImageMetadata } from 'astro';
import { getCollection, getEntry, type CollectionEntry, type DataEntryMap } from 'astro:content';
import type { ModulePage } from '../../schemas/modules.ts';
import type { PageCopyField } from '../../schemas/pages.ts';
import { contentPath } from '../shared/edition-paths.ts';
import type { Lang } from '../shared/i18n.ts';
import { escapeHtml } from '../shared/html.ts';

/** A collection of the English edition; its Bulgarian twin is the same name with "Bg" added. */
export type CollectionName = Exclude<keyof DataEntryMap, `${string}Bg`>;

/** The collection holding `collection`'s entries in `lang`'s edition (src/content.config.ts). */
function editionOf<C extends CollectionName>(collection: C, lang: Lang): C {
  return (lang === 'en' ? collection : `${collection}Bg`) as C;
}

/** Where each collection's entries are written, for the messages of a missing entry. */
const SOURCES: Record<CollectionName, (id: string) => string> = {
  pages: (id) => `content/pages/${id}.md`,
  benefits: (id) => `content/home/benefits.json has no entry with id ${id}:`,
  statistics: (id) => `content/home/statistics.json has no entry "${id}":`,
  moduleCards: (id) => `content/marketing/modules.json has no entry "${id}":`,
  clientLogos: (id) => `content/marketing/clients.json has no entry "${id}":`,
  testimonials: (id) => `content/marketing/testimonials.json has no entry with id "${id}":`,
  highlights: (id) => `content/marketing/highlights.json has no entry "${id}":`,
  modulePlans: (id) => `content/modules/${id}.json`,
  moduleTimeline: (id) => `content/modules/${id}.json`,
  modulePages: (id) => `content/modules/${id}.json`,
  eventPage: (id) => `content/event/${id}.json`,
  eventFaq: (id) => `content/event/${id}.json`,
  siteFaq: (id) => `content/faqs/${id}.json`,
  caseStudies: (id) => `content/case-study/${id}.json`,
  demoStores: (id) => `content/demo-stores.json has no entry with id "${id}":`,
  cookieInventory: (id) => `content/cookies/inventory.json has no entry "${id}":`,
  cookieCategories: (id) => `content/cookies/categories.json has no entry with "id": "${id}":`,
  cookieBanner: (id) => `content/cookies/banner.json has no entry with "id": "${id}":`,
  cookiePolicy: (id) => `content/cookies/policy.json has no entry with "id": "${id}":`,
};

/** The message of a missing entry: "content/pages/home.md is missing", or the file and the entry. */
export function missingMessage(collection: CollectionName, id: string, lang: Lang = 'en'): string {
  const where = SOURCES[collection](id).replace(/^content\/\S+/, (path) => contentPath(path, lang));
  return where.endsWith(':') ? `${where.slice(0, -1)} (add it, or check the spelling)` : `${where} is missing`;
}

/** One entry of a collection; throws naming the file (and entry) when it is absent. */
export async function requireEntry<C extends CollectionName>(
  collection: C,
  id: string,
  lang: Lang,
): Promise<CollectionEntry<C>> {
  const entry = await getEntry(editionOf(collection, lang), id);
  if (!entry) throw new Error(missingMessage(collection, id, lang));
  return entry as CollectionEntry<C>;
}

/** Every entry of a collection, optionally filtered by its data. */
export async function listEntries<C extends CollectionName>(
  collection: C,
  lang: Lang,
  filter?: (data: CollectionEntry<C>['data']) => boolean,
): Promise<Array<CollectionEntry<C>>> {
  const all = (await getCollection(editionOf(collection, lang))) as Array<CollectionEntry<C>>;
  return filter ? all.filter((entry) => filter(entry.data)) : all;
}

// ---------------------------------------------------------------------------------------------
// Pages

export type PageEntry = CollectionEntry<'pages'>;

/** A page's copy from content/pages/{id}.md; a missing file stops the build with its name. */
export function getPage(id: string, lang: Lang): Promise<PageEntry> {
  return requireEntry('pages', id, lang);
}

/** The file a page's copy comes from, e.g. content/bg/pages/about.md. */
function pageFile(page: PageEntry): string {
  return page.filePath ?? `content/pages/${page.id}.md`;
}

/**
 * A copy field of a page's own file that its route needs: a missing one stops the build naming the
 * file and the field, instead of showing an empty button or an unnamed region.
 */
export function pageCopy<F extends PageCopyField>(page: PageEntry, field: F): NonNullable<PageEntry['data'][F]> {
  const value = page.data[field];
  if (value === undefined) {
    throw new Error(`${pageFile(page)} has a mistake:\n  ${field}: this page needs it (see docs/editing.md)`);
  }
  return value as NonNullable<PageEntry['data'][F]>;
}

export type SectionCopy = NonNullable<PageEntry['data']['sections']>[string];

/**
 * The heading and short copy of one of a page's sections, from `sections:` in its own file; a
 * missing one stops the build naming the file and the section.
 */
export function pageSection(page: PageEntry, name: string): SectionCopy {
  const section = page.data.sections?.[name];
  if (!section) throw new Error(`${pageFile(page)} has no section "${name}" (add it, or check the spelling)`);
  return section;
}

/** content/modules/<id>.json, narrowed to that page's shape. */
export async function getModulePage<K extends ModulePage['module']>(
  id: K,
  lang: Lang,
): Promise<Extract<ModulePage, { module: K }>> {
  const data = (await requireEntry('modulePages', id, lang)).data as ModulePage;
  if (data.module !== id) throw new Error(`content/modules/${id}.json: "module" must be "${id}"`);
  return data as Extract<ModulePage, { module: K }>;
}

// ---------------------------------------------------------------------------------------------
// Sections and shared blocks

export type Benefit = CollectionEntry<'benefits'>['data'];
export type ClientLogo = CollectionEntry<'clientLogos'>['data'];
export type ModuleCard = CollectionEntry<'moduleCards'>['data'];
export type Testimonial = CollectionEntry<'testimonials'>['data'];
export type Highlight = CollectionEntry<'highlights'>['data'];

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

export async function getBenefits(lang: Lang): Promise<Benefit[]> {
  return (await listEntries('benefits', lang)).map((e) => e.data).sort((a, b) => a.id - b.id);
}

/**
 * Drops keys whose value is undefined, so optional content fields can be spread into components'
 * optional props (the project compiles with exactOptionalPropertyTypes).
 */
export function defined<T extends Record<string, unknown>>(props: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

export interface StatisticItem {
  value: number;
  label: string;
  prefix?: string;
  suffix?: string;
}

export async function getStatistics(lang: Lang): Promise<StatisticItem[]> {
  return (await listEntries('statistics', lang))
    .map((e) => e.data)
    .sort(byPosition)
    .map(({ value, label, prefix, suffix }) => ({ value, label, ...defined({ prefix, suffix }) }));
}

export async function getModuleCards(lang: Lang): Promise<ModuleCard[]> {
  return (await listEntries('moduleCards', lang)).map((e) => e.data).sort(byPosition);
}

export async function getClientLogos(lang: Lang): Promise<ClientLogo[]> {
  return (await listEntries('clientLogos', lang)).map((e) => e.data).sort(byPosition);
}

export async function getTestimonial(id: string, lang: Lang): Promise<Testimonial> {
  return (await requireEntry('testimonials', id, lang)).data;
}

export async function getHighlights(group: Highlight['group'], lang: Lang): Promise<Highlight[]> {
  return (await listEntries('highlights', lang, (data) => data.group === group)).map((e) => e.data).sort(byPosition);
}

export async function getPlans(lang: Lang) {
  return (await requireEntry('modulePlans', 'plans', lang)).data;
}

export async function getTimeline(lang: Lang) {
  return (await requireEntry('moduleTimeline', 'timeline', lang)).data;
}

export async function getEventContent(lang: Lang) {
  return (await requireEntry('eventPage', 'event', lang)).data;
}

export async function getEventFaq(lang: Lang) {
  return (await requireEntry('eventFaq', 'event-faq', lang)).data.items;
}

/** A plain-text answer as the trusted HTML the Accordion expects: one escaped paragraph. */
export function plainTextToHtml(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

// ---------------------------------------------------------------------------------------------
// Images named in content (Astro's image() in the schemas)

/** An SVG named in content: its metadata, and a component that draws it inline. */
export type SvgImage = ImageMetadata & ((props: astroHTML.JSX.SVGAttributes) => unknown);

/** The inline-drawing component of an SVG image, or undefined for a photo or screenshot. */
export function inlineSvg(image: ImageMetadata): SvgImage | undefined {
  return typeof image === 'function' ? (image as SvgImage) : undefined;
}

/** The file name an editor wrote ("sila.svg"), without the build's content hash or query. */
export function imageFileName(image: ImageMetadata): string {
  const base = image.src.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return base.replace(/^(.+)\.[\w-]{8}\.(\w+)$/, '$1.$2');
}
