/**
 * Share cards: an Open Graph image (1200 × 630 PNG) per indexable page and edition, with the page's
 * title drawn in Noto Sans (Latin and Cyrillic, SIL Open Font License: src/assets/og/fonts/), so a
 * Bulgarian link shared on Viber, Facebook or LinkedIn shows a Bulgarian card.
 *
 * Seo.astro points og:image at shareCardPath() of every indexable page (isIndexablePath: the same
 * pages in every deploy, a preview included); the after-build step (src/integrations/share-cards.ts)
 * draws each card the built pages name, from their og:image:alt (the document title). Pages that
 * are never indexed (thank-you, 404, demo pages) keep the site's one card, /og-image.png, or in another
 * edition that edition's home card (shareCardPath).
 * Nothing downloads: satori lays the text out from the committed font files, sharp rasterises it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_LANG, LANG_INFO, splitLangPath } from '../shared/i18n.ts';
import { pagePath } from '../shared/page-path.ts';
import { isIndexablePath } from './indexing.ts';

export const SHARE_CARD = { width: 1200, height: 630 } as const;
/** Where the cards live in the build, one per page: /og/pricing.png, /og/bg/pricing.png. */
export const SHARE_CARD_DIR = '/og';
/** The site's one card, for the pages that are never indexed. */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

/**
 * The card of a page: /og/<page>.png (the home page of an edition is <prefix>/home). A page that is
 * never indexed shows the site's one card, which is in English, or, in another edition, that
 * edition's home card (a Bulgarian client's demo page, sent to the client, previews in Bulgarian).
 */
export function shareCardPath(pathname: string): string {
  const path = pagePath(pathname);
  const { lang, path: rest } = splitLangPath(path);
  if (!isIndexablePath(path))
    return lang === DEFAULT_LANG ? DEFAULT_SHARE_IMAGE : shareCardPath(LANG_INFO[lang].prefix);
  const name = rest === '/' ? '/home' : rest;
  return `${SHARE_CARD_DIR}${LANG_INFO[lang].prefix}${name}.png`;
}

/** What a card shows: the page's own title, big, under the brand. */
export interface ShareCardText {
  brand: string;
  title: string;
  /** The site's host, at the foot of the card. */
  host: string;
}

/**
 * The page's title as the card draws it, from its document title (documentTitle in seo.ts):
 * "Title | Brand" on an inner page, "Brand | tagline" on a home page.
 */
export function cardTitle(documentTitle: string, brand: string): string {
  const suffix = ` | ${brand}`;
  const prefix = `${brand} | `;
  if (documentTitle.endsWith(suffix)) return documentTitle.slice(0, -suffix.length);
  if (documentTitle.startsWith(prefix)) return documentTitle.slice(prefix.length);
  return documentTitle;
}

const FONT_DIR = new URL('../../assets/og/fonts/', import.meta.url);
/** Noto Sans in two subsets, each a family of its own: satori takes a glyph from the next family in fontFamily. */
const FONT_FILES = [
  ['noto-sans-latin-400-normal.woff', 'Noto Sans', 400],
  ['noto-sans-latin-700-normal.woff', 'Noto Sans', 700],
  ['noto-sans-cyrillic-400-normal.woff', 'Noto Sans Cyrillic', 400],
  ['noto-sans-cyrillic-700-normal.woff', 'Noto Sans Cyrillic', 700],
] as const;

/** Bumped when the card's design changes, so cached cards are drawn again. */
const DESIGN_VERSION = 2;

/** A key of everything a card depends on: its words, the design and the fonts. */
export function shareCardKey(text: ShareCardText): string {
  return createHash('sha256')
    .update(JSON.stringify([DESIGN_VERSION, text, FONT_FILES]))
    .digest('hex')
    .slice(0, 24);
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The title's size: smaller as it grows, so three lines hold the longest title. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 50) return 64;
  if (title.length <= 80) return 54;
  return 46;
}

function cardTree(text: ShareCardText, logo: string): Node {
  const { width, height } = SHARE_CARD;
  const [padX, padY] = [80, 72];
  const content = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: `${width - 2 * padX}px`,
      height: `${height - 2 * padY}px`,
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: '24px' }, [
        { type: 'img', props: { src: logo, width: 72, height: 72, style: { borderRadius: '18px' } } },
        h('div', { fontSize: 34, fontWeight: 700, color: '#c9d3ee' }, text.brand),
      ]),
      h(
        'div',
        { display: 'flex', fontSize: titleSize(text.title), fontWeight: 700, lineHeight: 1.15, lineClamp: 3 },
        text.title,
      ),
      h('div', { display: 'flex', alignItems: 'center', gap: '20px' }, [
        h('div', { display: 'flex', width: '96px', height: '8px', borderRadius: '4px', backgroundColor: '#4fe3d3' }),
        h('div', { fontSize: 28, fontWeight: 400, color: '#c9d3ee' }, text.host),
      ]),
    ],
  );
  return h(
    'div',
    {
      display: 'flex',
      width: `${width}px`,
      height: `${height}px`,
      padding: `${padY}px ${padX}px`,
      backgroundColor: '#0b1b3f',
      backgroundImage: 'linear-gradient(135deg, #0b1b3f 0%, #13285a 60%, #2a1f8f 100%)',
      color: '#ffffff',
      fontFamily: "'Noto Sans', 'Noto Sans Cyrillic'",
    },
    [content],
  );
}

let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }> | undefined;

/** One card as a PNG. */
export async function renderShareCard(text: ShareCardText, logoSvg: string): Promise<Buffer> {
  const [{ default: satori }, { default: sharp }] = await Promise.all([import('satori'), import('sharp')]);
  fonts ??= FONT_FILES.map(([file, name, weight]) => ({
    name,
    data: readFileSync(new URL(file, FONT_DIR)),
    weight,
    style: 'normal' as const,
  }));
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const svg = await satori(cardTree(text, logo) as Parameters<typeof satori>[0], { ...SHARE_CARD, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}
