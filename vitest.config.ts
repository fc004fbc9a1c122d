/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Three layers: `unit` (pure modules, content, Netlify rules; no build needed), `build` (builds a
// copy of the project: the production gate and the content probe) and `dist` (checks over the
// built site in dist/, which fail when it is missing or older than the sources).
export default getViteConfig({
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
      { extends: true, test: { name: 'dist', include: ['tests/dist/**/*.test.ts'] } },
    ],
  },
});
