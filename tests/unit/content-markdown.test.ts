/**
 * What the build refuses when content loads (docs/editing.md, "What the build refuses"): HTML in
 * Markdown, links to anything but web, e-mail and phone addresses and pages of the site, images
 * from other websites, site paths that are no page of the site, and two entries of a list with
 * one id. Each mistake names the file and the field.
 */
import { globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_FILES } from '../../src/schemas/content-files.ts';
import { demoStoresSchema } from '../../src/schemas/demo-stores.ts';
import { siteFaqFileSchema } from '../../src/schemas/faqs.ts';
import { callToAction, sitePath } from '../../src/schemas/fields.ts';
import { checked } from '../../src/schemas/loaders.ts';
import { markdownProblems } from '../../src/schemas/markdown.ts';
import { pageSchema } from '../../src/schemas/pages.ts';
import { redirectTableSchema } from '../../src/schemas/redirects.ts';
import { contentMistake as mistake } from '../support/content-mistake.ts';

const messages = (markdown: string) => markdownProblems(markdown).map(({ message }) => message);
const HOW_TO_WRITE = 'write it as Markdown, e.g. **bold**, a list or [a link](/contact)';

describe('Markdown: no HTML', () => {
  it.each([
    ['Call <a href="javascript:alert(2)">us</a> today.', '<a href="javascript:alert(2)">'],
    ['A picture <img src=x onerror=alert(3)> here.', '<img src=x onerror=alert(3)>'],
    ['Tracked <img src="https://tracker.test/x.png"> here.', '<img src="https://tracker.test/x.png">'],
    ['Some text <div style="color:red">red</div> in a paragraph.', '<div style="color:red">'],
    ['<div style="color:red">a block of its own</div>', '<div style="color:red">a block of its own</div>'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['A note <!-- for editors --> in the text.', '<!-- for editors -->'],
  ])('%s', (markdown, html) => {
    expect(messages(markdown)).toEqual([`raw HTML is not allowed in Markdown (${html}): ${HOW_TO_WRITE}`]);
  });

  it('a broken tag that Markdown would print as text (no closing >)', () => {
    expect(messages('See the map: <iframe src="https://maps.example/x"\n\nand more.')).toEqual([
      `"<iframe" is HTML, which is not allowed in Markdown: ${HOW_TO_WRITE} (a < sign itself is \\<)`,
    ]);
  });

  it('a < sign written as \\< or &lt;, before a number, or in `code` is text', () => {
    expect(messages('Write \\<b> or &lt;b>, answers in <2 minutes, and `<div>` in code.')).toEqual([]);
  });
});

describe('Markdown: where links and images lead', () => {
  it("refuses a link over http, as the built site's link check does", () => {
    expect(messages('[x](http://example.org/page)')).toEqual([
      'links to "http://example.org/page" over http: write https:// instead',
    ]);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', 'vbscript:x', 'file:///etc/passwd'])(
    'refuses a link to %s',
    (url) => {
      expect(messages(`[x](${url})`)).toEqual([
        `links to "${url}": a link may only lead to an https:, mailto: or tel: address, or a page of this site`,
      ]);
    },
  );

  it.each([
    'https://www.cpdp.bg',
    'mailto:{email}',
    'tel:+359888000000',
    '/pricing#how-pricing-works',
    '/ai-sales-agent#local-fit',
    '#contact',
    '/contact?topic=demo',
    '/bg/pricing',
    '/bg',
    '/thank-you',
    '/favicon.svg',
  ])('takes a link to %s', (url) => {
    expect(messages(`[x](${url})`)).toEqual([]);
  });

  it('takes a link to a client demo page, read from content/demo-stores.json', () => {
    const [store] = JSON.parse(readFileSync('content/demo-stores.json', 'utf8')) as Array<{ slug: string; id: string }>;
    expect(messages(`[demo](/${store!.slug}-${store!.id})`)).toEqual([]);
  });

  it('names a link to a page that does not exist, with the page it was probably meant to be', () => {
    expect(messages('[x](/pricng)')).toEqual([
      'links to /pricng, which is not a page of the site: did you mean /pricing?',
    ]);
    expect(messages('[x](/bg/pricng#plans)')).toEqual([
      'links to /bg/pricng, which is not a page of the site: did you mean /bg/pricing?',
    ]);
    expect(messages('[x](/pricing/)')).toEqual([
      'links to /pricing/, which is not a page of the site: did you mean /pricing?',
    ]);
    expect(messages('[x](/something-else-entirely)')).toEqual([
      'links to /something-else-entirely, which is neither a page of the site nor a file in public/: link to one of its pages, such as /contact',
    ]);
  });

  it('refuses a link without an address, to another website without https:, or a path not from the root', () => {
    expect(messages('[x]()')).toEqual(['a link has no address: write where it goes, such as [Contact us](/contact)']);
    expect(messages('[x](//evil.example)')).toEqual([
      'links to //evil.example: write the full address of another website, starting with https://',
    ]);
    expect(messages('[x](pricing)')).toEqual([
      'links to "pricing": write a path on this site from its root, such as /pricing',
    ]);
  });

  it('checks a reference-style link by its definition', () => {
    expect(messages('[x][r]\n\n[r]: javascript:alert(1)')).toEqual([
      'links to "javascript:alert(1)": a link may only lead to an https:, mailto: or tel: address, or a page of this site',
    ]);
  });

  it('shows only images from public/: the security policy blocks other websites', () => {
    expect(messages('![logo](/favicon.svg)')).toEqual([]);
    const blocked =
      "shows an image from https://tracker.test/x.png, which the site's security policy blocks (and which could follow visitors): put the image in public/ and write its path, such as /brand/photo.png";
    expect(messages('![x](https://tracker.test/x.png)')).toEqual([blocked]);
    expect(messages('![x][pic]\n\n[pic]: https://tracker.test/x.png')).toEqual([blocked]);
    expect(messages('![x](/missing.png)')).toEqual([
      'shows the image /missing.png, which is not a file in public/: check the spelling, or add the image to public/',
    ]);
  });

  it('names the line of each mistake in a Markdown file, its frontmatter counted', () => {
    const file = "---\ntitle: 'About'\n---\n\n## Our story\n\nSee [pricing](/pricng).\n";
    expect(markdownProblems(file, { frontmatter: true })).toEqual([
      { line: 7, message: 'links to /pricng, which is not a page of the site: did you mean /pricing?' },
    ]);
  });
});

describe('site paths of content fields (sitePath, link, callToAction)', () => {
  it('must be a page of the site, in either edition', () => {
    const path = sitePath({ fragment: true, anchor: true });
    for (const ok of ['/', '/contact', '/bg/contact', '/bg', '/pricing#plans', '#contact']) {
      expect(mistake(path, ok), ok).toBe('');
    }
    expect(mistake(path, '/contactt')).toBe(
      'content/x.json has a mistake:\n  (file): links to /contactt, which is not a page of the site: did you mean /contact?',
    );
  });

  it('a call to action to a page that does not exist names its field', () => {
    const cta = { heading: 'Talk to us', text: 'We answer within a day.', label: 'Contact', href: '/contactt' };
    expect(mistake(callToAction, cta)).toMatch(/^ {2}href: links to \/contactt, .*did you mean \/contact\?$/m);
  });

  it('a redirect target may be served outside the pages (content/redirects.json)', () => {
    const table = JSON.parse(readFileSync('content/redirects.json', 'utf8')) as { codes: Record<string, string> };
    expect(table.codes['summit']).toBe('/annual-summit');
    expect(mistake(redirectTableSchema, table)).toBe('');
  });
});

describe('the FAQ answers (content/faqs/site-faq.json)', () => {
  const file = 'content/faqs/site-faq.json';
  const faq = JSON.parse(readFileSync(file, 'utf8')) as { items: Array<{ answer: string }>; cta: { href: string } };

  it('refuse HTML and dead links, naming the answer and the call to action', () => {
    const broken = structuredClone(faq);
    broken.items[3]!.answer += ' <img src=x onerror=alert(3)> See [prices](/pricng).';
    broken.cta.href = '/contactt';
    expect(mistake(siteFaqFileSchema, broken, file)).toBe(
      [
        `${file} has mistakes:`,
        `  items[3] → "answer": raw HTML is not allowed in Markdown (<img src=x onerror=alert(3)>): ${HOW_TO_WRITE}`,
        '  items[3] → "answer": links to /pricng, which is not a page of the site: did you mean /pricing?',
        '  cta → "href": links to /contactt, which is not a page of the site: did you mean /contact?',
      ].join('\n'),
    );
  });
});

/** A project folder of its own for the loader: `files` written under it, removed after the tests. */
const project = mkdtempSync(join(tmpdir(), 'content-markdown-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Writes `text` to `file` in the test project; returns its absolute path. */
function write(file: string, text: string): string {
  const path = join(project, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

/**
 * Runs `checked` over a loader that hands Astro the entries of `file` (written with `text`);
 * `cached`: files of the collection's store that the loader does not parse again.
 */
async function loadChecked(
  file: string,
  text: string,
  entries: Array<{ id: string; data: unknown }>,
  schema: z.ZodType,
  cached: string[] = [],
) {
  const path = write(file, text);
  const inner: Loader = {
    name: 'test',
    load: async ({ parseData }) => {
      for (const entry of entries)
        await parseData({ ...entry, data: entry.data as Record<string, unknown>, filePath: path });
    },
  };
  const context = {
    collection: 'things',
    config: { root: pathToFileURL(`${project}/`) },
    parseData: async (p: { data: unknown }) => p.data,
    store: { values: () => [file, ...cached].map((filePath) => ({ id: filePath, data: {}, filePath })) },
  } as unknown as LoaderContext;
  await checked(inner, schema).load(context);
}

describe('collection loaders (checked)', () => {
  it("check a Markdown page's body, naming the file and the line", async () => {
    const frontmatter = {
      title: 'About Us',
      description: 'One or two plain sentences for the search-result snippet of this page.',
      headline: 'About Us',
    };
    const text = `---\ntitle: 'About Us'\n---\n\n## Our story\n\nSome text <div style="color:red">red</div>.\n`;
    await expect(
      loadChecked('content/pages/about.md', text, [{ id: 'about', data: frontmatter }], pageSchema),
    ).rejects.toThrow(
      `content/pages/about.md has a mistake:\n  body: line 7: raw HTML is not allowed in Markdown (<div style="color:red">): ${HOW_TO_WRITE}`,
    );
    await expect(
      loadChecked(
        'content/pages/about.md',
        '---\n---\n\nFine [text](/contact).\n',
        [{ id: 'about', data: frontmatter }],
        pageSchema,
      ),
    ).resolves.toBeUndefined();
  });

  it('check the body of a Markdown page that Astro took from its cache without parsing it again', async () => {
    write('content/pages/faqs.md', '---\ntitle: FAQ\n---\n\nSee [prices](/pricng).\n');
    const about = { id: 'about', data: { title: 'About Us', description: 'x'.repeat(60), headline: 'About Us' } };
    await expect(
      loadChecked('content/pages/about.md', '---\n---\n\nFine.\n', [about], pageSchema, ['content/pages/faqs.md']),
    ).rejects.toThrow(
      'content/pages/faqs.md has a mistake:\n  body: line 5: links to /pricng, which is not a page of the site: did you mean /pricing?',
    );
  });

  it('refuse a list in which two entries share an id (the second would replace the first)', async () => {
    const benefits = [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: id === 3 ? 'Cost Optimization' : `Benefit ${id}` }));
    const withSeventh = [...benefits, { id: 3, title: 'Seventh' }];
    const schema = z.object({ id: z.number(), title: z.string() });
    const entries = withSeventh.map((data) => ({ id: String(data.id), data }));
    await expect(
      loadChecked('content/home/benefits.json', JSON.stringify(withSeventh), entries, schema),
    ).rejects.toThrow(
      'content/home/benefits.json has a mistake:\n  [6] → "id": 3 is already the id of entry [2] ("Cost Optimization"): give each entry its own id (the page would show only one of them)',
    );
    const distinct = benefits.map((data) => ({ id: String(data.id), data }));
    await expect(
      loadChecked('content/home/benefits.json', JSON.stringify(benefits), distinct, schema),
    ).resolves.toBeUndefined();
  });
});

describe('list files (their JSON Schema and the plain loader)', () => {
  it('refuse two entries with one id', () => {
    const benefits = CONTENT_FILES.find(({ files }) => files === 'content/home/benefits.json')!.schema;
    const list = JSON.parse(readFileSync('content/home/benefits.json', 'utf8')) as Array<{ id: number }>;
    expect(mistake(benefits, [...list, { ...list[0], id: 3 }], 'content/home/benefits.json')).toMatch(
      /^ {2}\[6\] → "id": 3 is already the id of entry \[2\] \("Cost Optimization"\): give each entry its own id/m,
    );
    const stores = JSON.parse(readFileSync('content/demo-stores.json', 'utf8')) as Array<{ id: string }>;
    expect(mistake(demoStoresSchema, [...stores, stores[0]])).toMatch(
      new RegExp(`\\[${stores.length}\\] → "id": "${stores[0]!.id}" is already the id of entry \\[0\\]`),
    );
  });
});

describe('the content of this site keeps the rules', () => {
  it.each(globSync('content/{,bg/}pages/*.md'))('%s', (file) => {
    expect(markdownProblems(readFileSync(file, 'utf8'), { frontmatter: true })).toEqual([]);
  });
});
