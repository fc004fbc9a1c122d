/**
 * The cookie inventory on /cookies (content/cookies/inventory.json) against what the site and its
 * third parties really set: with every consent category granted, a normal page and a demo page
 * (the real chat widget with a conversation, its runtime stood in) are visited, and every cookie,
 * localStorage and sessionStorage key found must be a row of the inventory. Every row must be seen,
 * or say that nothing sets it today (`inUse: false`), or be one of Google Analytics' cookies, which
 * gtag.js sets: the real library never runs on the test machine, so those rows must be names the
 * consent code itself knows and deletes on withdrawal (src/lib/browser/analytics.ts).
 */
import type { Page } from '@playwright/test';
import inventory from '../../content/cookies/inventory.json' with { type: 'json' };
import stores from '../../content/demo-stores.json' with { type: 'json' };
import { isGoogleCookie } from '../../src/lib/browser/analytics.ts';
import { demoStorePath } from '../../src/lib/shared/route-table.ts';
import { presetConsent } from './consent-helpers.ts';
import { expect, test } from './fixtures.ts';
import { GREETING, serveProvider } from './support/voiceflow-standin.ts';

// The site's own splash key must be set by the site, not by the fixture.
test.use({ showSplash: true, cookieDecision: 'none' });
test.describe.configure({ timeout: 60_000 });

type Kind = 'cookie' | 'localStorage' | 'sessionStorage';
interface Row {
  id: string;
  name?: string;
  kind: Kind;
  category: string;
  inUse?: boolean;
}
/** Each row as the table shows it: its name (the id unless the row names it). */
const rows = (inventory as Row[]).map((row) => ({ ...row, id: row.name ?? row.id }));

/** "voiceflow-session-<project-id>" matches voiceflow-session- and any id. */
const pattern = (id: string) =>
  new RegExp(
    `^${id
      .split(/<[^>]+>/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\w-]+')}$`,
  );

async function storedNames(page: Page): Promise<Array<{ kind: Kind; name: string }>> {
  const storage = await page.evaluate(() => {
    const keys = (store: Storage) => Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
    return { localStorage: keys(localStorage), sessionStorage: keys(sessionStorage) };
  });
  const cookies = (await page.context().cookies()).map((c) => c.name);
  return [
    ...cookies.map((name) => ({ kind: 'cookie' as const, name })),
    ...storage.localStorage.map((name) => ({ kind: 'localStorage' as const, name })),
    ...storage.sessionStorage.map((name) => ({ kind: 'sessionStorage' as const, name })),
  ];
}

/** Everything stored after a normal page and a demo page with a chat, every consent granted. */
async function collect(page: Page, consent = { analytics: true, marketing: true, functionality: true }) {
  await presetConsent(page, consent);
  const found = new Map<string, { kind: Kind; name: string }>();
  const note = async () => {
    for (const item of await storedNames(page)) found.set(`${item.kind}:${item.name}`, item);
  };
  await page.goto('/about');
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  await note();
  const store = stores.find((s) => s.chat.persistence === 'localStorage')!;
  await serveProvider(page);
  await page.goto(demoStorePath(store));
  const widget = page.locator('#voiceflow-chat');
  await widget.getByRole('button', { name: 'launch' }).click({ timeout: 20_000 });
  await expect(widget.getByText(GREETING)).toBeVisible();
  await widget.getByRole('textbox').fill('Имате ли семена?');
  await widget.getByRole('textbox').press('Enter');
  await expect(widget.getByText('Разбрах: „Имате ли семена?“')).toBeVisible();
  await note();
  // A store with spoken answers: turning the sound on makes the widget save that choice in
  // localStorage, whatever the consent. Without functionality consent it goes when the page is left.
  const voiceStore = stores.find((s) => (s.chat as { voice?: boolean }).voice === true)!;
  await page.goto(demoStorePath(voiceStore));
  await widget.getByRole('button', { name: 'launch' }).click({ timeout: 20_000 });
  await expect(widget.getByText(GREETING)).toBeVisible();
  // The header's buttons have no names: with voice, the first one switches the sound.
  await widget.locator('.vfrc-header--button').first().click();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('voiceflow-chat-widget:'))),
    )
    .toEqual(['voiceflow-chat-widget:audio-output']);
  await page.goto('/about');
  await note();
  return [...found.values()];
}

const inInventory = (item: { kind: Kind; name: string }) =>
  rows.some((row) => row.kind === item.kind && pattern(row.id).test(item.name));

test('every cookie and storage key the pages set is in the inventory, and every row is set or says it is not', async ({
  page,
  browser,
}) => {
  // Every consent granted: a normal page, then a demo page with a conversation.
  const granted = await collect(page);
  console.log(`[cookie-inventory] all consent: ${granted.map((f) => `${f.kind}:${f.name}`).join(', ')}`);
  expect(
    granted.filter((item) => !inInventory(item)),
    'set, but not in content/cookies/inventory.json',
  ).toEqual([]);

  // Essential only, in a fresh browser: the chat is kept for the tab, nothing of an optional category.
  const context = await browser.newContext();
  const essentialPage = await context.newPage();
  const essential = await collect(essentialPage, { analytics: false, marketing: false, functionality: false });
  await context.close();
  console.log(`[cookie-inventory] essential only: ${essential.map((f) => `${f.kind}:${f.name}`).join(', ')}`);
  expect(
    essential.filter((item) => !inInventory(item)),
    'set, but not in the inventory',
  ).toEqual([]);
  const optional = essential.filter((item) =>
    rows.some((row) => row.kind === item.kind && pattern(row.id).test(item.name) && row.category !== 'essential'),
  );
  expect(optional, 'stored without the consent its category needs').toEqual([]);

  const found = [...granted, ...essential];
  const unseen = rows.filter(
    (row) =>
      row.inUse !== false &&
      !found.some((item) => item.kind === row.kind && pattern(row.id).test(item.name)) &&
      // gtag.js sets these; the consent code knows and deletes exactly these names.
      !(
        row.kind === 'cookie' &&
        row.category === 'analytics' &&
        isGoogleCookie('analytics', row.id.replace(/<[^>]+>/, 'G1'))
      ),
  );
  expect(
    unseen.map((row) => row.id),
    'in the inventory, set by nothing, without "inUse": false',
  ).toEqual([]);
  for (const row of rows.filter((r) => r.inUse === false)) {
    expect(
      found.some((item) => pattern(row.id).test(item.name)),
      `${row.id} is set after all`,
    ).toBe(false);
  }
});
