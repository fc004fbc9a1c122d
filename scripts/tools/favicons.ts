/**
 * `npm run favicons`: the favicon set from public/favicon.svg, written into public/ and committed
 * (run it again after changing the SVG; tests/dist/share-cards.test.ts checks the sizes):
 * favicon.ico (16, 32 and 48 px, PNG inside), apple-touch-icon.png (180 px, on the brand colour:
 * iOS fills transparent corners with black) and icons/icon-192.png, icons/icon-512.png for the web
 * manifest (src/pages/site.webmanifest.ts). BaseLayout links them from every page's head.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const PUBLIC = new URL('../../public/', import.meta.url);
/** The square's colour in favicon.svg: the apple-touch icon's background. */
const BRAND = '#4f3df5';

const svg = await readFile(new URL('favicon.svg', PUBLIC));
const png = (size: number, background?: string) => {
  const image = sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
};

/** An ICO file holding PNG images (every browser since Windows Vista's reads them). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const icoSizes = [16, 32, 48];
const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })));
await mkdir(new URL('icons/', PUBLIC), { recursive: true });
await Promise.all([
  writeFile(new URL('favicon.ico', PUBLIC), ico(icoImages)),
  writeFile(new URL('apple-touch-icon.png', PUBLIC), await png(180, BRAND)),
  writeFile(new URL('icons/icon-192.png', PUBLIC), await png(192)),
  writeFile(new URL('icons/icon-512.png', PUBLIC), await png(512)),
]);
console.log('Wrote public/favicon.ico, public/apple-touch-icon.png, public/icons/icon-192.png and icon-512.png');
