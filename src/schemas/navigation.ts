import { z } from 'zod';
import { moduleStatus, sitePath, text } from './fields.ts';

/** A menu entry: its label and a path on this site. */
const link = z.object({ label: text('Menu label'), href: sitePath({ fragment: true }) });

/** content/navigation.json: the suite menu, the header links and button, the footer columns. */
export const navigationSchema = z.object({
  suiteLabel: text('Suite menu label'),
  suite: z.array(link.extend({ status: moduleStatus })).length(4, 'the suite has exactly four modules'),
  header: z.array(link),
  headerCta: link,
  footer: z.object({ company: z.array(link), legal: z.array(link) }),
});

export type Navigation = z.infer<typeof navigationSchema>;
