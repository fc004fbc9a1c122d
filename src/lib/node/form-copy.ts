/**
 * Copy and option lists of every form, from content/forms/*.json, checked at build time.
 * Islands never import this: their Astro wrappers pass the parsed values down as props.
 */
import type { Lang } from '../shared/i18n.ts';
import type { DemoVariant } from '../shared/email/payloads.ts';
import { loadEditionFile } from '../../schemas/load.ts';
import {
  checkedContactFormSchema,
  demoFormSchema,
  storePreviewFormSchema,
  waitlistFormSchema,
  type Choice,
  type ContactFormCopy,
  type DemoFormCopy,
  type IslandFormCopy,
  type PairedOptions,
  type StorePreviewFormCopy,
  type WaitlistFormCopy,
} from '../../schemas/forms.ts';
import { withNoBreakSpacesIn } from './no-break-spaces.ts';

interface FormCopies {
  contact: ContactFormCopy;
  demo: DemoFormCopy;
  waitlist: WaitlistFormCopy;
  storePreview: StorePreviewFormCopy;
}

/** The four form files of `lang`'s edition, checked (once per build: the loader keeps them). */
function formsOf(lang: Lang): FormCopies {
  return {
    contact: loadEditionFile(checkedContactFormSchema, 'content/forms/contact.json', lang),
    demo: loadEditionFile(demoFormSchema, 'content/forms/demo.json', lang),
    waitlist: loadEditionFile(waitlistFormSchema, 'content/forms/waitlist.json', lang),
    storePreview: loadEditionFile(storePreviewFormSchema, 'content/forms/store-preview.json', lang),
  };
}

export const { contact: contactFormCopy, demo: demoFormCopy } = formsOf('en');

const valueOf = (option: string | Choice) => (typeof option === 'string' ? option : option.value);
const labelOf = (option: string | Choice) => (typeof option === 'string' ? option : option.label);

/**
 * A form's copy in `local` words with the payload of `english`: each list of options pairs the
 * English value (sent in the payload, so one e-mail template and one Netlify form serve both
 * editions) with the local label at the same position (the mirror check keeps positions aligned);
 * single options (the one that reveals a field) and the reveal rules stay English values.
 */
function pairFormCopy<C extends { options: object; reveals?: unknown }>(english: C, local: C): IslandFormCopy<C> {
  const options = Object.fromEntries(
    Object.entries(english.options).map(([key, value]) => {
      if (!Array.isArray(value)) return [key, value];
      const labels = (local.options as Record<string, unknown>)[key] as Array<string | Choice>;
      return [
        key,
        (value as Array<string | Choice>).map((option, i) => ({
          value: valueOf(option),
          label: labelOf(labels[i] ?? option),
        })),
      ];
    }),
  ) as PairedOptions<C['options']>;
  return { ...local, ...('reveals' in english ? { reveals: english.reveals } : {}), options };
}

/**
 * The forms' words in `lang`'s edition, with the English option values (see pairFormCopy), and
 * the edition's no-break spaces in its numbers ("10 000 – 50 000"): the islands render these words
 * themselves, past the build's typesetting pass.
 */
export function formCopy(lang: Lang) {
  const englishForms = formsOf('en');
  const local = formsOf(lang);
  return withNoBreakSpacesIn(
    {
      contact: pairFormCopy(englishForms.contact, local.contact),
      demo: pairFormCopy(englishForms.demo, local.demo),
      waitlist: local.waitlist,
      storePreview: local.storePreview,
    },
    lang,
  );
}

/**
 * The demo form's words for one variant, as its island receives them: the classic form has no "How
 * did you hear about us?" question and the guided one no format check of the e-mail or the web
 * address, so the other variant's words are left empty. Every word an island gets travels in its
 * page's HTML (the classic form is on /pricing's first screen, whose first flight has no byte to
 * spare).
 */
export function demoCopyForVariant<
  C extends {
    fields: {
      emailFormat: string;
      websiteFormat: string;
      source: string;
      sourcePlaceholder: string;
      sourceOther: string;
    };
    options: { sources: Choice[] };
  },
>(copy: C, variant: DemoVariant): C {
  if (variant === 'guided') return { ...copy, fields: { ...copy.fields, emailFormat: '', websiteFormat: '' } };
  return {
    ...copy,
    fields: { ...copy.fields, source: '', sourcePlaceholder: '', sourceOther: '' },
    options: { ...copy.options, sources: [] },
  };
}
