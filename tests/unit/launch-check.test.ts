import { describe, expect, it } from 'vitest';
import { fieldExists, isConfirmed, scanMarkers } from '../../src/lib/shared/confirmation.ts';
import { resolveDeploy } from '../../src/lib/node/deploy.ts';
import {
  checkLaunch,
  emailSetupBlockers,
  formatLaunchReport,
  launchBlocked,
  launchCheckOutput,
  launchReport,
  ANALYTICS_NAMED_IN,
  EMAILJS_NAMED_IN,
} from '../../src/lib/node/launch-check.ts';
import { resolveSiteConfig } from '../../src/schemas/site.ts';
import { EDITION_LANGS } from '../../src/lib/node/content-reader.ts';
import { formatStaleTranslations } from '../../src/lib/node/translation-sources.ts';
import { contentPath, SHARED_CONTENT_FILES } from '../../src/lib/shared/edition-paths.ts';
import siteJson from '../../content/site.json' with { type: 'json' };

const production = { CONTEXT: 'production', URL: 'https://www.nexa-launch.test', NETLIFY: 'true' };
/** Real-looking EmailJS keys for the contact, demo and waitlist forms (set before store-preview existed). */
const KEYS_OF_THREE_FORMS = {
  PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_1a2b',
  PUBLIC_EMAILJS_SERVICE_ID: 'service_1a2b',
  PUBLIC_EMAILJS_TEMPLATE_CONTACT: 'template_x1',
  PUBLIC_EMAILJS_TEMPLATE_DEMO: 'template_y2',
  PUBLIC_EMAILJS_TEMPLATE_WAITLIST: 'template_z3',
};

describe('awaiting-confirmation markers', () => {
  const testimonial = {
    quote: 'Great.',
    name: 'Georgi',
    awaitingConfirmation: { quote: 'Invented: replace with real words.', name: 'Invented name: confirm it.' },
  };

  it('lists every marked field with its file, place and note', () => {
    const { items, problems } = scanMarkers('content/marketing/testimonials.json', [{ id: 'a' }, testimonial]);
    expect(problems).toEqual([]);
    expect(items).toEqual([
      {
        file: 'content/marketing/testimonials.json',
        at: '[1]',
        field: 'quote',
        note: 'Invented: replace with real words.',
      },
      { file: 'content/marketing/testimonials.json', at: '[1]', field: 'name', note: 'Invented name: confirm it.' },
    ]);
  });

  it('finds markers at any depth and accepts nested paths and array elements', () => {
    const data = {
      results: { roi: { note: 'x', awaitingConfirmation: { note: 'What is 5800? Confirm the wording.' } } },
      assumptions: ['a', 'b', 'c'],
      contact: { email: 'a@b.c' },
      awaitingConfirmation: {
        'assumptions[2]': 'Cost basis wording: confirm.',
        'contact.email': 'Confirm the address.',
      },
    };
    const { items, problems } = scanMarkers('content/roi/calculator.json', data);
    expect(problems).toEqual([]);
    expect(items.map((item) => [item.at, item.field])).toEqual([
      ['', 'assumptions[2]'],
      ['', 'contact.email'],
      ['results.roi', 'note'],
    ]);
  });

  it('refuses a marker that names no field, has no sentence, or is not a list of lines', () => {
    const { problems } = scanMarkers('f.json', [
      { quote: 'x', awaitingConfirmation: { qoute: 'Typo in the field name here.' } },
      { quote: 'x', awaitingConfirmation: { quote: 'ok' } },
      { quote: 'x', awaitingConfirmation: ['quote'] },
    ]);
    expect(problems.map((p) => [p.at, p.problem])).toEqual([
      ['[0]', '"qoute" names no field here (a typo, or a stale line?)'],
      ['[1]', '"quote": say in a sentence what to confirm'],
      ['[2]', 'awaitingConfirmation must be a list of "field": "what to confirm" lines'],
    ]);
  });

  it('lets a Markdown frontmatter marker name a section heading', () => {
    const scan = scanMarkers(
      'content/pages/privacy-policy.md',
      { title: 'Privacy', awaitingConfirmation: { '4. Security': 'MFA on every admin account: confirm.' } },
      ['4. Security'],
    );
    expect(scan.problems).toEqual([]);
    expect(scan.items[0]).toMatchObject({ at: '', field: '4. Security' });
  });

  it('fieldExists follows keys and indexes but not inherited properties', () => {
    const holder = { a: { b: [1, { c: 2 }] } };
    expect(fieldExists(holder, 'a.b[1].c')).toBe(true);
    expect(fieldExists(holder, 'a.b[2]')).toBe(false);
    expect(fieldExists(holder, 'constructor')).toBe(false);
    expect(fieldExists(holder, 'a.toString')).toBe(false);
  });

  it('isConfirmed tells pages whether a fact may be asserted', () => {
    expect(isConfirmed(testimonial)).toBe(false);
    expect(isConfirmed(testimonial, 'quote')).toBe(false);
    expect(isConfirmed(testimonial, 'rating')).toBe(true);
    expect(isConfirmed({})).toBe(true);
    expect(isConfirmed({ awaitingConfirmation: {} })).toBe(true);
  });
});

