import { describe, expect, it } from 'vitest';
import {
  bodySections,
  changedExcerpt,
  fingerprint,
  formatStaleTranslations,
  markCurrent,
  markTarget,
  staleTranslations,
  translatableFields,
  type SourceFile,
} from '../../src/lib/node/translation-sources.ts';
import {
  formatLaunchReport,
  launchBlocked,
  launchGateFailure,
  launchReport,
  productionHeadline,
} from '../../src/lib/node/launch-check.ts';
import { resolveDeploy } from '../../src/lib/node/deploy.ts';
import { resolveSiteConfig } from '../../src/schemas/site.ts';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const faq: SourceFile = {
  path: 'content/faqs/site-faq.json',
  data: {
    items: [
      { id: 'cost', question: 'What does it cost?', answer: 'It depends on your plan.', href: '/pricing' },
      { id: 'data', question: 'Where is my data?', answer: 'In the EU.' },
    ],
    awaitingConfirmation: { 'items[1].answer': 'Confirm where the data is hosted.' },
  },
};
const page: SourceFile = {
  path: 'content/pages/about.md',
  data: { title: 'About us', description: 'Who we are' },
  body: 'We build AI for stores.\n\n## Our story\n\nFounded in Sofia.\n\n## Our mission\n\nHelp stores sell.\n',
};

describe('translatableFields', () => {
  it('lists the words of a file, not its ids, paths or confirmation notes', () => {
    expect(translatableFields(faq).map((f) => f.field)).toEqual([
      'items[0].question',
      'items[0].answer',
      'items[1].question',
      'items[1].answer',
    ]);
  });

  it('lists a Markdown body by its sections, named by their English headings', () => {
    const fields = translatableFields(page);
    expect(fields.map((f) => f.field)).toEqual(['title', 'description', 'body[0]', 'body[1]', 'body[2]']);
    expect(fields.find((f) => f.field === 'body[1]')).toMatchObject({ label: 'Our story' });
    expect(bodySections(page.body!)).toHaveLength(3);
  });
});

describe('staleness', () => {
  const marked = markCurrent('bg', [faq, page], { files: {} }, { all: true });

  it('finds nothing once every field is marked current', () => {
    expect(staleTranslations('bg', [faq, page], marked)).toEqual([]);
    expect(marked.files['content/bg/faqs/site-faq.json']?.['items[0].answer']).toEqual({
      fingerprint: fingerprint('It depends on your plan.'),
      english: 'It depends on your plan.',
    });
  });

  it('names the twin, the field and the English before and after when one English sentence changes', () => {
    const reworded = structuredClone(faq);
    (reworded.data as { items: Array<{ answer: string }> }).items[0]!.answer = 'It depends on plan and catalogue size.';
    const stale = staleTranslations('bg', [reworded, page], marked);
    expect(stale).toEqual([
      {
        lang: 'bg',
        file: 'content/bg/faqs/site-faq.json',
        englishFile: 'content/faqs/site-faq.json',
        field: 'items[0].answer',
        state: 'changed',
        before: 'It depends on your plan.',
        now: 'It depends on plan and catalogue size.',
      },
    ]);
    const text = formatStaleTranslations(stale).join('\n');
    expect(text).toContain('content/bg/faqs/site-faq.json (translates content/faqs/site-faq.json)');
    expect(text).toContain('items[0].answer: the English changed');
    expect(text).toContain('before: "It depends on your plan."');
    expect(text).toContain('now:    "It depends on plan and catalogue size."');
  });

  it('counts a section of a Markdown body as one field', () => {
    const edited = { ...page, body: page.body!.replace('Founded in Sofia.', 'Founded in Sofia in 2023.') };
    const stale = staleTranslations('bg', [faq, edited], marked);
    expect(stale.map((s) => [s.file, s.field, s.label])).toEqual([
      ['content/bg/pages/about.md', 'body[1]', 'Our story'],
    ]);
  });

  it('lists a field added since the last mark as unrecorded, until it is marked', () => {
    const grown = structuredClone(faq);
    (grown.data as { items: object[] }).items.push({ id: 'new', question: 'New?', answer: 'Yes.' });
    const stale = staleTranslations('bg', [grown, page], marked);
    expect(stale.map((s) => [s.field, s.state])).toEqual([
      ['items[2].question', 'unrecorded'],
      ['items[2].answer', 'unrecorded'],
    ]);
    const one = markCurrent('bg', [grown, page], marked, {
      files: ['content/bg/faqs/site-faq.json'],
      fields: ['items[2].question'],
    });
    expect(staleTranslations('bg', [grown, page], one).map((s) => s.field)).toEqual(['items[2].answer']);
  });

  it("marking one file leaves another file's stale fields stale", () => {
    const reworded = structuredClone(faq);
    (reworded.data as { items: Array<{ answer: string }> }).items[0]!.answer = 'It depends on plan and catalogue size.';
    const edited = { ...page, body: page.body!.replace('Founded in Sofia.', 'Founded in Sofia in 2023.') };
    const staleFields = (sources: typeof marked) =>
      staleTranslations('bg', [reworded, edited], sources).map((s) => [s.file, s.field]);
    expect(staleFields(marked)).toEqual([
      ['content/bg/faqs/site-faq.json', 'items[0].answer'],
      ['content/bg/pages/about.md', 'body[1]'],
    ]);
    const faqTwin = 'content/bg/faqs/site-faq.json';
    for (const selection of [{ files: [faqTwin] }, { files: [faqTwin], fields: ['items[0].answer'] }]) {
      const one = markCurrent('bg', [reworded, edited], marked, selection);
      expect(staleFields(one)).toEqual([['content/bg/pages/about.md', 'body[1]']]);
      expect(one.files['content/bg/pages/about.md']).toEqual(marked.files['content/bg/pages/about.md']);
    }
  });

  it('serves any language by its code, with no code of its own', () => {
    const german = markCurrent('de' as never, [faq], { files: {} }, { all: true });
    expect(Object.keys(german.files)).toEqual(['content/de/faqs/site-faq.json']);
  });

  it('refuses to mark a file or field that does not exist', () => {
    expect(() => markCurrent('bg', [faq], marked, { files: ['content/bg/nope.json'] })).toThrow(/not a bg twin/);
    expect(() =>
      markCurrent('bg', [faq], marked, { files: ['content/bg/faqs/site-faq.json'], fields: ['items[9].answer'] }),
    ).toThrow(/no translated field/);
  });
});

