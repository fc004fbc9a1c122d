/**
 * The launch check: what stands between main and a production deploy: facts awaiting confirmation
 * (see confirmation.ts), placeholder values, and configuration that would lose leads or publish
 * something false. `checkLaunch` reads the project (content through the content reader) and gives
 * the report; the rules below it take the files and the environment as arguments. Run by
 * `npm run launch-check` (scripts/tools/launch-check.ts) and before every build (the launch gate,
 * src/integrations/launch-gate.ts).
 */
import { AWAITING_KEY, scanMarkers, type MarkerProblem, type UnconfirmedItem } from '../shared/confirmation.ts';
import { contentPath, SHARED_CONTENT_FILES } from '../shared/edition-paths.ts';
import type { Lang } from '../shared/i18n.ts';
import { resolveDeploy, type Deploy, type DeployEnv } from './deploy.ts';
import { formatStaleTranslations, markCommands, type StaleTranslation } from './translation-sources.ts';
import { anyFormUsesEmailJs, emailConfigProblems } from '../shared/email/settings.ts';
import { resolveSiteConfig, type SiteConfig } from '../../schemas/site.ts';
import type { ContentFileData as ContentFile } from '../../schemas/load.ts';
import { parseContent } from '../../schemas/parse.ts';
import { editionsSchema } from '../../schemas/editions.ts';
import { editionsAwaitingReview, EDITIONS_FILE } from './editions.ts';
import { EDITION_LANGS, readContentFiles, translationStatus } from './content-reader.ts';

interface Blocker {
  what: string;
  fix: string;
}

export interface LaunchReport {
  unconfirmed: UnconfirmedItem[];
  markerProblems: MarkerProblem[];
  placeholders: Array<{ file: string; at: string; value: string }>;
  blockers: Blocker[];
  /** Worth knowing, never blocking. */
  notes: string[];
  /**
   * Editions a native speaker has not reviewed yet (content/editions.json): a production build
   * publishes without them, so they do not block it, but the deployer sees them listed.
   */
  editionsAwaitingReview?: Array<{ lang: string; note: string }>;
  /**
   * Translated fields whose English source changed or was never recorded
   * (src/lib/node/translation-sources.ts). Those of a published edition block production.
   */
  staleTranslations?: StaleTranslation[];
}

/**
 * Values that only ever stand in for real ones: RFC 2606 example domains in an address, an email
 * or a host, social links to an "example" account, fictional 555 numbers, editors' TODOs. An
 * illustration that shows an address bar ("shop.example/search?q=…", no scheme) is not one.
 */
const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /[\w.+-]+@([\w-]+\.)*example(\.(com|org|net))?\b/i,
  /https?:\/\/([\w-]+\.)*example(\.(com|org|net))?([/:?#]|$)/i,
  /^(www\.)?example\.(com|org|net)$/i,
  /^https?:\/\/[^\s]+\/example\/?$/i,
  /\+1 ?555[ -]?01\d\d\b/,
  /\b(TODO|TBD|FIXME)\b/,
  /\blorem ipsum\b/i,
];

function placeholderValues(file: ContentFile, marked: Set<string>) {
  const found: LaunchReport['placeholders'] = [];
  const visit = (value: unknown, at: string): void => {
    if (typeof value === 'string') {
      if (PLACEHOLDER_PATTERNS.some((pattern) => pattern.test(value)) && !marked.has(`${file.path}#${at}`)) {
        found.push({ file: file.path, at, value });
      }
    } else if (Array.isArray(value)) {
      value.forEach((entry, index) => visit(entry, `${at}[${index}]`));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (key !== AWAITING_KEY) visit(child, at ? `${at}.${key}` : key);
      }
    }
  };
  visit(file.data, '');
  return found;
}

/**
 * EmailJS set-ups that would send leads somewhere the deployer did not mean: once any EmailJS
 * value is set, every gap or placeholder blocks (each form kind would silently fall back), and a
 * keyless production build outside Netlify would post to a stand-in that only `npm start` runs.
 */
