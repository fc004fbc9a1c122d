import { describe, expect, it } from 'vitest';
import raw from '../../content/site.json' with { type: 'json' };
import { anyFormUsesEmailJs } from '../../src/lib/shared/email/settings.ts';
import { resolveSiteConfig } from '../../src/schemas/site.ts';

describe('content/site.json', () => {
  it('is valid and uses clearly fake defaults', () => {
    const site = resolveSiteConfig(raw, {});
    expect(site.contact.email).toMatch(/@example\.com$/);
    expect(site.contact.phone).toMatch(/555/);
    expect(anyFormUsesEmailJs(site)).toBe(false);
    expect(site.services.analyticsId).toBe('');
  });

  it('takes deploy-time values from PUBLIC_* variables', () => {
    const site = resolveSiteConfig(raw, {
      PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live',
      PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
      PUBLIC_EMAILJS_TEMPLATE_CONTACT: 'template_c',
      PUBLIC_EMAILJS_TEMPLATE_DEMO: 'template_d',
      PUBLIC_GA_MEASUREMENT_ID: 'G-TEST123',
    });
    expect(site.services.email.publicKey).toBe('pk_live');
    expect(site.services.analyticsId).toBe('G-TEST123');
    expect(anyFormUsesEmailJs(site)).toBe(true);
  });

  it('names the file and field of a bad value', () => {
    const bad = structuredClone(raw);
    bad.contact.email = 'not-an-email';
    expect(() => resolveSiteConfig(bad, {})).toThrow(
      /^content\/site\.json has a mistake:\n {2}contact → "email": must be an email address/,
    );
    expect(() => resolveSiteConfig(raw, { PUBLIC_GA_MEASUREMENT_ID: 'UA-1' })).toThrow(/analyticsId/);
  });
});
