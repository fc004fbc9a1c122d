import { getEntry, type CollectionEntry } from 'astro:content';

export type PageEntry = CollectionEntry<'pages'>;

/** A page's copy from content/pages/{id}.md; a missing file stops the build with its name. */
export async function getPage(id: string): Promise<PageEntry> {
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`content/pages/${id}.md is missing`);
  return page;
}
