import { describe, expect, it } from 'vitest';
import { withoutBidiControls } from '../../src/lib/shared/email/bidi-controls.ts';
import { EMAIL_PATTERN, isEmailAddress } from '../../src/lib/shared/email/email-address.ts';
import { isTooLarge } from '../../src/lib/shared/email/errors.ts';

describe('withoutBidiControls', () => {
  it('takes out every embedding, override, isolate and direction mark', () => {
    const controls = [
      ...'\u202A\u202B\u202C\u202D\u202E', // LRE RLE PDF LRO RLO
      ...'\u2066\u2067\u2068\u2069', // LRI RLI FSI PDI
      ...'\u200E\u200F\u061C', // LRM RLM ALM
    ];
    for (const control of controls)
      expect(withoutBidiControls(`a${control}b`), control.codePointAt(0)!.toString(16)).toBe('ab');
    expect(withoutBidiControls('info@\u202Egro.elpmaxe')).toBe('info@gro.elpmaxe');
  });

  it('leaves every other character alone: Cyrillic, emoji, joiners, soft hyphens, new lines', () => {
    const text = 'Иван Петров 😀 a\u200Db\u00ADc\nd\te €12,50';
    expect(withoutBidiControls(text)).toBe(text);
  });
});

describe('the e-mail boxes’ format (EMAIL_PATTERN)', () => {
  it('is a valid pattern attribute: browsers compile it with the v flag', () => {
    expect(() => new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v')).not.toThrow();
  });

  it('accepts what type="email" accepts, and addresses in any script', () => {
    for (const address of [
      'ivan@example.com',
      'x.y+z@mail.example.co.uk',
      "o'neil@shop.ie",
      'a@b',
      'ivan@xn--e1afmkfd.xn--90ae',
      'иван@пример.бг',
      'ivan@пример.бг',
      'иван.петров@магазин.com',
      '名前@例え.jp',
      ' ivan@magazin.bg ',
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it('accepts an address pasted with invisible direction marks at its ends (they are taken out before sending)', () => {
    for (const address of [
      '\u200Eivan@magazin.bg',
      'ivan@magazin.bg\u200F',
      '\u202Aиван@пример.бг\u202C',
      ' \u2066ivan@magazin.bg\u2069 ',
      '\u202B\u200Fivan@magazin.bg\u061C',
    ]) {
      expect(isEmailAddress(address), JSON.stringify(address)).toBe(true);
      expect(isEmailAddress(withoutBidiControls(address).trim()), JSON.stringify(address)).toBe(true);
    }
  });

  it('refuses what is not an address', () => {
    for (const garbage of [
      '',
      'bad',
      'иван',
      'иван@',
      '@пример.бг',
      'a b@c',
      'a@b..c',
      'a@.b',
      'a@-b',
      'a@b-',
      'a@b_c.com',
      'a@b@c',
      'a(b)@c',
      'a\\b@c',
      'a@b.c d',
      '<script>@x',
      'ivan\u202E@x.bg',
      'iv\u200Ean@x.bg',
      'ivan@x\u200F.bg',
      '\u200E',
      '\u200E @x.bg',
    ]) {
      expect(isEmailAddress(garbage), garbage).toBe(false);
    }
  });
});

describe('isTooLarge', () => {
  it('is true for a 413 answer only: the one failure that trying again cannot fix', () => {
    expect(isTooLarge({ status: 413 })).toBe(true);
    for (const status of [0, 400, 403, 429, 500, null]) expect(isTooLarge({ status })).toBe(false);
  });
});