describe('npm run translations -- mark <file>', () => {
  const english = ['content/faqs/site-faq.json'];

  it('marks the edition whose folder the file is in', () => {
    expect(markTarget({ file: 'content/bg/faqs/site-faq.json' }, ['bg'], english)).toEqual({ lang: 'bg' });
  });

  it('given the English file, names the translation to give instead, with the fields', () => {
    expect(markTarget({ file: 'content/faqs/site-faq.json', fields: ['items[0].answer'] }, ['bg'], english)).toEqual({
      error:
        'content/faqs/site-faq.json is the English file: name its translation instead: npm run translations -- mark content/bg/faqs/site-faq.json "items[0].answer"',
    });
    expect(markTarget({ file: 'content/nope.json' }, ['bg'], english)).toEqual({
      error:
        'content/nope.json is not a translated content file (content/bg/…): npm run translations lists the files and fields to mark',
    });
  });

  /** The command as a person runs it, in this project; nothing below gets as far as writing. */
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['scripts/tools/translations.ts', 'mark', ...args], {
      encoding: 'utf8',
    });
    return { status: result.status, out: result.stdout, err: result.stderr.trim() };
  };

  it('says in one line, exit 2, that the English path is not the one to mark', () => {
    expect(run('content/faqs/site-faq.json', 'items[0].answer')).toEqual({
      status: 2,
      out: '',
      err: 'content/faqs/site-faq.json is the English file: name its translation instead: npm run translations -- mark content/bg/faqs/site-faq.json "items[0].answer"',
    });
  });

  it('names a misspelt field or file in one line, exit 1, without a stack trace', () => {
    expect(run('content/bg/faqs/site-faq.json', 'items[0].anwser')).toEqual({
      status: 1,
      out: '',
      err: 'content/bg/faqs/site-faq.json has no translated field "items[0].anwser" (see npm run translations)',
    });
    expect(run('content/bg/faqs/site-faqs.json')).toEqual({
      status: 1,
      out: '',
      err: 'content/bg/faqs/site-faqs.json is not a bg twin of an English content file',
    });
  });
});

describe('changedExcerpt', () => {
  it('shows where two long texts differ, with some context', () => {
    const before = `${'a'.repeat(200)} old words ${'z'.repeat(200)}`;
    const now = `${'a'.repeat(200)} new words ${'z'.repeat(200)}`;
    const excerpt = changedExcerpt(before, now, 10);
    expect(excerpt.before).toBe('…aaaaaaaaa old words zzz…');
    expect(excerpt.now).toBe('…aaaaaaaaa new words zzz…');
  });
});

