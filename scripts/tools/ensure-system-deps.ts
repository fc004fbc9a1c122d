/**
 * System tools the tests need: Debian's Chromium, Firefox ESR and WebKitGTK (WebKitWebDriver with
 * its MiniBrowser, and Xvfb for its window) for the browser tests (nothing may download browsers
 * or drivers on these machines) and Java for the Nu HTML Checker (vnu-jar) in the dist tests. When one is missing and we are root with apt, install it; otherwise say what to install.
 */
import { CHROMIUM_PATH, CHROMIUM_TEST_PATH } from '../lib/chromium.ts';
import { FIREFOX_PATH, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from '../lib/engine-paths.ts';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function onPath(command: string): boolean {
  try {
    execFileSync(command, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface Requirement {
  name: string;
  present: () => boolean;
  debianPackages: string[];
}

const requirements: Requirement[] = [
  {
    name: 'Chromium and its headless shell',
    present: () => existsSync(CHROMIUM_PATH) && existsSync(CHROMIUM_TEST_PATH),
    debianPackages: ['chromium', 'chromium-headless-shell', 'fonts-dejavu-core'],
  },
  {
    name: 'Firefox ESR',
    present: () => existsSync(FIREFOX_PATH),
    debianPackages: ['firefox-esr'],
  },
  {
    name: 'WebKitGTK (WebKitWebDriver, MiniBrowser) and Xvfb',
    present: () => existsSync(WEBKIT_DRIVER_PATH) && existsSync(MINIBROWSER_PATH) && existsSync('/usr/bin/Xvfb'),
    debianPackages: ['webkit2gtk-driver', 'xvfb'],
  },
  {
    name: 'Java (for the Nu HTML Checker)',
    present: () => onPath(process.env.JAVA_PATH ?? 'java'),
    debianPackages: ['default-jre-headless'],
  },
];

const missing = requirements.filter((r) => !r.present());
if (missing.length) {
  const packages = missing.flatMap((r) => r.debianPackages);
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Missing: ${missing.map((r) => r.name).join(', ')}. Install the Debian packages: sudo apt-get install -y ${packages.join(' ')}\n` +
        'or point CHROMIUM_PATH, CHROMIUM_TEST_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH at those binaries and JAVA_PATH at a Java 11+ binary.',
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian (needed by the browser tests)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  for (const r of missing) {
    if (!r.present()) {
      console.error(`${r.name} is still missing after the install.`);
      process.exit(1);
    }
  }
}
