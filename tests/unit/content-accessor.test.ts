import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageEntry } from '../../src/lib/node/content.ts';

const store = vi.hoisted(() => ({ entries: new Map<string, { id: string; collection: string; data: unknown }>() }));

vi.mock('astro:content', () => ({
  getEntry: async (collection: string, id: string) => store.entries.get(`${collection}/${id}`),
  getCollection: async (collection: string) => [...store.entries.values()].filter((e) => e.collection === collection),
}));

const content = await import('../../src/lib/node/content.ts');

describe('the content accessor', () => {
  beforeEach(() => store.entries.clear());

  it('returns a present entry, from the edition asked for', async () => {
    store.entries.set('pages/home', { id: 'home', collection: 'pages', data: { title: 'Home' } });
    store.entries.set('pagesBg/home', { id: 'home', collection: 'pagesBg', data: { title: 'Начало' } });
    expect((await content.getPage('home', 'bg')).data).toEqual({ title: 'Начало' });
    expect((await content.getPage('home', 'en')).data).toEqual({ title: 'Home' });
  });

  it.each([
    ['a page', () => content.getPage('about', 'en'), 'content/pages/about.md is missing'],
    [
      'a module page',
      () => content.getModulePage('ai-sales-agent', 'en'),
      'content/modules/ai-sales-agent.json is missing',
    ],
    ['the plans', () => content.getPlans('en'), 'content/modules/plans.json is missing'],
    ['the event page', () => content.getEventContent('en'), 'content/event/event.json is missing'],
    [
      'a case study',
      () => content.requireEntry('caseStudies', 'sila', 'en'),
      'content/case-study/sila.json is missing',
    ],
    [
      'a testimonial',
      () => content.getTestimonial('avtozona-ceo', 'en'),
      'content/marketing/testimonials.json has no entry with id "avtozona-ceo" (add it, or check the spelling)',
    ],
    ['a Bulgarian page', () => content.getPage('about', 'bg'), 'content/bg/pages/about.md is missing'],
    ['the Bulgarian plans', () => content.getPlans('bg'), 'content/bg/modules/plans.json is missing'],
    [
      'a Bulgarian testimonial',
      () => content.getTestimonial('avtozona-ceo', 'bg'),
      'content/bg/marketing/testimonials.json has no entry with id "avtozona-ceo" (add it, or check the spelling)',
    ],
  ])('names the missing file of %s', async (_what, read, message) => {
    await expect(read()).rejects.toThrow(message);
  });

  it("names the page file and the missing section of a page's sections", () => {
    const page = { id: 'home', collection: 'pages', data: { title: 'Home', sections: { pitch: { heading: 'Why' } } } };
    const read = (name: string) => content.pageSection(page as unknown as PageEntry, name);
    expect(read('pitch')).toEqual({ heading: 'Why' });
    expect(() => read('home-pitch')).toThrow(
      'content/pages/home.md has no section "home-pitch" (add it, or check the spelling)',
    );
    const bare = { ...page, id: 'about', data: { title: 'About' } } as unknown as PageEntry;
    expect(() => content.pageSection(bare, 'values')).toThrow(
      'content/pages/about.md has no section "values" (add it, or check the spelling)',
    );
  });

  it('refuses a module file whose "module" names another page', async () => {
    store.entries.set('modulePages/ai-search-engine', {
      id: 'ai-search-engine',
      collection: 'modulePages',
      data: { module: 'ai-sales-agent' },
    });
    await expect(content.getModulePage('ai-search-engine', 'en')).rejects.toThrow(
      'content/modules/ai-search-engine.json: "module" must be "ai-search-engine"',
    );
  });

  it('lists entries in file order and filters them', async () => {
    for (const [id, group, position] of [
      ['b', 'value', 1],
      ['a', 'value', 0],
      ['c', 'demo-promise', 2],
    ] as const) {
      store.entries.set(`highlights/${id}`, { id, collection: 'highlights', data: { id, group, position, title: id } });
    }
    expect((await content.getHighlights('value', 'en')).map((h) => h.id)).toEqual(['a', 'b']);
    // The Bulgarian edition reads its own collection, never the English one.
    expect(await content.getHighlights('value', 'bg')).toEqual([]);
    store.entries.set('highlightsBg/a', {
      id: 'a',
      collection: 'highlightsBg',
      data: { id: 'a', group: 'value', position: 0, title: 'а' },
    });
    expect((await content.getHighlights('value', 'bg')).map((h) => h.title)).toEqual(['а']);
  });

  it('gives the file name an editor wrote for a built image', () => {
    const image = { src: '/_astro/sila.D3MzVoIP.svg', width: 200, height: 60, format: 'svg' as const };
    expect(content.imageFileName(image)).toBe('sila.svg');
    expect(content.imageFileName({ ...image, src: '/@fs/work/src/assets/logos/sila.svg?origWidth=200' })).toBe(
      'sila.svg',
    );
    expect(content.inlineSvg(image)).toBeUndefined();
  });
});
