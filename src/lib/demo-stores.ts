import raw from '../../content/demo-stores.json' with { type: 'json' };

/** The public path of a client demo page: /{slug}-{id}. */
export function demoStorePath(store: { slug: string; id: string }): string {
  return `/${store.slug}-${store.id}`;
}

export const demoStorePaths: string[] = (raw as Array<{ slug: string; id: string }>).map(demoStorePath);
