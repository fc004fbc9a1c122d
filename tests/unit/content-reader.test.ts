import { globSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import { describe, expect, it } from 'vitest';
import { readContentFiles, readTranslationSources } from '../../src/lib/node/content-reader.ts';
import { parseMarkdown, readContentFile } from '../../src/schemas/load.ts';

describe('the frontmatter parser', () => {
  const page = [
    '---',
    'title: About',
    'sections:',
    '  intro: { heading: Hi }',
    '---',
    '',
    '## One',
    'Text',
    '## Two  ',
    '',
  ];

  it("splits a Markdown file into its frontmatter's data, its body and the body's `## ` headings", () => {
    expect(parseMarkdown(page.join('\n'))).toEqual({
      frontmatter: 'title: About\nsections:\n  intro: { heading: Hi }',
      data: { title: 'About', sections: { intro: { heading: 'Hi' } } },
      body: '\n\n## One\nText\n## Two  \n',
      headings: ['One', 'Two'],
    });
    expect(parseMarkdown(page.join('\r\n')).data).toEqual({ title: 'About', sections: { intro: { heading: 'Hi' } } });
  });

  it('reads a file without frontmatter as all body, and never a heading of the frontmatter', () => {
    expect(parseMarkdown('## Only\n')).toEqual({
      frontmatter: null,
      data: null,
      body: '## Only\n',
      headings: ['Only'],
    });
    expect(parseMarkdown('---\nnote: |\n  ## not a heading\n---\nBody').headings).toEqual([]);
  });

  it("reads every Markdown page as the pages collection's loader (Astro's) does, a date kept as written", () => {
    const files = globSync('content/**/*.md');
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const ours = parseMarkdown(text);
      const astro = parseFrontmatter(text);
      expect(ours.body, file).toBe(astro.content);
      const asWritten = JSON.parse(
        JSON.stringify(astro.frontmatter, (_key, value: unknown) =>
          typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value) ? value.slice(0, 10) : value,
        ),
      ) as unknown;
      expect(ours.data, file).toEqual(asWritten);
    }
  });
});

describe('the content reader', () => {
  it('names the file it cannot read', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-reader-'));
    mkdirSync(join(root, 'content'));
    writeFileSync(join(root, 'content/broken.json'), '{ "a": ');
    writeFileSync(join(root, 'content/broken.md'), '---\na: [\n---\n');
    expect(() => readContentFile('content/broken.json', root)).toThrow(
      /^content\/broken\.json could not be read as JSON: /,
    );
    expect(() => readContentFile('content/broken.md', root)).toThrow(
      /^content\/broken\.md could not be read as Markdown with YAML frontmatter: /,
    );
    expect(() => readContentFile('content/missing.json', root)).toThrow(/^content\/missing\.json could not be read/);
  });

  it('reads every content file once, English only unless the editions are asked for, never the translation records', async () => {
    const english = await readContentFiles(process.cwd());
    const all = await readContentFiles(process.cwd(), { editions: true });
    const paths = english.map((file) => file.path);
    expect(paths).toContain('content/site.json');
    expect(paths).toContain('content/pages/about.md');
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.some((path) => path.startsWith('content/bg/'))).toBe(false);
    expect(all.map((file) => file.path)).toContain('content/bg/pages/about.md');
    expect(all.some((file) => file.path.startsWith('content/translations/'))).toBe(false);
    const about = english.find((file) => file.path === 'content/pages/about.md');
    expect(about?.data).toMatchObject({ title: expect.any(String) as unknown });
    expect(about?.body).toBe(parseMarkdown(readFileSync('content/pages/about.md', 'utf8')).body);
    expect(readTranslationSources(process.cwd(), 'bg').files).toBeTypeOf('object');
  });
});
