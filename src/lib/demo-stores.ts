import { z } from 'zod';
import raw from '../../content/demo-stores.json' with { type: 'json' };
import { demoStoreSchema } from '../collections/demo-stores.ts';
import { parseContent } from '../schemas/parse.ts';

/** The public path of a client demo page: /{slug}-{id}. */
export function demoStorePath(store: { slug: string; id: string }): string {
  return `/${store.slug}-${store.id}`;
}

/** content/demo-stores.json, checked here too because astro.config.mjs needs it before the collections. */
const stores = parseContent(z.array(demoStoreSchema), raw, 'content/demo-stores.json');

export const demoStorePaths: string[] = stores.map(demoStorePath);
/** Demo pages whose chat also listens: the only pages allowed to ask for the microphone. */
export const voiceDemoStorePaths: string[] = stores.filter((store) => store.chat.voice).map(demoStorePath);
