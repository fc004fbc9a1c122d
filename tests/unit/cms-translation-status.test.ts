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
      '⚠ bg: the English changed from “It depends on your plan.” to “It depends on your plan and catalogue.”',
    );
    expect(answer.hint).toContain('One or two sentences.');
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
      '⚠ bg: the English changed from “Welcome.” to “Welcome, VM Club team.”. Re-translate it, then mark it current.\n\nTwo or three sentences.',
    );
    expect(list!.fields![0]!.hint).toBeUndefined();
  });

  it('leaves the configuration alone when every translation is current', () => {
    expect(withTranslationStatus(config(), [])).toEqual(config());
  });
});
