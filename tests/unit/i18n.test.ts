import { describe, expect, it } from 'vitest';
import {
  BGN_PER_EURO,
  formatDate,
  formatEuro,
  formatNumber,
  LANG_INFO,
  langOf,
  levaToEuro,
  localizePath,
  monthOfEnglishName,
  splitLangPath,
  translatePath,
} from '../../src/lib/shared/i18n.ts';
import { alternates, withAlternates } from '../../src/lib/node/hreflang.ts';
import { formatCount } from '../../src/lib/shared/count-up.ts';
import {
  computeRoi,
  formatEuro as roiEuro,
  formatPercent,
  parseRoiInput,
  type RoiField,
} from '../../src/lib/shared/roi.ts';
import { editionOfFile } from '../../src/lib/shared/edition-paths.ts';

describe('edition paths', () => {
  it.each([
    ['/', '/bg'],
    ['/roi', '/bg/roi'],
    ['/faqs#q3', '/bg/faqs#q3'],
    ['/pricing?plan=pro', '/bg/pricing?plan=pro'],
    ['/#contact', '/bg#contact'],
    ['/bg/roi', '/bg/roi'],
    ['/bg', '/bg'],
  ])('%s in Bulgarian is %s', (path, bulgarian) => {
    expect(localizePath(path, 'bg')).toBe(bulgarian);
    expect(localizePath(path, 'en')).toBe(path);
  });

  it.each([
    'https://www.linkedin.com/company/x',
    '//evil.example/x',
    'mailto:hello@example.com',
    '#contact',
    '/_astro/page.css',
    '/brand/logo-mark.svg',
    '/favicon.svg',
    '/admin',
    '/redirect',
    '/redirect?code=roi',
  ])('leaves %s alone: not a page of an edition', (href) => {
    expect(localizePath(href, 'bg')).toBe(href);
  });

  it('splits and translates paths both ways', () => {
    expect(splitLangPath('/bg/ai-sales-agent')).toEqual({ lang: 'bg', path: '/ai-sales-agent' });
    expect(splitLangPath('/bg')).toEqual({ lang: 'bg', path: '/' });
    expect(splitLangPath('/bgx')).toEqual({ lang: 'en', path: '/bgx' });
    expect(splitLangPath('/about')).toEqual({ lang: 'en', path: '/about' });
    expect(translatePath('/bg/roi', 'en')).toBe('/roi');
    expect(translatePath('/roi', 'bg')).toBe('/bg/roi');
    expect(translatePath('/bg', 'en')).toBe('/');
  });

  it("reads Astro's currentLocale, English when there is none", () => {
    expect(langOf('bg')).toBe('bg');
    expect(langOf(undefined)).toBe('en');
    expect(langOf('de')).toBe('en');
  });

  it('knows the edition of a content file from its path', () => {
    expect(editionOfFile('/work/site/content/bg/pages/about.md')).toBe('bg');
    expect(editionOfFile('/work/site/content/pages/about.md')).toBe('en');
  });
});

describe('numbers, money and dates per edition', () => {
  it('writes money as each language does', () => {
    expect(formatEuro(30_000, 'bg')).toBe('30\u00a0000,00\u00a0€');
    expect(formatEuro(30_000, 'en')).toBe('€30,000.00');
    expect(formatNumber(286_000, 'bg')).toBe('286\u00a0000');
    // Bulgarian spelling leaves four-digit numbers whole.
    expect(formatNumber(5900, 'bg')).toBe('5900');
    expect(formatNumber(12.5, 'bg')).toBe('12,5');
  });

  it('counts statistics up with the edition grouping', () => {
    expect(formatCount(286_000, '', '+', LANG_INFO.en.intlLocale)).toBe('286,000+');
    expect(formatCount(108_000, '', '+\u00a0€', LANG_INFO.bg.intlLocale)).toBe('108\u00a0000+\u00a0€');
  });

  it('names months and dates in Bulgarian', () => {
    expect(monthOfEnglishName('October', 'bg')).toBe('октомври');
    expect(monthOfEnglishName('March', 'bg', 'short')).toBe('март');
    expect(monthOfEnglishName('January', 'bg', 'short')).toBe('ян.');
    expect(monthOfEnglishName('November', 'bg', 'short')).toBe('ноем.');
    expect(monthOfEnglishName('February', 'bg', 'short')).toBe('февр.');
    expect(monthOfEnglishName('October', 'en', 'short')).toBe('Oct');
    expect(formatDate('2025-06-25', 'bg')).toBe('25.06.2025 г.');
    expect(formatDate('2025-06-25', 'en')).toBe('25/06/2025');
  });

  it('converts leva at the fixed rate', () => {
    expect(BGN_PER_EURO).toBe(1.95583);
    expect(levaToEuro(20_000)).toBe(10_225.84);
    expect(formatEuro(levaToEuro(20_000), 'bg')).toBe('10\u00a0225,84\u00a0€');
  });
});

