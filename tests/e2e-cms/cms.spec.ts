/**
 * The content editor at /admin: the real Sveltia bundle, served with /admin's own headers by the
 * project's server, in its local-repository mode. Sveltia asks the browser for the repository's
 * folder (showDirectoryPicker); here the answer is a folder of the browser's origin-private file
 * system holding a copy of content/ and an empty .git folder (Sveltia checks that the folder it is
 * given is a repository's root). What the editor saves is read back from that folder.
 *
 * It runs once (its own Playwright project, at desktop width, where editors work), and builds the
 * site once, from a copy of the project with the edited files. The editor shows English and
 * Bulgarian side by side: one round trip edits a Bulgarian answer, which changes content/bg/… only.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { CONTENT_FILES } from '../../src/schemas/content-files.ts';
import { GITHUB_STATUS_PATH, PRE_SIGN_IN_HOSTS, SVELTIA_PACKAGE_PATH } from '../../src/lib/node/cms-self-hosted.ts';
import { twinMirrorProblems } from '../../src/integrations/content-mirror.ts';
import { contentPath } from '../../src/lib/shared/edition-paths.ts';
import { ContentError, parseContent } from '../../src/schemas/parse.ts';
import { axeViolations, expect, test } from '../e2e/fixtures.ts';
import { buildCopy, copyProject } from '../support/project-copy.ts';

const FAQ = 'content/faqs/site-faq.json';
const FAQ_BG = contentPath(FAQ, 'bg');
const PLANS = 'content/modules/plans.json';
const STORES = 'content/demo-stores.json';
const EVENT = 'content/event/event.json';
const SITE = 'content/site.json';
const STATS = 'content/home/statistics.json';
const STATS_BG = contentPath(STATS, 'bg');
const SHOTS = '/tmp/cms-shots';

/** Every file of content/, path from the project root -> text: the repository Sveltia opens. */
function contentFolder(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync('content', { recursive: true, encoding: 'utf8' })) {
    const path = join('content', name);
    try {
      files[path] = readFileSync(path, 'utf8');
    } catch {
      // a folder
    }
  }
  return files;
}

const original = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The zod schema the build checks `file` with (a Bulgarian twin: its English file's). */
function schemaOf(file: string) {
  file = file.replace(/^content\/bg\//, 'content/');
  const entry = CONTENT_FILES.find(({ files }) =>
    new RegExp(`^${files.replace(/[.]/g, '\\.').replace('*', '[^/]*')}$`).test(file),
  );
  if (!entry) throw new Error(`no schema for ${file}`);
  return entry.schema;
}

/**
 * A file as the build reads it, and as written with its markers: the editor writes an unset
 * optional switch as false (hideOnMobile), which the build reads the same as a missing one.
 */
function sameContent(file: string, saved: unknown, expected: unknown) {
  const withoutFalse = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutFalse)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== false)
              .map(([k, v]) => [k, withoutFalse(v)]),
          )
        : value;
  expect(parseContent(schemaOf(file), saved, file)).toEqual(parseContent(schemaOf(file), expected, file));
  expect(withoutFalse(saved)).toEqual(withoutFalse(expected));
}

/** Opens /admin and signs in with the local repository (a folder of the origin-private file system). */
async function openLocalRepository(page: Page) {
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
    });
  });
  await page.goto('/admin');
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    await root.getDirectoryHandle('.git', { create: true });
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/');
      const name = parts.pop()!;
      let folder = root;
      for (const part of parts) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (await folder.getFileHandle(name, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, contentFolder());
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  await expect(page.getByRole('radio', { name: 'Contents' })).toBeVisible();
}

/** The text of a file of the local repository, as the editor left it. */
function readRepoFile(page: Page, path: string): Promise<string> {
  return page.evaluate(async (path) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const parts = path.split('/');
    const name = parts.pop()!;
    for (const part of parts) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(name)).getFile()).text();
  }, path);
}

