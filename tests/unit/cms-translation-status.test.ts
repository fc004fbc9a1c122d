import { describe, expect, it } from 'vitest';
import type { CmsConfig } from '@sveltia/cms';
import { withTranslationStatus } from '../../src/lib/node/cms-translation-status.ts';
import type { StaleTranslation } from '../../src/lib/node/translation-sources.ts';

const config = () =>
  ({
    collections: [
      {
        name: 'faqs',
        files: [
          {
            name: 'site-faq',
            label: 'Site faq',
            file: 'content/{{locale}}/faqs/site-faq.json',
            fields: [
              {
                name: 'items',
                widget: 'list',
                fields: [
                  { name: 'question', widget: 'string' },
                  { name: 'answer', widget: 'text', hint: 'One or two sentences.' },
                ],
              },
            ],
          },
          { name: 'other', label: 'Other', file: 'content/{{locale}}/faqs/other.json', fields: [] },
          {
            name: 'demo-stores',
            label: 'Demo stores',
            file: 'content/{{locale}}/demo-stores.json',
            fields: [
              {
                name: 'items',
                widget: 'list',
                root: true,
                fields: [
                  { name: 'name', widget: 'string' },
                  { name: 'welcome', widget: 'text', hint: 'Two or three sentences.' },
                ],
              },
            ],
          },
        ],
      },
    ],
  }) as unknown as CmsConfig;

const stale: StaleTranslation = {
  lang: 'bg',
  file: 'content/bg/faqs/site-faq.json',
  englishFile: 'content/faqs/site-faq.json',
  field: 'items[3].answer',
  state: 'changed',
  before: 'It depends on your plan.',
  now: 'It depends on your plan and catalogue.',
};

type Node = { label?: string; hint?: string; fields?: Node[]; files?: Node[] };

describe('the content editor shows translations out of date', () => {
  it('marks the file in its label and the field with what changed', () => {
    const marked = withTranslationStatus(config(), [stale]) as unknown as { collections: Node[] };
    const [faq, other] = marked.collections[0]!.files!;
    expect(faq!.label).toBe('Site faq ⚠ bg: 1 to re-translate');
    expect(other!.label).toBe('Other');
    const answer = faq!.fields![0]!.fields![1]!;
    expect(answer.hint).toContain(
      '⚠ bg, item 4 of Items only (items[3].answer; this note shows under every item): the English changed from “It depends on your plan.” to “It depends on your plan and catalogue.”',
    );
    expect(answer.hint).toContain('One or two sentences.');
  });

  it('says what an editor does (re-translate, save, ask a developer to record it), not "mark it current"', () => {
    const marked = withTranslationStatus(config(), [stale]) as unknown as { collections: Node[] };
    const hint = marked.collections[0]!.files![0]!.fields![0]!.fields![1]!.hint!;
    expect(hint).toContain('Re-translate it on the Bulgarian side and save.');
    expect(hint).toContain(
      'before you publish, ask a developer to record it as current (npm run translations -- mark content/bg/faqs/site-faq.json "items[3].answer")',
    );
    expect(hint).not.toMatch(/then mark it current/);
  });

  it("names each changed item: a list field's note shows under all ten FAQ answers", () => {
    const first: StaleTranslation = { ...stale, field: 'items[0].answer', before: 'Two weeks.', now: 'Three weeks.' };
    const marked = withTranslationStatus(config(), [first, stale]) as unknown as { collections: Node[] };
    const faq = marked.collections[0]!.files![0]!;
    expect(faq.label).toBe('Site faq ⚠ bg: 2 to re-translate');
    const hint = faq.fields![0]!.fields![1]!.hint!;
    expect(hint.match(/⚠ bg, item (\d+) of Items only/g)).toEqual([
      '⚠ bg, item 1 of Items only',
      '⚠ bg, item 4 of Items only',
    ]);
    expect(faq.fields![0]!.fields![0]!.hint).toBeUndefined();
  });

  it("names the section of a page's copy by its heading", () => {
    const section: StaleTranslation = {
      ...stale,
      file: 'content/bg/pages/about.md',
      englishFile: 'content/pages/about.md',
      field: 'body[1]',
      label: 'Our story',
      state: 'unrecorded',
    };
    const about = {
      collections: [
        {
          name: 'pages',
          files: [
            { name: 'about', label: 'About', file: 'content/{{locale}}/pages/about.md', fields: [{ name: 'body' }] },
          ],
        },
      ],
    } as unknown as CmsConfig;
    const marked = withTranslationStatus(about, [section]) as unknown as { collections: Node[] };
    expect(marked.collections[0]!.files![0]!.fields![0]!.hint).toMatch(
      /^⚠ bg, the section “Our story” \(body\[1\]\): nothing records which English this translates\. Check the text on the Bulgarian side against it and save\./,
    );
  });

  it('finds the field in a file that is a list at the top level ("[1].welcome")', () => {
    const item: StaleTranslation = {
      ...stale,
      file: 'content/bg/demo-stores.json',
      englishFile: 'content/demo-stores.json',
      field: '[1].welcome',
      before: 'Welcome.',
      now: 'Welcome, VM Club team.',
    };
    const marked = withTranslationStatus(config(), [item]) as unknown as { collections: Node[] };
    const stores = marked.collections[0]!.files![2]!;
    expect(stores.label).toBe('Demo stores ⚠ bg: 1 to re-translate');
    const [list] = stores.fields!;
    expect(list!.hint).toBeUndefined();
    expect(list!.fields![1]!.hint).toBe(
      '⚠ bg, item 2 only ([1].welcome; this note shows under every item): the English changed from “Welcome.” to “Welcome, VM Club team.”. ' +
        'Re-translate it on the Bulgarian side and save. Then, before you publish, ask a developer to record it as current ' +
        '(npm run translations -- mark content/bg/demo-stores.json "[1].welcome"): a production build that publishes Bulgarian refuses it until then.' +
        '\n\nTwo or three sentences.',
    );
    expect(list!.fields![0]!.hint).toBeUndefined();
  });

  it('leaves the configuration alone when every translation is current', () => {
    expect(withTranslationStatus(config(), [])).toEqual(config());
  });
});
