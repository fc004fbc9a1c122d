import { describe, expect, it } from 'vitest';
import siteJson from '../../content/site.json' with { type: 'json' };
import {
  anyFormUsesEmailJs,
  FORM_KINDS,
  LOCAL_STANDIN_IDS,
  NETLIFY_FORMS_PATH,
  emailConfigProblems,
  formTransport,
  isPlaceholderId,
  type FormKind,
  type FormTransport,
} from '../../src/lib/shared/email/settings.ts';
import { emailServiceCsp, sitePolicy, THIRD_PARTY } from '../../src/lib/node/csp.ts';
import { trimCspToPage } from '../../src/lib/node/csp-per-page.ts';
import { resolveSiteConfig, type SiteEnv } from '../../src/schemas/site.ts';

const KEYS: SiteEnv = {
  PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_test',
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_CONTACT: 'template_c1',
  PUBLIC_EMAILJS_TEMPLATE_DEMO: 'template_d1',
  PUBLIC_EMAILJS_TEMPLATE_WAITLIST: 'template_w1',
  PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: 'template_s1',
};
const { PUBLIC_EMAILJS_TEMPLATE_WAITLIST: _waitlist, ...KEYS_WITHOUT_WAITLIST } = KEYS;
/** A deploy whose keys were set before the "See it on your store" form existed. */
const { PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: _storePreview, ...KEYS_WITHOUT_STORE_PREVIEW } = KEYS;

const site = (env: SiteEnv) => resolveSiteConfig(siteJson, env);
const emailjs = (templateId: string): FormTransport => ({
  kind: 'emailjs',
  publicKey: 'pk_test',
  serviceId: 'service_test',
  templateId,
});
const netlify: FormTransport = { kind: 'netlify-forms', path: NETLIFY_FORMS_PATH };
const standin = (kind: FormKind): FormTransport => ({
  kind: 'local-standin',
  publicKey: 'local_public_key',
  serviceId: 'local_service',
  templateId: LOCAL_STANDIN_IDS.templates[kind],
});

describe('formTransport: one decision per form kind, made at build time', () => {
  it.each<[string, SiteEnv, boolean, Record<FormKind, FormTransport>]>([
    [
      'keys and every template, on Netlify',
      KEYS,
      true,
      {
        contact: emailjs('template_c1'),
        demo: emailjs('template_d1'),
        waitlist: emailjs('template_w1'),
        'store-preview': emailjs('template_s1'),
      },
    ],
    [
      'keys and every template, local build',
      KEYS,
      false,
      {
        contact: emailjs('template_c1'),
        demo: emailjs('template_d1'),
        waitlist: emailjs('template_w1'),
        'store-preview': emailjs('template_s1'),
      },
    ],
    [
      'keys without a waitlist template, on Netlify: the waitlist never borrows the demo template',
      KEYS_WITHOUT_WAITLIST,
      true,
      {
        contact: emailjs('template_c1'),
        demo: emailjs('template_d1'),
        waitlist: netlify,
        'store-preview': emailjs('template_s1'),
      },
    ],
    [
      'keys without a waitlist template, local build',
      KEYS_WITHOUT_WAITLIST,
      false,
      {
        contact: emailjs('template_c1'),
        demo: emailjs('template_d1'),
        waitlist: standin('waitlist'),
        'store-preview': emailjs('template_s1'),
      },
    ],
    [
      'keys without a store-preview template (set before the form existed), on Netlify: it still arrives',
      KEYS_WITHOUT_STORE_PREVIEW,
      true,
      {
        contact: emailjs('template_c1'),
        demo: emailjs('template_d1'),
        waitlist: emailjs('template_w1'),
        'store-preview': netlify,
      },
    ],
    [
      'keys without a store-preview template, local build',
      KEYS_WITHOUT_STORE_PREVIEW,
      false,
      {
        contact: emailjs('template_c1'),
        demo: emailjs('template_d1'),
        waitlist: emailjs('template_w1'),
        'store-preview': standin('store-preview'),
      },
    ],
    [
      'keys without the contact template, on Netlify',
      { ...KEYS, PUBLIC_EMAILJS_TEMPLATE_CONTACT: '' },
      true,
      {
        contact: netlify,
        demo: emailjs('template_d1'),
        waitlist: emailjs('template_w1'),
        'store-preview': emailjs('template_s1'),
      },
    ],
    [
      'templates but no service id, on Netlify',
      { ...KEYS, PUBLIC_EMAILJS_SERVICE_ID: '  ' },
      true,
      { contact: netlify, demo: netlify, waitlist: netlify, 'store-preview': netlify },
    ],
    ['keyless, on Netlify', {}, true, { contact: netlify, demo: netlify, waitlist: netlify, 'store-preview': netlify }],
    [
      'keyless, local build (npm start, the test build)',
      {},
      false,
      {
        contact: standin('contact'),
        demo: standin('demo'),
        waitlist: standin('waitlist'),
        'store-preview': standin('store-preview'),
      },
    ],
    [
      'placeholder ids count as missing, on Netlify',
      { ...KEYS, PUBLIC_EMAILJS_PUBLIC_KEY: 'YOUR_PUBLIC_KEY' },
      true,
      { contact: netlify, demo: netlify, waitlist: netlify, 'store-preview': netlify },
    ],
    [
      "the stand-in's own ids set on a real deploy count as missing",
      { ...KEYS, PUBLIC_EMAILJS_SERVICE_ID: 'local_service', PUBLIC_EMAILJS_TEMPLATE_DEMO: 'template_demo' },
      true,
      { contact: netlify, demo: netlify, waitlist: netlify, 'store-preview': netlify },
    ],
  ])('%s', (_name, env, onNetlify, expected) => {
    const config = site(env);
    const actual = Object.fromEntries(FORM_KINDS.map((kind) => [kind, formTransport(config, onNetlify, kind)]));
    // On Netlify an EmailJS form also names where its lead goes if EmailJS fails (tested below).
    const onThisHost = (t: FormTransport) =>
      onNetlify && t.kind === 'emailjs' ? { ...t, netlifyFallback: NETLIFY_FORMS_PATH } : t;
    expect(actual).toEqual(Object.fromEntries(Object.entries(expected).map(([kind, t]) => [kind, onThisHost(t)])));
  });

  it('an EmailJS form falls back to Netlify Forms on Netlify only, where the posts without JavaScript go too', () => {
    expect(formTransport(site(KEYS), true, 'demo')).toEqual({
      ...emailjs('template_d1'),
      netlifyFallback: NETLIFY_FORMS_PATH,
    });
    expect(formTransport(site(KEYS), false, 'demo')).toEqual(emailjs('template_d1'));
  });

  it('serialises as a plain prop (the island gets exactly what the page computed)', () => {
    const transport = formTransport(site(KEYS), true, 'demo');
    expect(JSON.parse(JSON.stringify(transport))).toEqual(transport);
  });
});

