/**
 * The content probe: the site built with CONTENT_PROBE=1 (src/schemas/content-probe.ts), in which
 * every visitor-facing string read from content/ (JSON fields, Markdown frontmatter and bodies,
 * the interface strings of content/strings.json) reaches the page wrapped in ⟦markers⟧. Every
 * word a visitor reads that is not inside markers was written in code: a defect, listed per page.
 * Builds once, into its own out dir and cache.
 *
 * The interface strings are also checked the other way round: each string of content/strings.json
 * reaches a page, and no page shows one of them unmarked (a copy of the words left in code).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities, sitePages } from '../../scripts/lib/page-weight.ts';
import { CASE_STUDY_MONTHS } from '../../src/schemas/case-study.ts';
import { parseColourTokens } from '../../src/lib/shared/colour-tokens.ts';
import { CONTENT_PROBE_ENV, PROBE_CLOSE, PROBE_OPEN } from '../../src/schemas/content-probe.ts';
import { AWAITING_KEY } from '../../src/lib/shared/confirmation.ts';
import { DEFAULT_STRINGS_FILE } from '../../src/lib/node/strings.ts';
import { isTranslationSourcesFile } from '../../src/lib/node/translation-sources.ts';
import { LANGS, monthOfEnglishName } from '../../src/lib/shared/i18n.ts';
import { readsAsWords, unmarkedText, visitorTexts, type Computed, type Leak } from './support/unmarked-text.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const site = json('content/site.json') as {
  contact: { email: string; websiteHost: string };
  security: { email: string };
  company: { uic: string; vatNumber: string };
};
const colourTokens = parseColourTokens(readFileSync('src/styles/_tokens.scss', 'utf8'));
const cookieNames = (json('content/cookies/inventory.json') as unknown as Array<{ id: string }>).map(({ id }) => id);
const redirectCodes = Object.keys((json('content/redirects.json') as { codes: object }).codes);

/**
 * Text a page may show unmarked, because the site computes it or shows a name that code also uses
 * as a key. Each entry says what it is and matches whole runs only.
 */
const COMPUTED: Array<{ what: string; matches: (run: string) => boolean }> = [
  {
    what: 'numbers formatted from data: counts, years, "01" steps, "1." list numbers (English and Bulgarian grouping)',
    matches: (r) => /^\d+$|^\d{1,3}(,\d{3})+$|^\d{1,3}(\u00a0\d{3})+$/.test(r),
  },
  {
    what: 'euro amounts and percentages of the ROI calculator, as each edition writes them',
    matches: (r) =>
      /^€\d{1,3}(,\d{3})*(\.\d{2})?$|^\d+%$|^\d{1,3}(\u00a0\d{3})*(,\d{2})?\u00a0€$|^\d{4},\d{2}\u00a0€$/.test(r),
  },
  { what: 'the position in the benefits scroller, e.g. "01 / 06"', matches: (r) => /^\d+ \/ \d+$/.test(r) },
  {
    what: 'dates of the legal pages: DD/MM/YYYY in English, DD.MM.YYYY г. in Bulgarian (a no-break space before г.)',
    matches: (r) => /^\d{2}\/\d{2}\/\d{4}$|^\d{2}\.\d{2}\.\d{4}[ \u00a0]г$/.test(r),
  },
  {
    what: 'the company number and VAT number of content/site.json (identifiers, the same in every language)',
    matches: (r) => r === site.company.uic || r === site.company.vatNumber,
  },
  {
    what: 'the contact email of content/site.json (mailto: links are built from it)',
    matches: (r) => r === site.contact.email,
  },
  {
    what: 'the security contact of content/site.json on the trust page (a mailto: link is built from it)',
    matches: (r) => r === site.security.email,
  },
  {
    what: 'the website host of content/site.json, in the forms and contact details',
    matches: (r) => r === site.contact.websiteHost,
  },
  {
    what: 'the colour tokens of src/styles/_tokens.scss on /images: their names and hex values',
    matches: (r) => colourTokens.some(({ name, hex }) => r === name || r.toLowerCase() === hex),
  },
  {
    what: 'the names the browser stores cookies under (ids of content/cookies/inventory.json)',
    matches: (r) => cookieNames.includes(r),
  },
  { what: 'the short codes of content/redirects.json, listed on /redirect', matches: (r) => redirectCodes.includes(r) },
  {
    what: 'month names of the case study: an enum of content/case-study, named in each language, the chart axis cuts them to three letters',
    matches: (r) =>
      CASE_STUDY_MONTHS.some((month) =>
        LANGS.some((lang) => r === monthOfEnglishName(month, lang) || r === monthOfEnglishName(month, lang, 'short')),
      ),
  },
];
const computed: Computed = (run) => COMPUTED.some(({ matches }) => matches(run));

