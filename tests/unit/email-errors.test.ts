import { describe, expect, it } from 'vitest';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { describeNetlifyFailure, describeSendFailure } from '../../src/lib/shared/email/errors.ts';
import {
  HONEYPOT_FIELD,
  THANK_YOU_PATH,
  netlifyFormBody,
  parseNetlifySubmission,
} from '../../src/lib/shared/email/netlify-forms.ts';
import { NETLIFY_FORMS_PATH } from '../../src/lib/shared/email/settings.ts';

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

describe('describeNetlifyFailure (the background POST to Netlify Forms)', () => {
  it.each([
    [{ status: 404, statusText: 'Not Found' }, 404, 'Not Found', /form detection/],
    [{ status: 500, statusText: '' }, 500, 'HTTP error', /internal error/],
    [{ status: 418, statusText: "I'm a teapot" }, 418, "I'm a teapot", /unexpected answer/],
    [new TypeError('Failed to fetch'), 0, 'Network Error', /Failed to fetch.*never reached Netlify/],
  ])('%o -> %i %s', (answer, status, text, hint) => {
    const failure = describeNetlifyFailure(answer);
    expect(failure.status).toBe(status);
    expect(failure.text).toBe(text);
    expect(failure.developerMessage).toMatch(/^\[email\] Not sent to Netlify Forms: /);
    expect(failure.developerMessage).toMatch(hint);
  });
});

describe('netlifyFormBody (what a hydrated form posts to Netlify Forms)', () => {
  it('puts form-name and an empty honeypot first, then every value by field name', () => {
    const body = netlifyFormBody('contact', {
      'form-name': ['ignored'],
      page: ['/'],
      [HONEYPOT_FIELD]: ['ignored too'],
      from_name: ['Ana Petrova'],
      products_of_interest: ['AI Sales Agent', 'AI Search Engine'],
      message: ['50% off & more'],
    });
    expect(body).toBe(
      `form-name=contact&${HONEYPOT_FIELD}=&page=%2F&from_name=Ana+Petrova&products_of_interest=AI+Sales+Agent&products_of_interest=AI+Search+Engine&message=50%25+off+%26+more`,
    );
    expect(parseNetlifySubmission(body)).toEqual({
      form: 'contact',
      spam: false,
      fields: {
        page: ['/'],
        from_name: ['Ana Petrova'],
        products_of_interest: ['AI Sales Agent', 'AI Search Engine'],
        message: ['50% off & more'],
      },
    });
  });

  it("posts to the forms' own action, the path the no-JavaScript POST uses", () => {
    expect(NETLIFY_FORMS_PATH).toBe(THANK_YOU_PATH);
  });
});
