/**
 * The layers of docs/architecture.md are lint rules (eslint.config.js): a wrong-way import fails
 * `npm run check`. Each case lints a two-line module, as if it were written in that folder, with
 * the project's own ESLint configuration; so does an import cycle (local/no-import-cycle).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ignore: false, so the cycle test's modules are linted in their folder, which `eslint .` skips.
const eslint = new ESLint({ ignore: false });

/** The messages of `rule` (the layer rule unless named) for `code` written at `filePath`. */
async function layerErrors(
  filePath: string,
  code: string,
  rule = '@typescript-eslint/no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

// The first lint loads the whole configuration (typed rules included): slower than a unit test.
describe('layers enforced by lint', { timeout: 60_000 }, () => {
  it('the UI kit may not import a page section', async () => {
    const errors = await layerErrors(
      'src/components/ui/Wrong.js',
      "import Hero from '../sections/home/HomeHero.astro';\nexport { Hero };\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'the UI kit (src/components/ui/) is below the sections: it knows no page, section or frame',
      ),
    ]);
  });

  it('an island may not import build-time code, but may name a type of its props', async () => {
    const wrong = await layerErrors(
      'src/islands/forms/Wrong.js',
      "import { site } from '../../lib/node/site.ts';\nexport { site };\n",
    );
    expect(wrong).toEqual([expect.stringContaining('src/lib/node/ runs in Node at build time')]);
    const typeOnly = await layerErrors(
      'src/islands/forms/Right.js',
      "import type { SiteConfig } from '../../schemas/site.ts';\nexport type Site = SiteConfig;\n",
    );
    expect(typeOnly).toEqual([]);
  });

  it('a schema defined outside src/schemas/ fails: one home for schemas', async () => {
    const wrong = await layerErrors(
      'src/lib/node/Wrong.js',
      "import { z } from 'zod';\nexport const stores = z.array(z.string());\n",
    );
    expect(wrong).toEqual([expect.stringContaining('schemas have one home, src/schemas/')]);
    const typeOnly = await layerErrors(
      'src/lib/node/Right.js',
      "import type { z } from 'zod';\nexport type Plain = z.ZodType;\n",
    );
    expect(typeOnly).toEqual([]);
  });

  it('shared code may not import browser-only code or Node built-ins', async () => {
    const errors = await layerErrors(
      'src/lib/shared/Wrong.js',
      "import { readFileSync } from 'node:fs';\nimport { trapFocus } from '../browser/focus-trap.ts';\nexport { readFileSync, trapFocus };\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('an .astro file is held to its layer too: a UI-kit component may not import a section or a layout', async () => {
    const errors = await layerErrors(
      'src/components/ui/Section.astro', // a real file: the typed lint of .astro parses files of the project only
      "---\nimport Hero from '../sections/home/HomeHero.astro';\nimport Page from '../../layouts/PageLayout.astro';\n---\n\n<Page><Hero /></Page>\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('the UI kit (src/components/ui/) is below the sections'),
      expect.stringContaining('a layout wraps sections; a section or the UI kit never imports a layout'),
    ]);
  });

  it('the site never imports the tools or the tests, and the tools never import the tests', async () => {
    const site = await layerErrors(
      'src/lib/shared/Wrong.js',
      "import { CHROMIUM_PATH } from '../../../scripts/lib/chromium.ts';\nexport { CHROMIUM_PATH };\n",
    );
    expect(site).toEqual([expect.stringContaining('the site does not import the tools in scripts/ or the tests')]);
    const section = await layerErrors(
      'src/components/sections/home/Modules.astro',
      "---\nimport { SPEC_LISTS } from '../../../../tests/support/spec-lists.ts';\n---\n\n<p>{SPEC_LISTS}</p>\n",
    );
    expect(section).toEqual([expect.stringContaining('the site does not import the tools in scripts/ or the tests')]);
    const tool = await layerErrors(
      'scripts/tools/Wrong.js',
      "import { FIREFOX } from '../../tests/engines/support/engines.ts';\nexport { FIREFOX };\n",
    );
    expect(tool).toEqual([expect.stringContaining('the tests import the code they test, never the other way')]);
    const test = await layerErrors(
      'tests/unit/Right.js',
      "import { CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';\nimport { site } from '../../src/lib/node/site.ts';\nexport { CHROMIUM_PATH, site };\n",
    );
    expect(test).toEqual([]);
  });

  it('two modules that import each other fail, a type-only import back does not', async () => {
    // In the project (the rule follows its relative imports) but in a folder every check skips
    // (.gitignore, eslint.config.js): `npm test` runs ESLint, Prettier and knip beside these tests.
    const folder = mkdtempSync(join(process.cwd(), '.lint-cycle-'));
    try {
      const a = join(folder, 'a.js');
      const b = join(folder, 'b.js');
      const c = join(folder, 'c.ts');
      writeFileSync(a, "import { b } from './b.js';\nexport const a = () => b;\n");
      writeFileSync(b, "import { a } from './a.js';\nexport const b = () => a;\n");
      writeFileSync(c, "import type { D } from './d.ts';\nexport type C = D;\n");
      const cycle = await layerErrors(
        a,
        "import { b } from './b.js';\nexport const a = () => b;\n",
        'local/no-import-cycle',
      );
      const name = relative(process.cwd(), folder);
      expect(cycle).toEqual([`import cycle: ${name}/a.js → ${name}/b.js → ${name}/a.js`]);
      const typesOnly = await layerErrors(
        join(folder, 'd.ts'),
        "import { type C } from './c.ts';\nexport type D = C | string;\n",
        'local/no-import-cycle',
      );
      expect(typesOnly).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
