import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { demoPagesOf, voiceDemoStorePaths } from '../../src/lib/node/demo-stores.ts';
import { CHAT_TEST_PATH } from '../../src/lib/shared/route-table.ts';
import { LANGS, LANG_INFO, localizePath } from '../../src/lib/shared/i18n.ts';
import { microphoneAllowlist } from '../support/permissions-policy.ts';
import { builtSite } from './support/built-site.ts';

const site = builtSite();
const headersFile = resolve(site, '_headers');
/** The editions this build published (a production build may leave one out while it awaits review). */
const builtLangs = LANGS.filter((lang) =>
  existsSync(resolve(site, `${LANG_INFO[lang].prefix.slice(1) || 'index'}.html`)),
);

async function headerRules() {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false });
  expect(errors).toEqual([]);
  return headers as Array<(typeof headers)[number] & { forRegExp: RegExp }>;
}

/** The microphone allowlist a browser applies on `path`: the last value of every matching rule. */
function microphoneOn(rules: Awaited<ReturnType<typeof headerRules>>, path: string): string | undefined {
  const matching = rules.filter((h) => h.forRegExp.test(path)).map((h) => h.values['Permissions-Policy'] ?? '');
  return microphoneAllowlist(matching.join(', '));
}

describe('dist/_headers of the build', () => {
  it('publishes both editions here (a local build), so each is checked below', () => {
    expect(builtLangs).toEqual([...LANGS]);
  });

  for (const lang of LANGS) {
    it(`${lang}: allows the microphone on exactly the demo pages whose store uses voice, and the chat test bench`, async () => {
      const rules = await headerRules();
      const pages = demoPagesOf([lang]);
      expect(pages.filter((page) => page.voice)).toHaveLength(voiceDemoStorePaths.length);
      expect(voiceDemoStorePaths.length).toBeGreaterThan(0);
      for (const { path, voice } of pages) {
        expect(existsSync(resolve(site, `${path.slice(1)}.html`)), `${path} is built`).toBe(true);
        expect(microphoneOn(rules, path), path).toBe(voice ? 'microphone=(self)' : 'microphone=()');
      }
      expect(microphoneOn(rules, LANG_INFO[lang].prefix || '/')).toBe('microphone=()');
      // The bench loads any store's chat, a voice store's too (its CSP admits voice).
      const bench = localizePath(CHAT_TEST_PATH, lang);
      expect(existsSync(resolve(site, `${bench.slice(1)}.html`)), `${bench} is built`).toBe(true);
      expect(microphoneOn(rules, bench)).toBe('microphone=(self)');
    });
  }
});
