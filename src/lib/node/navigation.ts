import type { Lang } from '../shared/i18n.ts';
import { loadEditionFile } from '../../schemas/load.ts';
import { navigationSchema, type Navigation } from '../../schemas/navigation.ts';

/** The menus of `lang`'s edition; their links are English site paths (localizePath maps them). */
export function navigationFor(lang: Lang): Navigation {
  return loadEditionFile(navigationSchema, 'content/navigation.json', lang);
}
