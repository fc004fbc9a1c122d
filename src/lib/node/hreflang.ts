/**
 * The language alternates of a page: the same path in every published edition, plus x-default
 * (the English page, where a visitor whose language is neither lands). Used by the page head and
 * by the sitemap, so both always name the same pairs.
 */
import { canonicalUrl } from './seo.ts';
import { DEFAULT_LANG, LANG_INFO, splitLangPath, translatePath, type Lang } from '../shared/i18n.ts';
import { pagePath } from '../shared/page-path.ts';

export interface Alternate {
  /** An hreflang value: "en", "bg" or "x-default". */
  hreflang: string;
  href: string;
}

/**
 * Every edition's URL of the page at `pathname`; none when only one edition is published, or when
 * the editions share the page (an address never localized, such as /redirect).
 */
export function alternates(pathname: string, siteUrl: string, langs: readonly Lang[]): Alternate[] {
  if (langs.length < 2) return [];
  const path = splitLangPath(pagePath(pathname)).path;
  const urls = langs.map((lang) => ({
    hreflang: LANG_INFO[lang].htmlLang,
    href: canonicalUrl(translatePath(path, lang), siteUrl),
  }));
  if (new Set(urls.map((url) => url.href)).size < urls.length) return [];
  return [...urls, { hreflang: 'x-default', href: canonicalUrl(translatePath(path, DEFAULT_LANG), siteUrl) }];
}

/** A sitemap entry (@astrojs/sitemap's serialize) with its xhtml:link alternates. */
export function withAlternates<T extends { url: string }>(
  item: T,
  siteUrl: string,
  langs: readonly Lang[],
): T & { links?: Array<{ lang: string; url: string }> } {
  const links = alternates(new URL(item.url).pathname, siteUrl, langs).map((a) => ({ lang: a.hreflang, url: a.href }));
  return links.length ? { ...item, links } : item;
}