export function emailSetupBlockers(site: SiteConfig, deploy: Deploy): LaunchReport {
  const report: LaunchReport = { unconfirmed: [], markerProblems: [], placeholders: [], blockers: [], notes: [] };
  for (const problem of emailConfigProblems(site)) {
    report.blockers.push({
      what: problem.replace(/\.$/, ''),
      fix: 'Set it from the EmailJS dashboard, or leave every PUBLIC_EMAILJS_* empty so every form uses Netlify Forms.',
    });
  }
  const emailJs = anyFormUsesEmailJs(site);
  if (!deploy.onNetlify && deploy.context === 'production') {
    report.blockers.push(
      emailJs
        ? {
            what: 'Not built by Netlify: a form sent without JavaScript, or before its script has loaded, posts to Netlify Forms, which nothing receives on another host',
            fix: 'Build on Netlify, whose Forms receive those leads.',
          }
        : {
            what: 'No EmailJS keys and not built by Netlify: the forms would post to an email stand-in that only `npm start` runs',
            fix: 'Build on Netlify (its Forms receive the leads) or set the PUBLIC_EMAILJS_* variables.',
          },
    );
  }
  if (deploy.onNetlify) {
    report.notes.push(
      emailJs
        ? 'EmailJS sends the leads, but a form sent without JavaScript, or before its script has loaded, still goes to Netlify Forms: keep form detection on (Netlify > Site > Forms) and turn on form notifications.'
        : 'No EmailJS keys: leads go to Netlify Forms (Netlify > Site > Forms; turn on form notifications).',
    );
  }
  return report;
}

export interface LaunchInput {
  files: readonly ContentFile[];
  deploy: Deploy;
  site: SiteConfig;
  /** True when the cookie policy lists analytics cookies. */
  analyticsPromised: boolean;
  /** The files of EMAILJS_NAMED_IN that name EmailJS as a recipient of what the forms send. */
  emailJsNamedIn?: readonly string[];
  /** The files of ANALYTICS_NAMED_IN that name Google Analytics. */
  analyticsNamedIn?: readonly string[];
  editionsAwaitingReview?: Array<{ lang: string; note: string }>;
  /** The editions besides English whose twins translate the English facts. */
  editionLangs?: readonly Lang[];
  staleTranslations?: StaleTranslation[];
}

/**
 * The twin of each unconfirmed English fact in every edition: its translation says the same
 * unconfirmed thing, so it is listed (and blocks) per language, with the English note.
 */
function unconfirmedTwins(items: readonly UnconfirmedItem[], langs: readonly Lang[]): UnconfirmedItem[] {
  return langs.flatMap((lang) =>
    items
      .filter((item) => item.lang === undefined && !SHARED_CONTENT_FILES.includes(item.file))
      .map((item) => ({
        ...item,
        file: contentPath(item.file, lang),
        lang,
        note: `translates an unconfirmed English fact (${item.file}): ${item.note}`,
      })),
  );
}

/** The English files that must name EmailJS while it sends forms, and must not otherwise (their twins follow them). */
export const EMAILJS_NAMED_IN = ['content/pages/privacy-policy.md', 'content/trust/trust.json'];
/** The English files besides the cookie inventory that must name Google Analytics while it runs, and must not otherwise. */
export const ANALYTICS_NAMED_IN = [
  'content/cookies/categories.json',
  'content/pages/cookies.md',
  'content/pages/privacy-policy.md',
  'content/trust/trust.json',
];
const INVENTORY = 'content/cookies/inventory.json';

const listed = (files: readonly string[]) =>
  files.length > 1 ? `${files.slice(0, -1).join(', ')} and ${files.at(-1)}` : (files[0] ?? '');
const verb = (files: readonly string[], one: string, many: string) => (files.length === 1 ? one : many);

/**
 * What the pages say about the services the forms and the analytics use, against what this build
 * uses: a service named but not used is a false statement, and one used but not named is a
 * recipient the visitor was not told about (GDPR Art. 13(1)(e)) or cookies consented to unseen.
 */
