// Lint rules for the whole project: JavaScript/TypeScript recommended sets, Astro components,
// accessibility of JSX (React islands and .astro markup) and the rules of React hooks. Formatting
// is Prettier's job: none of these sets has stylistic rules that could fight it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      // role="list" on a styled <ul>/<ol> is deliberate: Safari drops list semantics with list-style: none.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A scrollable table region takes tabindex="0" so keyboard users can scroll it (axe: scrollable-region-focusable).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['region'] }],
    },
  },
]);
