/**
 * The strings probe: the site built with content/strings.json replaced by a probe file (STRINGS_FILE)
 * in which every interface string is marked «like this». Every marked string must reach a page
 * (text, attribute or island props), and no page may still show one of the original strings
 * unmarked: that would be a copy of the words left in code. Builds into its own out dir.
 * The second check looks for strings of two words or more (a lone word such as "Retry" or
 * "Category" also occurs in unrelated copy and code) outside scripts and styles, and leaves out
 * strings that other content files also contain, since those words legitimately come from there.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS_FILE, STRINGS_FILE_ENV } from '../../src/lib/strings.ts';
import { builtPages, decodeEntities } from '../../scripts/lib/page-weight.ts';

const OPEN = '«';
const CLOSE = '»';

/** Every string of a strings file with its path, e.g. ["chrome.openMenu", "Open menu"]. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

function mark(value: unknown): unknown {
  if (typeof value === 'string') return `${OPEN}${value}${CLOSE}`;
  if (Array.isArray(value)) return value.map(mark);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v)]));
  return value;
}

/** The words of a string up to its first {placeholder}: what a page shows verbatim. */
const verbatim = (s: string) => s.split(/\{\w+\}/)[0]!;

/** All text files under content/ other than the strings file, for words that live there too. */
function otherContent(): string {
  return readdirSync('content', { recursive: true, encoding: 'utf8' })
    .map((f) => join('content', f))
    .filter((f) => f !== DEFAULT_STRINGS_FILE && /\.(json|md|ya?ml)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

const original = JSON.parse(readFileSync(DEFAULT_STRINGS_FILE, 'utf8')) as unknown;
let work = '';
let pages: Array<{ path: string; html: string }> = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'strings-probe-'));
  const probe = join(work, 'strings.probe.json');
  writeFileSync(probe, JSON.stringify(mark(original), null, 2));
  const out = join(work, 'dist');
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    env: {
      ...process.env,
      [STRINGS_FILE_ENV]: probe,
      OUT_DIR: out,
      ASTRO_CACHE_DIR: join(work, '.cache'),
      FORCE_COLOR: '0',
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`probe build failed:\n${result.stdout}\n${result.stderr}`);
  pages = builtPages(out).map((path) => ({ path, html: decodeEntities(readFileSync(join(out, path), 'utf8')) }));
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('interface strings probe (content/strings.json)', () => {
  it('every marked string reaches a page', () => {
    const all = pages.map((p) => p.html).join('\n');
    const missing = leaves(original)
      .map(([path, value]) => [path, OPEN + verbatim(value)] as const)
      .filter(([, needle]) => !all.includes(needle) && !all.includes(JSON.stringify(needle).slice(1, -1)))
      .map(([path]) => path);
    expect(missing, 'strings of content/strings.json that no page uses').toEqual([]);
  });

  it('no page shows an original interface string unmarked', () => {
    const elsewhere = otherContent();
    const originals = leaves(original)
      .map(([path, value]) => [path, verbatim(value).trim()] as const)
      .filter(([, text]) => /\S\s+\S/.test(text) && !elsewhere.includes(text));
    const found: string[] = [];
    for (const page of pages) {
      const unmarked = page.html
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
        .replace(new RegExp(`${OPEN}[^${CLOSE}]*${CLOSE}`, 'g'), ' ');
      for (const [path, text] of originals) if (unmarked.includes(text)) found.push(`${page.path}: ${path} "${text}"`);
    }
    expect(found).toEqual([]);
  });
});
