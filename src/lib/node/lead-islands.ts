/**
 * What the Astro wrapper of every lead-form island passes besides the form's words and the
 * payload's own fields: the honeypot's label, the words for a required answer left out, the edition
 * and how the form sends. In the island's props order (trapLabel, missing, lang, transport), which
 * the serialized props keep.
 */
import type { Lang } from '../shared/i18n.ts';
import { formTransport, type FormKind, type FormTransport } from '../shared/email/settings.ts';
import { currentDeploy } from './deploy.ts';
import { site } from './site.ts';
import { uiStrings } from './strings.ts';
import type { MissingAnswerWords } from '../../schemas/strings.ts';

export function leadIslandProps(
  lang: Lang,
  kind: FormKind,
): { trapLabel: string; missing: MissingAnswerWords; lang: Lang; transport: FormTransport } {
  const { honeypotLabel, missing } = uiStrings(lang).forms;
  return {
    trapLabel: honeypotLabel,
    missing,
    lang,
    transport: formTransport(site, currentDeploy().onNetlify, kind),
  };
}
