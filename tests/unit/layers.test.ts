/**
 * The layers of docs/architecture.md are lint rules (eslint.config.js): a wrong-way import fails
 * `npm run check`. Each case lints a two-line module, as if it were written in that folder, with
 * the project's own ESLint configuration.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the layer rule for `code` written at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
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
});
