import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionsAwaitingReview, publishedLangs } from '../../src/lib/node/editions.ts';
import { editionsSchema } from '../../src/schemas/editions.ts';
import { formatMirrorProblems, mirrorProblems } from '../../src/lib/shared/content-mirror.ts';
import { editionMirrorProblems, twinMirrorProblems } from '../../src/integrations/content-mirror.ts';
import { checkLaunch, formatLaunchReport } from '../../src/lib/node/launch-check.ts';
import { demoCopyForVariant, demoFormCopy, formCopy } from '../../src/lib/node/form-copy.ts';
import { demoPagesOf, voiceDemoPagePaths } from '../../src/lib/node/demo-stores.ts';

const reviewed = editionsSchema.parse({ en: { name: 'English' }, bg: { name: 'Български' } });
const pending = editionsSchema.parse({
  en: { name: 'English' },
  bg: { name: 'Български', awaitingReview: 'A native speaker must read every page first.' },
});

describe('the review switch of an edition', () => {
  it('keeps an unreviewed edition out of production only', () => {
    expect(publishedLangs({ context: 'production' }, pending)).toEqual(['en']);
    expect(publishedLangs({ context: 'deploy-preview' }, pending)).toEqual(['en', 'bg']);
    expect(publishedLangs({ context: 'branch-deploy' }, pending)).toEqual(['en', 'bg']);
    expect(publishedLangs({ context: 'local' }, pending)).toEqual(['en', 'bg']);
    expect(publishedLangs({ context: 'production' }, reviewed)).toEqual(['en', 'bg']);
    expect(editionsAwaitingReview(pending)).toEqual([
      { lang: 'bg', note: 'A native speaker must read every page first.' },
    ]);
    expect(editionsAwaitingReview(reviewed)).toEqual([]);
  });

  it('content/editions.json waits for the Bulgarian review today', () => {
    const file = editionsSchema.parse(JSON.parse(readFileSync('content/editions.json', 'utf8')));
    expect(editionsAwaitingReview(file).map((e) => e.lang)).toEqual(['bg']);
  });

  it('npm run launch-check names the review without blocking on it', async () => {
    const report = await checkLaunch(process.cwd(), { CONTEXT: 'production', URL: 'https://www.nexa.example' });
    expect(report.editionsAwaitingReview?.map((e) => e.lang)).toEqual(['bg']);
    expect(formatLaunchReport(report)).toContain(
      'Editions awaiting review (1), left out of production builds until cleared:\n  bg (content/editions.json): ',
    );
    // Facts are confirmed in English: the Bulgarian twins carry no marker or placeholder line of
    // their own, but each twin of an unconfirmed English fact is listed as unconfirmed in Bulgarian.
    const bulgarian = report.unconfirmed.filter((item) => item.file.startsWith('content/bg/'));
    expect(bulgarian.length).toBeGreaterThan(0);
    expect(bulgarian.every((item) => item.lang === 'bg' && item.note.startsWith('translates an unconfirmed'))).toBe(
      true,
    );
    expect(report.placeholders.some((item) => item.file.startsWith('content/bg/'))).toBe(false);
  });
});

