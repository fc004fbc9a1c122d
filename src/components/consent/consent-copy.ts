import type { OptionalCategory } from '../../lib/browser/consent.ts';
import { listEntries, missingMessage, requireEntry } from '../../lib/build/content.ts';
import type { Lang } from '../../lib/shared/i18n.ts';

const CATEGORY_IDS = ['essential', 'analytics', 'marketing', 'functionality'] as const;
type CategoryId = (typeof CATEGORY_IDS)[number];
export interface CategoryText {
  key: CategoryId;
  label: string;
  text: string;
}

/** The four categories from content/cookies/categories.json, in a fixed order; all must be there. */
export async function cookieCategories(lang: Lang): Promise<{
  essential: CategoryText;
  optional: Array<CategoryText & { key: OptionalCategory }>;
}> {
  const entries = await listEntries('cookieCategories', lang);
  const byId = new Map(entries.map((entry) => [entry.id, entry.data]));
  const all = CATEGORY_IDS.map((key) => {
    const data = byId.get(key);
    if (!data) throw new Error(missingMessage('cookieCategories', key, lang));
    return { key, label: data.label, text: data.description };
  });
  const [essential, ...optional] = all;
  return { essential: essential!, optional: optional as Array<CategoryText & { key: OptionalCategory }> };
}

export async function bannerCopy(lang: Lang) {
  return (await requireEntry('cookieBanner', 'banner', lang)).data;
}
