import raw from '../../content/demo-stores.json' with { type: 'json' };

/** The public path of a client demo page: /{slug}-{id}. */
export function demoStorePath(store: { slug: string; id: string }): string {
  return `/${store.slug}-${store.id}`;
}

type RawStore = { slug: string; id: string; chat?: { voice?: boolean } };
const stores = raw as RawStore[];

export const demoStorePaths: string[] = stores.map(demoStorePath);
/** Demo pages whose chat also listens: the only pages allowed to ask for the microphone. */
export const voiceDemoStorePaths: string[] = stores.filter((store) => store.chat?.voice === true).map(demoStorePath);
