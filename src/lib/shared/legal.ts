import { fill } from './template.ts';
import { escapeHtml } from './html.ts';

/**
 * Helpers for long-form company pages (legal pages, FAQ): brand and contact placeholders filled at
 * render time, dates in the DD/MM/YYYY form the site uses, and a table of contents.
 */

/** Values an editor may write as {brand}, {legalName}, {email}, {phone}, {address} or {websiteHost}. */
export type PlaceholderValues = Record<'brand' | 'legalName' | 'email' | 'phone' | 'address' | 'websiteHost', string>;

/**
 * The provider as every edition names it: the registered (Bulgarian) name, with its registered
 * Latin spelling after it where there is one: „Некса Комерс АИ“ ЕООД (Nexa Commerce AI EOOD).
 */
export function providerName(site: { legalName: string; legalNameLatin?: string | undefined }): string {
  return site.legalNameLatin ? `${site.legalName} (${site.legalNameLatin})` : site.legalName;
}

/**
 * The language of the registered name: the Commercial Register lists it in its Bulgarian form, so
 * an English page marks it (WCAG 3.1.2), and a screen reader reads it with a Bulgarian voice rather
 * than spelling Cyrillic letters with an English one.
 */
export const REGISTERED_NAME_LANG = 'bg';

/**
 * Wraps every occurrence of `phrase` in the text of rendered HTML (never inside a tag) in a span
 * with the given language.
 */
function markLanguage(html: string, phrase: string, lang: string): string {
  const escaped = escapeHtml(phrase);
  if (!escaped) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replaceAll(escaped, `<span lang="${lang}">${escaped}</span>`)))
    .join('');
}

/** Rendered content of a page in `pageLang` with the registered name marked where it is foreign. */
export function markRegisteredName(html: string, legalName: string, pageLang: string): string {
  return pageLang === REGISTERED_NAME_LANG ? html : markLanguage(html, legalName, REGISTERED_NAME_LANG);
}

export function placeholderValues(site: {
  brand: string;
  legalName: string;
  legalNameLatin?: string | undefined;
  contact: { email: string; phone: string; address: string; websiteHost: string };
}): PlaceholderValues {
  return {
    brand: site.brand,
    legalName: providerName(site),
    email: site.contact.email,
    phone: site.contact.phone,
    address: site.contact.address,
    websiteHost: site.contact.websiteHost,
  };
}

/**
 * Replaces {name} placeholders in rendered HTML with HTML-escaped values. Markdown turns a
 * placeholder inside a link target into %7Bname%7D, so that form is replaced too (mailto links).
 * An unknown name throws, so a typo such as {emial} stops the build instead of reaching visitors.
 */
export function fillPlaceholders(html: string, values: PlaceholderValues, source = 'content'): string {
  return html.replace(/\{([A-Za-z]+)\}|%7B([A-Za-z]+)%7D/g, (match, plain?: string, encoded?: string) => {
    const name = (plain ?? encoded) as keyof PlaceholderValues;
    if (!Object.hasOwn(values, name)) {
      throw new Error(
        `${source}: unknown placeholder ${match}; use one of ${Object.keys(values)
          .map((k) => `{${k}}`)
          .join(', ')}`,
      );
    }
    return escapeHtml(values[name]);
  });
}

/** ISO calendar date for <time datetime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

/** The headings Astro's Markdown renderer lists in an entry's rendered metadata (typed as unknown). */
export function renderedHeadings(metadata: Record<string, unknown> | undefined): Heading[] {
  const headings = metadata?.['headings'];
  if (!Array.isArray(headings)) return [];
  return headings.filter(
    (h): h is Heading =>
      typeof h === 'object' &&
      h !== null &&
      typeof (h as Heading).depth === 'number' &&
      typeof (h as Heading).slug === 'string' &&
      typeof (h as Heading).text === 'string',
  );
}

/** The section headings (h2) of a rendered Markdown page, for its table of contents. */
export function tableOfContents(headings: Heading[]): Array<{ slug: string; text: string }> {
  return headings.filter((h) => h.depth === 2).map(({ slug, text }) => ({ slug, text }));
}

/** Plain text of a small HTML fragment (for structured data): tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<\/(p|li|h\d)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The documents rendered by src/pages/[legal].astro from content/pages/{slug}.md: the legal pages
 * and the accessibility statement (numbered sections, a contents list, "Last updated").
 */
export const LEGAL_PAGES = ['terms-and-conditions', 'privacy-policy', 'accessibility'] as const;

/**
 * Adds a "#" self-link to each h2 that has an id, so a reader can copy a link to one section.
 * The link text for screen readers names the section (`label`, content/strings.json by default).
 * The heading is named by its title alone (aria-labelledby): named by all its text, a screen
 * reader's list of headings read each title twice ("1. Intro Link to section: 1. Intro").
 */
export function anchorHeadings(html: string, label: string): string {
  return html.replace(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g, (_, id: string, inner: string) => {
    const name = escapeHtml(fill(label, { section: htmlToText(inner) }));
    return (
      `<h2 id="${id}" aria-labelledby="${id}-title"><span id="${id}-title">${inner}</span> ` +
      `<a class="heading-anchor" href="#${id}">` +
      `<span aria-hidden="true">#</span><span class="visually-hidden">${name}</span></a></h2>`
    );
  });
}
