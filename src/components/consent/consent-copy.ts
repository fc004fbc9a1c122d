import { getCollection, getEntry } from 'astro:content';
import type { OptionalCategory } from '../../lib/consent.ts';

const CATEGORY_IDS = ['essential', 'analytics', 'marketing', 'functionality'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];
export interface CategoryText {
  key: CategoryId;
  label: string;
  text: string;
}

/** The four categories from content/cookies/categories.json, in a fixed order; all must be there. */
export async function cookieCategories(): Promise<{
  essential: CategoryText;
  optional: Array<CategoryText & { key: OptionalCategory }>;
}> {
  const entries = await getCollection('cookieCategories');
  const byId = new Map(entries.map((entry) => [entry.id, entry.data]));
  const all = CATEGORY_IDS.map((key) => {
    const data = byId.get(key);
    if (!data) throw new Error(`content/cookies/categories.json: add an entry with "id": "${key}"`);
    return { key, label: data.label, text: data.description };
  });
  const [essential, ...optional] = all;
  return { essential: essential!, optional: optional as Array<CategoryText & { key: OptionalCategory }> };
}

export async function bannerCopy() {
  const entry = await getEntry('cookieBanner', 'banner');
  if (!entry) throw new Error('content/cookies/banner.json: add the entry with "id": "banner"');
  return entry.data;
}
