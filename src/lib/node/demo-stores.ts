import { demoStoresSchema } from '../../schemas/demo-stores.ts';
import { loadContentFile } from '../../schemas/load.ts';
import { localizePath, type Lang } from '../shared/i18n.ts';
import { CHAT_TEST_PATH, demoStorePath } from '../shared/route-table.ts';

/** Read here as well as by the collection because astro.config.mjs needs the paths before the collections exist. */
const stores = loadContentFile(demoStoresSchema, 'content/demo-stores.json');

export const demoStorePaths: string[] = stores.map(demoStorePath);
/** Demo pages whose chat also listens (English paths): the only pages allowed to ask for the microphone. */
export const voiceDemoStorePaths: string[] = stores.filter((store) => store.chat.voice).map(demoStorePath);

/** One demo page in one edition: /avtozona-2h6w5c and /bg/avtozona-2h6w5c are two. */
export interface DemoPage {
  path: string;
  lang: Lang;
  /** The store's chat also listens: the page may ask for the microphone. */
  voice: boolean;
}

/**
 * Every demo page of the editions `langs`, from the one list of stores: what a page may do follows
 * from its store, whatever the edition (the Bulgarian twin of a voice page is a voice page too).
 */
export function demoPagesOf(langs: readonly Lang[]): DemoPage[] {
  return langs.flatMap((lang) =>
    stores.map((store) => ({ path: localizePath(demoStorePath(store), lang), lang, voice: store.chat.voice })),
  );
}

/** The voice demo pages of the editions `langs`. */
export function voiceDemoPagePaths(langs: readonly Lang[]): string[] {
  return demoPagesOf(langs)
    .filter((page) => page.voice)
    .map((page) => page.path);
}

/**
 * The paths whose headers allow the microphone, in the editions `langs`: the voice demo pages and
 * the chat test bench, where a voice store's chat is tried too.
 */
export function microphonePagePaths(langs: readonly Lang[]): string[] {
  return [...voiceDemoPagePaths(langs), ...langs.map((lang) => localizePath(CHAT_TEST_PATH, lang))];
}
