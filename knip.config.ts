import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies. The Astro, Vitest and Playwright plugins add the pages,
// astro.config.mjs, the test files and the configs; the entries below are what they cannot see.
const config: KnipConfig = {
  entry: [
    // Wired into astro.config.mjs.
    'src/integrations/*.ts',
    'src/directives/*.ts',
    // Put before every Sass file by astro.config.mjs (vite.css.preprocessorOptions.scss.additionalData).
    'src/styles/_mixins.scss',
    // Run with `node scripts/...` from package.json, .ci/run or the README.
    'scripts/**/*.ts',
    // Test suites of every layer (the Playwright and Vitest projects).
    'tests/**/*.{test,spec}.{ts,tsx}',
  ],
  project: ['src/**/*.{ts,tsx,astro,scss,sass}', 'scripts/**/*.ts', 'tests/**/*.ts', '*.{ts,mjs,js}'],
  ignoreDependencies: [
    // Both are located with require.resolve() (the validator's jar, the chat widget's real bundle), which knip cannot follow.
    'vnu-jar',
    '@voiceflow/react-chat',
    // The editor's fonts, copied into dist/admin by file name (src/lib/node/cms-self-hosted.ts).
    '@fontsource-variable/source-sans-3',
    '@fontsource/noto-mono',
    '@fontsource-variable/material-symbols-outlined',
  ],
  // Named exports of three.js re-exported as one namespace object for Vanta (it reads THREE.x).
  ignore: ['src/components/motion/three-for-vanta.ts'],
  // Debian's package manager, run by scripts/tools/ensure-system-deps.ts when a browser or Java is
  // missing, and Debian's Xvfb, the display WebKit's MiniBrowser runs in (tests/engines/support/engines.ts).
  ignoreBinaries: ['apt-get', 'Xvfb'],
};

export default config;
