import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRedirectTable, redirectTable } from '../../src/lib/node/redirect-table.ts';
import {
  editionRedirectRules,
  netlifyRedirectRules,
  otherCasings,
  redirectTableJson,
  resolveRedirect,
} from '../../src/lib/shared/redirects.ts';

interface ParsedRedirect {
  from: string;
  query: Record<string, string>;
}

describe('resolveRedirect (docs/requirements.md, redirect route)', () => {
  it.each([
    ['?code=home', '/'],
    ['?code=about', '/about'],
    ['?code=contact', '/contact'],
    ['?code=pricing', '/pricing'],
    ['?code=ai-sales', '/ai-sales-agent'],
    ['?code=ai-search', '/ai-search-engine'],
    ['?code=ai-recommendation', '/ai-recommendation'],
    ['?code=partners', '/partners'],
    ['?code=roi', '/roi'],
    ['?code=sila', '/sila-client-study'],
    ['?code=summit', '/annual-summit'],
    ['?code=event', '/annual-summit'],
  ])('%s goes to %s', (search, target) => {
    expect(resolveRedirect(search, redirectTable)).toBe(target);
  });

  it('matches codes case-insensitively', () => {
    expect(resolveRedirect('?code=HOME', redirectTable)).toBe('/');
    expect(resolveRedirect('?code=Ai-Sales', redirectTable)).toBe('/ai-sales-agent');
    expect(resolveRedirect('?code=SuMmIt', redirectTable)).toBe('/annual-summit');
  });

  it('sends a missing or empty code to /event', () => {
    expect(resolveRedirect('', redirectTable)).toBe('/event');
    expect(resolveRedirect('?code=', redirectTable)).toBe('/event');
    expect(resolveRedirect('?other=1', redirectTable)).toBe('/event');
  });

  it('sends an unknown code to /destination/{code}, encoded, never to another host', () => {
    expect(resolveRedirect('?code=spring-sale', redirectTable)).toBe('/destination/spring-sale');
    expect(resolveRedirect('?code=//evil.example', redirectTable)).toBe('/destination/%2F%2Fevil.example');
    expect(resolveRedirect('?code=https://evil.example/x', redirectTable)).toBe(
      '/destination/https%3A%2F%2Fevil.example%2Fx',
    );
    expect(resolveRedirect('?code=../admin', redirectTable)).toBe('/destination/..%2Fadmin');
    for (const code of ['//a.b', '\\\\a.b', 'https:a.b', '%2F%2Fa.b']) {
      const target = resolveRedirect(`?code=${encodeURIComponent(code)}`, redirectTable);
      expect(new URL(target, 'https://site.test').host).toBe('site.test');
    }
  });
});

describe('codes that every JavaScript object inherits are unknown codes', () => {
  it.each([
    'constructor',
    'CONSTRUCTOR',
    'Constructor',
    '__proto__',
    '__PROTO__',
    'toString',
    'hasOwnProperty',
    'valueOf',
  ])('?code=%s goes to /destination/{code}', (code) => {
    expect(resolveRedirect(`?code=${code}`, redirectTable)).toBe(`/destination/${code}`);
  });

  it('a table that does define such a code still answers it', () => {
    const table = { ...redirectTable, codes: { constructor: '/about' } };
    expect(resolveRedirect('?code=Constructor', table)).toBe('/about');
    expect(resolveRedirect('?code=home', table)).toBe('/destination/home');
  });
});

describe('the redirect table accepts only paths on this site', () => {
  const valid = { withoutCode: '/event', unknownCodePrefix: '/destination/', codes: { home: '/' } };

  it('accepts the real content/redirects.json and a minimal table', () => {
    expect(parseRedirectTable(valid)).toEqual(valid);
    expect(Object.keys(redirectTable.codes).length).toBeGreaterThan(0);
  });

  it.each([
    ['//evil.example', 'must not contain //'],
    ['//evil.example/path', 'must not contain //'],
    ['/about//x', 'must not contain //'],
    ['/\\evil.example', 'must not contain a backslash'],
    ['\\evil.example', 'must be a path on this site'],
    ['https://evil.example', 'must be a path on this site'],
    ['javascript:alert(1)', 'must be a path on this site'],
    ['about', 'must be a path on this site'],
    ['/About Us', 'may only contain lower-case letters'],
    ['/x?next=https:', 'may only contain lower-case letters'],
  ])('rejects the target %j, naming the file and the entry', (target, reason) => {
    expect(() => parseRedirectTable({ ...valid, codes: { home: '/', promo: target } })).toThrow(
      new RegExp(`^content/redirects\\.json has a mistake:\\n  codes → "promo": ${reason}`),
    );
  });

  it('rejects a host in withoutCode and unknownCodePrefix too', () => {
    expect(() => parseRedirectTable({ ...valid, withoutCode: '//evil.example' })).toThrow(
      /withoutCode: must not contain \/\//,
    );
    expect(() => parseRedirectTable({ ...valid, unknownCodePrefix: '//evil.example/' })).toThrow(
      /unknownCodePrefix: must not contain \/\//,
    );
    expect(() => parseRedirectTable({ ...valid, unknownCodePrefix: '/destination' })).toThrow(
      /unknownCodePrefix: must end with \//,
    );
  });

  it('names a badly written code by itself, and lists every mistake at once', () => {
    let message = '';
    try {
      parseRedirectTable({ ...valid, codes: { 'Spring Sale': '/', ok: '//x' } }, 'content/redirects.json');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      [
        'content/redirects.json has mistakes:',
        '  codes → "Spring Sale": codes are lower-case letters, digits and dashes',
        '  codes → "ok": must not contain // (a browser reads it as another website)',
      ].join('\n'),
    );
  });
});