function serviceBlockers(
  site: SiteConfig,
  { analyticsPromised, emailJsNamedIn = [], analyticsNamedIn = [] }: LaunchInput,
): Blocker[] {
  const blockers: Blocker[] = [];
  const emailJsSends = anyFormUsesEmailJs(site);
  if (emailJsNamedIn.length && !emailJsSends) {
    blockers.push({
      what: `${listed(emailJsNamedIn)} ${verb(emailJsNamedIn, 'names', 'name')} EmailJS as the service that sends the forms, but no EmailJS keys are set: every form would go to Netlify Forms`,
      fix: 'Set the PUBLIC_EMAILJS_* variables, or take EmailJS out of those files (and their Bulgarian twins).',
    });
  }
  const emailJsUnnamed = EMAILJS_NAMED_IN.filter((file) => !emailJsNamedIn.includes(file));
  if (emailJsSends && emailJsUnnamed.length) {
    blockers.push({
      what: `EmailJS sends the forms (PUBLIC_EMAILJS_* keys are set), but ${listed(emailJsUnnamed)} ${verb(emailJsUnnamed, 'does', 'do')} not name it: visitors would not be told who receives what they send`,
      fix: 'Name EmailJS there among the services that receive what the forms send (and in the Bulgarian twins), or leave every PUBLIC_EMAILJS_* empty so every form uses Netlify Forms.',
    });
  }
  const analyticsRuns = site.services.analyticsId !== '';
  const analyticsNamed = [...(analyticsPromised ? [INVENTORY] : []), ...analyticsNamedIn];
  if (analyticsNamed.length && !analyticsRuns) {
    blockers.push({
      what: `${listed(analyticsNamed)} ${verb(analyticsNamed, 'names', 'name')} Google Analytics, but no analytics id is set: the pages would describe cookies and a processor the site does not use`,
      fix: 'Set PUBLIC_GA_MEASUREMENT_ID (G-…), or take Google Analytics and its cookies out of those files (and their Bulgarian twins).',
    });
  }
  const analyticsUnnamed = [INVENTORY, ...ANALYTICS_NAMED_IN].filter((file) => !analyticsNamed.includes(file));
  if (analyticsRuns && analyticsUnnamed.length) {
    blockers.push({
      what: `Google Analytics runs after consent (PUBLIC_GA_MEASUREMENT_ID is set), but ${listed(analyticsUnnamed)} ${verb(analyticsUnnamed, 'does', 'do')} not name it: visitors would consent to cookies and a processor the pages do not describe`,
      fix: 'Name Google Analytics and its cookies there (and in the Bulgarian twins), or leave PUBLIC_GA_MEASUREMENT_ID empty.',
    });
  }
  return blockers;
}

/**
 * A production address that is not one: plain http (the pages send HSTS, and their canonical URLs
 * and sitemap would name http://) or a Netlify deploy preview's own address.
 */
function addressBlockers(deploy: Deploy): Blocker[] {
  const { protocol, hostname } = new URL(deploy.siteUrl);
  const blockers: Blocker[] = [];
  if (protocol !== 'https:') {
    blockers.push({
      what: `The site address starts with http:// (${deploy.siteUrl}): canonical URLs, sitemap and share tags would name an address without HTTPS`,
      fix: "Set PUBLIC_SITE_URL to the https:// address (or wait until Netlify's certificate for the domain is issued).",
    });
  }
  if (/--.+\.netlify\.app$/i.test(hostname)) {
    blockers.push({
      what: `The site address is a Netlify preview's (${deploy.siteUrl}): production's canonical URLs and sitemap would point at a preview`,
      fix: 'Set PUBLIC_SITE_URL to the production address, or leave it empty so that Netlify sets URL.',
    });
  }
  return blockers;
}

export function launchReport(input: LaunchInput): LaunchReport {
  const { files, deploy, site, editionsAwaitingReview = [], editionLangs = [], staleTranslations = [] } = input;
  const report = emailSetupBlockers(site, deploy);
  report.editionsAwaitingReview = editionsAwaitingReview;
  report.staleTranslations = staleTranslations;
  for (const file of files) {
    const scan = scanMarkers(file.path, file.data, file.headings ?? []);
    report.unconfirmed.push(...scan.items);
    report.markerProblems.push(...scan.problems);
    const marked = new Set(
      scan.items.map((item) => `${file.path}#${item.at ? `${item.at}.${item.field}` : item.field}`),
    );
    report.placeholders.push(...placeholderValues(file, marked));
  }
  report.unconfirmed.push(...unconfirmedTwins(report.unconfirmed, editionLangs));
  if (deploy.placeholderUrl) {
    report.blockers.push({
      what: `The site address is a placeholder (${deploy.siteUrl}): canonical URLs, sitemap and share tags would point there`,
      fix: 'Netlify sets URL to the production address; set PUBLIC_SITE_URL only to override it.',
    });
  }
  report.blockers.push(...addressBlockers(deploy), ...serviceBlockers(site, input));
  return report;
}

