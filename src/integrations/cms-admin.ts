import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { globSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuiltSite } from './after-build.ts';
import { stringify } from 'yaml';
import { CONTENT_FILES } from '../schemas/content-files.ts';
import { pageSchema } from '../schemas/pages.ts';
import {
  cmsBackend,
  cmsConfig,
  jsonSchemaWithMessages,
  notEditable,
  type CmsFileInput,
} from '../lib/node/cms/index.ts';
import { resolveDeploy } from '../lib/node/deploy.ts';
import { withTranslationStatus } from '../lib/node/cms-translation-status.ts';
import { translationStatus } from '../lib/node/content-reader.ts';
import { readContentFile } from '../schemas/load.ts';
import {
  ADMIN_FONTS,
  GITHUB_STATUS_PATH,
  GITHUB_STATUS_UNKNOWN,
  SVELTIA_PACKAGE_PATH,
  SVELTIA_SCHEMA_PATH,
  adminFontPath,
  pinnedPackageJson,
  selfHostedBundle,
} from '../lib/node/cms-self-hosted.ts';

/** The folder of the Markdown pages, read by the pages collection. */
const PAGES_FOLDER = 'content/pages';

/**
 * The editor's page. No CSP <meta>: /admin has its own policy as a header (netlify.toml). Sveltia
 * finds its configuration next to the page (/admin/config.yml) and its script is served from this
 * site, copied from node_modules at build time, never from a CDN; so is everything it fetches
 * before sign-in (src/lib/node/cms-self-hosted.ts).
 */
const ADMIN_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content editor</title>
  </head>
  <body>
    <script src="/admin/allow-zoom.js"></script>
    <script src="/admin/sveltia-cms.js"></script>
  </body>
</html>
`;

/**
 * Sveltia's interface writes its own viewport tag with maximum-scale=1, which stops pinch zoom on
 * Android (axe: meta-viewport) and is not configurable; this takes that limit out again whenever
 * the tag is written, so an editor who needs larger text can zoom.
 */
const ALLOW_ZOOM = `new MutationObserver(() => {
  for (const meta of document.querySelectorAll('meta[name="viewport"]')) {
    const content = meta.getAttribute('content') || '';
    const zoomable = content.split(/,\\s*/).filter((part) => !/^(maximum-scale|user-scalable)=/.test(part)).join(', ');
    if (zoomable !== content) meta.setAttribute('content', zoomable);
  }
}).observe(document.head, { subtree: true, childList: true, attributes: true, attributeFilter: ['content'] });
`;

/** Every content JSON file with the JSON Schema of its zod schema and its current content. */
function contentFileInputs(): CmsFileInput[] {
  const inputs: CmsFileInput[] = [];
  for (const { files, schema } of CONTENT_FILES) {
    const jsonSchema = jsonSchemaWithMessages(schema);
    for (const file of globSync(files).sort()) {
      inputs.push({ file, schema: jsonSchema, data: readContentFile(file).data });
    }
  }
  return inputs;
}

/** Every Markdown page with the JSON Schema of its frontmatter and its frontmatter today. */
function pageInputs(): CmsFileInput[] {
  const schema = jsonSchemaWithMessages(pageSchema);
  const inputs: CmsFileInput[] = [];
  for (const file of globSync(`${PAGES_FOLDER}/*.md`).sort()) {
    inputs.push({ file, schema, data: readContentFile(file).data });
  }
  return inputs;
}

/** The configuration of this build, and the YAML written for it. */
export async function renderCmsConfig(env = process.env): Promise<string> {
  return (await buildCmsConfig(env)).yaml;
}

async function buildCmsConfig(env: NodeJS.ProcessEnv) {
  const config = withTranslationStatus(
    cmsConfig({
      files: contentFileInputs(),
      pages: pageInputs(),
      backend: cmsBackend(env),
      siteUrl: resolveDeploy(env).siteUrl.replace(/\/$/, ''),
    }),
    await translationStatus(process.cwd()),
  );
  const header = '# Generated at build time from the content schemas by src/integrations/cms-admin.ts. Do not edit.\n';
  // Sveltia reads this schema line and then does not suggest adding it (a console message on
  // localhost). It names the package's schema where the self-hosted bundle looks for it (the build
  // copies it there), not on unpkg.com.
  const schemaLine = `# yaml-language-server: $schema=${SVELTIA_SCHEMA_PATH}\n`;
  return { config, yaml: header + schemaLine + stringify(config, { lineWidth: 0 }) };
}

/**
 * Writes the content editor into dist/admin: its page, its configuration and Sveltia's script. The
 * last step after the build (src/integrations/publish-pages.ts).
 */
export async function writeContentEditor({ dir, logger }: BuiltSite): Promise<void> {
  const admin = new URL('admin/', dir);
  await mkdir(admin, { recursive: true });
  // The package exports only its npm entry (npm/index.js); the browser bundle sits beside it.
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@sveltia/cms');
  const bundle = await readFile(new URL('../dist/sveltia-cms.js', pathToFileURL(entry)), 'utf8');
  // Pointed at this site for its fonts, version check and GitHub status (cms-self-hosted.ts).
  await writeFile(fileURLToPath(new URL('sveltia-cms.js', admin)), selfHostedBundle(bundle));
  const { version } = JSON.parse(await readFile(new URL('../package.json', pathToFileURL(entry)), 'utf8')) as {
    version: string;
  };
  await writeAdminFile(dir, `${SVELTIA_PACKAGE_PATH}/package.json`, pinnedPackageJson(version));
  await writeAdminFile(dir, GITHUB_STATUS_PATH, GITHUB_STATUS_UNKNOWN);
  await writeAdminFile(
    dir,
    SVELTIA_SCHEMA_PATH,
    await readFile(new URL('../schema/sveltia-cms.json', pathToFileURL(entry)), 'utf8'),
  );
  for (const font of ADMIN_FONTS) {
    const target = fileURLToPath(new URL(`.${adminFontPath(font)}`, dir));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(require.resolve(`${font.packageName}/${font.file}`), target);
  }
  await writeFile(fileURLToPath(new URL('index.html', admin)), ADMIN_PAGE);
  await writeFile(fileURLToPath(new URL('allow-zoom.js', admin)), ALLOW_ZOOM);
  const { config, yaml } = await buildCmsConfig(process.env);
  await writeFile(fileURLToPath(new URL('config.yml', admin)), yaml);
  const kept = notEditable(config);
  if (kept.length) logger.warn(`the editor has no form for these fields, kept as written: ${kept.join(', ')}`);
  logger.info(
    'wrote the content editor to admin/ (index.html, config.yml, sveltia-cms.js, allow-zoom.js, its fonts, version and status files)',
  );
}

/** Writes `text` at the site path `path` ("/admin/…") of the build in `dir`. */
async function writeAdminFile(dir: URL, path: string, text: string): Promise<void> {
  const target = fileURLToPath(new URL(`.${path}`, dir));
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, text);
}
