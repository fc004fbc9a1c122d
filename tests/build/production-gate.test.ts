/**
 * A production deploy of main as Netlify runs it (CONTEXT=production, URL, NETLIFY=true), built
 * from a copy of the project: it must refuse while anything awaits confirmation, and publish once
 * an editor has confirmed everything and the deployer has configured the services.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify as stringifyYaml } from 'yaml';
import { parseMarkdown } from '../../src/schemas/load.ts';
import { EDITION_LANGS, readTranslationSources, translatedEnglishFiles } from '../../src/lib/node/content-reader.ts';
import { markCurrent, translationSourcesFile } from '../../src/lib/node/translation-sources.ts';
import { checkLaunch, launchBlocked } from '../../src/lib/node/launch-check.ts';
import { AWAITING_KEY } from '../../src/lib/shared/confirmation.ts';
import { buildCopy, copyProject } from '../support/project-copy.ts';

const PRODUCTION = {
  CONTEXT: 'production',
  URL: 'https://www.nexa-launch.test',
  DEPLOY_PRIME_URL: 'https://main--nexa-launch.netlify.app',
  NETLIFY: 'true',
  PUBLIC_SITE_URL: '',
  PUBLIC_GA_MEASUREMENT_ID: '',
  PUBLIC_EMAILJS_PUBLIC_KEY: '',
  PUBLIC_EMAILJS_SERVICE_ID: '',
  PUBLIC_EMAILJS_TEMPLATE_CONTACT: '',
  PUBLIC_EMAILJS_TEMPLATE_DEMO: '',
  PUBLIC_EMAILJS_TEMPLATE_WAITLIST: '',
  PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: '',
};

const EMAILJS_KEYS = {
  PUBLIC_EMAILJS_PUBLIC_KEY: 'Kx7rLaunchPk2',
  PUBLIC_EMAILJS_SERVICE_ID: 'service_nexa01',
  PUBLIC_EMAILJS_TEMPLATE_CONTACT: 'template_contact01',
  PUBLIC_EMAILJS_TEMPLATE_DEMO: 'template_demo01',
  PUBLIC_EMAILJS_TEMPLATE_WAITLIST: 'template_wait01',
  PUBLIC_EMAILJS_TEMPLATE_STORE_PREVIEW: 'template_store01',
};

let copy = '';

function build(env: Record<string, string>) {
  return buildCopy(copy, { ...PRODUCTION, ...env });
}

function dropMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropMarkers);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== AWAITING_KEY)
      .map(([key, child]) => [key, dropMarkers(child)]),
  );
}

/**
 * What an editor does before launch: confirms every marked fact, replaces every placeholder, and
 * marks the translations of what changed as current (npm run translations -- mark).
 */
async function confirmEverything(root: string) {
  confirmFacts(join(root, 'content'));
  const english = await translatedEnglishFiles(root);
  for (const lang of EDITION_LANGS) {
    const sources = markCurrent(lang, english, readTranslationSources(root, lang), { all: true });
    writeFileSync(join(root, translationSourcesFile(lang)), `${JSON.stringify(sources, null, 2)}\n`);
  }
}

