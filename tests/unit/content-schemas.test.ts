import { globSync, readFileSync } from 'node:fs';
import { isTranslationSourcesFile } from '../../src/lib/node/translation-sources.ts';
import type { Loader, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_FILES, EDITION_CONTENT_FILES } from '../../src/schemas/content-files.ts';
import {
  callToAction,
  imagePath,
  link,
  position,
  sectionIntro,
  sitePath,
  slug,
  text,
} from '../../src/schemas/fields.ts';
import { renderContentSchemaFiles } from '../../src/schemas/json-schema-files.ts';
import { roiCopySchema } from '../../src/schemas/roi-copy.ts';
import { checked } from '../../src/schemas/loaders.ts';
import { ContentError, formatPath, parseContent } from '../../src/schemas/parse.ts';
import { contentMistake as mistake } from '../support/content-mistake.ts';

describe('parseContent: one editor-friendly error format', () => {
  const schema = z.object({
    title: text('Title', { min: 3, max: 10 }),
    rows: z.array(z.object({ availableFrom: z.enum(['standard', 'pro']) })),
    codes: z.record(z.string().regex(/^[a-z]+$/, 'codes are lower-case letters'), z.string()),
  });

  it('returns the checked value', () => {
    expect(parseContent(schema, { title: ' Plans ', rows: [], codes: {} }, 'content/x.json')).toEqual({
      title: 'Plans',
      rows: [],
      codes: {},
    });
  });

  it('names the file, then one line per mistake with where it is and what to do', () => {
    const message = mistake(schema, { title: 'A', rows: [{ availableFrom: 'gold' }], codes: { Bad: 'x' } });
    expect(message).toBe(
      [
        'content/x.json has mistakes:',
        '  title: Title is too short: write at least 3 characters',
        '  rows[0] → "availableFrom": Invalid option: expected one of "standard"|"pro"',
        '  codes → "Bad": codes are lower-case letters',
      ].join('\n'),
    );
  });

  it('says "a mistake" for one, and "(file)" for a problem with the whole file', () => {
    expect(mistake(z.array(z.string()).min(1, 'add at least one entry'), [])).toBe(
      'content/x.json has a mistake:\n  (file): add at least one entry',
    );
  });

  it('throws a ContentError that carries the file and the issues', () => {
    try {
      parseContent(slug, 'Not A Slug', 'content/y.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).file).toBe('content/y.json');
      expect((error as ContentError).issues).toHaveLength(1);
    }
  });

  it('formats paths as an editor reads the file', () => {
    expect(formatPath([])).toBe('(file)');
    expect(formatPath(['hero', 'cta', 'href'])).toBe('hero → "cta" → "href"');
    expect(formatPath(['benefits', 'items', 2, 'icon'])).toBe('benefits → "items"[2] → "icon"');
    expect(formatPath([3, 'title'])).toBe('[3] → "title"');
  });
});

describe('field helpers', () => {
  it('text: required, trimmed, with limits named in the message', () => {
    const title = text('Title', { min: 3, max: 5 });
    expect(title.parse('  abc ')).toBe('abc');
    expect(mistake(title, undefined)).toMatch(/Title is required/);
    expect(mistake(title, 'ab')).toMatch(/Title is too short: write at least 3 characters/);
    expect(mistake(title, 'abcdef')).toMatch(/Title is too long: keep it under 5 characters/);
    expect(mistake(text('Label'), '   ')).toMatch(/Label is empty/);
    expect(text('Label').description).toBe('Label');
  });

  it('sitePath: only paths on this site', () => {
    const path = sitePath();
    expect(path.parse('/ai-sales-agent')).toBe('/ai-sales-agent');
    expect(mistake(path, 'https://evil.example')).toMatch(/must be a path on this site/);
    expect(mistake(path, '//evil.example')).toMatch(/must not contain \/\//);
    expect(mistake(path, '/\\evil')).toMatch(/must not contain a backslash/);
    expect(mistake(path, '/About')).toMatch(/may only contain lower-case letters/);
    expect(mistake(path, '/pricing#plans')).toMatch(/may only contain/);
    expect(sitePath({ fragment: true }).parse('/pricing#plans')).toBe('/pricing#plans');
    expect(mistake(sitePath(), '#contact')).toMatch(/must be a path on this site/);
    expect(sitePath({ anchor: true }).parse('#contact')).toBe('#contact');
  });

  it('link: a label and a site path or an anchor', () => {
    expect(link().parse({ label: 'Get pricing', href: '/pricing' })).toEqual({
      label: 'Get pricing',
      href: '/pricing',
    });
    expect(link().parse({ label: 'Talk to us', href: '#contact' }).href).toBe('#contact');
    expect(mistake(link(), { label: 'Go', href: 'https://x.y' })).toMatch(/^ {2}href: must be a path on this site/m);
    expect(mistake(link({ label: 'Link label', min: 3 }), { label: 'Go', href: '/' })).toMatch(
      /label: Link label is too short/,
    );
  });

  it('callToAction: heading, text, button label and a site path', () => {
    const cta = { heading: 'Talk to us', text: 'We answer within a day.', label: 'Contact', href: '/contact' };
    expect(callToAction.parse(cta)).toEqual(cta);
    expect(mistake(callToAction, { ...cta, href: 'contact' })).toMatch(/href: must be a path on this site/);
    expect(mistake(callToAction, { ...cta, heading: undefined })).toMatch(/heading: .*is required/);
  });

  it('sectionIntro: optional eyebrow and intro, a heading', () => {
    const intro = z.object(sectionIntro);
    expect(intro.parse({ heading: 'Plans' })).toEqual({ heading: 'Plans' });
    expect(mistake(intro, { eyebrow: 'x'.repeat(41), heading: 'Plans' })).toMatch(/eyebrow: .*under 40 characters/);
    expect(mistake(intro, {})).toMatch(/heading: Section heading is required/);
  });

  it('image: a path from the file to an SVG, a photo or a screenshot', () => {
    const image = imagePath();
    for (const ok of ['../../src/assets/benefits/a.svg', './photo.JPG', '../shots/screen.png', '../x/y.webp']) {
      expect(image.parse(ok)).toBe(ok);
    }
    for (const bad of ['sila.svg', '/public/a.png', '../x/notes.txt', 'https://cdn.example/a.png']) {
      expect(mistake(image, bad)).toMatch(/image: a path from this file to an image/);
    }
  });

  it('slug and position', () => {
    expect(slug.parse('ai-sales-agent')).toBe('ai-sales-agent');
    expect(mistake(slug, 'AI Sales')).toMatch(/lower-case words joined by hyphens/);
    expect(position.parse(undefined)).toBe(0);
  });
});

describe('the ROI calculator copy', () => {
  const calculator = JSON.parse(readFileSync('content/roi/calculator.json', 'utf8')) as Record<string, unknown>;

  it('takes its links by the shared site-path rule: //other.example is another website', () => {
    expect(mistake(roiCopySchema, calculator)).toBe('');
    for (const key of ['ctaHref', 'handoverHref']) {
      expect(mistake(roiCopySchema, { ...calculator, [key]: '//other.example' })).toContain(
        `${key}: must not contain // (a browser reads it as another website)`,
      );
    }
  });
});

describe('every content JSON file', () => {
  const listed = [...CONTENT_FILES, ...EDITION_CONTENT_FILES].flatMap(({ files, schema }) =>
    globSync(files).map((file) => ({ file, schema })),
  );

  it('has a schema', () => {
    // The translation records (content/translations/) are written by a command, not by editors.
    const all = globSync('content/**/*.json').filter((file) => !isTranslationSourcesFile(file));
    expect(listed.map(({ file }) => file).sort()).toEqual(all.sort());
  });

  it.each(listed)('$file matches its schema', ({ file, schema }) => {
    expect(mistake(schema, JSON.parse(readFileSync(file, 'utf8')), file)).toBe('');
  });
});

describe('generated JSON Schemas', () => {
  it('are up to date with the zod schemas (run npm run schemas after changing one)', async () => {
    const settings = readFileSync('.vscode/settings.json', 'utf8');
    const files = await renderContentSchemaFiles(settings);
    for (const [path, text] of files) {
      let committed = '';
      try {
        committed = readFileSync(path, 'utf8');
      } catch {
        // missing: reported below
      }
      expect(committed, `${path} is stale: run npm run schemas`).toBe(text);
    }
    const generated = globSync('src/schemas/json/**/*.json').sort();
    expect(generated, 'src/schemas/json holds a schema no content file uses').toEqual(
      [...files.keys()].filter((path) => path.startsWith('src/schemas/json/')).sort(),
    );
  });
});

describe('checked: collection loaders report mistakes the same way', () => {
  const root = new URL('file:///project/');
  /** Runs `checked` over a loader that hands Astro one entry, and returns what Astro received. */
  async function load(props: { id: string; data: Record<string, unknown>; filePath?: string }) {
    const received: unknown[] = [];
    const inner: Loader = { name: 'test', load: async ({ parseData }) => void (await parseData(props)) };
    const context = {
      collection: 'things',
      config: { root },
      parseData: async (p: { data: unknown }) => (received.push(p.data), p.data),
      store: { values: () => [] },
    } as unknown as LoaderContext;
    await checked(inner, z.object({ title: text('Title', { min: 3 }) })).load(context);
    return received;
  }

  it('passes a valid entry on to Astro', async () => {
    expect(await load({ id: 'a', data: { title: 'Fine' }, filePath: '/project/content/things/a.json' })).toEqual([
      { title: 'Fine' },
    ]);
  });

  it('names the file of a one-entry file, and the file and entry of a list', async () => {
    await expect(load({ id: 'a', data: { title: 'x' }, filePath: '/project/content/things/a.json' })).rejects.toThrow(
      'content/things/a.json has a mistake:\n  title: Title is too short',
    );
    await expect(load({ id: 'sila', data: {}, filePath: 'content/marketing/clients.json' })).rejects.toThrow(
      'content/marketing/clients.json (entry "sila") has a mistake:\n  title: Title is required',
    );
  });
});
