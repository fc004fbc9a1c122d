/**
 * Reads the marketing collections for .astro components (islands never import this) and
 * resolves the SVG file names in the JSON to bundled assets.
 */
import type { ImageMetadata } from 'astro';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

export type Benefit = CollectionEntry<'benefits'>['data'];
export type ClientLogo = CollectionEntry<'clientLogos'>['data'];
export type ModuleCard = CollectionEntry<'moduleCards'>['data'];
export type Testimonial = CollectionEntry<'testimonials'>['data'];
export type Highlight = CollectionEntry<'highlights'>['data'];
export type SectionCopy = CollectionEntry<'sections'>['data'];

const benefitImages = import.meta.glob<ImageMetadata>('../../assets/benefits/*.svg', {
  eager: true,
  import: 'default',
});
/** An imported SVG: its metadata, and a component that draws it inline. */
export type SvgImage = ImageMetadata & ((props: astroHTML.JSX.SVGAttributes) => unknown);
const logoImages = import.meta.glob<SvgImage>('../../assets/logos/*.svg', { eager: true, import: 'default' });

function resolve<T>(table: Record<string, T>, folder: string, file: string, source: string): T {
  const image = table[`../../assets/${folder}/${file}`];
  if (!image) throw new Error(`${source}: "${file}" is not in src/assets/${folder}/ (check the spelling)`);
  return image;
}

export const benefitImage = (file: string) => resolve(benefitImages, 'benefits', file, 'content/home/benefits.json');
export const logoImage = (file: string) => resolve(logoImages, 'logos', file, 'content/marketing/clients.json');

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

export async function getBenefits(): Promise<Benefit[]> {
  return (await getCollection('benefits')).map((e) => e.data).sort((a, b) => a.id - b.id);
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

export async function getStatistics(): Promise<StatisticItem[]> {
  return (await getCollection('statistics'))
    .map((e) => e.data)
    .sort(byPosition)
    .map(({ value, label, prefix, suffix }) => ({ value, label, ...defined({ prefix, suffix }) }));
}

export async function getModuleCards(): Promise<ModuleCard[]> {
  return (await getCollection('moduleCards')).map((e) => e.data).sort(byPosition);
}

export async function getClientLogos(): Promise<ClientLogo[]> {
  return (await getCollection('clientLogos')).map((e) => e.data).sort(byPosition);
}

export async function getTestimonial(id: string): Promise<Testimonial> {
  const entry = await getEntry('testimonials', id);
  if (!entry) throw new Error(`content/marketing/testimonials.json has no entry with id "${id}"`);
  return entry.data;
}

export async function getHighlights(group: Highlight['group']): Promise<Highlight[]> {
  return (await getCollection('highlights', (e) => e.data.group === group)).map((e) => e.data).sort(byPosition);
}

export async function getSection(id: string): Promise<SectionCopy> {
  const entry = await getEntry('sections', id);
  if (!entry) throw new Error(`content/marketing/sections.json has no section "${id}"`);
  return entry.data;
}
