import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { voiceDemoStorePaths, demoStorePaths } from '../../src/lib/demo-stores.ts';
import { buildHeaderRules, permissionsPolicy, serializeHeaderRules } from '../../src/lib/netlify-headers.ts';

/** The Permissions-Policy a browser applies: the last value of a feature wins (RFC 8941). */
function microphoneAllowlist(policy: string): string | undefined {
  const entries = policy.split(',').map((entry) => entry.trim());
  return entries.filter((entry) => entry.startsWith('microphone=')).at(-1);
}

describe('build-dependent headers', () => {
  it('deny every powerful feature by default, the microphone included', () => {
    const policy = permissionsPolicy();
    for (const feature of ['camera', 'geolocation', 'microphone', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('let only the voice demo pages ask for the microphone, for their own document', () => {
    const rules = buildHeaderRules({ indexable: true, voicePaths: ['/avtozona-2h6w5c'] });
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/avtozona-2h6w5c']);
    expect(microphoneAllowlist(rules[0]!.values['Permissions-Policy']!)).toBe('microphone=()');
    expect(microphoneAllowlist(rules[1]!.values['Permissions-Policy']!)).toBe('microphone=(self)');
  });

  it('say noindex on every response outside production, and nothing in production', () => {
    expect(buildHeaderRules({ indexable: false, voicePaths: [] })[0]!.values['X-Robots-Tag']).toBe('noindex');
    expect(buildHeaderRules({ indexable: true, voicePaths: [] })[0]!.values).not.toHaveProperty('X-Robots-Tag');
  });

  it('serialise to a _headers file that Netlify parses without errors', async () => {
    const text = serializeHeaderRules(buildHeaderRules({ indexable: false, voicePaths: ['/a-b'] }), 'test');
    const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp(resolve('/tmp', 'headers-')));
    const file = resolve(dir, '_headers');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, text));
    const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
    expect(errors).toEqual([]);
    expect(headers.map((h) => [String(h.for), h.values['X-Robots-Tag'] ?? null])).toEqual([
      ['/*', 'noindex'],
      ['/a-b', null],
    ]);
  });
});

const headersFile = resolve(process.env.OUT_DIR ?? 'dist', '_headers');
describe.runIf(existsSync(headersFile))('dist/_headers of the build', () => {
  it('allows the microphone on exactly the demo pages whose store uses voice', async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [headersFile],
      configHeaders: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    expect(voiceDemoStorePaths.length).toBeGreaterThan(0);
    const rules = headers as Array<(typeof headers)[number] & { forRegExp: RegExp }>;
    for (const path of demoStorePaths) {
      const matching = rules.filter((h) => h.forRegExp.test(path)).map((h) => h.values['Permissions-Policy'] ?? '');
      const allowed = microphoneAllowlist(matching.join(', '));
      expect(allowed, path).toBe(voiceDemoStorePaths.includes(path) ? 'microphone=(self)' : 'microphone=()');
    }
    const home = rules.filter((h) => h.forRegExp.test('/')).map((h) => h.values['Permissions-Policy']);
    expect(microphoneAllowlist(home.join(', '))).toBe('microphone=()');
  });
});
