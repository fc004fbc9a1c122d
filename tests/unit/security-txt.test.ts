import { describe, expect, it } from 'vitest';
import { securityTxt, securityTxtExpiryProblem } from '../../src/lib/node/security-txt.ts';
import raw from '../../content/site.json' with { type: 'json' };
import { resolveSiteConfig } from '../../src/schemas/site.ts';

const now = new Date('2026-11-27T09:00:00Z');

describe('security.txt expiry (RFC 9116)', () => {
  it('accepts a date and time after the build and less than a year ahead', () => {
    expect(securityTxtExpiryProblem('2027-05-31T00:00:00Z', now)).toBeNull();
    expect(securityTxtExpiryProblem('2027-11-27T08:00:00+00:00', now)).toBeNull();
    expect(securityTxtExpiryProblem('2026-11-27T09:00:01.5Z', now)).toBeNull();
  });

  it('refuses a date that has passed, naming the field', () => {
    expect(securityTxtExpiryProblem('2026-11-27T09:00:00Z', now)).toMatch(
      /^content\/site\.json → "security" → "expires": 2026-11-27T09:00:00Z has passed/,
    );
    expect(securityTxtExpiryProblem('2025-01-01T00:00:00Z', now)).toMatch(/has passed/);
  });

  it('refuses a date more than a year ahead', () => {
    expect(securityTxtExpiryProblem('2027-11-28T09:00:00Z', now)).toMatch(/more than a year ahead/);
    expect(securityTxtExpiryProblem('2030-01-01T00:00:00Z', now)).toMatch(/more than a year ahead/);
  });

  it('refuses what is not an ISO 8601 date and time with its offset', () => {
    for (const bad of ['2027-05-31', '31/05/2027', '2027-05-31T00:00:00', 'soon', '2027-02-30T00:00:00Z']) {
      const problem = securityTxtExpiryProblem(bad, now);
      expect(problem, bad).not.toBeNull();
    }
  });

  it('the date in content/site.json is valid today', () => {
    const { security } = resolveSiteConfig(raw, {});
    expect(securityTxtExpiryProblem(security.expires, new Date())).toBeNull();
  });
});

describe('security.txt text', () => {
  it('writes the five fields, the contact as a mailto: URI and the expiry in UTC', () => {
    const text = securityTxt({
      email: 'security@shop.test',
      expires: '2027-05-31T02:00:00+02:00',
      policy: 'https://www.shop.test/trust',
      canonical: 'https://www.shop.test/.well-known/security.txt',
      languages: ['en', 'bg'],
    });
    expect(text).toBe(
      [
        'Contact: mailto:security@shop.test',
        'Expires: 2027-05-31T00:00:00.000Z',
        'Policy: https://www.shop.test/trust',
        'Preferred-Languages: en, bg',
        'Canonical: https://www.shop.test/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });
});