function confirmFacts(contentDir: string) {
  for (const name of readdirSync(contentDir, { recursive: true, encoding: 'utf8' })) {
    const file = join(contentDir, name);
    if (name.startsWith('translations')) continue;
    if (name.endsWith('.json')) {
      const text = readFileSync(file, 'utf8')
        .replaceAll('example.com', 'nexa-launch.test')
        .replace(/\.example\//g, '.test/')
        .replace(/\/example"/g, '/nexa-launch"')
        .replace('+1 555 0100', '+359 2 123 4567');
      const data = dropMarkers(JSON.parse(text)) as Record<string, unknown>;
      // The organiser is not in the content until an editor knows it; Event data needs one, in both
      // editions (the build refuses a Bulgarian file that does not mirror the English one).
      if (name === join('event', 'event.json'))
        Object.assign(data['event'] as object, { organizer: 'Ecommerce Annual Summit organisers' });
      if (name === join('bg', 'event', 'event.json'))
        Object.assign(data['event'] as object, { organizer: 'Организаторите на Ecommerce Annual Summit' });
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    } else if (name.endsWith('.md')) {
      const { frontmatter, data, body } = parseMarkdown(readFileSync(file, 'utf8'));
      if (frontmatter === null) continue;
      writeFileSync(file, `---\n${stringifyYaml(dropMarkers(data)).trimEnd()}\n---${body}`);
    }
  }
}

beforeAll(() => {
  copy = copyProject('production-gate');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a production build', { timeout: 180_000 }, () => {
  it('refuses to publish while anything awaits confirmation, and lists every item by file', async () => {
    const report = await checkLaunch(copy, PRODUCTION);
    expect(report.unconfirmed.length + report.placeholders.length).toBeGreaterThan(0);
    const { status, output } = build({});
    expect(status).not.toBe(0);
    expect(output).toContain('This production build would publish unconfirmed or placeholder content');
    for (const item of [...report.unconfirmed, ...report.placeholders]) expect(output).toContain(item.file);
    for (const item of report.unconfirmed) expect(output).toContain(item.note);
    expect(existsSync(join(copy, 'dist', 'index.html'))).toBe(false);
  });

  it("publishes once everything is confirmed, with every URL on Netlify's URL and nothing noindex", async () => {
    await confirmEverything(copy);
    // The privacy policy and the trust page name EmailJS: a keyless launch is refused, this one has its keys.
    const keyless = await checkLaunch(copy, { ...PRODUCTION, PUBLIC_GA_MEASUREMENT_ID: 'G-LAUNCH1' });
    expect(keyless.blockers.map((blocker) => blocker.what)).toEqual([
      'content/pages/privacy-policy.md and content/trust/trust.json name EmailJS as the service that sends the forms, but no EmailJS keys are set: every form would go to Netlify Forms',
    ]);
    const { status, output } = build({ PUBLIC_GA_MEASUREMENT_ID: 'G-LAUNCH1', ...EMAILJS_KEYS });
    expect(output).toContain('launch check: nothing left to confirm');
    expect(status, output.slice(-3000)).toBe(0);
    const dist = join(copy, 'dist');
    const about = readFileSync(join(dist, 'about.html'), 'utf8');
    expect(about).toContain('<link rel="canonical" href="https://www.nexa-launch.test/about">');
    expect(about).toContain('<meta property="og:url" content="https://www.nexa-launch.test/about">');
    expect(about).not.toMatch(/<meta name="robots"/);
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).toContain('Sitemap: https://www.nexa-launch.test/sitemap-index.xml');
    expect(robots, 'robots.txt keeps no crawler from any page').not.toMatch(/^\s*disallow\s*:\s*\S/im);
    expect(readFileSync(join(dist, 'sitemap-0.xml'), 'utf8')).toContain('<loc>https://www.nexa-launch.test/faqs</loc>');
    expect(readFileSync(join(dist, '_headers'), 'utf8')).not.toContain('X-Robots-Tag');
    const event = readFileSync(join(dist, 'event.html'), 'utf8');
    const eventNode = /"@type":"Event"[^<]*"organizer":\{"@type":"Organization","name":"([^"]+)"/.exec(event);
    expect(eventNode?.[1], 'the confirmed Event with its organiser').toBe('Ecommerce Annual Summit organisers');
  });

  it('publishes English only while the Bulgarian edition awaits its review, and launch-check names it', async () => {
    const dist = join(copy, 'dist');
    expect(existsSync(join(dist, 'bg'))).toBe(false);
    expect(existsSync(join(dist, 'bg.html'))).toBe(false);
    const about = readFileSync(join(dist, 'about.html'), 'utf8');
    expect(about).not.toContain('hreflang');
    expect(about).not.toContain('og:locale:alternate');
    expect(about).not.toContain('lang-switch');
    expect(readFileSync(join(dist, 'sitemap-0.xml'), 'utf8')).not.toContain('/bg');
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).not.toContain('/bg');
    const report = await checkLaunch(copy, PRODUCTION);
    expect(report.editionsAwaitingReview?.map((e) => e.lang)).toEqual(['bg']);
  });

  it('publishes the Bulgarian edition once a native speaker has cleared its review', () => {
    const editionsFile = join(copy, 'content', 'editions.json');
    const editions = JSON.parse(readFileSync(editionsFile, 'utf8')) as { bg: Record<string, unknown> };
    delete editions.bg['awaitingReview'];
    writeFileSync(editionsFile, `${JSON.stringify(editions, null, 2)}\n`);
    const { status, output } = build({ PUBLIC_GA_MEASUREMENT_ID: 'G-LAUNCH1', ...EMAILJS_KEYS });
    expect(status, output.slice(-3000)).toBe(0);
    const dist = join(copy, 'dist');
    const about = readFileSync(join(dist, 'bg', 'about.html'), 'utf8');
    expect(about).toContain('<html lang="bg"');
    expect(about).toContain('<link rel="canonical" href="https://www.nexa-launch.test/bg/about">');
    expect(about).toContain('<link rel="alternate" hreflang="en" href="https://www.nexa-launch.test/about">');
    expect(readFileSync(join(dist, 'about.html'), 'utf8')).toContain('hreflang="bg"');
    expect(readFileSync(join(dist, 'sitemap-0.xml'), 'utf8')).toContain(
      '<loc>https://www.nexa-launch.test/bg/faqs</loc>',
    );
  });

  it('refuses again when one English sentence changes, naming its Bulgarian twin and the English before and after', async () => {
    const faqFile = join(copy, 'content', 'faqs', 'site-faq.json');
    const original = readFileSync(faqFile, 'utf8');
    const faq = JSON.parse(original) as { items: Array<{ answer: string }> };
    const before = faq.items[0]!.answer;
    faq.items[0]!.answer = `${before} Ask us for the details.`;
    writeFileSync(faqFile, `${JSON.stringify(faq, null, 2)}\n`);
    // The draft's deploy preview (a pull request) stops first, the same way, before anything is published.
    const preview = build({ PUBLIC_GA_MEASUREMENT_ID: 'G-LAUNCH1', ...EMAILJS_KEYS, CONTEXT: 'deploy-preview' });
    expect(preview.status).not.toBe(0);
    expect(preview.output).toContain('This deploy preview stops: production would refuse its bg translations');
    expect(preview.output).toContain('npm run translations -- mark content/bg/faqs/site-faq.json "items[0].answer"');
    const { status, output } = build({ PUBLIC_GA_MEASUREMENT_ID: 'G-LAUNCH1', ...EMAILJS_KEYS });
    expect(status).not.toBe(0);
    // The headline names the real reason: nothing awaits confirmation any more.
    expect(output).toContain('This production build would publish bg translations older than their English (1)');
    expect(output).not.toContain('unconfirmed or placeholder content');
    expect(output).toContain('Translations out of date, bg (1)');
    expect(output).toContain('content/bg/faqs/site-faq.json (translates content/faqs/site-faq.json)');
    expect(output).toContain('items[0].answer: the English changed');
    expect(output).toContain('Ask us for the details.');
    writeFileSync(faqFile, original);
    const report = await checkLaunch(copy, { ...PRODUCTION, PUBLIC_GA_MEASUREMENT_ID: 'G-LAUNCH1', ...EMAILJS_KEYS });
    expect(report.staleTranslations).toEqual([]);
    expect(launchBlocked(report)).toBe(false);
  });
});
