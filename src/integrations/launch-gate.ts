import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { AstroIntegration } from 'astro';
import { parse as parseYaml } from 'yaml';
import { resolveDeploy, type DeployEnv } from '../lib/node/deploy.ts';
import {
  formatLaunchReport,
  launchBlocked,
  launchReport,
  type ContentFile,
  type LaunchReport,
} from '../lib/node/launch-check.ts';
import { resolveSiteConfig } from '../schemas/site.ts';
import { editionsAwaitingReview, EDITIONS_FILE } from '../lib/node/editions.ts';
import { editionsSchema } from '../schemas/editions.ts';
import { LANGS, type Lang } from '../lib/shared/i18n.ts';
import { SHARED_CONTENT_FILES } from '../lib/shared/edition-paths.ts';
import { parseContent } from '../schemas/parse.ts';
import {
  isTranslationSourcesFile,
  staleTranslations,
  translationSourcesFile,
  type StaleTranslation,
  type TranslationSources,
} from '../lib/node/translation-sources.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The editions besides English, each with a twin of every English content file. */
export const EDITION_LANGS: readonly Exclude<Lang, 'en'>[] = LANGS.filter((l): l is Exclude<Lang, 'en'> => l !== 'en');

/**
 * Every JSON file and Markdown frontmatter under content/, with each Markdown file's body and
 * headings. The other editions' twins (content/bg/) are left out unless asked for: they mirror the
 * English files' facts, which are confirmed once, there (src/lib/shared/content-mirror.ts). The
 * translation records (content/translations/) are not content.
 */
export async function readContentFiles(projectRoot: string, { editions = false } = {}): Promise<ContentFile[]> {
  const contentDir = join(projectRoot, 'content');
  const names = (await readdir(contentDir, { recursive: true }))
    .map((name) => name.split('\\').join('/'))
    .filter(
      (name) =>
        /\.(json|md)$/.test(name) &&
        !isTranslationSourcesFile(`content/${name}`) &&
        (editions || !LANGS.some((l) => l !== 'en' && name.startsWith(`${l}/`))),
    )
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const path = relative(projectRoot, join(contentDir, name)).split('\\').join('/');
      const text = await readFile(join(contentDir, name), 'utf8');
      if (name.endsWith('.json')) return { path, data: JSON.parse(text) as unknown };
      const headings = [...text.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => match[1] ?? '');
      const frontmatter = FRONTMATTER.exec(text);
      const body = frontmatter ? text.slice(frontmatter[0].length) : text;
      return { path, data: parseYaml(frontmatter?.[1] ?? '') as unknown, headings, body };
    }),
  );
}

/** The English content files that every other edition translates (not the shared ones). */
export async function translatedEnglishFiles(projectRoot: string): Promise<ContentFile[]> {
  return (await readContentFiles(projectRoot)).filter((file) => !SHARED_CONTENT_FILES.includes(file.path));
}

/** `lang`'s record of the English each field translates (empty when there is none yet). */
export async function readTranslationSources(projectRoot: string, lang: Lang): Promise<TranslationSources> {
  const file = join(projectRoot, translationSourcesFile(lang));
  if (!existsSync(file)) return { files: {} };
  return JSON.parse(await readFile(file, 'utf8')) as TranslationSources;
}

/** Every translated field, in every edition, whose English changed or was never recorded. */
export async function translationStatus(
  projectRoot: string,
  englishFiles?: readonly ContentFile[],
): Promise<StaleTranslation[]> {
  const files = englishFiles ?? (await translatedEnglishFiles(projectRoot));
  const stale: StaleTranslation[] = [];
  for (const lang of EDITION_LANGS) {
    stale.push(...staleTranslations(lang, files, await readTranslationSources(projectRoot, lang)));
  }
  return stale;
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
  const editionsJson = files.find((file) => file.path === EDITIONS_FILE)?.data;
  const editions = parseContent(editionsSchema, editionsJson, EDITIONS_FILE);
  return launchReport({
    files,
    deploy: resolveDeploy(env),
    site: resolveSiteConfig(siteJson, env),
    analyticsPromised,
    editionsAwaitingReview: editionsAwaitingReview(editions),
    editionLangs: EDITION_LANGS,
    staleTranslations: await translationStatus(
      projectRoot,
      files.filter((file) => !SHARED_CONTENT_FILES.includes(file.path)),
    ),
  });
}

/**
 * Before anything is built: a production build (CONTEXT=production) stops with the launch report
 * while anything is unconfirmed or misconfigured; previews and local builds print it as a warning.
 */
export function launchGate(env: DeployEnv): AstroIntegration {
  return {
    name: 'launch-gate',
    hooks: {
      'astro:config:setup': async ({ config, logger, command }) => {
        if (command !== 'build') return;
        const report = await checkLaunch(new URL('.', config.root).pathname, env);
        if (!launchBlocked(report)) {
          logger.info('launch check: nothing left to confirm');
          return;
        }
        const text = formatLaunchReport(report);
        if (resolveDeploy(env).context === 'production') {
          throw new Error(
            `This production build would publish unconfirmed or placeholder content. Clear every line below ` +
              `(docs/deploying.md, "The launch check"), then deploy again.\n\n${text}`,
          );
        }
        // Tools that only read the config (knip in `npm run check`) ask for one line instead of the list.
        if (env.LAUNCH_GATE_SUMMARY === '1') {
          logger.warn('launch check: not ready for production (npm run launch-check lists it)');
          return;
        }
        logger.warn(`launch check: not ready for production (npm run launch-check lists it):\n${text}`);
      },
    },
  };
}
