/** The reader of the content probe (support/unmarked-text.ts) on small pages, without a build. */
import { describe, expect, it } from 'vitest';
import { unmarkedText } from './support/unmarked-text.ts';

const nothingComputed = () => false;
const found = (html: string) => unmarkedText(html, nothingComputed).map(({ where, run }) => `${where}: ${run}`);

describe('unmarked text of a probe-built page', () => {
  it('finds words in text, visitor attributes, meta, data attributes and island props', () => {
    const props = JSON.stringify({ label: [0, 'Send now'], id: [0, 'contact'], words: [1, [[0, '⟦Marked⟧']]] });
    const page = [
      '<title>⟦About⟧ | Brand</title>',
      '<meta name="description" content="Written in code">',
      '<meta name="viewport" content="width=device-width">',
      '<p>⟦Copy⟧ and more</p>',
      '<img alt="⟦Sila⟧ logo" src="/a.png">',
      '<button aria-label="Close">×</button>',
      '<input type="submit" value="Go">',
      '<td data-label="Column">⟦cell⟧</td>',
      `<astro-island component-url="/_astro/Form.Ab12Cd.js" props='${props}'></astro-island>`,
    ].join('');
    expect(found(page)).toEqual([
      'text: Brand',
      '<meta description>: Written in code',
      'text: and more',
      '<img alt>: logo',
      '<button aria-label>: Close',
      '<input value>: Go',
      '<td data-label>: Column',
      'island Form props: Send now',
    ]);
  });

  it('skips scripts, styles, templates, JSON-LD and lettering drawn in an SVG', () => {
    const page = [
      '<script type="application/ld+json">{"name":"Brand"}</script>',
      '<script>document.title = "Hello"</script>',
      '<style>.a::after { content: "x" }</style>',
      '<template><p>Later</p></template>',
      '<svg><text>SILA</text></svg>',
      '<p data-reveals="builders languages">⟦Fine⟧, ⟦all⟧ — ⟦marked⟧!</p>',
    ].join('');
    expect(found(page)).toEqual([]);
  });

  it('takes the pieces of a marked string that code cut as content', () => {
    expect(found('<span>⟦G</span><span>Ivanov⟧</span><span>⟦I</span>')).toEqual([]);
    // A marked sentence with markup inside, its marked values included, and words after it.
    expect(found('<p>⟦Owned by <span lang="bg">⟦Некса⟧</span> (⟦Nexa⟧), prepared for ⟦Shop⟧ only.⟧ Extra</p>')).toEqual(
      ['text: Extra'],
    );
  });

  it('leaves to the allow-list what it accepts', () => {
    const html = '<p>© 2026 ⟦Brand⟧</p><p>Rated 5.</p>';
    expect(unmarkedText(html, (run) => /^\d+$/.test(run)).map(({ run }) => run)).toEqual(['Rated 5']);
  });
});
