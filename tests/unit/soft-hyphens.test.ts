import { describe, expect, it } from 'vitest';
import bulgarian from 'hyphen/bg/index.js';
import { rewriteProse, SOFT_HYPHEN, softHyphenateWord, withSoftHyphens } from '../../src/lib/node/soft-hyphens.ts';
import { NO_BREAK_SPACE, withNoBreakSpaces, withNoBreakSpacesIn } from '../../src/lib/node/no-break-spaces.ts';

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

describe('withNoBreakSpaces (Bulgarian numbers and units)', () => {
  const nb = (text: string) => withNoBreakSpaces(text).replaceAll(NO_BREAK_SPACE, '~');

  it('keeps digit groups together', () => {
    expect(nb('ни донесе 23 000 € за 5 месеца')).toBe('ни донесе 23~000~€ за 5 месеца');
    expect(nb('над 1 250 000 взаимодействия')).toBe('над 1~250~000 взаимодействия');
    expect(nb('12 401 разговора')).toBe('12~401 разговора');
  });

  it('keeps a number with its unit: €, лв. and г.', () => {
    expect(nb('20 000 лв. спестени')).toBe('20~000~лв. спестени');
    expect(nb('108 000+ €')).toBe('108~000+~€');
    expect(nb('25.06.2025 г.')).toBe('25.06.2025~г.');
    expect(nb('5800 € на месец')).toBe('5800~€ на месец');
  });

  it('keeps a number with a unit of weight, length, sound or time', () => {
    expect(nb('чувал от 12 кг за 45 см и 39 дБ')).toBe('чувал от 12~кг за 45~см и 39~дБ');
    expect(nb('до 17:00 ч. и 250 г сирене, 2 л вода, 30 мин.')).toBe('до 17:00~ч. и 250~г сирене, 2~л вода, 30~мин.');
  });

  it('leaves words, four-digit numbers and lone numbers alone', () => {
    expect(nb('В 2025 година 5 магазина и 12 клиента')).toBe('В 2025 година 5 магазина и 12 клиента');
    expect(nb('1 година, 2 гости')).toBe('1 година, 2 гости');
    expect(nb('3 месеца, 4 любими, 2 кола')).toBe('3 месеца, 4 любими, 2 кола');
  });

  it('reaches the text of a Bulgarian page through the same pass as the soft hyphens', () => {
    const html = '<!doctype html><html lang="bg"><body><p>23 000 €</p><input value="23 000 €"></body></html>';
    const out = rewriteProse(html, 'bg', withNoBreakSpaces);
    expect(out).toContain(`<p>23${NO_BREAK_SPACE}000${NO_BREAK_SPACE}€</p>`);
    expect(out).toContain('value="23 000 €"');
  });
});

describe('withNoBreakSpacesIn (an island’s copy)', () => {
  it('gives every string of a Bulgarian island’s copy its no-break spaces, and leaves other editions alone', () => {
    const copy = { hint: 'напр. 100 000', list: ['5800 € на месец'], count: 3 };
    expect(withNoBreakSpacesIn(copy, 'bg')).toEqual({
      hint: `напр. 100${NO_BREAK_SPACE}000`,
      list: [`5800${NO_BREAK_SPACE}€ на месец`],
      count: 3,
    });
    expect(withNoBreakSpacesIn(copy, 'en')).toBe(copy);
  });
});
