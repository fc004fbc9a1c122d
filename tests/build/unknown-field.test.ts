/**
 * A misspelt field name stops the real build (src/schemas/known-fields.ts). Built from a copy of
 * the project whose English statistics write "sufix" for "suffix", the build fails naming the
 * file, the entry and the name it was meant to be, instead of publishing the number without its
 * "+"; the edition mirror check, which runs first, does not ask for "sufix" in the Bulgarian twin.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPath } from '../../src/lib/shared/edition-paths.ts';
import { buildCopy, copyProject } from '../support/project-copy.ts';

const STATISTICS = 'content/home/statistics.json';

let copy = '';

beforeAll(() => {
  copy = copyProject('unknown-field');
  const entries = JSON.parse(readFileSync(join(copy, STATISTICS), 'utf8')) as Array<Record<string, unknown>>;
  const misspelt = entries.map(({ suffix, ...entry }, index) =>
    index === 2 ? { ...entry, sufix: suffix } : { ...entry, suffix },
  );
  writeFileSync(join(copy, STATISTICS), `${JSON.stringify(misspelt, null, 2)}\n`);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a content file with a name its schema does not know', { timeout: 180_000 }, () => {
  it('stops the build with the file, the entry and the field it was meant to be', () => {
    const { status, output } = buildCopy(copy);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `${STATISTICS} has a misspelt or unknown name:\n  [2] → "sufix": is not a field of this entry: did you mean "suffix"? (a name the site does not know is never shown)`,
    );
    // Nor as an English field whose translation is out of date.
    expect(output).not.toContain(`${contentPath(STATISTICS, 'bg')} does not mirror its English file`);
    expect(output).not.toContain('[2].sufix');
  });
});
