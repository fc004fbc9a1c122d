import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { builtPages } from './after-build.ts';
import { site } from '../lib/node/site.ts';
import {
  SHARE_CARD_DIR,
  cardTitle,
  renderShareCard,
  shareCardKey,
  type ShareCardText,
} from '../lib/node/share-cards.ts';

/** Drawn cards kept between builds (a card is drawn again only when its words or design change). */
const CACHE_DIR = new URL('../../node_modules/.cache/share-cards/', import.meta.url);

const META = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`);

/** The few entities Astro writes into an attribute. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * After the build: draws the share card (src/lib/node/share-cards.ts) that each built page's
 * og:image names under /og/, with the title its og:image:alt carries. Cards are cached by their
 * words and design in node_modules/.cache/share-cards, and drawn two at a time.
 */
export function shareCards(): AstroIntegration {
  let siteHost = '';
  return {
    name: 'share-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteHost = config.site ? new URL(config.site).host : '';
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const root = dir.pathname;
        const cards = new Map<string, ShareCardText>();
        for (const page of builtPages(root)) {
          const html = await readFile(join(root, page), 'utf8');
          const image = META('og:image').exec(html)?.[1];
          const alt = META('og:image:alt').exec(html)?.[1];
          if (!image || !alt) continue;
          const path = new URL(decodeAttribute(image)).pathname;
          if (!path.startsWith(`${SHARE_CARD_DIR}/`)) continue;
          cards.set(path, { brand: site.brand, title: cardTitle(decodeAttribute(alt), site.brand), host: siteHost });
        }
        const logo = await readFile(join(root, 'brand/logo-mark.svg'), 'utf8');
        await mkdir(CACHE_DIR, { recursive: true });
        let drawn = 0;
        const queue = [...cards];
        const worker = async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const [path, text] = next;
            const cached = new URL(`${shareCardKey(text)}.png`, CACHE_DIR);
            if (!existsSync(cached)) {
              await writeFile(cached, await renderShareCard(text, logo));
              drawn += 1;
            }
            const target = join(root, path);
            await mkdir(dirname(target), { recursive: true });
            await copyFile(cached, target);
          }
        };
        await Promise.all([worker(), worker()]);
        logger.info(
          `${cards.size} share cards in ${SHARE_CARD_DIR}/ (${drawn} drawn, ${cards.size - drawn} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
