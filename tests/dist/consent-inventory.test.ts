/**
 * The consent texts of both editions say exactly what content/cookies/inventory.json says is set.
 * Read from the built pages (the banner on the home page, the manager and the policy on /cookies):
 *
 * (a) every cookie or storage key a consent text names is a row of the inventory;
 * (b) the banner's first layer lists exactly the categories with a row in use, and names the others
 *     as not set; a category with no row in use reads "Not set on this site" (strings.json >
 *     consent.inventory.categoryNotInUse) wherever its toggle or its policy paragraph describes it,
 *     and a category in use never does;
 * (c) no consent text claims the purpose of a row that is not in use (its `claimWords`, such as
 *     "forgery" for the anti-forgery cookie the site does not set).
 *
 * The inventory table itself is left out: it is the source, and it lists rows that are not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { builtSite } from './support/built-site.ts';

const root = builtSite();

interface InventoryRow {
  id: string;
  name?: string;
  category: string;
  inUse?: boolean;
  claimWords?: string[];
}
interface Category {
  id: string;
  label: string;
}

const EDITIONS = [
  { lang: 'en', content: 'content', prefix: '' },
  { lang: 'bg', content: 'content/bg', prefix: 'bg' },
] as const;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The built file of a page path ('' is the home page), whichever layout the build used. */
function pageHtml(prefix: string, page: string): string {
  const candidates = page
    ? [join(root, prefix, `${page}.html`), join(root, prefix, page, 'index.html')]
    : prefix
      ? [join(root, `${prefix}.html`), join(root, prefix, 'index.html')]
      : [join(root, 'index.html')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No built page for /${[prefix, page].filter(Boolean).join('/')}`);
  return readFileSync(file, 'utf8');
}

/** Visible words: soft hyphens (added at build) dropped, no-break spaces read as spaces. */
const normalise = (text: string): string =>
  text
    .replace(/\u00ad/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const textOf = (node: Element): string => normalise(DomUtils.textContent(node));

const byId = (doc: ReturnType<typeof parseDocument>, id: string): Element => {
  const found = DomUtils.findOne((el) => el.attribs['id'] === id, doc.children, true);
  if (!found) throw new Error(`#${id} is missing`);
  return found;
};
const hasClass = (el: Element, name: string) => (el.attribs['class'] ?? '').split(/\s+/).includes(name);

/** Names of cookies and storage keys in a text: underscore names (_ga) and camelCase keys (cookieConsent). */
function keyNames(element: Element): string[] {
  const codes = DomUtils.findAll((el) => el.name === 'code', [element]).map(textOf);
  const text = textOf(element);
  const underscored = [...text.matchAll(/(?<![\w.])_[A-Za-z][\w<>-]*/g)].map((m) => m[0]);
  const camel = [...text.matchAll(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g)].map((m) => m[0]);
  return [...new Set([...codes, ...underscored, ...camel])];
}

/** Whether a named key is a row of the inventory; `<container-id>`-style parts match any text. */
function inInventory(key: string, rows: InventoryRow[]): boolean {
  return rows.some((row) =>
    [row.id, row.name ?? row.id].some((name) => {
      const pattern = name
        .replace(/ \(tab\)$/, '')
        .split(/<[^>]+>/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      return new RegExp(`^${pattern}$`).test(key) || name.startsWith(key);
    }),
  );
}

describe.each(EDITIONS)('consent texts and the cookie inventory: $lang', ({ content, prefix }) => {
  const rows = readJson<InventoryRow[]>(`${content}/cookies/inventory.json`);
  const categories = readJson<Category[]>(`${content}/cookies/categories.json`);
  const strings = readJson<{ consent: { inventory: { categoryNotInUse: string } } }>(`${content}/strings.json`);
  // The category's sentence (plural in Bulgarian, unlike a row's tag), without its full stop.
  const notInUse = strings.consent.inventory.categoryNotInUse.replace(/\.$/, '').toLowerCase();
  const used = new Set(rows.filter((row) => row.inUse !== false).map((row) => row.category));
  const unused = categories.filter((category) => !used.has(category.id));
  const claims = rows.filter((row) => row.inUse === false).flatMap((row) => row.claimWords ?? []);

  const home = parseDocument(pageHtml(prefix, ''));
  const banner = byId(home, 'cookie-banner');
  const cookiesPage = parseDocument(pageHtml(prefix, 'cookies'));
  const policy = DomUtils.findOne((el) => el.name === 'article' && hasClass(el, 'prose'), cookiesPage.children, true);
  if (!policy) throw new Error('the cookie policy text (article.prose) is missing on /cookies');
  const consentTexts = [
    { where: 'cookie banner', element: banner },
    { where: 'cookie policy', element: policy },
  ];

  it('has rows in use and a claim word for every row of a used category that is not set', () => {
    expect(used.size).toBeGreaterThan(0);
    const unsetInUsedCategory = rows.filter((row) => row.inUse === false && used.has(row.category));
    expect(unsetInUsedCategory.filter((row) => !row.claimWords?.length).map((row) => row.id)).toEqual([]);
  });

  it('(a) names no cookie or storage key that the inventory does not list', () => {
    const unknown = consentTexts.flatMap(({ where, element }) =>
      keyNames(element)
        .filter((key) => !inInventory(key, rows))
        .map((key) => `${where}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  it("(b) the banner's first layer lists exactly the categories in use and names the others as not set", () => {
    const simple = DomUtils.findOne((el) => el.attribs['data-view'] === 'simple', [banner], true)!;
    const listed = DomUtils.findAll((el) => el.attribs['data-category'] !== undefined, [simple]).map(
      (el) => el.attribs['data-category'],
    );
    expect(new Set(listed)).toEqual(used);
    expect(listed).toHaveLength(used.size);
    const unusedNote = DomUtils.findOne((el) => el.attribs['data-consent-unused'] !== undefined, [simple], true);
    if (unused.length === 0) {
      expect(unusedNote).toBeNull();
    } else {
      const note = textOf(unusedNote!).toLowerCase();
      for (const category of unused) expect(note).toContain(category.label.toLowerCase());
      for (const category of categories.filter((c) => used.has(c.id))) {
        expect(note).not.toContain(category.label.toLowerCase());
      }
    }
  });

  it('(b) every toggle and policy paragraph of a category says "not set" exactly when nothing of it is in use', () => {
    const wrong: string[] = [];
    const custom = DomUtils.findOne((el) => el.attribs['data-view'] === 'custom', [banner], true)!;
    for (const input of DomUtils.findAll((el) => el.name === 'input' && el.attribs['role'] === 'switch', [custom])) {
      const key = input.attribs['name']!;
      const text = textOf(input.parent as Element).toLowerCase();
      if (used.has(key) === text.includes(notInUse)) wrong.push(`banner toggle ${key}: "${text}"`);
    }
    // The policy's paragraph of each category: a list item that starts with the category's label in bold.
    const items = DomUtils.findAll((el) => el.name === 'li', [policy]);
    for (const category of categories) {
      const item = items.find((li) => {
        const first = li.children.find((child) => child.type === 'tag') as Element | undefined;
        return first?.name === 'strong' && textOf(first).replace(/:$/, '') === category.label;
      });
      if (!item) {
        wrong.push(`cookie policy: no paragraph starting with **${category.label}:**`);
        continue;
      }
      const text = textOf(item).toLowerCase();
      if (used.has(category.id) === text.includes(notInUse)) wrong.push(`cookie policy ${category.id}: "${text}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('(c) claims no purpose of a row that is not set', () => {
    const found = consentTexts.flatMap(({ where, element }) => {
      const text = textOf(element).toLowerCase();
      return claims.filter((word) => text.includes(word.toLowerCase())).map((word) => `${where}: "${word}"`);
    });
    expect(found).toEqual([]);
  });
});