/** Opens one file of a collection in the editor, every list item unfolded. */
async function editFile(page: Page, collection: string, file: string) {
  const route = `#/collections/${collection}/entries/${file}`;
  await page.goto(`/admin${route}`);
  // Right after a save the editor may still move to the saved entry's own route, undoing this
  // hash change: ask again until the wanted entry is the one open, twice in a row.
  let seen = '';
  await expect
    .poll(
      async () => {
        const current = await page.evaluate(() => location.hash);
        if (current !== route) await page.evaluate((wanted) => (location.hash = wanted), route);
        const stable = current === route && seen === route;
        seen = current;
        return stable;
      },
      { message: `the editor shows ${collection}/${file}` },
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  for (const expand of await page.getByRole('button', { name: 'Expand All' }).all()) {
    if (await expand.isEnabled()) await expand.click();
  }
}

/** Saves the open file and waits until the local repository holds the change. */
async function save(page: Page, path: string, before: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  // A save writes both editions' files; a file read while it is being written counts as not yet saved.
  await expect.poll(() => readRepoFile(page, path).catch(() => before), { message: `${path} saved` }).not.toBe(before);
  // Read once the file is whole (the editor may still be writing it).
  let saved: unknown;
  await expect
    .poll(async () => {
      try {
        saved = JSON.parse(await readRepoFile(page, path)) as unknown;
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);
  return saved;
}

test('the sign-in screen: the local repository is offered, no CSP violation, no axe violation', async ({ page }) => {
  // Sveltia reads and checks the whole two-language configuration before it shows the sign-in
  // screen: 10–20 s on a busy machine, close to the default 30 s.
  test.setTimeout(60_000);
  const response = await page.goto('/admin');
  expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await expect(page.getByRole('button', { name: /Work with Local Repository/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign In with \W*GitHub/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('before sign-in the editor asks nothing of another site: fonts, version and GitHub status come from /admin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'blob:' && url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin)
      elsewhere.push(request.url());
  });
  // Sveltia's first checks, each asked of this site (src/lib/node/cms-self-hosted.ts).
  const versionCheck = page.waitForResponse(`**${SVELTIA_PACKAGE_PATH}/package.json`);
  const statusCheck = page.waitForResponse(`**${GITHUB_STATUS_PATH}`);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: /Sign In with \W*GitHub/ })).toBeVisible();
  expect((await versionCheck).status()).toBe(200);
  expect((await statusCheck).status()).toBe(200);
  // Its text and icon fonts, from /admin/fonts (icons drawn as glyphs, not as words).
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
  });
  expect(fonts).toEqual(expect.arrayContaining(['Source Sans 3', 'Material Symbols Outlined']));
  expect(elsewhere).toEqual([]);
  for (const host of PRE_SIGN_IN_HOSTS) expect(elsewhere.join(' ')).not.toContain(host);
});