describe('the table the /redirect page embeds', () => {
  it('carries only what the page needs and cannot close its script element', () => {
    const withDescription = { ...redirectTable, description: 'Short codes' };
    expect(JSON.parse(redirectTableJson(withDescription))).toEqual({
      withoutCode: redirectTable.withoutCode,
      unknownCodePrefix: redirectTable.unknownCodePrefix,
      codes: redirectTable.codes,
    });
    const hostile = { ...redirectTable, withoutCode: '/</script><script>alert(1)</script>' };
    const json = redirectTableJson(hostile);
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as typeof redirectTable).withoutCode).toBe(hostile.withoutCode);
  });
});

describe('Netlify edge rules generated from the same table', () => {
  async function matcher() {
    const dir = await mkdtemp(join(tmpdir(), 'redirects-'));
    const file = join(dir, '_redirects');
    await writeFile(file, netlifyRedirectRules(redirectTable).join('\n'));
    const parsed = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
    expect(parsed.errors).toEqual([]);
    const m = await redirector.parseJSON(
      JSON.stringify((parsed.redirects as ParsedRedirect[]).map((r) => ({ ...r, path: r.from, params: r.query }))),
      {},
    );
    return (query: string) =>
      m.match({
        scheme: 'https',
        host: 'site.test',
        path: '/redirect',
        query,
        getHeader: () => '',
        getCookie: () => '',
      });
  }

  it('answers every code with a forced 302 to the same target as the page', async () => {
    const match = await matcher();
    for (const [code, target] of Object.entries(redirectTable.codes)) {
      const hit = match(`code=${code}`);
      expect(hit, code).not.toBeNull();
      expect(hit?.to).toBe(target);
      expect(hit?.status).toBe(302);
      expect(hit?.force).toBe(true);
      expect(resolveRedirect(`?code=${code}`, redirectTable)).toBe(target);
    }
  });

  it('leaves other spellings, unknown codes and no code to the /redirect page', async () => {
    const match = await matcher();
    expect(match('code=HOME')).toBeNull();
    expect(match('code=unknown')).toBeNull();
    expect(match('')).toBeNull();
  });
});

describe('the edition rules: a prefix in any case reaches the edition', () => {
  async function matcher() {
    const m = await redirector.parsePlain(editionRedirectRules(['/bg']).join('\n'), {});
    return (path: string) =>
      m.match({ scheme: 'https', host: 'site.test', path, query: '', getHeader: () => '', getCookie: () => '' });
  }

  it('lists every other casing of the prefix', () => {
    expect(otherCasings('/bg').sort()).toEqual(['/BG', '/Bg', '/bG']);
  });

  it('sends /BG/pricing, /Bg and /bG/ to the Bulgarian edition with a 301', async () => {
    const match = await matcher();
    for (const [path, target] of [
      ['/BG/pricing', '/bg/pricing'],
      ['/Bg/ai-sales-agent', '/bg/ai-sales-agent'],
      ['/bG/roi', '/bg/roi'],
      ['/BG', '/bg'],
      ['/Bg/', '/bg'],
    ]) {
      const hit = match(path!);
      expect(hit?.to, path).toBe(target);
      expect(hit?.status, path).toBe(301);
    }
  });

  it('leaves the edition itself to its files (Netlify matches paths case-sensitively): no loop', async () => {
    const match = await matcher();
    expect(match('/bg/pricing')).toMatchObject({ to: '/bg/404', status: 404, force: false });
    expect(match('/bgx/pricing')).toBeNull();
  });
});
