/**
 * Debian's Chromium, as every browser run here starts it (tests, screenshots, benchmark).
 * Playwright cannot download browsers on these machines; the background-networking flags keep
 * Chromium from calling hosts the closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell of the same build (chromium-headless-shell),
 * which is what Playwright itself runs headless. Same Blink, no browser UI: the route walk takes
 * about a third less time than in the full browser's headless mode. Screenshots and the benchmark
 * keep the full browser.
 */
export const CHROMIUM_TEST_PATH = process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
