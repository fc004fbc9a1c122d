/**
 * Which editions a build publishes. English always; Bulgarian once a native speaker at the company
 * has reviewed it: content/editions.json carries one `awaitingReview` line per language, which an
 * editor deletes after the review. Until then a production build publishes English only (no /bg/
 * pages, no hreflang or switcher pointing at them) and `npm run launch-check` lists the review;
 * deploy previews and local builds include the edition so the company can review it there.
 */
import { loadContentFile } from '../../schemas/load.ts';
import { editionsSchema, type Editions } from '../../schemas/editions.ts';
import { currentDeploy, type Deploy } from './deploy.ts';
import { DEFAULT_LANG, LANG_INFO, LANGS, type Lang } from '../shared/i18n.ts';

export const EDITIONS_FILE = 'content/editions.json';

const editions: Editions = loadContentFile(editionsSchema, EDITIONS_FILE);

/** Each language named in its own language ("English", "Български"). */
export function languageName(lang: Lang, from: Editions = editions): string {
  return from[lang].name;
}

/** The editions awaiting a native speaker's review, with what the line says. */
export function editionsAwaitingReview(from: Editions = editions): Array<{ lang: Lang; note: string }> {
  return LANGS.filter((lang) => lang !== DEFAULT_LANG).flatMap((lang) => {
    const note = from[lang as Exclude<Lang, 'en'>].awaitingReview;
    return note ? [{ lang, note }] : [];
  });
}

/** The editions a build for `deploy` publishes: a production build leaves out unreviewed ones. */
export function publishedLangs(deploy: Pick<Deploy, 'context'>, from: Editions = editions): Lang[] {
  if (deploy.context !== 'production') return [...LANGS];
  const waiting = new Set(editionsAwaitingReview(from).map((e) => e.lang));
  return LANGS.filter((lang) => !waiting.has(lang));
}

/** The `[...lang]` route parameter of an edition: none for English, "bg" for /bg/. */
export function langParam(lang: Lang): string | undefined {
  return LANG_INFO[lang].prefix.slice(1) || undefined;
}

/** The editions this build publishes (Netlify's CONTEXT decides, see publishedLangs). */
export function buildLangs(): Lang[] {
  return publishedLangs(currentDeploy());
}

/** getStaticPaths of a page that exists once per edition: /about and /bg/about. */
export function editionPaths() {
  return buildLangs().map((lang) => ({ params: { lang: langParam(lang) } }));
}
