import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS_FILE, parseStrings, uiStrings } from '../../src/lib/node/strings.ts';
import { fill, splitAt } from '../../src/lib/shared/template.ts';

const json = () => JSON.parse(readFileSync(DEFAULT_STRINGS_FILE, 'utf8')) as Record<string, Record<string, unknown>>;

describe('content/strings.json', () => {
  it('parses against its schema', () => {
    expect(() => parseStrings(json())).not.toThrow();
    expect(uiStrings('en').consent.banner.accept).toBe('Accept All');
    // The Bulgarian edition has its own file, checked by the same schema.
    expect(uiStrings('bg').consent.banner.accept).toBe('Приемете всички');
    expect(uiStrings('bg').chat.proactiveMessage).toBe(uiStrings('en').chat.proactiveMessage);
  });

  it('names the file and the field of a wrong entry', () => {
    const broken = json();
    broken['chrome']!['openMenu'] = '';
    delete broken['chat']!['retry'];
    const message = (() => {
      try {
        parseStrings(broken);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain(DEFAULT_STRINGS_FILE);
    expect(message).toContain('chrome → "openMenu": Hidden text of the menu button is empty');
    expect(message).toContain('chat → "retry"');
  });

  it('keeps the {placeholders} the site fills in', () => {
    const broken = json();
    (broken['demoStore'] as Record<string, string>)['description'] = 'A private demo.';
    expect(() => parseStrings(broken)).toThrow(/keep \{store\} in the text/);
  });
});

describe('fill and splitAt', () => {
  it('fills known placeholders and leaves others', () => {
    expect(fill('Hi {name}, {unknown}', { name: 'Ana' })).toBe('Hi Ana, {unknown}');
    expect(fill('{n} months', { n: 12 })).toBe('12 months');
  });
  it('splits at a placeholder', () => {
    expect(splitAt('in the {corner} corner', 'corner')).toEqual(['in the ', ' corner']);
    expect(splitAt('no placeholder', 'corner')).toEqual(['no placeholder', '']);
  });
});
