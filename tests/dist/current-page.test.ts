/**
 * "You are here" in the built site (WCAG 1.3.1): in the header bar, the AI Suite menu and the mobile
 * menu, the links to the page being shown carry aria-current="page", in every edition, and no other
 * link does. A build writes about.html (build.format 'file'), so a comparison with the raw request
 * path never matched and no page marked its link (issue found in the accessibility review).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { buildLangs } from '../../src/lib/node/editions.ts';
import { localizePath } from '../../src/lib/shared/i18n.ts';
import { sitePages, pathOfFile } from '../../scripts/lib/page-weight.ts';
import { builtSite } from './support/built-site.ts';

const root = builtSite();
const fileOf = (path: string) => join(root, path === '/' ? 'index.html' : `${path.slice(1)}.html`);

type Place =
  | 'bar: home'
  | 'bar: links'
  | 'bar: suite menu'
  | 'bar: Get Pricing'
  | 'menu: home'
  | 'menu: suite'
  | 'menu: links'
  | 'menu: Get Pricing'
  | 'elsewhere';

const classesOf = (el: Element) => (el.attribs['class'] ?? '').split(/\s+/);

/** Where in the page's frame a link is, from its own classes and its ancestors'. */
function placeOf(link: Element): Place {
  const chain: Element[] = [];
  for (let el: Element | null = link; el; el = el.parent && 'attribs' in el.parent ? (el.parent as Element) : null) {
    chain.push(el);
  }
  const has = (cls: string) => chain.some((el) => classesOf(el).includes(cls));
  const inId = (id: string) => chain.some((el) => el.attribs['id'] === id);
  if (inId('mobile-menu')) {
    if (has('mobile-menu__top')) return 'menu: home';
    if (has('mobile-menu__suite')) return 'menu: suite';
    if (has('mobile-menu__links')) return 'menu: links';
    if (has('mobile-menu__cta')) return 'menu: Get Pricing';
    return 'elsewhere';
  }
  if (has('site-header__home')) return 'bar: home';
  if (inId('suite-menu-desktop')) return 'bar: suite menu';
  if (has('site-header__links')) return 'bar: links';
  if (has('site-header__nav') && classesOf(link).includes('button')) return 'bar: Get Pricing';
  return 'elsewhere';
}

function pageLinks(path: string): Element[] {
  const document = parseDocument(readFileSync(fileOf(path), 'utf8'));
  return DomUtils.findAll((el) => el.name === 'a', document.children);
}

/** The links of a page that say they are the current page, by place, with their href. */
function marked(path: string): Array<{ place: Place; href: string }> {
  return pageLinks(path)
    .filter((a) => 'aria-current' in a.attribs)
    .map((a) => ({ place: placeOf(a), href: `${a.attribs['href']} (aria-current="${a.attribs['aria-current']}")` }));
}

const BAR_AND_MENU_LINKS: Place[] = ['bar: links', 'menu: links'];
const SUITE: Place[] = ['bar: suite menu', 'menu: suite'];

/** English route → the places whose link to it is marked; the same holds in every edition. */
const EXPECTED: Array<[string, Place[]]> = [
  ['/', ['bar: home', 'menu: home']],
  ['/about', BAR_AND_MENU_LINKS],
  ['/partners', BAR_AND_MENU_LINKS],
  ['/roi', BAR_AND_MENU_LINKS],
  ['/pricing', ['bar: Get Pricing', 'menu: Get Pricing']],
  ['/ai-sales-agent', SUITE],
  ['/ai-search-engine', SUITE],
  ['/ai-recommendation', SUITE],
  ['/ai-sales-and-strategy-engine', SUITE],
  // Pages the header does not link to: nothing is marked.
  ['/faqs', []],
  ['/contact', []],
  ['/event', []],
  ['/trust', []],
];

describe('aria-current="page" in the header and the menus', () => {
  const editions = buildLangs();

  it('is built in both editions', () => {
    expect(editions).toEqual(expect.arrayContaining(['en', 'bg']));
  });

  for (const lang of editions) {
    it.each(EXPECTED)(`${lang}: %s marks exactly its own links`, (route, places) => {
      const path = localizePath(route, lang);
      const expected = places.map((place) => ({ place, href: `${path} (aria-current="page")` }));
      expect(marked(path)).toEqual(expected);
    });
  }

  it('on every built page, marks a link only when it leads to that page, and every header or menu link to it', () => {
    const wrong: string[] = [];
    for (const file of sitePages(root)) {
      const path = pathOfFile(file);
      for (const a of pageLinks(path)) {
        const current = a.attribs['aria-current'];
        const place = placeOf(a);
        const here = a.attribs['href'] === path;
        if (current === 'page' && (!here || place === 'elsewhere'))
          wrong.push(`${path}: ${place} ${a.attribs['href']}`);
        if (current === undefined && here && place !== 'elsewhere') wrong.push(`${path}: ${place} not marked`);
        if (current !== undefined && current !== 'page') wrong.push(`${path}: aria-current="${current}" on a link`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("opens the mobile menu's suite list on a module page only, so its marked link shows", () => {
    for (const lang of editions) {
      for (const [route, places] of EXPECTED) {
        const path = localizePath(route, lang);
        const document = parseDocument(readFileSync(fileOf(path), 'utf8'));
        const details = DomUtils.findOne((el) => classesOf(el).includes('mobile-menu__suite'), document.children);
        expect(details, path).not.toBeNull();
        expect('open' in details!.attribs, path).toBe(places === SUITE);
      }
    }
  });
});
