/** The LeadForm props every lead-form island shares, and the hook that sends its answers. */
import type { FormTransport } from '../../lib/shared/email/settings.ts';
import type { Lang } from '../../lib/shared/i18n.ts';
import type { MissingAnswerWords } from '../../schemas/strings.ts';
import type { ActionCopy } from './fields.tsx';
import { useEmailForm } from './useEmailForm.ts';

/** What every lead-form island is given; each adds its own words and what its payload needs. */
export interface LeadIslandProps {
  transport: FormTransport;
  /** The site's host (content/site.json), shown in the website placeholder. */
  host: string;
  /** Label of the honeypot field (content/strings.json). */
  trapLabel: string;
  /** What the browser says about a required answer left out (content/strings.json). */
  missing: MissingAnswerWords;
  /** The page's edition (links and the no-JavaScript thank-you page). */
  lang: Lang;
  copy: ActionCopy;
}

/**
 * The sending hook and the LeadForm props every form island shares, from the island's props: the
 * island spreads the result on its LeadForm and adds its class, note and fields.
 */
export function useLeadForm(
  { transport, trapLabel, missing, lang, copy }: LeadIslandProps,
  {
    hidden,
    ...options
  }: Omit<Parameters<typeof useEmailForm>[0], 'transport'> & { hidden: { name: string; value: string } },
) {
  const form = useEmailForm({ ...options, transport });
  return { form, formName: options.formName, trapLabel, missing, lang, hidden, copy };
}