describe('the launch report', () => {
  const site = resolveSiteConfig(JSON.parse(readFileSync('content/site.json', 'utf8')), {});
  const production = resolveDeploy({ CONTEXT: 'production', URL: 'https://www.nexa.test', NETLIFY: 'true' });
  const confirmedFaq = { ...faq, data: { items: (faq.data as { items: unknown }).items } };
  const stale = staleTranslations('bg', [{ ...confirmedFaq, data: { items: [] } }], { files: {} });

  it('lists the twin of each unconfirmed English fact as unconfirmed in its language', () => {
    const report = launchReport({
      files: [faq],
      deploy: production,
      site,
      analyticsPromised: false,
      editionLangs: ['bg'],
    });
    expect(report.unconfirmed.map((u) => [u.file, u.field, u.lang])).toEqual([
      ['content/faqs/site-faq.json', 'items[1].answer', undefined],
      ['content/bg/faqs/site-faq.json', 'items[1].answer', 'bg'],
    ]);
    const text = formatLaunchReport(report);
    expect(text).toContain('Awaiting confirmation, en (1):');
    expect(text).toContain('Awaiting confirmation, bg (1):');
    expect(text).toContain('translates an unconfirmed English fact (content/faqs/site-faq.json): Confirm where');
  });

  it('blocks production on a stale translation of a published edition, and only lists it while the edition awaits review', () => {
    const changed = staleTranslations(
      'bg',
      [{ ...confirmedFaq, data: { items: [{ id: 'x', question: 'Now?', answer: 'Now.' }] } }],
      markCurrent(
        'bg',
        [{ ...confirmedFaq, data: { items: [{ id: 'x', question: 'Then?', answer: 'Now.' }] } }],
        { files: {} },
        { all: true },
      ),
    );
    expect(stale).toEqual([]);
    expect(changed).toHaveLength(1);
    const input = { files: [], deploy: production, site, analyticsPromised: false, staleTranslations: changed };
    const published = launchReport(input);
    expect(formatLaunchReport(published)).toContain('Translations out of date, bg (1)');
    const waiting = launchReport({
      ...input,
      editionsAwaitingReview: [{ lang: 'bg', note: 'A native speaker must read it.' }],
    });
    expect(formatLaunchReport(waiting)).toContain('Translations out of date, bg (1), for the review to clear');
    expect(launchBlocked({ ...published, blockers: [], placeholders: [] })).toBe(true);
    expect(launchBlocked({ ...waiting, blockers: [], placeholders: [] })).toBe(false);
  });

  describe('the gate: a draft learns on its deploy preview what production would refuse', () => {
    const reworded = staleTranslations(
      'bg',
      [{ ...confirmedFaq, data: { items: [{ id: 'x', question: 'Now?', answer: 'Now and then.' }] } }],
      markCurrent(
        'bg',
        [{ ...confirmedFaq, data: { items: [{ id: 'x', question: 'Now?', answer: 'Now.' }] } }],
        { files: {} },
        { all: true },
      ),
    );
    const input = { files: [], deploy: production, site, analyticsPromised: false, staleTranslations: reworded };
    /** Only the translation out of date: the facts confirmed, the configuration complete. */
    const onlyStale = { ...launchReport(input), blockers: [], notes: [] };
    const waiting = { ...onlyStale, editionsAwaitingReview: [{ lang: 'bg', note: 'A native speaker must read it.' }] };
    const withFacts = launchReport({ ...input, files: [faq] });

    it('production names the real reason when only a translation is out of date', () => {
      expect(productionHeadline(onlyStale)).toBe(
        'This production build would publish bg translations older than their English (1)',
      );
      const failure = launchGateFailure(onlyStale, 'production')!;
      expect(failure).not.toContain('unconfirmed');
      expect(failure).toContain('content/bg/faqs/site-faq.json (translates content/faqs/site-faq.json)');
      expect(failure).toContain('npm run translations -- mark content/bg/faqs/site-faq.json "items[0].answer"');
      expect(productionHeadline(withFacts)).toBe(
        'This production build would publish unconfirmed or placeholder content and bg translations older than their English (1)',
      );
      expect(
        productionHeadline({
          ...onlyStale,
          staleTranslations: [],
          blockers: [{ what: 'No analytics id', fix: 'Set it' }],
        }),
      ).toBe('This production build is not configured for production');
    });

    it('a deploy preview stops on it, as production will, naming the field and the line that records it', () => {
      const failure = launchGateFailure(onlyStale, 'deploy-preview')!;
      expect(failure).toMatch(/^This deploy preview stops: production would refuse its bg translations/);
      expect(failure).toContain('items[0].answer: the English changed');
      expect(failure).toContain("a developer records each as current on this draft's branch");
      expect(failure).toContain('npm run translations -- mark content/bg/faqs/site-faq.json "items[0].answer"');
      expect(launchGateFailure(withFacts, 'deploy-preview')).toBe(launchGateFailure(onlyStale, 'deploy-preview'));
    });

    it('a deploy preview goes on while the edition awaits its review, or when only facts await confirmation', () => {
      expect(launchGateFailure(waiting, 'deploy-preview')).toBeUndefined();
      expect(launchGateFailure(waiting, 'production')).toBeUndefined();
      const factsOnly = launchReport({ ...input, files: [faq], staleTranslations: [] });
      expect(launchBlocked(factsOnly)).toBe(true);
      expect(launchGateFailure(factsOnly, 'deploy-preview')).toBeUndefined();
      expect(launchGateFailure(factsOnly, 'production')).toMatch(
        /^This production build would publish unconfirmed or placeholder content/,
      );
    });

    it('branch deploys and local builds only warn', () => {
      expect(launchGateFailure(onlyStale, 'branch-deploy')).toBeUndefined();
      expect(launchGateFailure(onlyStale, 'local')).toBeUndefined();
    });
  });
});
