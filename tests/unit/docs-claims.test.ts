/**
 * Docs that stay true: `npm run check` runs scripts/tools/check-docs.ts, which fails on a path or an
 * npm script the docs name and the repository lacks (scripts/lib/docs-claims.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docProblems, type DocFile } from '../../scripts/lib/docs-claims.ts';

const SCRIPTS = new Set(['check', 'build', 'test:unit']);
const present = new Set(['src/lib/node/routes.ts', 'docs/forms.md', 'tests/e2e', 'src/pages/[...lang]/about.astro']);
const problemsOf = (file: string, text: string) => docProblems([{ file, text }], (path) => present.has(path), SCRIPTS);

describe('the claims of the docs', () => {
  it('fails naming file and line on a repository path that does not exist', () => {
    const text =
      'Routes live in `src/lib/node/routes.ts`.\nThe forms: `src/lib/node/forms-gone.ts`, then `tests/e2e`.\n';
    expect(problemsOf('CONTRIBUTING.md', text)).toEqual([
      { file: 'CONTRIBUTING.md', line: 2, message: 'src/lib/node/forms-gone.ts does not exist' },
    ]);
  });

  it('fails on an npm script package.json lacks', () => {
    const text = 'Run `npm run check`, then `npm run test:unit -- tests/e2e` and `npm run lint:docs`.';
    expect(problemsOf('README.md', text)).toEqual([
      { file: 'README.md', line: 1, message: 'npm run lint:docs: package.json has no script "lint:docs"' },
    ]);
  });

  it('resolves a Markdown link from the folder of the document, and drops anchors, line numbers and punctuation', () => {
    expect(problemsOf('docs/editing.md', 'See [forms](forms.md#hidden-fields) and src/lib/node/routes.ts:12.')).toEqual(
      [],
    );
    expect(problemsOf('docs/editing.md', 'See [the map](architecture.md).')).toEqual([
      { file: 'docs/editing.md', line: 1, message: 'link to architecture.md: docs/architecture.md does not exist' },
    ]);
    expect(
      problemsOf('README.md', 'The route `src/pages/[...lang]/about.astro` and [the site](https://example.com/x)'),
    ).toEqual([]);
  });

  it('skips placeholders and patterns: <, *, {, … or a trailing ...', () => {
    const text = '`content/bg/<path>`, `tests/e2e*/`, `src/{a,b}.ts`, `content/pages/…`, `scripts/...`';
    expect(problemsOf('README.md', text)).toEqual([]);
  });

  it('holds for the real README, CONTRIBUTING and docs/', () => {
    const files = [
      'README.md',
      'CONTRIBUTING.md',
      ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ];
    const docs: DocFile[] = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(docProblems(docs, existsSync, new Set(Object.keys(scripts)))).toEqual([]);
  });
});
