/**
 * Every built page is valid HTML for the Nu HTML Checker (vnu-jar, the W3C validator), zero
 * errors. Warnings are allowed. vnu starts once for all files (its JVM start is the slow part).
 * Needs Java: scripts/tools/ensure-system-deps.ts installs Debian's default-jre-headless when root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPagePaths } from '../../scripts/lib/page-weight.ts';
import { builtSite } from './support/built-site.ts';

const root = builtSite();
const java = process.env.JAVA_PATH ?? 'java';
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
/** Installs Java when it is missing (and everything else the tests need from Debian). */
const ensureSystemDeps = fileURLToPath(new URL('../../scripts/tools/ensure-system-deps.ts', import.meta.url));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Messages vnu reports as errors although the markup is right for its purpose: CSS features that
 * browsers ship and the checker's CSS grammar (last updated before them) does not know yet, and
 * Netlify's documented form attribute. Each entry says why; no other HTML error is ever ignored.
 */
export const FALSE_POSITIVES: Array<{ pattern: RegExp; why: string }> = [
  {
    pattern: /^CSS: Unrecognized at-rule “@(view-transition|starting-style|position-try)”/,
    why: 'CSS View Transitions Level 2, CSS Transitions Level 2 and CSS Anchor Positioning at-rules, shipped in Chromium and Safari; vnu’s CSS grammar predates them.',
  },
  {
    pattern:
      /^CSS: “(anchor-name|anchor-scope|position-anchor|position-area|position-try|position-try-fallbacks|position-try-order|position-visibility)”: Property “[a-z-]+” doesn't exist/,
    why: 'CSS Anchor Positioning properties (popover menus placed under their button).',
  },
  {
    pattern: /^CSS: “[a-z-]+”: “anchor(-size)?\(/,
    why: 'anchor() and anchor-size() values of CSS Anchor Positioning in inset and size properties.',
  },
  {
    pattern:
      /^CSS: “(interpolate-size|field-sizing|transition-behavior|view-transition-name|view-transition-class)”: Property “[a-z-]+” doesn't exist/,
    why: 'CSS Values 5 interpolate-size, CSS UI 4 field-sizing, CSS Transitions 2 transition-behavior and View Transitions names: valid properties unknown to vnu.',
  },
  {
    pattern: /^Attribute “netlify-honeypot” not allowed on element “form” at this point\.$/,
    why: 'Netlify Forms reads this attribute at deploy time to reject bot submissions (docs.netlify.com/forms/spam-filters: "adding a netlify-honeypot attribute to your <form>"); it has no data- form.',
  },
];

export function isFalsePositive(message: string): boolean {
  return FALSE_POSITIVES.some((f) => f.pattern.test(message));
}

function javaAvailable(): boolean {
  return spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0;
}

// On a machine with Java the installer never runs, so a moved script would only show on one without.
it('the installer run on a machine without Java exists', () => {
  expect(existsSync(ensureSystemDeps)).toBe(true);
});

describe('filters of known vnu false positives', () => {
  it.each([
    ['CSS: Unrecognized at-rule “@view-transition”', true],
    ['CSS: Unrecognized at-rule “@starting-style”', true],
    ["CSS: “anchor-name”: Property “anchor-name” doesn't exist.", true],
    ['CSS: “top”: “anchor(bottom)” is not a “top” value.', true],
    ["CSS: “field-sizing”: Property “field-sizing” doesn't exist.", true],
    ["CSS: “colour”: Property “colour” doesn't exist.", false],
    ['Stray start tag “script”.', false],
    ['The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute.', false],
    ['Duplicate ID “contact”.', false],
    ['Attribute “netlify-honeypot” not allowed on element “form” at this point.', true],
    ['Attribute “netlify” not allowed on element “form” at this point.', false],
    ['A “style” element in “body” must be the first child of its parent.', false],
  ])('%s -> filtered: %s', (message, filtered) => {
    expect(isFalsePositive(message)).toBe(filtered);
  });
});

describe(`HTML validity of ${relative(process.cwd(), root) || root} (Nu HTML Checker)`, () => {
  const files = builtPagePaths(root).map((page) => join(root, page));
  let messages: VnuMessage[] = [];

  beforeAll(() => {
    if (!javaAvailable()) {
      execFileSync(process.execPath, [ensureSystemDeps], { stdio: 'inherit' });
    }
    const run = spawnSync(java, ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    // vnu writes its JSON report to stderr.
    messages = (JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }).messages;
  }, 180_000);

  it('checks every built page', () => {
    expect(files.length).toBeGreaterThanOrEqual(28);
  });

  it('reports zero errors (known CSS false positives filtered, warnings allowed)', () => {
    const errors = messages
      .filter((m) => m.type !== 'info' && !isFalsePositive(m.message))
      .map((m) => `${relative(root, fileURLToPath(m.url ?? 'file:///unknown'))}:${m.lastLine ?? '?'}: ${m.message}`);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
