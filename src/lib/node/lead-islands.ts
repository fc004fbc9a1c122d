/**
 * What the Astro wrapper of every lead-form island passes besides the form's words and the
 * payload's own fields: the honeypot's label, the edition and how the form sends. In the island's
 * props order (trapLabel, lang, transport), which the serialized props keep.
 */
import type { Lang } from '../shared/i18n.ts';
import { formTransport, type FormKind, type FormTransport } from '../shared/email/settings.ts';
import { currentDeploy } from './deploy.ts';
import { site } from './site.ts';
import { uiStrings } from './strings.ts';

export function leadIslandProps(
  lang: Lang,
  kind: FormKind,
): { trapLabel: string; lang: Lang; transport: FormTransport } {
  return {
    trapLabel: uiStrings(lang).forms.honeypotLabel,
    lang,
    transport: formTransport(site, currentDeploy().onNetlify, kind),
  };
}
