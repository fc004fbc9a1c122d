/**
 * Where the other engines of the cross-engine checks live (Debian's packages): Firefox ESR, and
 * WebKitGTK's WebDriver with its MiniBrowser. The engine clients (tests/engines/support/engines.ts)
 * start them; ensure-system-deps checks they are installed. Chromium's paths: chromium.ts.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
