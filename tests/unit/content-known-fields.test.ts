/**
 * A name a schema does not know (docs/editing.md, "Lists and cards"): zod would leave it out
 * unseen (`"sufix"` is simply not shown), so the build refuses it, naming the file, where the name
 * is and the field it was most likely meant to be, in English and Bulgarian, JSON and Markdown
 * frontmatter. The generated JSON Schemas (VS Code) close the same objects.
 */
import { globSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import type { Loader, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nearestMatch } from '../../src/lib/shared/near-match.ts';
import { CONTENT_FILES, EDITION_CONTENT_FILES } from '../../src/schemas/content-files.ts';
import { cookiePolicyFileSchema } from '../../src/schemas/cookies.ts';
import { demoStoresSchema } from '../../src/schemas/demo-stores.ts';
import { listFile, position, text } from '../../src/schemas/fields.ts';
import { statisticSchema } from '../../src/schemas/home.ts';
import { contentJsonSchemas } from '../../src/schemas/json-schema.ts';
import { closedJsonSchema, withoutUnknownNames } from '../../src/schemas/known-fields.ts';
import { parseMarkdown, readContentFile } from '../../src/schemas/load.ts';
import { checked } from '../../src/schemas/loaders.ts';
import { modulePageSchema } from '../../src/schemas/modules.ts';
import { pageSchema } from '../../src/schemas/pages.ts';
import { ContentError, parseContent } from '../../src/schemas/parse.ts';
import { redirectTableSchema } from '../../src/schemas/redirects.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { contentMistake as mistake } from '../support/content-mistake.ts';

const NEVER_SHOWN = '(a name the site does not know is never shown)';
const read = <T = Record<string, unknown>>(file: string) => readContentFile(file).data as T;

describe('a name the schema does not know is a mistake', () => {
  const statistics = listFile(statisticSchema);
  const entries = read<Array<Record<string, unknown>>>('content/home/statistics.json');

  it('in a list entry: the file, the entry and the name it was meant to be', () => {
    const { suffix, ...third } = entries[2]!;
    const data = entries.map((entry, index) => (index === 2 ? { ...third, sufix: suffix ?? '+' } : entry));
    expect(mistake(statistics, data, 'content/home/statistics.json')).toBe(
      `content/home/statistics.json has a mistake:\n  [2] → "sufix": is not a field of this entry: did you mean "suffix"? ${NEVER_SHOWN}`,
    );
  });

  it('at the top of a file, and in the Bulgarian twin alike', () => {
    for (const file of ['content/site.json', 'content/bg/site.json']) {
      expect(mistake(siteSchema, { ...read<object>(file), tagLine: 'Words' }, file)).toBe(
        `${file} has a mistake:\n  tagLine: is not a field of this file: did you mean "tagline"? ${NEVER_SHOWN}`,
      );
    }
  });

  it('in a nested object, named by the object that holds it', () => {
    const site = read<{ contact: object; services: { email: object } }>('content/site.json');
    const data = {
      ...site,
      contact: { ...site.contact, emial: 'a@b.c' },
      services: { ...site.services, email: { ...site.services.email, serviceID: 'x' } },
    };
    expect(mistake(siteSchema, data, 'content/site.json')).toBe(
      [
        'content/site.json has mistakes:',
        `  contact → "emial": is not a field of "contact": did you mean "email"? ${NEVER_SHOWN}`,
        `  services → "email" → "serviceID": is not a field of "email": did you mean "serviceId"? ${NEVER_SHOWN}`,
      ].join('\n'),
    );
  });

  it('inside the member of a union the entry is meant for (the module page, the chat session)', () => {
    const page = read<{ hero: object }>('content/modules/ai-search-engine.json');
    expect(mistake(modulePageSchema, { ...page, hero: { ...page.hero, leed: 'x' } }, 'content/modules/x.json')).toBe(
      `content/modules/x.json has a mistake:\n  hero → "leed": is not a field of "hero": did you mean "lead"? ${NEVER_SHOWN}`,
    );
    // "noResults" is a field of the search engine's page only: the sales agent's page does not know it.
    const agent = read('content/modules/ai-sales-agent.json');
    expect(mistake(modulePageSchema, { ...agent, noResults: page.hero }, 'content/modules/x.json')).toMatch(
      /^ {2}noResults: is not a field of this file, whose fields are "module", "hero", "benefits", "comparison" and "demo"/m,
    );
    const stores = read<Array<{ chat: { session: object } }>>('content/demo-stores.json');
    const session = { strategy: 'generated', prefix: 'raya', prefx: 'raya' };
    const data = stores.map((store, index) => (index === 0 ? { ...store, chat: { ...store.chat, session } } : store));
    expect(mistake(demoStoresSchema, data, 'content/demo-stores.json')).toBe(
      `content/demo-stores.json has a mistake:\n  [0] → "chat" → "session" → "prefx": is not a field of "session": did you mean "prefix"? ${NEVER_SHOWN}`,
    );
  });

  it('a plain union: the member that knows the most of the names', () => {
    const schema = z.object({
      value: z.union([z.string(), z.object({ amount: z.number() }), z.object({ label: z.string(), note: z.string() })]),
    });
    expect(mistake(schema, { value: 'plain' })).toBe('');
    expect(mistake(schema, { value: { label: 'a', note: 'b' } })).toBe('');
    expect(mistake(schema, { value: { label: 'a', nte: 'b' } })).toMatch(/value → "nte": .*did you mean "note"\?/);
  });

  it('in Markdown frontmatter (English and Bulgarian), and in a page section', () => {
    for (const file of ['content/pages/about.md', 'content/bg/pages/about.md']) {
      const { data } = parseMarkdown(readFileSync(file, 'utf8').replace(/^description:/m, 'descripton:'));
      expect(mistake(pageSchema, data, file)).toContain(
        `  descripton: is not a field of the front matter: did you mean "description"? ${NEVER_SHOWN}`,
      );
    }
    const page = read<{ sections: Record<string, object> }>('content/pages/about.md');
    const [name, section] = Object.entries(page.sections)[0]!;
    const data = { ...page, sections: { ...page.sections, [name]: { ...section, intrо: 'Cyrillic o' } } };
    expect(mistake(pageSchema, data, 'content/pages/about.md')).toBe(
      `content/pages/about.md has a mistake:\n  sections → "${name}" → "intrо": is not a field of "${name}": did you mean "intro"? ${NEVER_SHOWN}`,
    );
  });

  it('lists the fields when no name is near', () => {
    const schema = z.object({ title: text('title'), caption: text('caption').optional(), position });
    expect(mistake(schema, { title: 'A title', colour: 'red' })).toBe(
      `content/x.json has a mistake:\n  colour: is not a field of this file, whose fields are "title" and "caption": rename it to one of them, or delete it ${NEVER_SHOWN}`,
    );
    expect(mistake(z.object({ title: text('title') }), { title: 'A title', colour: 'red' })).toContain(
      'colour: is not a field of this file, whose only field is "title": rename it, or delete it',
    );
  });

  it('reports the unknown name beside the mistakes zod finds, as issues of their own', () => {
    const schema = z.object({ label: text('label', { min: 3 }) });
    try {
      parseContent(schema, { lable: 'Visitors' }, 'content/x.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).message).toBe(
        [
          'content/x.json has mistakes:',
          '  label: label is required: write the text shown to visitors',
          `  lable: is not a field of this file: did you mean "label"? ${NEVER_SHOWN}`,
        ].join('\n'),
      );
      expect((error as ContentError).issues.at(-1)).toMatchObject({
        code: 'unrecognized_keys',
        keys: ['lable'],
        path: ['lable'],
      });
    }
  });
});

describe('names every file may use', () => {
  it("a record's own keys are free (a page's sections, the short-link codes), its entries are checked", () => {
    const redirects = read<{ codes: object }>('content/redirects.json');
    expect(mistake(redirectTableSchema, { ...redirects, codes: { ...redirects.codes, 'any-new-code': '/x' } })).toBe(
      '',
    );
    const page = read<{ sections: object }>('content/pages/about.md');
    const sections = { ...page.sections, 'brand-new-section': { heading: 'A heading' } };
    expect(mistake(pageSchema, { ...page, sections }, 'content/pages/about.md')).toBe('');
  });

  it('optional fields left out, fields with a default, and the value the loader sets (position)', () => {
    const schema = z.object({
      title: text('title'),
      note: text('note').optional(),
      hidden: z.boolean().default(false),
      position,
    });
    expect(mistake(schema, { title: 'A title' })).toBe('');
    expect(mistake(schema, { title: 'A title', note: 'A note', hidden: true, position: 3 })).toBe('');
  });

  it('the facts-awaiting-confirmation marker, on any object', () => {
    const schema = z.object({ title: text('title'), cta: z.object({ label: text('label') }) });
    const marker = { awaitingConfirmation: { label: 'Invented: confirm the wording' } };
    expect(mistake(schema, { title: 'A title', cta: { label: 'Go', ...marker }, ...marker })).toBe('');
    expect(mistake(schema, { title: 'A title', cta: { label: 'Go' }, awaitingConfirmaton: {} })).toMatch(
      /awaitingConfirmaton: .*did you mean "awaitingConfirmation"\?/,
    );
  });

  it('the input side of a schema: a transform reads what the editor wrote, a preprocess is not second-guessed', () => {
    const renamed = z.object({ old: z.string() }).transform(({ old }) => ({ renamed: old }));
    expect(mistake(renamed, { old: 'x' })).toBe('');
    expect(mistake(renamed, { renamed: 'x' })).toMatch(/renamed: is not a field of this file/);
    const preprocessed = z.preprocess(
      (value) => ({ fresh: (value as { legacy?: unknown }).legacy }),
      z.object({ fresh: z.string() }),
    );
    expect(mistake(preprocessed, { legacy: 'x' })).toBe('');
  });

  it("a list file's entries: the id each has, whether or not the entry's own schema names it", () => {
    const policy = read<unknown[]>('content/cookies/policy.json');
    expect(mistake(cookiePolicyFileSchema, policy, 'content/cookies/policy.json')).toBe('');
    expect(mistake(z.object({ title: text('title') }), { id: 'a', title: 'A title' })).toMatch(/id: is not a field/);
    expect(() =>
      parseContent(z.object({ title: text('title') }), { id: 'a', title: 'A title' }, 'content/x.json', {
        listEntry: true,
      }),
    ).not.toThrow();
  });
});

describe('checked: a collection loader refuses an unknown name', () => {
  // The project itself: a list entry's file is read whole (its ids must differ).
  const root = pathToFileURL(`${process.cwd()}/`);
  async function load(props: { id: string; data: Record<string, unknown>; filePath: string }, listEntries: boolean) {
    const inner: Loader = { name: 'test', load: async ({ parseData }) => void (await parseData(props)) };
    const context = {
      collection: 'things',
      config: { root },
      parseData: async (p: { data: unknown }) => p.data,
      store: { values: () => [] },
    } as unknown as LoaderContext;
    await checked(inner, z.object({ title: text('Title') }), { listEntries }).load(context);
  }

  it("names the entry of a list file, and takes the entry's id as Astro's key", async () => {
    const filePath = 'content/marketing/highlights.json';
    await expect(load({ id: 'a', data: { id: 'a', title: 'Fine' }, filePath }, true)).resolves.toBeUndefined();
    await expect(load({ id: 'a', data: { id: 'a', titel: 'x', title: 'Fine' }, filePath }, true)).rejects.toThrow(
      `content/marketing/highlights.json (entry "a") has a mistake:\n  titel: is not a field of this entry: did you mean "title"? ${NEVER_SHOWN}`,
    );
    await expect(
      load({ id: 'a', data: { id: 'a', title: 'Fine' }, filePath: `${process.cwd()}/content/things/a.json` }, false),
    ).rejects.toThrow('content/things/a.json has a mistake:\n  id: is not a field of this file');
  });
});

describe('the generated JSON Schemas (VS Code) close the same objects', () => {
  const schemas = contentJsonSchemas();
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  const validators = new Map([...schemas].map(([path, schema]) => [path, ajv.compile(schema as object)]));
  const listed = [...CONTENT_FILES, ...EDITION_CONTENT_FILES].flatMap(({ files, jsonSchema }) =>
    globSync(files).map((file) => ({ file, jsonSchema })),
  );

  it.each(listed)('$file is valid against its JSON Schema', ({ file, jsonSchema }) => {
    const validate = validators.get(jsonSchema)!;
    expect(validate(JSON.parse(readFileSync(file, 'utf8'))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('a misspelt name is refused, in a list entry, in a nested object and in a union member', () => {
    const validate = (path: string, data: unknown) => validators.get(path)!(data);
    const stats = read<Array<Record<string, unknown>>>('content/home/statistics.json');
    expect(
      validate('src/schemas/json/home/statistics.schema.json', [...stats, { ...stats[0], id: 'x', sufix: '+' }]),
    ).toBe(false);
    const site = read<{ contact: object }>('content/site.json');
    expect(validate('src/schemas/json/site.schema.json', { ...site, contact: { ...site.contact, emial: 'x' } })).toBe(
      false,
    );
    const page = read<{ hero: object }>('content/modules/ai-search-engine.json');
    expect(
      validate('src/schemas/json/modules/module-page.schema.json', { ...page, hero: { ...page.hero, leed: 'x' } }),
    ).toBe(false);
    const redirects = read<{ codes: object }>('content/redirects.json');
    expect(
      validate('src/schemas/json/redirects.schema.json', { ...redirects, codes: { ...redirects.codes, new: '/x' } }),
    ).toBe(true);
  });

  it('every object with fixed fields is closed; a record stays open', () => {
    const open: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((child, index) => visit(child, `${where}[${index}]`));
      if (typeof node !== 'object' || node === null) return;
      const { properties, additionalProperties } = node as { properties?: object; additionalProperties?: unknown };
      if (properties !== undefined && additionalProperties !== false) open.push(where);
      for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
    };
    for (const [path, schema] of schemas) visit(schema, path);
    expect(open).toEqual([]);
    const sections = (closedJsonSchema(pageSchema) as { properties: { sections: { additionalProperties: unknown } } })
      .properties.sections;
    expect(sections.additionalProperties).toMatchObject({ type: 'object', additionalProperties: false });
  });
});

describe('nearestMatch', () => {
  it('the closest name, a typo or two away; none when nothing is near', () => {
    expect(nearestMatch('sufix', ['prefix', 'suffix', 'label'])).toBe('suffix');
    expect(nearestMatch('lable', ['value', 'label'])).toBe('label');
    expect(nearestMatch('colour', ['id', 'value', 'label'])).toBeUndefined();
    expect(nearestMatch('x', [])).toBeUndefined();
  });
});

describe('every current content file', () => {
  it('uses only names its schema knows (the Markdown pages too)', () => {
    const pages = globSync('content/{,bg/}pages/*.md');
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) expect(mistake(pageSchema, read(file), file)).toBe('');
  });
});

describe('what the site reads of a file with a misspelt name', () => {
  it('leaves the misspelt names out, wherever they are, and keeps every known one', () => {
    const schema = z.object({ title: z.string(), items: z.array(z.object({ label: z.string() })) });
    const data = { title: 'A', titel: 'B', items: [{ label: 'x' }, { label: 'y', lable: 'z' }] };
    expect(withoutUnknownNames(schema, data)).toEqual({ title: 'A', items: [{ label: 'x' }, { label: 'y' }] });
    expect(data.items[1]).toEqual({ label: 'y', lable: 'z' });
    const known = { title: 'A', items: [] };
    expect(withoutUnknownNames(schema, known)).toBe(known);
  });
});