describe('the CSP admits api.emailjs.com only where a form sends there', () => {
  it.each<[string, SiteEnv, boolean]>([
    ['keys and templates', KEYS, true],
    ['keys without the waitlist template (contact and demo still use EmailJS)', KEYS_WITHOUT_WAITLIST, true],
    [
      'only a waitlist template with the keys',
      { ...KEYS, PUBLIC_EMAILJS_TEMPLATE_CONTACT: '', PUBLIC_EMAILJS_TEMPLATE_DEMO: '' },
      true,
    ],
    ['keyless', {}, false],
    ['templates without a public key', { ...KEYS, PUBLIC_EMAILJS_PUBLIC_KEY: '' }, false],
    ['placeholder public key', { ...KEYS, PUBLIC_EMAILJS_PUBLIC_KEY: 'local_public_key' }, false],
  ])('%s -> %s', (_name, env, admitted) => {
    const config = site(env);
    expect(anyFormUsesEmailJs(config)).toBe(admitted);
    // Never site-wide: a page without a form has no reason to reach the e-mail service.
    const connect = sitePolicy(config).directives.find((d) => d.startsWith('connect-src'));
    expect(connect).not.toContain(THIRD_PARTY.emailApi);
    // A form's page admits it when that form sends there, through the marker on the form's card.
    const page = (card: Record<string, string>) =>
      `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${sitePolicy(config).directives.join(';')}"></head>` +
      `<body><div ${Object.entries(card)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ')}><form></form></div></body></html>`;
    const admittedBy = FORM_KINDS.map((kind) =>
      trimCspToPage(page(emailServiceCsp(formTransport(config, false, kind)))),
    );
    expect(admittedBy.some((html) => /connect-src [^;"]*https:\/\/api\.emailjs\.com/.test(html))).toBe(admitted);
  });
});

describe('isPlaceholderId', () => {
  it.each([
    ['local_public_key', true],
    ['local_service', true],
    ['template_contact', true],
    ['template_demo', true],
    ['template_waitlist', true],
    ['template_store_preview', true],
    ['YOUR_PUBLIC_KEY', true],
    ['your-service-id', true],
    ['<template id>', true],
    ['template_a1b2c3d', false],
    ['service_x7k2p9q', false],
    ['aBcD3fGh1jK_LmN0p', false],
  ])('%s -> %s', (id, expected) => expect(isPlaceholderId(id)).toBe(expected));

  it('covers every id of the local stand-in', () => {
    const ids = [
      LOCAL_STANDIN_IDS.publicKey,
      LOCAL_STANDIN_IDS.serviceId,
      ...Object.values(LOCAL_STANDIN_IDS.templates),
    ];
    expect(ids.every(isPlaceholderId)).toBe(true);
  });
});

describe('emailConfigProblems (for launch-check)', () => {
  it('reports nothing when nothing is set (Netlify Forms is a valid choice) or everything is set', () => {
    expect(emailConfigProblems(site({}))).toEqual([]);
    expect(emailConfigProblems(site(KEYS))).toEqual([]);
  });

  it('names a missing waitlist template and what the waitlist forms do instead', () => {
    expect(emailConfigProblems(site(KEYS_WITHOUT_WAITLIST))).toEqual([
      'EmailJS: PUBLIC_EMAILJS_TEMPLATE_WAITLIST (services.email.templateWaitlist) is missing.',
      'EmailJS: not used by the waitlist forms (fallback: Netlify Forms on Netlify, the local stand-in locally).',
    ]);
  });

  it('names a missing store-preview template and what those forms do instead (the leads still arrive)', () => {
    expect(emailConfigProblems(site(KEYS_WITHOUT_STORE_PREVIEW))).toEqual([
      'EmailJS: PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW (services.email.templateStorePreview) is missing.',
      'EmailJS: not used by the "See it on your store" forms (fallback: Netlify Forms on Netlify, the local stand-in locally).',
    ]);
  });

  it.each<[FormKind, string]>([
    ['contact', 'PUBLIC_EMAILJS_TEMPLATE_CONTACT'],
    ['demo', 'PUBLIC_EMAILJS_TEMPLATE_DEMO'],
    ['waitlist', 'PUBLIC_EMAILJS_TEMPLATE_WAITLIST'],
    ['store-preview', 'PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW'],
  ])('a missing %s template is reported by its variable', (kind, variable) => {
    const problems = emailConfigProblems(site({ ...KEYS, [variable]: '' }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(`${variable} `);
    expect(problems[0]).toContain('is missing');
    expect(problems[1]).toMatch(
      {
        contact: /home contact form/,
        demo: /demo request forms/,
        waitlist: /waitlist forms/,
        'store-preview': /"See it on your store" forms/,
      }[kind],
    );
  });

  it('lists placeholder ids and missing keys once any value is set', () => {
    const problems = emailConfigProblems(
      site({
        PUBLIC_EMAILJS_PUBLIC_KEY: 'local_public_key',
        PUBLIC_EMAILJS_TEMPLATE_CONTACT: 'YOUR_TEMPLATE_ID',
        PUBLIC_EMAILJS_TEMPLATE_DEMO: 'template_demo',
      }),
    );
    expect(problems).toEqual([
      'EmailJS: PUBLIC_EMAILJS_PUBLIC_KEY (services.email.publicKey) is a placeholder ("local_public_key"); set the id from the EmailJS dashboard.',
      'EmailJS: PUBLIC_EMAILJS_TEMPLATE_CONTACT (services.email.templateContact) is a placeholder ("YOUR_TEMPLATE_ID"); set the id from the EmailJS dashboard.',
      'EmailJS: PUBLIC_EMAILJS_TEMPLATE_DEMO (services.email.templateDemo) is a placeholder ("template_demo"); set the id from the EmailJS dashboard.',
      'EmailJS: PUBLIC_EMAILJS_SERVICE_ID (services.email.serviceId) is missing.',
      'EmailJS: PUBLIC_EMAILJS_TEMPLATE_WAITLIST (services.email.templateWaitlist) is missing.',
      'EmailJS: PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW (services.email.templateStorePreview) is missing.',
      'EmailJS: not used by the home contact form (fallback: Netlify Forms on Netlify, the local stand-in locally).',
      'EmailJS: not used by the demo request forms (fallback: Netlify Forms on Netlify, the local stand-in locally).',
      'EmailJS: not used by the waitlist forms (fallback: Netlify Forms on Netlify, the local stand-in locally).',
      'EmailJS: not used by the "See it on your store" forms (fallback: Netlify Forms on Netlify, the local stand-in locally).',
    ]);
  });
});
