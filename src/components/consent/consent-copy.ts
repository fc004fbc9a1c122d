import type { OptionalCategory } from '../../lib/shared/consent.ts';
import { listEntries, missingMessage, requireEntry } from '../../lib/node/content.ts';
import { uiStrings } from '../../lib/node/strings.ts';
import type { Lang } from '../../lib/shared/i18n.ts';

const CATEGORY_IDS = ['essential', 'analytics', 'marketing', 'functionality'] as const;
type CategoryId = (typeof CATEGORY_IDS)[number];
export interface CategoryText {
  key: CategoryId;
  label: string;
  /** The category's description; for a category with no row in use, "Not set on this site." first (strings.json > consent.inventory.categoryNotInUse). */
  text: string;
  /** A few words for the banner's first layer. */
  summary: string;
  /** Whether content/cookies/inventory.json has a row of this category that the site sets. */
  inUse: boolean;
}

/** The categories that have at least one row in use in content/cookies/inventory.json. */
async function categoriesInUse(lang: Lang): Promise<Set<CategoryId>> {
  const rows = await listEntries('cookieInventory', lang);
  return new Set(rows.filter((row) => row.data.inUse !== false).map((row) => row.data.category));
}

/**
 * The four categories from content/cookies/categories.json, in a fixed order; all must be there.
 * Whether a category is used comes from the inventory, never from free text: a category with no
 * row in use says so before its description wherever a toggle shows it.
 */
export async function cookieCategories(lang: Lang): Promise<{
  essential: CategoryText;
  optional: Array<CategoryText & { key: OptionalCategory }>;
}> {
  const entries = await listEntries('cookieCategories', lang);
  const byId = new Map(entries.map((entry) => [entry.id, entry.data]));
  const used = await categoriesInUse(lang);
  const notInUse = uiStrings(lang).consent.inventory.categoryNotInUse;
  const all = CATEGORY_IDS.map((key) => {
    const data = byId.get(key);
    if (!data) throw new Error(missingMessage('cookieCategories', key, lang));
    const inUse = used.has(key);
    const text = inUse ? data.description : `${notInUse} ${data.description}`;
    return { key, label: data.label, text, summary: data.summary, inUse };
  });
  const [essential, ...optional] = all;
  return { essential: essential!, optional: optional as Array<CategoryText & { key: OptionalCategory }> };
}

export async function bannerCopy(lang: Lang) {
  return (await requireEntry('cookieBanner', 'banner', lang)).data;
}
