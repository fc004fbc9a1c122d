import { describe, expect, it } from 'vitest';
import bulgarian from 'hyphen/bg/index.js';
import { SOFT_HYPHEN, softHyphenateWord, withSoftHyphens } from '../../src/lib/build/soft-hyphens.ts';

const hyphenate = (word: string) => bulgarian.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN });
const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '-');

describe('softHyphenateWord (Bulgarian patterns)', () => {
  it('breaks between syllables, never leaving a piece of consonants alone', () => {
    expect(shown(softHyphenateWord('демонстрация', hyphenate))).toBe('демон-стра-ция');
    expect(shown(softHyphenateWord('Предизвикателството', hyphenate))).toBe('Предиз-ви-ка-тел-ството');
    expect(shown(softHyphenateWord('Синхронизация', hyphenate))).toBe('Син-хро-ни-за-ция');
  });

  it('keeps three letters together at each end', () => {
    // The patterns allow "по-верителност" and "ценооб-разува-не"; a line may not start or end on a stub.
    expect(shown(softHyphenateWord('поверителност', hyphenate))).toBe('пове-ри-тел-ност');
    expect(shown(softHyphenateWord('възвръщаемост', hyphenate)).startsWith('въз-')).toBe(true);
    expect(shown(softHyphenateWord('ценообразуване', hyphenate)).endsWith('-ване')).toBe(true);
  });

  it('leaves the letters as they are', () => {
    for (const word of ['демонстрация', 'Предизвикателството', 'ценообразуване'])
      expect(softHyphenateWord(word, hyphenate).replaceAll(SOFT_HYPHEN, '')).toBe(word);
  });
});

describe('withSoftHyphens', () => {
  const page = (lang: string, body: string) =>
    `<!doctype html><html lang="${lang}"><head><title>Заявете демонстрация</title></head><body>${body}</body></html>`;

  it('hyphenates the long words of a Bulgarian page text, and only the long ones', () => {
    const html = page('bg', '<h1 class="демонстрация">Заявете демонстрация &amp; още</h1><p>Кратки думи.</p>');
    const out = withSoftHyphens(html, 'bg', hyphenate);
    expect(out).toContain(`<h1 class="демонстрация">Заявете демон${SOFT_HYPHEN}стра${SOFT_HYPHEN}ция &amp; още</h1>`);
    expect(out).toContain('<p>Кратки думи.</p>');
    // The title and the attribute are not laid out in lines: unchanged.
    expect(out).toContain('<title>Заявете демонстрация</title>');
  });

  it('leaves text that React renders, scripts, SVG and form options alone', () => {
    const body =
      '<astro-island><button>демонстрация</button></astro-island>' +
      '<script type="application/ld+json">{"name":"демонстрация"}</script>' +
      '<svg><text>демонстрация</text></svg>' +
      '<select name="кампания"><option>демонстрация</option></select>';
    const html = page('bg', body);
    expect(withSoftHyphens(html, 'bg', hyphenate)).toBe(html);
  });

  it('leaves a page in another language unchanged', () => {
    const html = page('en', '<h1>демонстрация</h1>');
    expect(withSoftHyphens(html, 'bg', hyphenate)).toBe(html);
  });
});
