import { demoStoresSchema } from '../../schemas/demo-stores.ts';
import { loadContentFile } from '../../schemas/load.ts';

/** The public path of a client demo page: /{slug}-{id}. */
export function demoStorePath(store: { slug: string; id: string }): string {
  return `/${store.slug}-${store.id}`;
}

/** Read here as well as by the collection because astro.config.mjs needs the paths before the collections exist. */
const stores = loadContentFile(demoStoresSchema, 'content/demo-stores.json');

export const demoStorePaths: string[] = stores.map(demoStorePath);
/** Demo pages whose chat also listens: the only pages allowed to ask for the microphone. */
export const voiceDemoStorePaths: string[] = stores.filter((store) => store.chat.voice).map(demoStorePath);
