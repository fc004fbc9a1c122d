import { resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { microphoneAllowlist } from '../support/permissions-policy.ts';
import { buildHeaderRules, permissionsPolicy, serializeHeaderRules } from '../../src/lib/node/netlify-headers.ts';

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
