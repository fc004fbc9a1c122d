import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';

async function headers() {
  const parsed = await parseAllHeaders({
    headersFiles: [],
    netlifyConfigPath: 'netlify.toml',
    configHeaders: [],
    minimal: false,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.headers;
}

describe('netlify.toml headers (Netlify parser)', () => {
  it('sets the security headers on every path', async () => {
    const all = (await headers()).find((h) => String(h.for) === '/*');
    expect(all).toBeDefined();
    const v = all!.values;
    expect(v['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(v['Content-Security-Policy']).toContain("object-src 'none'");
    expect(v['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(v['X-Content-Type-Options']).toBe('nosniff');
    expect(v['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year, and only those', async () => {
    const list = await headers();
    const assets = list.find((h) => String(h.for) === '/_astro/*');
    expect(assets?.values['Cache-Control']).toBe('public, max-age=31536000, immutable');
    const immutable = list.filter((h) => /immutable/.test(h.values['Cache-Control'] ?? ''));
    expect(immutable.map((h) => String(h.for))).toEqual(['/_astro/*']);
  });
});
