/**
 * The site's two editions: English at the spec's routes, Bulgarian under /bg/ with the same path
 * after the prefix. DOM-free: the build, the islands and the tests use the same rules.
 *
 * Content in another language lives in content/bg/, mirroring content/ file for file (see
 * src/lib/shared/content-mirror.ts); code asks for a language, never for a file path.
 */

export const LANGS = ['en', 'bg'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** What each edition is called and how its pages are tagged. */
export const LANG_INFO: Record<Lang, { htmlLang: string; ogLocale: string; intlLocale: string; prefix: string }> = {
  en: { htmlLang: 'en', ogLocale: 'en_GB', intlLocale: 'en-US', prefix: '' },
  bg: { htmlLang: 'bg', ogLocale: 'bg_BG', intlLocale: 'bg-BG', prefix: '/bg' },
};

function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Astro's `currentLocale` (undefined outside a localized route) as one of the editions. */
export function langOf(locale: string | undefined): Lang {
  return isLang(locale) ? locale : DEFAULT_LANG;
}

export function otherLangs(lang: Lang): Lang[] {
  return LANGS.filter((l) => l !== lang);
}

/** Paths that exist once for both editions: files, the short-link page, the editor. */
const UNLOCALIZED = /^\/(?:_astro|brand|admin|redirect(?:$|[?#])|.*\.[a-z0-9]+(?:$|[?#]))/i;

/**
 * A site path in `lang`'s edition: "/roi" -> "/bg/roi", "/" -> "/bg", "/faqs#q3" -> "/bg/faqs#q3".
 * Anything that is not a page of the site (an external URL, mailto:, a fragment, an asset, an
 * already localized path) is returned as it is.
 */
export function localizePath(href: string, lang: Lang): string {
  const { prefix } = LANG_INFO[lang];
  if (!prefix || !href.startsWith('/') || href.startsWith('//') || UNLOCALIZED.test(href)) return href;
  if (href === prefix || href.startsWith(`${prefix}/`) || /^\/bg[?#]/.test(href)) return href;
  if (href === '/') return prefix;
  if (/^\/[?#]/.test(href)) return `${prefix}${href.slice(1)}`;
  return `${prefix}${href}`;
}

/** Rendered HTML whose links to site pages lead to `lang`'s edition (a Markdown answer in a JSON file). */
export function localizeLinks(html: string, lang: Lang): string {
  return html.replace(
    /(<a\b[^>]*?\bhref=")(\/[^"]*)"/g,
    (_match, before: string, href: string) => `${before}${localizePath(href, lang)}"`,
  );
}

/** The edition of a path and the path in the default edition: "/bg/roi" -> { bg, "/roi" }. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  for (const lang of LANGS) {
    const { prefix } = LANG_INFO[lang];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { lang, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) };
  }
  return { lang: DEFAULT_LANG, path: pathname || '/' };
}

/** The same page in `lang`'s edition. */
export function translatePath(pathname: string, lang: Lang): string {
  return localizePath(splitLangPath(pathname).path, lang);
}

/**
 * Numbers as each edition writes them: "30,000.5" in English, "30 000,5" in Bulgarian (a no-break
 * space groups five digits or more; four-digit numbers stay whole, as Bulgarian spelling wants).
 */
export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(LANG_INFO[lang].intlLocale, options).format(value);
}

/** An amount in euro: "€30,000.00" in English, "30 000,00 €" in Bulgarian. */
export function formatEuro(value: number, lang: Lang, fractionDigits = 2): string {
  return formatNumber(value, lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** A month's name in `lang` ("October", "октомври"), from a month number 1-12. */
function monthName(month: number, lang: Lang): string {
  return new Intl.DateTimeFormat(LANG_INFO[lang].intlLocale, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2025, month - 1, 15),
  );
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The abbreviations of the months as Bulgarian spelling writes them (Правописен речник на БАН): a
 * short name keeps its consonants up to the next vowel and ends in a full stop; March, May, June
 * and July stay whole. A three-letter slice ("яну", "ное") is not a Bulgarian abbreviation.
 */
const BULGARIAN_SHORT_MONTHS = [
  'ян.',
  'февр.',
  'март',
  'апр.',
  'май',
  'юни',
  'юли',
  'авг.',
  'септ.',
  'окт.',
  'ноем.',
  'дек.',
];

/**
 * A month that content names in English (the case study's data) in `lang`: "October" stays
 * "October" ("Oct" short) in English and reads "октомври" ("окт." short) in Bulgarian.
 */
export function monthOfEnglishName(name: string, lang: Lang, style: 'long' | 'short' = 'long'): string {
  const index = ENGLISH_MONTHS.indexOf(name);
  if (index < 0) return name;
  if (lang === 'en') return style === 'long' ? name : name.slice(0, 3);
  return style === 'long' ? monthName(index + 1, lang) : BULGARIAN_SHORT_MONTHS[index]!;
}

/** A calendar date ("2025-06-25") as each edition writes it: "25/06/2025" or "25.06.2025 г.". */
export function formatDate(isoDate: string, lang: Lang): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return lang === 'bg' ? `${day}.${month}.${year} г.` : `${day}/${month}/${year}`;
}

/** The fixed conversion rate of the lev to the euro (Council of the EU, 8 July 2025). */
export const BGN_PER_EURO = 1.95583;

export function levaToEuro(leva: number): number {
  return Math.round((leva / BGN_PER_EURO) * 100) / 100;
}
