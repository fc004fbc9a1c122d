import { describe, expect, it } from 'vitest';
import { canonicalUrl, documentTitle, serializeJsonLd } from '../../src/lib/node/seo.ts';
import { isIndexablePath } from '../../src/lib/node/indexing.ts';
import { ALL_PAGES, CONTENT_ROUTES } from '../../src/lib/node/routes.ts';

describe('seo helpers', () => {
  it('builds titles and canonical URLs', () => {
    expect(documentTitle('About Us', 'Brand', false)).toBe('About Us | Brand');
    expect(documentTitle('Tagline', 'Brand', true)).toBe('Brand | Tagline');
    expect(canonicalUrl('/', 'https://www.example.com')).toBe('https://www.example.com/');
    expect(canonicalUrl('/about.html', 'https://www.example.com')).toBe('https://www.example.com/about');
    expect(canonicalUrl('/about/', 'https://www.example.com')).toBe('https://www.example.com/about');
    expect(canonicalUrl('/index', 'https://www.example.com')).toBe('https://www.example.com/');
  });

  it('keeps JSON-LD from closing its script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>x' })).not.toContain('</script>');
  });

  it('indexes the content routes and nothing internal', () => {
    for (const path of CONTENT_ROUTES) expect(isIndexablePath(path), path).toBe(true);
    const internal = ALL_PAGES.filter((p) => !(CONTENT_ROUTES as readonly string[]).includes(p));
    expect(internal).toHaveLength(10);
    for (const path of [...internal, '/404', '/redirect']) expect(isIndexablePath(path), path).toBe(false);
  });
});