test('an editor changes an FAQ answer, a plan row, a demo store and a statistic; the files pass the schemas and the built site shows them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openLocalRepository(page);

  // A rule the build enforces is refused in the editor with the build's own words.
  const faq = original<{ items: Array<{ answer: string }> }>(FAQ);
  const tooLong = 'A very long answer. '.repeat(61);
  const broken = structuredClone(faq);
  broken.items[0]!.answer = tooLong;
  const buildMessage = (() => {
    try {
      parseContent(schemaOf(FAQ), broken, FAQ);
      return undefined;
    } catch (error) {
      return (error as ContentError).issues.find((issue) => issue.path.join('.') === 'items.0.answer')?.message;
    }
  })();
  expect(buildMessage).toBeDefined();
  await editFile(page, 'faqs', 'site-faq');
  await page.getByRole('textbox', { name: 'Answer' }).first().fill(tooLong);
  await page.getByRole('button', { name: 'Save' }).click();
  // The field's alert carries the build's message (after Sveltia's icon).
  await expect(page.getByRole('alert').filter({ hasText: buildMessage! })).toHaveText(new RegExp(`${buildMessage!}$`));
  expect(await readRepoFile(page, FAQ)).toBe(readFileSync(FAQ, 'utf8'));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'faq-refused.png') });

  // Valid edits are saved, and only the edited field changes.
  const answer = 'Most stores go live in about three weeks, checked through the content editor end to end.';
  await page.getByRole('textbox', { name: 'Answer' }).first().fill(answer);
  await page.screenshot({ path: join(SHOTS, 'faq-file.png') });
  const savedFaq = await save(page, FAQ, readFileSync(FAQ, 'utf8'));
  const expectedFaq = structuredClone(faq);
  expectedFaq.items[0]!.answer = answer;
  sameContent(FAQ, savedFaq, expectedFaq);

  const plans = original<{ rows: Array<{ feature: string }> }>(PLANS);
  const feature = 'Deep product, catalogue and business knowledge';
  await editFile(page, 'modules', 'plans');
  await page.getByRole('textbox', { name: 'Feature' }).first().fill(feature);
  await page.screenshot({ path: join(SHOTS, 'plans-table.png') });
  const savedPlans = await save(page, PLANS, readFileSync(PLANS, 'utf8'));
  const expectedPlans = structuredClone(plans);
  expectedPlans.rows[0]!.feature = feature;
  sameContent(PLANS, savedPlans, expectedPlans);

  const stores = original<Array<{ welcome: string }>>(STORES);
  const welcome = 'Welcome, VM Club team. Ask the assistant what your customers ask every day and judge the answers.';
  await editFile(page, 'site', 'demo-stores');
  // A new store needs its locked technical values first (a developer writes them): no Add, no Duplicate.
  await expect(page.getByRole('textbox', { name: 'Welcome' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add\b/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Welcome' }).first().fill(welcome);
  const savedStores = await save(page, STORES, readFileSync(STORES, 'utf8'));
  const expectedStores = structuredClone(stores);
  expectedStores[0]!.welcome = welcome;
  sameContent(STORES, savedStores, expectedStores);

  // The home statistics: Bulgarian writes "€" after the number, so its prefix is empty where the
  // English one is "€"; the editor leaves that empty field out of the Bulgarian file on save.
  const stats = original<Array<{ label: string }>>(STATS);
  const statLabel = 'Shopper interactions';
  await editFile(page, 'home', 'statistics');
  await page.getByRole('textbox', { name: 'Label' }).first().fill(statLabel);
  // An entry's position is its place in the file: no field for it, nothing written.
  await expect(page.getByRole('spinbutton', { name: 'Position' })).toHaveCount(0);
  const savedStats = await save(page, STATS, readFileSync(STATS, 'utf8'));
  const expectedStats = structuredClone(stats);
  expectedStats[0]!.label = statLabel;
  expect(savedStats).toEqual(expectedStats);

  // Each save wrote the Bulgarian twins too (copied values follow the English file); they still mirror
  // it, by the build's own check.
  const twins: Record<string, string> = {};
  for (const file of [FAQ, PLANS, STORES, STATS]) {
    const twin = contentPath(file, 'bg');
    twins[twin] = await readRepoFile(page, twin);
    const english = JSON.parse(await readRepoFile(page, file)) as unknown;
    expect(twinMirrorProblems(file, english, twin, JSON.parse(twins[twin]) as unknown), twin).toEqual([]);
  }
  const savedStatsBg = JSON.parse(twins[STATS_BG]!) as Array<Record<string, unknown>>;
  expect(savedStatsBg.map((item) => item['prefix'])).toEqual([undefined, undefined, undefined, undefined]);
  expect(savedStatsBg.some((item) => 'position' in item)).toBe(false);

  // Bulgarian, side by side: the right-hand pane switched to Bulgarian edits content/bg/… only.
  const faqBg = original<{ items: Array<{ answer: string }> }>(FAQ_BG);
  const answerBg = 'Повечето магазини започват работа за около три седмици; проверено от край до край в редактора.';
  await editFile(page, 'faqs', 'site-faq');
  await page
    .getByRole('group', { name: /Preview .*English.* Content/ })
    .getByRole('radio', { name: 'Bulgarian' })
    .click();
  const bulgarian = page.getByRole('group', { name: /Edit .*Bulgarian.* Content/ });
  for (const expand of await bulgarian.getByRole('button', { name: 'Expand All' }).all()) {
    if (await expand.isEnabled()) await expand.click();
  }
  // Copied values are not offered on the Bulgarian side; the marker is English-only.
  await expect(bulgarian.getByRole('textbox', { name: 'Answer' }).first()).toBeVisible();
  await expect(bulgarian.getByText('Awaiting confirmation')).toHaveCount(0);
  await bulgarian.getByRole('textbox', { name: 'Answer' }).first().fill(answerBg);
  await page.screenshot({ path: join(SHOTS, 'faq-bulgarian.png') });
  const englishBefore = await readRepoFile(page, FAQ);
  const savedFaqBg = await save(page, FAQ_BG, twins[FAQ_BG]!);
  expect(await readRepoFile(page, FAQ), 'the English file is untouched').toBe(englishBefore);
  const expectedFaqBg = structuredClone(faqBg);
  expectedFaqBg.items[0]!.answer = answerBg;
  sameContent(FAQ_BG, savedFaqBg, expectedFaqBg);
  expect(twinMirrorProblems(FAQ, JSON.parse(englishBefore) as unknown, FAQ_BG, savedFaqBg)).toEqual([]);
  twins[FAQ_BG] = await readRepoFile(page, FAQ_BG);

  const saved = {
    [FAQ]: savedFaq,
    [PLANS]: savedPlans,
    [STORES]: savedStores,
    [STATS]: savedStats,
    [FAQ_BG]: savedFaqBg,
    [STATS_BG]: savedStatsBg,
  };
  for (const [file, data] of Object.entries(saved))
    expect(() => parseContent(schemaOf(file), data, file)).not.toThrow();

  // One build of a copy of the project with the three saved files.
  const copy = copyProject('cms-edit');
  try {
    for (const file of [...Object.keys(saved), ...Object.keys(twins)]) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      writeFileSync(join(copy, file), await readRepoFile(page, file));
    }
    const out = join(copy, 'dist');
    const build = buildCopy(copy, {}, 120_000);
    expect(build.status, build.output).toBe(0);
    expect(readFileSync(join(out, 'faqs.html'), 'utf8')).toContain(answer);
    expect(readFileSync(join(out, 'ai-sales-agent.html'), 'utf8')).toContain(feature);
    expect(readFileSync(join(out, 'vm-club-4x7k2p.html'), 'utf8')).toContain(welcome);
    expect(readFileSync(join(out, 'bg', 'faqs.html'), 'utf8')).toContain(answerBg);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(statLabel);
    // The Bulgarian figures read as before: the euro sign after the number, none before it.
    const home = (root: string) => readFileSync(join(root, 'bg.html'), 'utf8');
    const figures = (html: string) => [...html.matchAll(/class="stats__final"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(figures(home(out))).toEqual(figures(home('dist')));
    expect(figures(home(out))[1]).toMatch(/^108\s000\+\s€$/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('event.json and site.json save with their empty values: no end date for the offer, unset service ids', async ({
  page,
}) => {
  // Sveltia refuses an empty required field on save (outside a draft of the editorial workflow),
  // so these files could not be published while the editor demanded offer.validUntil or the
  // services' ids, all empty today (src/lib/node/cms/fields.ts, isRequired).
  test.setTimeout(120_000);
  await openLocalRepository(page);
  const cases = [
    {
      collection: 'event',
      name: 'event',
      file: EVENT,
      field: 'Location',
      value: 'Sofia, Bulgaria (Inter Expo Center)',
    },
    { collection: 'site', name: 'site', file: SITE, field: 'Tagline', value: 'The AI suite that pays for itself.' },
  ];
  for (const { collection, name, file, field, value } of cases) {
    await editFile(page, collection, name);
    await page.getByRole('textbox', { name: field, exact: true }).first().fill(value);
    const saved = await save(page, file, readFileSync(file, 'utf8'));
    const twin = contentPath(file, 'bg');
    expect(twinMirrorProblems(file, saved, twin, JSON.parse(await readRepoFile(page, twin)) as unknown), twin).toEqual(
      [],
    );
    const data = parseContent(schemaOf(file), saved, file) as Record<string, Record<string, unknown>>;
    if (file === EVENT) {
      expect(data.offer!.validUntil).toBe('');
      expect(data.event!.location).toBe(value);
    } else {
      expect(data.services).toMatchObject({ analyticsId: '', email: { publicKey: '', templateContact: '' } });
      expect(data.tagline).toBe(value);
    }
  }
});
