/** Technical names (src/lib/node/cms/locks.ts): read-only in the editor, with why. */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_FIELDS, LOCKED_HINT } from '../../../src/lib/node/cms/index.ts';
import { lockOf } from '../../../src/lib/node/cms/locks.ts';
import { entries, loadEditorConfig, type AnyField } from './editor.ts';

beforeAll(async () => {
  await loadEditorConfig();
}, 30_000);

describe('technical names', () => {
  /** The fields of `file` at `path` ("[]" for list items), walked through the generated YAML. */
  function fieldAt(file: string, path: string): AnyField[] {
    let level: AnyField[] = entries.get(file)!.fields;
    const parts = path.split('.');
    if (parts[0]?.startsWith('[]')) {
      const root = level[0]!;
      level = root.fields ?? [];
      parts[0] = parts[0].slice(2);
      if (parts[0] === '') parts.shift();
    }
    const found: AnyField[] = [];
    const walk = (fields: AnyField[], rest: string[]) => {
      const [name, ...tail] = rest;
      for (const field of fields.filter((f) => f.name === name)) {
        if (tail.length === 0) found.push(field);
        else {
          walk(field.fields ?? [], tail);
          for (const type of field.types ?? []) walk(type.fields, tail);
        }
      }
    };
    walk(level, parts);
    return found;
  }

  it('technical names (Netlify form names, demo page ids, chat project and session ids, service ids) are read-only with a warning', () => {
    const expected: Array<[string, string]> = [
      ['content/forms/contact.json', 'formName'],
      ['content/forms/waitlist.json', 'formName'],
      ['content/forms/demo.json', 'formNames.classic'],
      ['content/forms/demo.json', 'formNames.guided'],
      ['content/demo-stores.json', '[].slug'],
      ['content/demo-stores.json', '[].id'],
      ['content/demo-stores.json', '[].chat.projectId'],
      ['content/demo-stores.json', '[].chat.session.id'],
      ['content/demo-stores.json', '[].chat.session.prefix'],
      ['content/site.json', 'services.analyticsId'],
      ['content/site.json', 'services.email.publicKey'],
      ['content/site.json', 'services.chat.runtimeUrl'],
    ];
    for (const [file, path] of expected) {
      const fields = fieldAt(file, path);
      expect(fields.length, `${file} ${path}`).toBeGreaterThan(0);
      for (const field of fields) {
        expect(field, `${file} ${path}`).toMatchObject({ readonly: true });
        expect(String((field as AnyField & { hint?: string }).hint)).toContain(LOCKED_HINT);
      }
    }
    expect(LOCKED_FIELDS.length).toBeGreaterThan(0);
    // Ordinary words stay editable.
    const label = fieldAt('content/forms/demo.json', 'fields.fullName')[0] as AnyField & { readonly?: boolean };
    expect(label.readonly).toBeUndefined();
    const name = fieldAt('content/demo-stores.json', '[].name')[0] as AnyField & { readonly?: boolean };
    expect(name.readonly).toBeUndefined();
  });
});

describe('a list whose items need a locked value', () => {
  type ListOptions = AnyField & { allow_add?: boolean; allow_duplicate?: boolean };

  it('demo stores: no Add or Duplicate (a new item could never be saved: its slug and ids stay empty)', () => {
    const [stores] = entries.get('content/demo-stores.json')!.fields as ListOptions[];
    expect(stores).toMatchObject({ widget: 'list', root: true, allow_add: false, allow_duplicate: false });
    // The words of an existing store stay editable, and items can still be removed and reordered.
    expect(stores!.fields!.find((f) => f.name === 'welcome')).not.toHaveProperty('readonly');
    expect(stores).not.toHaveProperty('allow_remove');
  });

  it('every other list can grow', () => {
    const closed = [...entries]
      .filter(([, entry]) => JSON.stringify(entry.fields).includes('"allow_add":false'))
      .map(([file]) => file);
    expect(closed).toEqual(['content/demo-stores.json']);
  });
});

describe('which field a lock covers', () => {
  it('the locked path itself and everything under it, in the file it names only', () => {
    expect(lockOf('content/forms/contact.json', 'formName')?.why).toMatch(/Netlify form name/);
    expect(lockOf('content/site.json', 'services.email.publicKey')?.why).toMatch(/service ids/);
    expect(lockOf('content/demo-stores.json', '[].chat.session.id')).toBeDefined();
    expect(lockOf('content/demo-stores.json', '[].name')).toBeUndefined();
    expect(lockOf('content/forms/contact.json', 'formNameHint')).toBeUndefined();
    expect(lockOf('content/faqs/site-faq.json', 'formName')).toBeUndefined();
  });
});
