/**
 * Debian's Chromium, as every browser run here starts it (tests, screenshots, benchmark).
 * Playwright cannot download browsers on these machines; the background-networking flags keep
 * Chromium from calling hosts the closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
