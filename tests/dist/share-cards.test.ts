/**
 * Share cards and the favicon set, read from dist/: every indexable page of both editions names
 * its own 1200 × 630 PNG (the header read from the file) with the page's title as its alt text;
 * the favicon.ico, the 180 px apple-touch icon and the web manifest's 192 and 512 px icons exist
 * at their sizes and every page links them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BULGARIAN_CONTENT_ROUTES, CONTENT_ROUTES } from '../../src/lib/node/routes.ts';
import { isIndexablePath } from '../../src/lib/node/indexing.ts';
import { DEFAULT_SHARE_IMAGE, shareCardPath } from '../../src/lib/node/share-cards.ts';
import { site, siteFor } from '../../src/lib/node/site.ts';
import { builtPagePaths, decodeEntities, elementTexts, pathOfFile, scanTags } from '../../scripts/lib/page-weight.ts';
import { builtSite } from './support/built-site.ts';

const root = builtSite();

/** Width and height from a PNG's IHDR chunk; null when the file is no PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const data = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!data.subarray(0, 8).equals(signature) || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const pages = builtPagePaths(root)
  .filter((file) => !file.startsWith('/admin/'))
  .map((file) => {
    const html = readFileSync(join(root, file), 'utf8');
    const tags = scanTags(html);
    const meta: Record<string, string> = {};
    for (const t of tags.filter((t) => t.name === 'meta')) {
      const key = t.attrs.property ?? t.attrs.name;
      if (key) meta[key] = decodeEntities(t.attrs.content ?? '');
    }
    const links = tags.filter((t) => t.name === 'link').map((t) => t.attrs);
    return { file, path: pathOfFile(file), meta, links, title: decodeEntities(elementTexts(html, 'title')[0] ?? '') };
  });
const indexable = pages.filter((p) => isIndexablePath(p.path));

describe('share cards', () => {
  it('covers every content route of both editions', () => {
    const paths = indexable.map((p) => p.path);
    for (const route of [...CONTENT_ROUTES, ...BULGARIAN_CONTENT_ROUTES]) expect(paths, route).toContain(route);
  });

  it.each(indexable.map((p) => [p.path, p] as const))(
    '%s has its own 1200 × 630 card, named by og:image, with the title as alt',
    (path, page) => {
      const image = new URL(page.meta['og:image'] ?? '');
      expect(image.pathname).toBe(shareCardPath(path));
      expect(image.pathname).not.toBe(DEFAULT_SHARE_IMAGE);
      const file = join(root, image.pathname);
      expect(existsSync(file), `${image.pathname} in dist`).toBe(true);
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
      expect(page.meta['og:image:width']).toBe('1200');
      expect(page.meta['og:image:height']).toBe('630');
      expect(page.meta['og:image:type']).toBe('image/png');
      expect(page.meta['og:image:alt']).toBe(page.title);
      expect(page.meta['twitter:image']).toBe(page.meta['og:image']);
      expect(page.meta['twitter:image:alt']).toBe(page.title);
    },
  );

  it('no two pages share a card, and an English and a Bulgarian page never do', () => {
    const images = indexable.map((p) => p.meta['og:image']);
    expect(new Set(images).size).toBe(images.length);
    const bg = readFileSync(join(root, shareCardPath('/bg/pricing')));
    const en = readFileSync(join(root, shareCardPath('/pricing')));
    expect(bg.equals(en)).toBe(false);
  });

  it('pages that are never indexed keep the site card in English, and their edition home card in Bulgarian', () => {
    const others = pages.filter((p) => !isIndexablePath(p.path));
    expect(others.filter((p) => p.path.startsWith('/bg/')).length).toBeGreaterThan(0);
    for (const page of others) {
      const bulgarian = page.path.startsWith('/bg/');
      const card = new URL(page.meta['og:image'] ?? '').pathname;
      expect(card, page.path).toBe(bulgarian ? shareCardPath('/bg') : DEFAULT_SHARE_IMAGE);
      expect(existsSync(join(root, card)), `${card} in dist`).toBe(true);
      // The card shows the brand and the edition's tagline, whatever the page.
      expect(page.meta['og:image:alt'], page.path).toBe(`${site.brand}: ${siteFor(bulgarian ? 'bg' : 'en').tagline}`);
    }
  });
});

describe('the favicon set', () => {
  it('favicon.ico holds 16, 32 and 48 px images', () => {
    const ico = readFileSync(join(root, 'favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1); // an icon
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('the apple-touch icon is 180 px and the manifest names its 192 and 512 px icons', () => {
    expect(pngSize(join(root, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    const manifest = JSON.parse(readFileSync(join(root, 'site.webmanifest'), 'utf8')) as {
      name: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(join(root, icon.src)), icon.src).toEqual({ width, height });
    }
  });

  it.each(pages.map((p) => [p.path, p] as const))(
    '%s links the favicon, the touch icon and the manifest',
    (_, page) => {
      const hrefs = (rel: string) => page.links.filter((l) => l.rel === rel).map((l) => l.href);
      expect(hrefs('icon')).toEqual(expect.arrayContaining(['/favicon.ico', '/favicon.svg']));
      expect(hrefs('apple-touch-icon')).toEqual(['/apple-touch-icon.png']);
      expect(hrefs('manifest')).toEqual(['/site.webmanifest']);
    },
  );
});
