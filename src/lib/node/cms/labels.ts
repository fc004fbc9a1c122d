/** The words the content editor shows for names the content uses: field labels and list summaries. */
import type { JsonSchema } from './json-schema.ts';

/** Words editors know in capitals. */
const ACRONYMS: Record<string, string> = { faq: 'FAQ', faqs: 'FAQs', roi: 'ROI', cta: 'CTA', url: 'URL', id: 'ID' };

/** "buttonLabel" -> "Button label", "ctaHref" -> "CTA href", "site-faq" -> "Site FAQ". */
export function humanise(name: string): string {
  const words = name
    .replace(/\$/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A short label of a collapsed list item: its first naming field. */
export function summaryOf(item: JsonSchema): string | undefined {
  const names = ['question', 'title', 'label', 'name', 'heading', 'feature', 'id', 'slug', 'month'];
  const found = names.find((name) => item.properties?.[name]);
  return found ? `{{fields.${found}}}` : undefined;
}