/**
 * Every string of a strings file with its path, e.g. ["chrome.openMenu", "Open menu"]. A fact's
 * awaiting-confirmation marker is an editor's note, never shown to a visitor: it is left out.
 */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([k]) => k !== AWAITING_KEY)
      .flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

/** The words of a string up to its first {placeholder}: what a page shows verbatim. */
const verbatim = (s: string) => s.split(/\{\w+\}/)[0]!;

/** All text files under content/ other than the strings file, for words that live there too. */
function otherContent(): string {
  return readdirSync('content', { recursive: true, encoding: 'utf8' })
    .map((f) => join('content', f))
    .filter((f) => f !== DEFAULT_STRINGS_FILE && !isTranslationSourcesFile(f) && /\.(json|md|ya?ml)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

const strings = json(DEFAULT_STRINGS_FILE);
let work = '';
let pages: Array<{ path: string; html: string }> = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'content-probe-'));
  const out = join(work, 'dist');
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    env: {
      ...process.env,
      [CONTENT_PROBE_ENV]: '1',
      OUT_DIR: out,
      ASTRO_CACHE_DIR: join(work, '.cache'),
      FORCE_COLOR: '0',
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`probe build failed:\n${result.stdout}\n${result.stderr}`);
  pages = sitePages(out).map((path) => ({ path, html: readFileSync(join(out, path), 'utf8') }));
}, 240_000);

