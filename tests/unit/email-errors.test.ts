import { describe, expect, it } from 'vitest';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { describeSendFailure } from '../../src/lib/email/errors.ts';
import { emailSettings, LOCAL_STANDIN } from '../../src/lib/email/settings.ts';
import { parseNetlifySubmission, HONEYPOT_FIELD } from '../../src/lib/email/netlify-forms.ts';
import { resolveSiteConfig } from '../../src/lib/site-schema.ts';
import siteJson from '../../content/site.json' with { type: 'json' };

describe('describeSendFailure (the ways @emailjs/browser 4.4.1 fails)', () => {
  it.each([
    [new EmailJSResponseStatus(), 0, 'Network Error', /never reached/],
    [new EmailJSResponseStatus(403, 'Forbidden'), 403, 'Forbidden', /refused/],
    [new EmailJSResponseStatus(429, 'Too Many Requests'), 429, 'Too Many Requests', /rate limit/],
    [
      new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'),
      451,
      'Unavailable For Headless Browser',
      /headless/,
    ],
    [new EmailJSResponseStatus(500, 'Internal'), 500, 'Internal', /internal error/],
    [new TypeError('Failed to fetch'), 0, 'Network Error', /Failed to fetch/],
  ])('%o -> %i %s', (error, status, text, hint) => {
    const failure = describeSendFailure(error);
    expect(failure.status).toBe(status);
    expect(failure.text).toBe(text);
    expect(failure.developerMessage).toMatch(hint);
  });

  it.each([
    'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    'The service ID is required. Visit https://dashboard.emailjs.com/admin',
    'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
  ])('a missing id (%s) points at the configuration', (message) => {
    const failure = describeSendFailure(message);
    expect(failure.status).toBeNull();
    expect(failure.developerMessage).toContain(message);
    expect(failure.developerMessage).toContain('PUBLIC_EMAILJS_');
  });
});

describe('emailSettings', () => {
  it('uses the local stand-in on the same origin when no keys are set', () => {
    const site = resolveSiteConfig(siteJson, {});
    expect(emailSettings(site, false)).toEqual(LOCAL_STANDIN);
    expect(LOCAL_STANDIN).toMatchObject({
      publicKey: 'local_public_key',
      serviceId: 'local_service',
      sameOrigin: true,
    });
  });

  it('uses the configured keys otherwise', () => {
    const site = resolveSiteConfig(siteJson, {
      PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
      PUBLIC_EMAILJS_SERVICE_ID: 'svc',
      PUBLIC_EMAILJS_TEMPLATE_CONTACT: 'tc',
      PUBLIC_EMAILJS_TEMPLATE_DEMO: 'td',
    });
    expect(emailSettings(site, true)).toEqual({
      publicKey: 'pk',
      serviceId: 'svc',
      templates: { contact: 'tc', demo: 'td', waitlist: 'td' },
      sameOrigin: false,
    });
  });
});

describe('parseNetlifySubmission', () => {
  it.each([
    ['from_name=A', null],
    [
      'form-name=contact&from_name=Ana&products=X&products=Y',
      { form: 'contact', fields: { from_name: ['Ana'], products: ['X', 'Y'] }, spam: false },
    ],
    [
      `form-name=contact&from_name=Bot&${HONEYPOT_FIELD}=spam`,
      { form: 'contact', fields: { from_name: ['Bot'] }, spam: true },
    ],
  ])('%s', (body, expected) => expect(parseNetlifySubmission(body)).toEqual(expected));
});