/**
 * Stale translations of the editions a production build would publish: an edition still awaiting
 * its review is left out of production anyway, and its review must clear them first.
 */
function blockingStaleTranslations(report: LaunchReport): StaleTranslation[] {
  const unreviewed = new Set((report.editionsAwaitingReview ?? []).map((edition) => edition.lang));
  return (report.staleTranslations ?? []).filter((item) => !unreviewed.has(item.lang));
}

export function launchBlocked(report: LaunchReport): boolean {
  return (
    report.unconfirmed.length +
      report.markerProblems.length +
      report.placeholders.length +
      report.blockers.length +
      blockingStaleTranslations(report).length >
    0
  );
}

/** The report as a deployer reads it: grouped by file, each line "field: what to confirm". */
export function formatLaunchReport(report: LaunchReport): string {
  const lines: string[] = [];
  for (const [lang, unconfirmed] of Map.groupBy(report.unconfirmed, (item) => item.lang ?? 'en')) {
    lines.push(`Awaiting confirmation, ${lang} (${unconfirmed.length}):`);
    const byFile = Map.groupBy(unconfirmed, (item) => item.file);
    for (const [file, items] of byFile) {
      lines.push(`  ${file}`);
      for (const item of items) {
        lines.push(`    ${item.at ? `${item.at} → ` : ''}${item.field}: ${item.note}`);
      }
    }
  }
  for (const [lang, stale] of Map.groupBy(report.staleTranslations ?? [], (item) => item.lang)) {
    const waiting = (report.editionsAwaitingReview ?? []).some((edition) => edition.lang === lang);
    lines.push(
      `Translations out of date, ${lang} (${stale.length})${waiting ? ', for the review to clear' : ''}: ` +
        're-translate each field from its English; then a developer records it as current with the line below it ' +
        '(docs/editing.md, "When the English changes")',
      ...formatStaleTranslations(stale),
      '  once re-translated, record them with:',
      ...markCommands(stale).map((command) => `    ${command}`),
    );
  }
  if (report.markerProblems.length) {
    lines.push(`Markers to fix (${report.markerProblems.length}):`);
    for (const problem of report.markerProblems) {
      lines.push(`  ${problem.file}${problem.at ? ` ${problem.at}` : ''}: ${problem.problem}`);
    }
  }
  if (report.placeholders.length) {
    lines.push(`Placeholder values (${report.placeholders.length}):`);
    for (const found of report.placeholders) {
      lines.push(
        `  ${found.file} ${found.at}: "${found.value.length > 70 ? `${found.value.slice(0, 67)}...` : found.value}"`,
      );
    }
  }
  if (report.blockers.length) {
    lines.push(`Configuration (${report.blockers.length}):`);
    for (const blocker of report.blockers) lines.push(`  ${blocker.what}.\n    Fix: ${blocker.fix}`);
  }
  const editions = report.editionsAwaitingReview ?? [];
  if (editions.length) {
    lines.push(`Editions awaiting review (${editions.length}), left out of production builds until cleared:`);
    for (const edition of editions) lines.push(`  ${edition.lang} (content/editions.json): ${edition.note}`);
  }
  if (report.notes.length) {
    lines.push('Notes:');
    for (const note of report.notes) lines.push(`  ${note}`);
  }
  return lines.join('\n');
}

/** The languages of `stale`, for a headline: "bg", "bg and de". */
const langsOf = (stale: readonly StaleTranslation[]) => [...new Set(stale.map((item) => item.lang))].join(' and ');

/**
 * The first line of a refused production build: what it would publish, named by what blocks it
 * (unconfirmed facts and placeholders, out-of-date translations, an incomplete configuration).
 */
export function productionHeadline(report: LaunchReport): string {
  const facts = report.unconfirmed.length + report.markerProblems.length + report.placeholders.length > 0;
  const stale = blockingStaleTranslations(report);
  const what = [
    ...(facts ? ['unconfirmed or placeholder content'] : []),
    ...(stale.length ? [`${langsOf(stale)} translations older than their English (${stale.length})`] : []),
  ];
  const configuration = report.blockers.length > 0;
  if (!what.length) return 'This production build is not configured for production';
  return `This production build would publish ${what.join(' and ')}${configuration ? ', and its configuration is incomplete' : ''}`;
}

