/**
 * What a store owner reads before booking a demo (issue #36), in both editions: the trust page with
 * its sub-processor table and security contact, the local fit and the sample conversation on the
 * Sales Agent page, and the honest word on price on /pricing, which the FAQ's cost answer links to.
 */
import { readFileSync } from 'node:fs';
import { contentPath } from '../../src/lib/shared/edition-paths.ts';
import { localizePath, type Lang } from '../../src/lib/shared/i18n.ts';
import type { Locator } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';

const read = <T>(file: string, lang: Lang): T => JSON.parse(readFileSync(contentPath(file, lang), 'utf8')) as T;

interface Trust {
  contentsLabel: string;
  subProcessors: {
    heading: string;
    table: { caption: string; columns: Record<string, string>; rows: Array<{ name: string; location: string }> };
  };
  security: { heading: string; contactLabel: string };
}
interface LocalFit {
  heading: string;
  statuses: Record<'live' | 'feed' | 'request', { label: string; text: string }>;
  groups: Array<{ heading: string; items: Array<{ name: string; status: 'live' | 'feed' | 'request' }> }>;
}
interface Conversation {
  heading: string;
  exampleLabel: string;
  speakers: Record<'shopper' | 'agent', string>;
  messages: Array<{ from: 'shopper' | 'agent'; text: string }>;
}
interface Explainer {
  heading: string;
  factors: { heading: string; items: Array<{ title: string }> };
  billing: { heading: string };
  free: { heading: string; items: Array<{ title: string }> };
  link: { label: string; href: string };
}
/** The text a screen reader reads: the build's soft hyphens (Bulgarian long words) and extra spaces left out. */
const plainText = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replaceAll('\u00ad', '').replace(/\s+/g, ' ').trim();

const securityEmail = (JSON.parse(readFileSync('content/site.json', 'utf8')) as { security: { email: string } })
  .security.email;

for (const lang of ['en', 'bg'] as const) {
  const trust = read<Trust>('content/trust/trust.json', lang);
  const fit = read<LocalFit>('content/modules/local-fit.json', lang);
  const conversation = read<Conversation>('content/modules/sample-conversation.json', lang);
  const explainer = read<Explainer>('content/pricing/explainer.json', lang);

  test.describe(`${lang}: issue 36 pages`, () => {
    test(`${localizePath('/trust', lang)}: sub-processors in a captioned table, and a security contact`, async ({
      page,
    }) => {
      await page.goto(localizePath('/trust', lang));
      const table = page.getByRole('table', { name: trust.subProcessors.table.caption });
      await expect(table).toBeVisible();
      for (const name of Object.values(trust.subProcessors.table.columns)) {
        await expect(table.getByRole('columnheader', { name })).toHaveCount(1);
      }
      for (const row of trust.subProcessors.table.rows) {
        await expect(
          table.getByRole('rowheader', { name: new RegExp(`^${row.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
        ).toHaveCount(1);
      }
      await expect(table.locator('tbody tr')).toHaveCount(trust.subProcessors.table.rows.length);
      const security = page.getByRole('region', { name: trust.security.heading });
      await expect(security.getByRole('link', { name: securityEmail })).toHaveAttribute(
        'href',
        `mailto:${securityEmail}`,
      );
      // The contents list leads to each section.
      await page
        .getByRole('navigation', { name: trust.contentsLabel })
        .getByRole('link', { name: trust.subProcessors.heading })
        .click();
      await expect(page).toHaveURL(/#sub-processors$/);
      await expect(page.getByRole('heading', { level: 2, name: trust.subProcessors.heading })).toBeInViewport();
      expect(await axeViolations(page, 'main')).toEqual([]);
    });

    test(`${localizePath('/ai-sales-agent', lang)}: the local fit marks every item live, via feed or on request`, async ({
      page,
    }) => {
      await page.goto(localizePath('/ai-sales-agent', lang));
      const section = page.getByRole('region', { name: fit.heading });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      const names = fit.groups.flatMap((group) => group.items.map((item) => item.name));
      expect(names.join(' ')).toMatch(/CloudCart/);
      expect(names.join(' ')).toMatch(/OpenCart/);
      expect(names.join(' ')).toMatch(lang === 'bg' ? /Еконт[\s\S]*Спиди/ : /Econt[\s\S]*Speedy/);
      for (const group of fit.groups) {
        const list = section.getByRole('region', { name: group.heading }).getByRole('listitem');
        await expect(list).toHaveCount(group.items.length);
        for (const [index, item] of group.items.entries()) {
          // The status is written beside the name, not told by colour alone.
          expect(await plainText(list.nth(index))).toBe(`${item.name} ${fit.statuses[item.status].label}`);
        }
      }
      // The legend says what each status means.
      for (const status of Object.values(fit.statuses)) {
        await expect(section.getByRole('definition').filter({ hasText: status.text })).toHaveCount(1);
      }
      expect(await axeViolations(page, '#local-fit')).toEqual([]);
    });

    test(`${localizePath('/ai-sales-agent', lang)}: the sample conversation is an ordered list of named messages, marked as an example`, async ({
      page,
    }) => {
      await page.goto(localizePath('/ai-sales-agent', lang));
      const section = page.getByRole('region', { name: conversation.heading });
      await section.scrollIntoViewIfNeeded();
      const figure = section.getByRole('figure', { name: conversation.exampleLabel });
      await expect(figure).toBeVisible();
      const messages = figure.getByRole('list').getByRole('listitem');
      await expect(messages).toHaveCount(conversation.messages.length);
      expect(await figure.getByRole('list').evaluate((list) => list.tagName)).toBe('OL');
      for (const [index, message] of conversation.messages.entries()) {
        expect(await plainText(messages.nth(index))).toBe(`${conversation.speakers[message.from]} ${message.text}`);
      }
      expect(await axeViolations(page, '#sample-conversation')).toEqual([]);
    });

    test(`${localizePath('/pricing', lang)}: the honest word on price, reached from the FAQ's cost answer`, async ({
      page,
    }) => {
      await page.goto(localizePath('/faqs', lang));
      const link = page.locator('main a[href$="/pricing#how-pricing-works"]');
      await expect(link).toHaveAttribute('href', localizePath('/pricing#how-pricing-works', lang));
      await page.goto(localizePath('/pricing#how-pricing-works', lang));
      const section = page.locator('#how-pricing-works');
      await expect(section.getByRole('heading', { level: 2, name: explainer.heading })).toBeInViewport();
      for (const heading of [explainer.factors.heading, explainer.billing.heading, explainer.free.heading]) {
        await expect(section.getByRole('heading', { level: 3, name: heading })).toBeVisible();
      }
      for (const item of [...explainer.factors.items, ...explainer.free.items]) {
        await expect(section.getByText(item.title, { exact: true })).toBeVisible();
      }
      // No amounts: the spec shows no prices.
      expect(await section.innerText()).not.toMatch(/\d\s*€|€\s*\d|\bEUR\b|лв/);
      await expect(section.getByRole('link', { name: explainer.link.label })).toHaveAttribute(
        'href',
        localizePath(explainer.link.href, lang),
      );
      // The spec's /pricing content is still the page's first screen.
      await expect(page.locator('form[name="demo-request"]')).toHaveCount(1);
      expect(await axeViolations(page, '#how-pricing-works')).toEqual([]);
    });
  });
}
