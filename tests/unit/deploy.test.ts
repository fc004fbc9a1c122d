import { describe, expect, it } from 'vitest';
import { resolveDeploy } from '../../src/lib/node/deploy.ts';

describe('deploy context from Netlify variables', () => {
  it('uses Netlify URL for the site address, and PUBLIC_SITE_URL over it', () => {
    expect(resolveDeploy({ URL: 'https://www.nexa.bg' }).siteUrl).toBe('https://www.nexa.bg/');
    expect(
      resolveDeploy({ URL: 'https://nexa.netlify.app', PUBLIC_SITE_URL: 'https://www.nexa.bg/path' }).siteUrl,
    ).toBe('https://www.nexa.bg/');
    expect(resolveDeploy({ URL: ' ', PUBLIC_SITE_URL: '' }).siteUrl).toBe('https://www.example.com/');
  });

  it('is indexable in production and locally, noindex in previews, branch deploys and netlify dev', () => {
    expect(resolveDeploy({ CONTEXT: 'production' }).indexable).toBe(true);
    expect(resolveDeploy({}).indexable).toBe(true);
    for (const context of ['deploy-preview', 'branch-deploy', 'dev', 'staging']) {
      expect(resolveDeploy({ CONTEXT: context }).indexable, context).toBe(false);
    }
  });

  it('knows a Netlify build and a placeholder address', () => {
    expect(resolveDeploy({ NETLIFY: 'true' }).onNetlify).toBe(true);
    // The Netlify CLI's `netlify build` (for `netlify deploy`) sets NETLIFY_LOCAL, not NETLIFY.
    expect(resolveDeploy({ NETLIFY_LOCAL: 'true', CONTEXT: 'production' }).onNetlify).toBe(true);
    expect(resolveDeploy({}).onNetlify).toBe(false);
    expect(resolveDeploy({}).placeholderUrl).toBe(true);
    expect(resolveDeploy({ URL: 'https://shop.example.org' }).placeholderUrl).toBe(true);
    expect(resolveDeploy({ URL: 'https://www.nexa.bg' }).placeholderUrl).toBe(false);
  });

  it('refuses an address that is not a full http(s) URL, naming the variable', () => {
    expect(() => resolveDeploy({ PUBLIC_SITE_URL: 'www.nexa.bg' })).toThrow(/PUBLIC_SITE_URL must be a full address/);
    expect(() => resolveDeploy({ URL: 'ftp://nexa.bg' })).toThrow(/URL must start with https:\/\//);
  });
});