/**
 * Why a build stops before anything is built, or undefined when it goes on (with the report as a
 * warning). Production stops on everything the launch check blocks. A deploy preview (a pull
 * request: an editor's draft) stops on the translations out of date that production would refuse,
 * so the draft is corrected before it is published rather than refused after; it does not stop on
 * the facts awaiting confirmation, which main has too and which a preview exists to review.
 */
export function launchGateFailure(report: LaunchReport, context: string): string | undefined {
  if (context === 'production') {
    if (!launchBlocked(report)) return undefined;
    return (
      `${productionHeadline(report)}. Clear every line below (docs/deploying.md, "The launch check"), ` +
      `then deploy again.\n\n${formatLaunchReport(report)}`
    );
  }
  const stale = blockingStaleTranslations(report);
  if (context !== 'deploy-preview' || !stale.length) return undefined;
  return [
    `This deploy preview stops: production would refuse its ${langsOf(stale)} translations older than their English (${stale.length}).`,
    'Re-translate each field below from its new English (in /admin: the Bulgarian side of the same draft) and save;',
    "then a developer records each as current on this draft's branch with the line below it, and pushes:",
    'the preview builds again, and once it passes the draft can be published (docs/editing.md, "When the English changes").',
    '',
    ...formatStaleTranslations(stale),
    '  once re-translated, record them with:',
    ...markCommands(stale).map((command) => `    ${command}`),
  ].join('\n');
}

/**
 * What `npm run launch-check` prints, and its exit code: 1 with every blocking line while anything
 * blocks a production deploy, else 0 with "Ready for production" followed by what does not block it
 * (editions awaiting review, left out of production; their translations out of date; notes).
 */
export function launchCheckOutput(report: LaunchReport): { text: string; exitCode: 0 | 1 } {
  if (launchBlocked(report)) {
    return {
      text: `Not ready for production. Clear each item below (docs/deploying.md, "The launch check"):\n\n${formatLaunchReport(report)}`,
      exitCode: 1,
    };
  }
  const ready = 'Ready for production: nothing awaits confirmation and the configuration is complete.';
  const more =
    (report.editionsAwaitingReview ?? []).length + (report.staleTranslations ?? []).length + report.notes.length;
  return { text: more ? `${ready}\n${formatLaunchReport(report)}` : ready, exitCode: 0 };
}

/** The launch report for the project at `projectRoot` built with `env` (Netlify's variables). */
export async function checkLaunch(projectRoot: string, env: DeployEnv): Promise<LaunchReport> {
  const files = await readContentFiles(projectRoot);
  const siteJson = files.find((file) => file.path === 'content/site.json')?.data;
  const inventory = files.find((file) => file.path === 'content/cookies/inventory.json')?.data;
  const analyticsPromised =
    Array.isArray(inventory) &&
    inventory.some(
      (row: unknown) => typeof row === 'object' && row !== null && 'category' in row && row.category === 'analytics',
    );
  const naming = (paths: readonly string[], name: RegExp) =>
    files
      .filter((file) => paths.includes(file.path))
      .filter((file) => name.test(`${file.body ?? ''}${JSON.stringify(file.data)}`))
      .map((file) => file.path);
  const editionsJson = files.find((file) => file.path === EDITIONS_FILE)?.data;
  const editions = parseContent(editionsSchema, editionsJson, EDITIONS_FILE);
  return launchReport({
    files,
    deploy: resolveDeploy(env),
    site: resolveSiteConfig(siteJson, env),
    analyticsPromised,
    emailJsNamedIn: naming(EMAILJS_NAMED_IN, /\bEmailJS\b/),
    analyticsNamedIn: naming(ANALYTICS_NAMED_IN, /\bGoogle Analytics\b/),
    editionsAwaitingReview: editionsAwaitingReview(editions),
    editionLangs: EDITION_LANGS,
    staleTranslations: await translationStatus(
      projectRoot,
      files.filter((file) => !SHARED_CONTENT_FILES.includes(file.path)),
    ),
  });
}
