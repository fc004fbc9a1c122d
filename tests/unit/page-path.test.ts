import { describe, expect, it } from 'vitest';
import { pageIndexed } from '../../src/lib/node/indexing.ts';
import { escapeHtml } from '../../src/lib/shared/html.ts';
import { pagePath } from '../../src/lib/shared/page-path.ts';

describe('pagePath: one site path for a request or a built file', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/bg/index.html', '/bg'],
    ['/bg/about.html', '/bg/about'],
    ['/bg/', '/bg'],
  ])('%s → %s', (input, expected) => expect(pagePath(input)).toBe(expected));
});

describe('pageIndexed: the one noindex decision', () => {
  it('indexes content pages of an indexable build only', () => {
    expect(pageIndexed('/about', { indexable: true })).toBe(true);
    expect(pageIndexed('/bg/about.html', { indexable: true })).toBe(true);
    expect(pageIndexed('/about', { indexable: false })).toBe(false);
  });
  it('never indexes internal pages, in either edition', () => {
    for (const path of ['/images', '/chat-test', '/redirect', '/404', '/thank-you', '/bg/404.html']) {
      expect(pageIndexed(path, { indexable: true })).toBe(false);
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