describe('the ROI calculator in both editions', () => {
  const cases: Array<[RoiField, string, string, number]> = [
    ['orderValue', '12,50', '12.50', 12.5],
    ['orderValue', '1 234,50', '1,234.50', 1234.5],
    ['salary', '1 500', '1,500', 1500],
    ['visitors', '100 000', '100,000', 100_000],
  ];
  it.each(cases)('reads %s "%s" (Bulgarian) as "%s" (English) reads it', (field, bulgarian, english, value) => {
    expect(parseRoiInput(field, bulgarian, 'bg').value).toBe(value);
    expect(parseRoiInput(field, english, 'en').value).toBe(value);
  });

  it('shows the understood value with the decimal comma in Bulgarian', () => {
    expect(parseRoiInput('orderValue', '12.5', 'bg').normalized).toBe('12,50');
    expect(parseRoiInput('orderValue', '12,5', 'en').normalized).toBe('12.50');
  });

  it('gives the same results, written per language', () => {
    const results = computeRoi({ agents: 2, salary: 1500, visitors: 100_000, orderValue: 15 });
    expect([roiEuro(results.additionalRevenue, 'bg'), roiEuro(results.operationalSavings, 'bg')]).toEqual([
      '15\u00a0000,00\u00a0€',
      '2400,00\u00a0€',
    ]);
    expect([roiEuro(results.additionalRevenue), formatPercent(results.roiPercent)]).toEqual(['€15,000.00', '300%']);
    expect(formatPercent(1200, 'bg')).toBe('1200%');
  });
});

describe('hreflang alternates', () => {
  const site = 'https://www.nexa.example/';
  it('pairs every page with its twin and x-default, reciprocally', () => {
    const fromEnglish = alternates('/roi', site, ['en', 'bg']);
    const fromBulgarian = alternates('/bg/roi', site, ['en', 'bg']);
    expect(fromEnglish).toEqual([
      { hreflang: 'en', href: 'https://www.nexa.example/roi' },
      { hreflang: 'bg', href: 'https://www.nexa.example/bg/roi' },
      { hreflang: 'x-default', href: 'https://www.nexa.example/roi' },
    ]);
    expect(fromBulgarian).toEqual(fromEnglish);
    expect(alternates('/', site, ['en', 'bg']).map((a) => a.href)).toEqual([
      'https://www.nexa.example/',
      'https://www.nexa.example/bg',
      'https://www.nexa.example/',
    ]);
  });

  it('names none when one edition is published', () => {
    expect(alternates('/roi', site, ['en'])).toEqual([]);
    expect(withAlternates({ url: `${site}roi` }, site, ['en'])).toEqual({ url: `${site}roi` });
  });

  it('adds the alternates to a sitemap entry', () => {
    expect(withAlternates({ url: `${site}bg/faqs` }, site, ['en', 'bg']).links).toEqual([
      { lang: 'en', url: `${site}faqs` },
      { lang: 'bg', url: `${site}bg/faqs` },
      { lang: 'x-default', url: `${site}faqs` },
    ]);
  });
});
