import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, cardTitle, shareCardKey, shareCardPath } from '../../src/lib/node/share-cards.ts';

describe('shareCardPath: one card per indexable page and edition', () => {
  it.each([
    ['/', '/og/home.png'],
    ['/index.html', '/og/home.png'],
    ['/bg', '/og/bg/home.png'],
    ['/bg/', '/og/bg/home.png'],
    ['/pricing', '/og/pricing.png'],
    ['/pricing.html', '/og/pricing.png'],
    ['/bg/pricing', '/og/bg/pricing.png'],
    ['/bg/sila-client-study.html', '/og/bg/sila-client-study.png'],
  ])('%s -> %s', (path, card) => expect(shareCardPath(path)).toBe(card));

  it.each(['/thank-you', '/404', '/chat-test', '/vm-club-4x7k2p'])('%s is never indexed: the site card', (path) =>
    expect(shareCardPath(path)).toBe(DEFAULT_SHARE_IMAGE),
  );

  it.each(['/bg/thank-you', '/bg/vm-club-4x7k2p', '/bg/404'])(
    '%s is never indexed: the Bulgarian home card, not the English site card',
    (path) => expect(shareCardPath(path)).toBe('/og/bg/home.png'),
  );
});

describe('cardTitle: the page title from its document title', () => {
  it('drops the brand after an inner page title and before a home tagline', () => {
    expect(cardTitle('Request a Free Demo | Nexa Commerce AI', 'Nexa Commerce AI')).toBe('Request a Free Demo');
    expect(cardTitle('Nexa Commerce AI | AI пакетът, който се изплаща', 'Nexa Commerce AI')).toBe(
      'AI пакетът, който се изплаща',
    );
    expect(cardTitle('A title without the brand', 'Nexa Commerce AI')).toBe('A title without the brand');
  });
});

describe('shareCardKey', () => {
  it('changes with the words, so a renamed page gets a new card and the cache never serves an old one', () => {
    const card = { brand: 'Nexa Commerce AI', title: 'Заявете безплатна демонстрация', host: 'www.nexa-launch.test' };
    expect(shareCardKey(card)).toBe(shareCardKey({ ...card }));
    expect(shareCardKey(card)).not.toBe(shareCardKey({ ...card, title: 'Request a Free Demo' }));
    expect(shareCardKey(card)).not.toBe(shareCardKey({ ...card, host: 'www.example.com' }));
  });
});
