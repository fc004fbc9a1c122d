import { z } from 'zod';
import raw from '../../content/navigation.json' with { type: 'json' };

const link = z.object({ label: z.string().min(1), href: z.string().startsWith('/') });

export const navigationSchema = z.object({
  suiteLabel: z.string().min(1),
  suite: z
    .array(link.extend({ status: z.enum(['available', 'coming-soon']) }))
    .length(4, 'the suite has exactly four modules'),
  header: z.array(link),
  headerCta: link,
  footer: z.object({ company: z.array(link), legal: z.array(link) }),
});

export type NavLink = z.infer<typeof link>;
export type Navigation = z.infer<typeof navigationSchema>;

export const navigation: Navigation = navigationSchema.parse(raw);
