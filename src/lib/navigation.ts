import { z } from 'zod';
import type { Lang } from './i18n.ts';
import { loadEditionFile } from '../schemas/load.ts';
import { sitePath, text } from '../schemas/fields.ts';

/** A menu entry: its label and a path on this site. */
const link = z.object({ label: text('Menu label'), href: sitePath({ fragment: true }) });

/** content/navigation.json: the suite menu, the header links and button, the footer columns. */
export const navigationSchema = z.object({
  suiteLabel: text('Suite menu label'),
  suite: z
    .array(link.extend({ status: z.enum(['available', 'coming-soon']) }))
    .length(4, 'the suite has exactly four modules'),
  header: z.array(link),
  headerCta: link,
  footer: z.object({ company: z.array(link), legal: z.array(link) }),
});

export type Navigation = z.infer<typeof navigationSchema>;

/** The menus of `lang`'s edition; their links are English site paths (localizePath maps them). */
export function navigationFor(lang: Lang): Navigation {
  return loadEditionFile(navigationSchema, 'content/navigation.json', lang);
}