describe('launch report', () => {
  const site = resolveSiteConfig(siteJson, {});

  it('lists placeholder values that no marker covers, and skips the ones a marker already names', () => {
    const files = [
      { path: 'content/site.json', data: { contact: { email: 'hello@example.com', phone: '+1 555 0100' } } },
      {
        path: 'content/demo-stores.json',
        data: [
          {
            chat: {
              stylesheet: 'https://static.shop.example/w.css',
              awaitingConfirmation: { stylesheet: 'Host invented: confirm.' },
            },
          },
        ],
      },
      { path: 'content/modules/x.json', data: { address: 'shop.example/search?q=shoes' } },
    ];
    const report = launchReport({ files, deploy: resolveDeploy(production), site, analyticsPromised: false });
    expect(report.placeholders.map((p) => `${p.file} ${p.at}`)).toEqual([
      'content/site.json contact.email',
      'content/site.json contact.phone',
    ]);
    expect(report.unconfirmed).toHaveLength(1);
  });

  it("blocks an editor's TODO, TBD, FIXME or lorem ipsum left in the content (docs/deploying.md)", () => {
    const files = [
      {
        path: 'content/pages/about.md',
        data: { title: 'About us', description: 'TODO: one line on who we are', lead: 'Founded in Sofia.' },
      },
      {
        path: 'content/faqs/site-faq.json',
        data: {
          items: [
            { id: 'cost', question: 'What does it cost?', answer: 'Prices TBD.' },
            { id: 'data', question: 'Where is my data?', answer: 'In the EU (FIXME: which country?)' },
            { id: 'demo', question: 'Can I see it?', answer: 'Sure, lorem ipsum dolor sit amet.' },
            { id: 'plans', question: 'Which plans are there?', answer: 'Standard, Pro and Enterprise.' },
            { id: 'trial', question: 'Is there a trial?', answer: 'Lorem ipsum dolor sit amet.' },
          ],
        },
      },
    ];
    const report = launchReport({ files, deploy: resolveDeploy(production), site, analyticsPromised: false });
    expect(report.placeholders.map((p) => `${p.file} ${p.at}`)).toEqual([
      'content/pages/about.md description',
      'content/faqs/site-faq.json items[0].answer',
      'content/faqs/site-faq.json items[1].answer',
      'content/faqs/site-faq.json items[2].answer',
      'content/faqs/site-faq.json items[4].answer',
    ]);
    expect(launchBlocked(report)).toBe(true);
    expect(formatLaunchReport(report)).toContain('content/pages/about.md description: "TODO: one line on who we are"');
  });

  it('blocks a social link to an "example" account, not a real one', () => {
    const files = [
      {
        path: 'content/site.json',
        data: {
          social: {
            linkedin: 'https://www.linkedin.com/company/example',
            instagram: 'https://www.instagram.com/example/',
            facebook: 'https://www.facebook.com/nexa.commerce.ai',
          },
        },
      },
    ];
    const report = launchReport({ files, deploy: resolveDeploy(production), site, analyticsPromised: false });
    expect(report.placeholders.map((p) => p.at)).toEqual(['social.linkedin', 'social.instagram']);
    expect(launchBlocked(report)).toBe(true);
  });

  it('blocks a placeholder site address and analytics promised without an id', () => {
    const report = launchReport({
      files: [],
      deploy: resolveDeploy({ CONTEXT: 'production', NETLIFY: 'true' }),
      site,
      analyticsPromised: true,
    });
    expect(report.blockers.map((b) => b.what)).toEqual([
      'The site address is a placeholder (https://www.example.com/): canonical URLs, sitemap and share tags would point there',
      'content/cookies/inventory.json names Google Analytics, but no analytics id is set: the pages would describe cookies and a processor the site does not use',
    ]);
    expect(launchBlocked(report)).toBe(true);
  });

  it("blocks a keyless deploy while the privacy policy or the trust page name EmailJS as the forms' sender", () => {
    const named = ['content/pages/privacy-policy.md', 'content/trust/trust.json'];
    const report = launchReport({
      files: [],
      deploy: resolveDeploy({ CONTEXT: 'production', NETLIFY: 'true', URL: 'https://www.nexa.example' }),
      site,
      analyticsPromised: false,
      emailJsNamedIn: named,
    });
    expect(report.blockers).toEqual([
      {
        what: 'content/pages/privacy-policy.md and content/trust/trust.json name EmailJS as the service that sends the forms, but no EmailJS keys are set: every form would go to Netlify Forms',
        fix: 'Set the PUBLIC_EMAILJS_* variables, or take EmailJS out of those files (and their Bulgarian twins).',
      },
    ]);
    const withKeys = launchReport({
      files: [],
      deploy: resolveDeploy({ CONTEXT: 'production', NETLIFY: 'true', URL: 'https://www.nexa.example' }),
      site: resolveSiteConfig(siteJson, {
        ...KEYS_OF_THREE_FORMS,
        PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: 'template_w4',
      }),
      analyticsPromised: false,
      emailJsNamedIn: named,
    });
    expect(withKeys.blockers).toEqual([]);
  });

  it('blocks EmailJS sending the forms while the privacy policy or the trust page does not name it', () => {
    const withKeys = resolveSiteConfig(siteJson, KEYS_OF_THREE_FORMS);
    const deploy = resolveDeploy(production);
    const unnamed = launchReport({
      files: [],
      deploy,
      site: withKeys,
      analyticsPromised: false,
      emailJsNamedIn: ['content/pages/privacy-policy.md'],
    });
    expect(unnamed.blockers.map((b) => b.what)).toContain(
      'EmailJS sends the forms (PUBLIC_EMAILJS_* keys are set), but content/trust/trust.json does not name it: visitors would not be told who receives what they send',
    );
    const named = launchReport({
      files: [],
      deploy,
      site: withKeys,
      analyticsPromised: false,
      emailJsNamedIn: EMAILJS_NAMED_IN,
    });
    expect(named.blockers.filter((b) => b.what.includes('not name'))).toEqual([]);
  });

  it('blocks Google Analytics named without an id, and running while a page does not name it', () => {
    const deploy = resolveDeploy(production);
    // The inventory's analytics rows taken out, but the cookie policy still describes Google Analytics.
    const withoutId = launchReport({
      files: [],
      deploy,
      site,
      analyticsPromised: false,
      analyticsNamedIn: ['content/pages/cookies.md'],
    });
    expect(withoutId.blockers.map((b) => b.what)).toEqual([
      'content/pages/cookies.md names Google Analytics, but no analytics id is set: the pages would describe cookies and a processor the site does not use',
    ]);
    const withId = resolveSiteConfig(siteJson, { PUBLIC_GA_MEASUREMENT_ID: 'G-LAUNCH1' });
    const unnamed = launchReport({ files: [], deploy, site: withId, analyticsPromised: false });
    expect(unnamed.blockers.map((b) => b.what)).toEqual([
      `Google Analytics runs after consent (PUBLIC_GA_MEASUREMENT_ID is set), but content/cookies/inventory.json, ${ANALYTICS_NAMED_IN.slice(0, -1).join(', ')} and ${ANALYTICS_NAMED_IN.at(-1)} do not name it: visitors would consent to cookies and a processor the pages do not describe`,
    ]);
    const named = launchReport({
      files: [],
      deploy,
      site: withId,
      analyticsPromised: true,
      analyticsNamedIn: ANALYTICS_NAMED_IN,
    });
    expect(named.blockers).toEqual([]);
  });

  it('blocks a production address on http:// or a Netlify preview address', () => {
    const report = (url: string) =>
      launchReport({
        files: [],
        deploy: resolveDeploy({ ...production, URL: url }),
        site,
        analyticsPromised: false,
      }).blockers.map((b) => b.what);
    expect(report('http://www.nexa-launch.test')).toEqual([
      'The site address starts with http:// (http://www.nexa-launch.test/): canonical URLs, sitemap and share tags would name an address without HTTPS',
    ]);
    expect(report('https://deploy-preview-12--nexa-launch.netlify.app')).toEqual([
      "The site address is a Netlify preview's (https://deploy-preview-12--nexa-launch.netlify.app/): production's canonical URLs and sitemap would point at a preview",
    ]);
    expect(report('https://nexa-launch.netlify.app')).toEqual([]);
  });

  it('passes a confirmed, configured production deploy and says where keyless leads go', () => {
    const report = launchReport({
      files: [{ path: 'content/a.json', data: { title: 'Real' } }],
      deploy: resolveDeploy(production),
      site,
      analyticsPromised: false,
    });
    expect(launchBlocked(report)).toBe(false);
    expect(report.notes).toEqual([
      'No EmailJS keys: leads go to Netlify Forms (Netlify > Site > Forms; turn on form notifications).',
    ]);
  });

  it('blocks every EmailJS gap or placeholder once any EmailJS value is set', () => {
    const configured = resolveSiteConfig(siteJson, {
      PUBLIC_EMAILJS_PUBLIC_KEY: 'local_public_key',
      PUBLIC_EMAILJS_SERVICE_ID: 'service_1a2b',
      PUBLIC_EMAILJS_TEMPLATE_CONTACT: 'template_x1',
      PUBLIC_EMAILJS_TEMPLATE_DEMO: 'template_y2',
    });
    const report = emailSetupBlockers(configured, resolveDeploy(production));
    const blocked = report.blockers.map((b) => b.what).join('\n');
    expect(blocked).toContain('PUBLIC_EMAILJS_PUBLIC_KEY (services.email.publicKey) is a placeholder');
    expect(blocked).toContain('PUBLIC_EMAILJS_TEMPLATE_WAITLIST (services.email.templateWaitlist) is missing');
    expect(blocked).toContain('not used by the waitlist forms');
    expect(report.notes).toContain(
      'No EmailJS keys: leads go to Netlify Forms (Netlify > Site > Forms; turn on form notifications).',
    );
  });

  it('says so when the keys were set before the store-preview form existed: its leads take the fallback', () => {
    const keysOfThreeForms = resolveSiteConfig(siteJson, KEYS_OF_THREE_FORMS);
    const report = emailSetupBlockers(keysOfThreeForms, resolveDeploy(production));
    expect(report.blockers.map((b) => b.what)).toEqual([
      'EmailJS: PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW (services.email.templateStorePreview) is missing',
      'EmailJS: not used by the "See it on your store" forms (fallback: Netlify Forms on Netlify, the local stand-in locally)',
    ]);
    const printed = formatLaunchReport({ ...report, unconfirmed: [], markerProblems: [], placeholders: [] });
    expect(printed).toContain(
      'PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW (services.email.templateStorePreview) is missing.',
    );
    expect(printed).toContain('not used by the "See it on your store" forms (fallback: Netlify Forms on Netlify');
  });

  it('with EmailJS, still points to Netlify Forms for the posts without JavaScript, and blocks a host without them', () => {
    const configured = resolveSiteConfig(siteJson, {
      ...KEYS_OF_THREE_FORMS,
      PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: 'template_w4',
    });
    const onNetlify = emailSetupBlockers(configured, resolveDeploy(production));
    expect(onNetlify.blockers).toEqual([]);
    expect(onNetlify.notes).toEqual([expect.stringContaining('without JavaScript, or before its script has loaded')]);
    expect(onNetlify.notes[0]).toContain('keep form detection on');
    const elsewhere = emailSetupBlockers(configured, resolveDeploy({ CONTEXT: 'production', URL: 'https://a.test' }));
    expect(elsewhere.blockers.map((b) => b.what)).toEqual([expect.stringContaining('Not built by Netlify')]);
  });

  it('blocks a keyless production build outside Netlify: the stand-in would receive the leads', () => {
    const report = emailSetupBlockers(site, resolveDeploy({ CONTEXT: 'production', URL: 'https://a.test' }));
    expect(report.blockers).toHaveLength(1);
  });

  it('prints each item by file and field', () => {
    const report = launchReport({
      files: [
        {
          path: 'content/marketing/testimonials.json',
          data: [{ quote: 'q', awaitingConfirmation: { quote: 'Invented quote: replace it.' } }],
        },
      ],
      deploy: resolveDeploy(production),
      site,
      analyticsPromised: false,
    });
    expect(formatLaunchReport(report)).toContain(
      'Awaiting confirmation, en (1):\n  content/marketing/testimonials.json\n    [0] → quote: Invented quote: replace it.',
    );
  });
});