describe('the Bulgarian content mirrors the English files', () => {
  it('today: every file has its twin, field for field', async () => {
    expect(formatMirrorProblems(await editionMirrorProblems(process.cwd()))).toBe('');
  });

  it("names a misspelt field as the file's own mistake, not as a field to translate or delete", async () => {
    const root = mkdtempSync(join(tmpdir(), 'mirror-misspelt-'));
    try {
      const copy = (file: string, edit: (text: string) => string = (text) => text) => {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), edit(readFileSync(file, 'utf8')));
      };
      copy('content/home/statistics.json', (text) => text.replace('"suffix"', '"sufix"'));
      copy('content/bg/home/statistics.json');
      copy('content/pages/about.md', (text) => text.replace(/^title:/m, 'titel:'));
      copy('content/bg/pages/about.md');
      expect(formatMirrorProblems(await editionMirrorProblems(root))).toBe(
        [
          'content/home/statistics.json has a misspelt or unknown name:',
          '  [0] → "sufix": is not a field of this entry: did you mean "suffix"? (a name the site does not know is never shown)',
          '',
          'content/pages/about.md has a misspelt or unknown name:',
          '  titel: is not a field of the front matter: did you mean "title"? (a name the site does not know is never shown)',
        ].join('\n'),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('names the file and field of a missing, extra or changed entry', () => {
    const english = {
      title: 'Hi',
      items: [{ id: 'a', href: '/roi', text: 'A' }],
      awaitingConfirmation: { title: 'x' },
    };
    const bulgarian = { items: [{ id: 'b', href: '/pricing', text: 'А' }, { id: 'c' }], extra: 'x' };
    const problems = mirrorProblems('content/bg/x.json', english, bulgarian).map((p) => `${p.at}: ${p.problem}`);
    expect(problems).toEqual([
      'title: is missing: translate it from the English file',
      'items: has 2 items; the English file has 1',
      'items[0] → "id": must be "a", as in the English file (it is not text)',
      'items[0] → "href": must be "/roi", as in the English file (it is not text)',
      'extra: is not in the English file: add it there too, or delete it here',
    ]);
    expect(mirrorProblems('content/bg/x.json', english, { ...english })[0]?.problem).toBe(
      'confirm facts in the English file only: delete this block here',
    );
  });

  it('accepts the empty marker block the content editor writes into a Bulgarian page', () => {
    expect(
      mirrorProblems('f', { title: 'A', awaitingConfirmation: { x: 'y' } }, { title: 'А', awaitingConfirmation: {} }),
    ).toEqual([]);
  });

  describe('a symbol one edition writes and the other leaves empty (the statistics\' "€")', () => {
    const STATS = 'content/home/statistics.json';
    const STATS_BG = 'content/bg/home/statistics.json';
    type Statistic = Record<string, unknown>;
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Statistic[];
    /** The Bulgarian file as the content editor saves it: an empty optional field is left out. */
    const savedByEditor = () =>
      read(STATS_BG).map((item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== '')));

    it('Bulgarian writes "€" after the number: its empty prefix is in the file today', () => {
      expect(read(STATS)[1]).toMatchObject({ prefix: '€', suffix: '+' });
      expect(read(STATS_BG)[1]).toMatchObject({ prefix: '', suffix: '+\u00a0€' });
    });

    it('the file as /admin saves it (the empty prefix left out) still mirrors the English file', () => {
      const saved = savedByEditor();
      expect(saved[1]).not.toHaveProperty('prefix');
      expect(twinMirrorProblems(STATS, read(STATS), STATS_BG, saved)).toEqual([]);
      // Without the schema every key must be in both files, as before.
      expect(mirrorProblems(STATS_BG, read(STATS), saved).map((p) => p.at)).toEqual([
        '[1] → "prefix"',
        '[3] → "prefix"',
      ]);
    });

    it('and the other way round: an English prefix left out beside a Bulgarian symbol', () => {
      const english = read(STATS).map(({ prefix: _prefix, ...item }) => item);
      const bulgarian = read(STATS_BG).map((item) => ({ ...item, prefix: '€' }));
      expect(twinMirrorProblems(STATS, english, STATS_BG, bulgarian)).toEqual([]);
    });

    it('never words: a missing label, a missing page lead or eyebrow is still a missing translation', () => {
      const saved = savedByEditor();
      delete saved[0]!['label'];
      expect(twinMirrorProblems(STATS, read(STATS), STATS_BG, saved).map((p) => `${p.at}: ${p.problem}`)).toEqual([
        '[0] → "label": is missing: translate it from the English file',
      ]);
      // A page's lead and eyebrow may be empty ("" is accepted), but a Bulgarian page without them
      // would silently lack text its English page has.
      const page = { title: 'About', headline: 'About us', eyebrow: 'Our story', lead: 'Who we are.' };
      const twin = { title: 'За нас', headline: 'За нас' };
      expect(twinMirrorProblems('content/pages/about.md', page, 'content/bg/pages/about.md', twin)).toHaveLength(2);
    });

    it('never a required text, even a symbol', () => {
      const schema = { properties: { unit: { 'x-accepts-empty': true } }, required: ['unit'] };
      expect(mirrorProblems('f', { unit: '€' }, {}, { schema })).toHaveLength(1);
      expect(mirrorProblems('f', { unit: '€' }, {}, { schema: { ...schema, required: [] } })).toEqual([]);
    });

    it('never a technical value: an optional path or date left out of one file differs', () => {
      const schema = { properties: { validUntil: { 'x-accepts-empty': true, default: '' } } };
      expect(mirrorProblems('f', { validUntil: '2026-12-31' }, {}, { schema })).toHaveLength(1);
    });
  });

  it('lets words and numbers written as text differ, not numbers or paths', () => {
    expect(mirrorProblems('f', { value: '20,000+', n: 3 }, { value: '20 000+', n: 3 })).toEqual([]);
    expect(mirrorProblems('f', { n: 3 }, { n: 4 })).toHaveLength(1);
    expect(mirrorProblems('f', { link: 'https://a.example/x' }, { link: 'https://b.example/x' })).toHaveLength(1);
  });
});

describe('forms in Bulgarian send the English values', () => {
  it('pairs the English option values with the Bulgarian labels', () => {
    const bulgarian = formCopy('bg').demo;
    const english = formCopy('en').demo;
    expect(bulgarian.options.products.map((c) => c.value)).toEqual(demoFormCopy.options.products);
    expect(bulgarian.options.sources.map((c) => c.value)).toEqual(demoFormCopy.options.sources);
    expect(bulgarian.options.products.map((c) => c.label)).not.toEqual(demoFormCopy.options.products);
    expect(bulgarian.options.tierProduct).toBe('AI Sales Agent');
    expect(bulgarian.options.otherSource).toBe('Other');
    expect(bulgarian.formNames).toEqual(english.formNames);
    expect(english.options.products.every((c) => c.value === c.label)).toBe(true);
    const contact = formCopy('bg').contact;
    expect(contact.reveals).toEqual(formCopy('en').contact.reveals);
    expect(contact.options.builders.map((c) => c.value)).toContain('Other');
  });
});

describe('the words each demo form island receives', () => {
  it('the classic form gets no "How did you hear" words, the guided one no format hints; the rest is kept', () => {
    const copy = formCopy('bg').demo;
    const classic = demoCopyForVariant(copy, 'classic');
    expect(classic.options.sources).toEqual([]);
    expect([classic.fields.source, classic.fields.sourcePlaceholder, classic.fields.sourceOther]).toEqual(['', '', '']);
    expect(classic.fields.emailFormat).toBe(copy.fields.emailFormat);
    expect(classic.fields.websiteFormat).toBe(copy.fields.websiteFormat);
    expect(classic.tooLarge).toBe(copy.tooLarge);
    const guided = demoCopyForVariant(copy, 'guided');
    expect([guided.fields.emailFormat, guided.fields.websiteFormat]).toEqual(['', '']);
    expect(guided.fields.fullName).toBe(copy.fields.fullName);
    expect(guided.options.sources).toEqual(copy.options.sources);
  });
});

describe('demo pages in every edition', () => {
  it('the Bulgarian twin of a voice page is a voice page: one list of stores for both editions', () => {
    const pages = demoPagesOf(['en', 'bg']);
    const english = pages.filter((page) => page.lang === 'en');
    const bulgarian = pages.filter((page) => page.lang === 'bg');
    expect(bulgarian.map((page) => page.path)).toEqual(english.map((page) => `/bg${page.path}`));
    expect(bulgarian.map((page) => page.voice)).toEqual(english.map((page) => page.voice));
    expect(voiceDemoPagePaths(['en', 'bg'])).toContain('/bg/avtozona-2h6w5c');
    expect(voiceDemoPagePaths(['en'])).not.toContain('/bg/avtozona-2h6w5c');
  });
});