let leaksByPage: Array<{ path: string; leaks: Leak[] }> | undefined;
/** The unmarked words of every page, found once for the tests that need them. */
function pageLeaks() {
  return (leaksByPage ??= pages.map(({ path, html }) => ({ path, leaks: unmarkedText(html, computed) })));
}

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('content probe: every word a visitor reads comes from content/', () => {
  it('no page shows a word that is not marked', () => {
    const found: string[] = [];
    for (const { path, leaks } of pageLeaks()) {
      for (const leak of leaks) {
        const within = leak.run === leak.context ? '' : `   (in "${leak.context.slice(0, 120)}")`;
        found.push(`${path} ${leak.where}: ${leak.run}${within}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('every string of content/strings.json reaches a page', () => {
    const all = pages.map((p) => decodeEntities(p.html)).join('\n');
    const missing = leaves(strings)
      .map(([path, value]) => [path, PROBE_OPEN + verbatim(value)] as const)
      .filter(([, needle]) => !all.includes(needle) && !all.includes(JSON.stringify(needle).slice(1, -1)))
      .map(([path]) => path);
    expect(missing, 'strings of content/strings.json that no page uses').toEqual([]);
  });

  it('no page shows an original interface string unmarked', () => {
    // Strings of two words or more (a lone word such as "Retry" also occurs in unrelated copy and
    // code), leaving out those that other content files also contain: they come from there.
    const elsewhere = otherContent();
    const originals = leaves(strings)
      .map(([path, value]) => [path, verbatim(value).trim()] as const)
      .filter(([, text]) => /\S\s+\S/.test(text) && !elsewhere.includes(text));
    const found: string[] = [];
    for (const page of pages) {
      const unmarked = decodeEntities(page.html)
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
        .replace(new RegExp(`${PROBE_OPEN}[^${PROBE_CLOSE}]*${PROBE_CLOSE}`, 'g'), ' ');
      for (const [path, text] of originals) if (unmarked.includes(text)) found.push(`${page.path}: ${path} "${text}"`);
    }
    expect(found).toEqual([]);
  });
});

/**
 * The English a Bulgarian page may show: names that stay as they are in every language. Brand,
 * product plans, platforms and technologies, third parties, events, client stores, the acronyms
 * Bulgarian copy uses as they are, and the demo search page's illustrated address. Anything else in
 * Latin letters on a /bg/ page is English left untranslated. (The language switcher's "English" is
 * marked lang="en" and is not read here.)
 */
const ENGLISH_ON_BULGARIAN_PAGES: Array<{ what: string; words: string[] }> = [
  { what: 'the brand, and the Latin spelling of the registered name', words: ['Nexa', 'Commerce', 'AI', 'EOOD'] },
  { what: 'the plan names', words: ['Standard', 'Pro', 'Enterprise'] },
  {
    what: 'store platforms and programming languages (form options, FAQ answers, the local fit on /ai-sales-agent)',
    words: [
      'Shopify',
      'WooCommerce',
      'CloudCart',
      'OpenCart',
      'BigCommerce',
      'Magento',
      'Adobe',
      'PrestaShop',
      'Wix',
      'Squarespace',
      'Salesforce',
      'Cloud',
      'HTML5',
      'CSS3',
      'JavaScript',
      'Node.js',
      'React',
      'PHP',
      'Python',
      'Ruby',
      'Java',
    ],
  },
  {
    what: 'third parties named in the privacy and cookie policies and the footer',
    words: [
      'Google',
      'Analytics',
      'Ireland',
      'Limited',
      'LLC',
      'EmailJS',
      'Netlify',
      'Inc',
      'Forms',
      'Voiceflow',
      'Meta',
      'LinkedIn',
      'Instagram',
      'Facebook',
      'Chrome',
      'Firefox',
      'Safari',
      'Edge',
    ],
  },
  {
    what: 'the test tool and browser engines the accessibility statement names',
    words: ['axe', 'Chromium', 'WebKit'],
  },
  { what: 'the events of the how-did-you-hear list', words: ['Ecommerce', 'Annual', 'Summit', 'Digital4Plovdiv'] },
  {
    what: 'client stores',
    words: [
      'Sila',
      'VM',
      'Club',
      'Raya',
      'Toys',
      'Avtozona',
      'Extreme',
      'BG',
      'Sellzone',
      'eGradina',
      'Karma',
      'Petiko',
    ],
  },
  {
    what: 'acronyms Bulgarian copy uses as they are',
    words: ['ROI', 'IP', 'HTTPS', 'SVG', 'WCAG', 'AA'],
  },
];
const allowedOnBulgarian = new Set(ENGLISH_ON_BULGARIAN_PAGES.flatMap(({ words }) => words));
/** The colour tokens /images lists by name (code names, as in the stylesheets). */
const colourTokenWords = new Set(colourTokens.flatMap(({ name }) => name.match(/[a-z]+/g) ?? []));

/** Runs of Latin letters in a text that are not addresses, cookie names or identifiers. */
function latinWords(text: string): string[] {
  const plain = text
    .replaceAll(PROBE_OPEN, ' ')
    .replaceAll(PROBE_CLOSE, ' ')
    .replace(/(https?:\/\/)?\{\w+\}/g, ' ') // {placeholders} the site fills in
    .replace(/Ruby on Rails|\.NET|C#/g, ' ') // technology names with a short word or a sign in them (form options)
    .replace(/--[\w-]+|#[\da-f]{3,8}\b/gi, ' ') // colour tokens and their values on /images
    .replace(/\b[a-z][a-z\d]*(?:[-_][a-z\d<>]+)+/g, ' ') // storage keys such as splash-seen
    .replace(/\b[IVX]+\b/g, ' ') // Roman numerals: chapter V of the GDPR
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ') // e-mail addresses
    .replace(/\b(https?:\/\/)?(www\.)?[\w-]+(\.[\w-]+)*\.(com|bg|example|io|eu)(\/\S*)?/gi, ' ') // hosts and URLs
    .replace(/(^|\s)_[\w-]+/g, ' ') // cookie names such as _ga_<id>
    .replace(/\b[A-Z]{2}\d{6,}\b/g, ' '); // a VAT number
  return [...plain.matchAll(/[A-Za-z][A-Za-z0-9#.+]*[A-Za-z0-9#+]|[A-Za-z]/g)].map((m) => m[0].replace(/\.$/, ''));
}

describe('content probe: the Bulgarian edition', () => {
  it('shows no English word on a Bulgarian page but the listed names', () => {
    const found = new Set<string>();
    for (const { path, html } of pages.filter((p) => p.path.startsWith('/bg'))) {
      for (const { where, text, kind, lang } of visitorTexts(html)) {
        if (lang.startsWith('en') || (kind === 'maybe' && !readsAsWords(text))) continue;
        for (const word of latinWords(text)) {
          const listed = allowedOnBulgarian.has(word) || cookieNames.includes(word);
          const colourToken = path === '/bg/images.html' && colourTokenWords.has(word);
          if (!listed && !colourToken) found.add(`${path} ${where}: ${word}`);
        }
      }
    }
    expect([...found]).toEqual([]);
  });

  it('lists no English name that no Bulgarian page shows (the list stays short and current)', () => {
    const shown = new Set(
      pages
        .filter((p) => p.path.startsWith('/bg'))
        .flatMap(({ html }) => visitorTexts(html).flatMap(({ text }) => latinWords(text))),
    );
    expect([...allowedOnBulgarian].filter((word) => !shown.has(word))).toEqual([]);
  });

  it('has a Bulgarian twin of every English page', () => {
    const paths = new Set(pages.map((p) => p.path));
    const english = [...paths].filter((p) => !p.startsWith('/bg') && p !== '/redirect.html');
    const missing = english
      .map((p) => (p === '/index.html' ? '/bg.html' : `/bg${p}`))
      .filter((twin) => !paths.has(twin));
    expect(missing).toEqual([]);
  });
});