describe('what npm run launch-check prints', () => {
  const clear = { unconfirmed: [], markerProblems: [], placeholders: [], blockers: [], notes: [] };
  const review = { lang: 'bg', note: 'A native speaker reads every /bg/ page first.' };

  it('ready, and still names an edition awaiting review (left out of production), with exit code 0', () => {
    const { text, exitCode } = launchCheckOutput({ ...clear, editionsAwaitingReview: [review] });
    expect(exitCode).toBe(0);
    expect(text).toMatch(/^Ready for production/);
    expect(text).toContain(
      'Editions awaiting review (1), left out of production builds until cleared:\n  bg (content/editions.json): A native speaker reads every /bg/ page first.',
    );
  });

  it('ready with nothing else to say: one line', () => {
    expect(launchCheckOutput(clear)).toEqual({
      text: 'Ready for production: nothing awaits confirmation and the configuration is complete.',
      exitCode: 0,
    });
  });

  it('not ready: every line, where the docs explain them, and exit code 1', () => {
    const blocker = { what: 'The site address is a placeholder', fix: 'Set URL.' };
    const { text, exitCode } = launchCheckOutput({ ...clear, blockers: [blocker], editionsAwaitingReview: [review] });
    expect(exitCode).toBe(1);
    expect(text).toMatch(
      /^Not ready for production\. Clear each item below \(docs\/deploying\.md, "The launch check"\)/,
    );
    expect(text).toContain('The site address is a placeholder.\n    Fix: Set URL.');
    expect(text).toContain('bg (content/editions.json)');
  });
});

