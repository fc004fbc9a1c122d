// Lint rules for the whole project: JavaScript/TypeScript recommended sets, typed rules for
// promises and `any` in src/ and scripts/, Astro components, accessibility of JSX (React islands
// and .astro markup), the rules of React hooks, and the layers of docs/architecture.md (which
// folder may import which). Formatting is Prettier's job: none of these sets has stylistic rules
// that could fight it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './scripts/lint/no-import-cycle.ts';

/**
 * One layer of docs/architecture.md: `files` may not import what `forbidden` matches (a regular
 * expression over the import path, with the reason). Type-only imports pass when `types` is set:
 * an island may name the type of the props its wrapper passes, a build-time module's type included.
 */
function layer(files, forbidden, { types = false, ignores = [] } = {}) {
  // Nothing under src/ imports the tools or the tests (their own layer would drop the fence).
  if (files.every((glob) => glob.startsWith('src/'))) forbidden = [OUT_OF_SRC, ...forbidden];
  return {
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map(([regex, message, typesOfThis = types]) => ({
            regex,
            message,
            ...(typesOfThis ? { allowTypeImports: true } : {}),
          })),
        },
      ],
    },
  };
}

/** An import path that reaches into one of `folders` (a relative path, from any depth). */
const into = (...folders) => `^\\.{1,2}/(.*/)?(${folders.join('|')})/`;

const PAGES = [into('pages'), 'only Astro renders routes; nothing imports a route file'];
const LAYOUTS = [into('layouts'), 'a layout wraps sections; a section or the UI kit never imports a layout'];
const COMPONENTS = [into('components'), 'islands take plain props from their Astro wrapper, not Astro components'];
const ISLANDS = [
  into('islands'),
  'an island is placed by its Astro wrapper in src/components/, not imported from here',
];
const BUILD = [into('node'), 'src/lib/node/ runs in Node at build time; this code runs elsewhere'];
const BENCH = [into('bench'), 'scripts/bench/lib/ is for the benchmarks only'];
const OUT_OF_SRC = [into('scripts', 'tests'), 'the site does not import the tools in scripts/ or the tests in tests/'];
const TESTS = [
  into('tests'),
  'the tests import the code they test, never the other way: share code through scripts/lib/',
];
const BROWSER = [into('browser'), 'src/lib/browser/ needs a browser; this code runs everywhere'];
const NODE = ['^node:', 'this code runs in the browser too: no Node built-ins'];
const SCHEMAS = [into('schemas'), 'the UI kit and islands take plain props, not content schemas'];
// One home for schemas: zod is called in src/schemas/ only (a type from it may be named anywhere).
const ZOD = ['^zod$', 'schemas have one home, src/schemas/: define or extend the schema there and import it', true];
const KIT_OUT = [
  into('sections', 'forms', 'chrome', 'consent', 'motion'),
  'the UI kit (src/components/ui/) is below the sections: it knows no page, section or frame',
];

const TYPED_RULES = {
  '@typescript-eslint/no-floating-promises': 'error',
  // React ignores what an event handler returns; the form's async submit handler catches its own failures.
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
  '@typescript-eslint/no-unsafe-argument': 'error',
  '@typescript-eslint/no-unsafe-assignment': 'error',
  '@typescript-eslint/no-unsafe-call': 'error',
  '@typescript-eslint/no-unsafe-member-access': 'error',
  '@typescript-eslint/no-unsafe-return': 'error',
};

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-*/',
    '.astro/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    '.bench/',
    '.outbox/',
    'public/',
    '.lint-cycle-*/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's position, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Typed rules everywhere code runs, tests included: a promise is awaited or handled, and `any` does not leak.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: TYPED_RULES,
  },
  // The layers (docs/architecture.md): routes → layouts → sections → UI kit; islands get plain
  // props; src/lib by where its code runs (shared, browser, node); benchmark code lives in scripts/bench/; schemas below all.
  layer(['src/**'], []),
  layer(['scripts/**'], [TESTS], { ignores: ['scripts/bench/lib/**'] }),
  layer(['src/components/ui/**'], [KIT_OUT, LAYOUTS, PAGES, ISLANDS, SCHEMAS, ZOD]),
  layer(['src/components/{sections,forms,chrome,consent,motion}/**'], [LAYOUTS, PAGES, ZOD]),
  layer(['src/layouts/**'], [PAGES, ZOD]),
  layer(['src/pages/**'], [ISLANDS, ZOD]),
  layer(['src/islands/**'], [COMPONENTS, LAYOUTS, PAGES, BUILD, BENCH, SCHEMAS, ZOD], { types: true }),
  layer(['src/lib/shared/**'], [BROWSER, BUILD, BENCH, COMPONENTS, ISLANDS, LAYOUTS, PAGES, NODE, ZOD], {
    types: true,
  }),
  layer(['src/lib/browser/**'], [BUILD, BENCH, COMPONENTS, ISLANDS, LAYOUTS, PAGES, NODE, ZOD]),
  // cms/json-schema turns the schemas into the editor's JSON Schema with zod's converter: it defines none.
  layer(['src/lib/node/**'], [BENCH, COMPONENTS, ISLANDS, LAYOUTS, PAGES, ZOD], {
    ignores: ['src/lib/node/cms/json-schema.ts'],
  }),
  layer(['src/lib/node/cms/json-schema.ts'], [BENCH, COMPONENTS, ISLANDS, LAYOUTS, PAGES]),
  layer(['scripts/bench/lib/**'], [TESTS, BUILD, COMPONENTS, ISLANDS, LAYOUTS, PAGES, ZOD]),
  layer(['src/{integrations,directives}/**', 'src/*.ts'], [ZOD]),
  layer(['src/schemas/**'], [BROWSER, BENCH, COMPONENTS, ISLANDS, LAYOUTS, PAGES]),
  {
    // No import cycles, .astro files included (scripts/lint/no-import-cycle.ts says why a rule of our own).
    files: ['**/*.{js,mjs,ts,tsx,astro}'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  {
    // The same typed rules over the frontmatter and template expressions of .astro files.
    // astro-eslint-parser has no projectService: it keeps a TypeScript program of its own on the tsconfig.
    files: ['src/**/*.astro'],
    languageOptions: {
      parserOptions: {
        project: './tsconfig.json',
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
    rules: TYPED_RULES,
  },
  {
    rules: {
      // role="list" on a styled <ul>/<ol> is deliberate: Safari drops list semantics with list-style: none.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A scrollable table region takes tabindex="0" so keyboard users can scroll it (axe: scrollable-region-focusable).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['region'] }],
    },
  },
]);
