import { resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { voiceDemoStorePaths, demoStorePaths } from '../../src/lib/build/demo-stores.ts';
import { microphoneAllowlist } from '../support/permissions-policy.ts';
import { builtSite } from './support/built-site.ts';

const headersFile = resolve(builtSite(), '_headers');
describe('dist/_headers of the build', () => {
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