describe('launch check of the project as it is', () => {
  it('every marker in content/ names a real field and says what to confirm', async () => {
    const report = await checkLaunch(process.cwd(), production);
    expect(report.markerProblems).toEqual([]);
  });

  it("finds each service where this project's pages name it: no blocker once its id or keys are set", async () => {
    const keys = { ...KEYS_OF_THREE_FORMS, PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: 'template_w4' };
    const configured = await checkLaunch(process.cwd(), {
      ...production,
      ...keys,
      PUBLIC_GA_MEASUREMENT_ID: 'G-1A2B3C',
    });
    expect(configured.blockers).toEqual([]);
    const bare = await checkLaunch(process.cwd(), production);
    expect(bare.blockers.map((b) => b.what)).toEqual([
      expect.stringMatching(/^content\/pages\/privacy-policy\.md and content\/trust\/trust\.json name EmailJS/),
      `content/cookies/inventory.json, ${ANALYTICS_NAMED_IN.join(', ').replace(/, ([^,]+)$/, ' and $1')} name Google Analytics, but no analytics id is set: the pages would describe cookies and a processor the site does not use`,
    ]);
  });

  it('lists the facts of issue #36 that only the company can confirm (trust page, security contact, local fit, price, sample conversation)', async () => {
    const { unconfirmed } = await checkLaunch(process.cwd(), production);
    const listed = new Set(unconfirmed.map((item) => `${item.file} ${item.at ? `${item.at}.` : ''}${item.field}`));
    const expected = [
      'content/site.json security.email',
      'content/trust/trust.json hosting.paragraphs[1]',
      'content/trust/trust.json subProcessors.paragraphs[0]',
      'content/trust/trust.json agreement.paragraphs',
      'content/trust/trust.json training.paragraphs[0]',
      'content/trust/trust.json disclosure.paragraphs[1]',
      'content/trust/trust.json security.paragraphs[0]',
      // every sub-processor's location and safeguard, and the language-model vendor's name
      ...[0, 1, 2, 3, 4].flatMap((row) =>
        ['location', 'safeguard'].map((field) => `content/trust/trust.json subProcessors.table.rows[${row}].${field}`),
      ),
      'content/trust/trust.json subProcessors.table.rows[1].name',
      // every status of the local fit list
      ...Array.from({ length: 9 }, (_, i) => `content/modules/local-fit.json groups[0].items[${i}].status`),
      ...Array.from({ length: 4 }, (_, i) => `content/modules/local-fit.json groups[1].items[${i}].status`),
      'content/pricing/explainer.json factors.items[1].text',
      'content/pricing/explainer.json factors.items[2].text',
      'content/pricing/explainer.json billing.items',
      'content/pricing/explainer.json free.items[1].text',
      'content/modules/sample-conversation.json messages',
    ];
    expect(expected.filter((fact) => !listed.has(fact))).toEqual([]);
  });
});

describe('launch check of the translations as they are', () => {
  it('every translated field records the English it translates, and none has changed since', async () => {
    const report = await checkLaunch(process.cwd(), production);
    expect(formatStaleTranslations(report.staleTranslations ?? []).join('\n')).toBe('');
  });

  it('lists the twin of every unconfirmed English fact in every edition', async () => {
    const report = await checkLaunch(process.cwd(), production);
    const english = report.unconfirmed.filter(
      (item) => item.lang === undefined && !SHARED_CONTENT_FILES.includes(item.file),
    );
    for (const lang of EDITION_LANGS) {
      const twins = report.unconfirmed.filter((item) => item.lang === lang);
      expect(twins.map((t) => `${t.file}#${t.at}#${t.field}`)).toEqual(
        english.map((e) => `${contentPath(e.file, lang)}#${e.at}#${e.field}`),
      );
    }
  });
});
