import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectTable } from '../../src/lib/redirect-table.ts';
import { netlifyRedirectRules, resolveRedirect } from '../../src/lib/redirects.ts';

interface ParsedRedirect {
  from: string;
  query: Record<string, string>;
}

describe('resolveRedirect (spec section 2, redirect route)', () => {
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
