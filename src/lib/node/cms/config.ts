/**
 * The content editor's whole configuration (Sveltia CMS at /admin): one collection per content
 * folder plus the pages, the GitHub backend it commits to and each file's preview link.
 */
import type { CmsConfig, Collection, CollectionFile } from '@sveltia/cms';
import { DEFAULT_LANG } from '../../shared/i18n.ts';
import { fileFields, isObject, UPLOAD_FOLDER, type CmsFileInput } from './fields.ts';
import { CMS_I18N, isSharedFile, localeFile, localisedFile, withoutI18n } from './i18n.ts';
import { humanise } from './labels.ts';

/** The site path that shows a content file, for the editor's "preview" link on a deploy preview. */
export function previewPathFor(file: string): string {
  const name = file
    .split('/')
    .pop()!
    .replace(/\.(json|md)$/, '');
  const folder = file.split('/').slice(1, -1).join('/');
  if (folder === 'pages') {
    const page: Record<string, string> = { home: '/', 'not-found': '/404', 'chat-test': '/chat-test' };
    return page[name] ?? `/${name}`;
  }
  const byFolder: Record<string, string> = {
    roi: '/roi',
    faqs: '/faqs',
    'case-study': '/sila-client-study',
    event: '/event',
    cookies: '/cookies',
    home: '/',
    marketing: '/',
    trust: '/trust',
    pricing: '/pricing',
  };
  if (folder === 'modules') return name.startsWith('ai-') ? `/${name}` : '/ai-sales-agent';
  if (folder === 'forms') {
    return (
      { demo: '/pricing', waitlist: '/ai-recommendation', 'store-preview': '/pricing#see-it-on-your-store' }[name] ??
      '/#contact'
    );
  }
  if (file === 'content/redirects.json') return '/redirect';
  return byFolder[folder] ?? '/';
}

export interface CmsBackendOptions {
  /** GitHub repository, "owner/name". */
  repo: string;
  branch: string;
  /** The OAuth provider's address when it is not Netlify's (e.g. Sveltia CMS Authenticator). */
  authBaseUrl?: string;
}

export interface CmsConfigInput {
  files: CmsFileInput[];
  /** The Markdown pages (content/pages/*.md): each file with its frontmatter as data. */
  pages: CmsFileInput[];
  backend: CmsBackendOptions;
  siteUrl: string;
}

/** Fields the editor keeps as written because it has no form for their shape ("$comment" aside). */
export function notEditable(config: CmsConfig): string[] {
  const found: string[] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, where));
    if (!isObject(value)) return;
    const here = typeof value.file === 'string' ? localeFile(value.file, DEFAULT_LANG) : where;
    if (value.widget === 'hidden' && value.name !== '$comment') found.push(`${here}: ${String(value.name)}`);
    for (const child of Object.values(value)) walk(child, here);
  };
  walk(config.collections, '');
  return found;
}

/** "content/faqs/site-faq.json" -> "faqs"; files directly in content/ belong to "site". */
function groupOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1]! : 'site';
}

/** The whole configuration: one collection per content folder, plus the pages. */
export function cmsConfig({ files, pages, backend, siteUrl }: CmsConfigInput): CmsConfig {
  const groups = new Map<string, CollectionFile[]>();
  for (const input of files) {
    const group = groupOf(input.file);
    const name = input.file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const shared = isSharedFile(input.file);
    const entry: CollectionFile = {
      name,
      label: shared ? `${humanise(name)} (both languages)` : humanise(name),
      file: localisedFile(input.file),
      format: 'json',
      ...(shared ? {} : { i18n: true }),
      preview_path: previewPathFor(input.file),
      fields: shared ? withoutI18n(fileFields(input)) : fileFields(input),
    };
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  // One form per page: a page needs a route in src/pages, so pages are added by a developer, not here.
  const pageCollection = {
    name: 'pages',
    label: 'Pages',
    description: 'Each page: browser title, search description, headline and the long copy below it.',
    i18n: true,
    files: pages.map((page) => {
      const title = isObject(page.data) && typeof page.data.title === 'string' ? page.data.title : page.file;
      return {
        name: page.file.split('/').pop()!.replace(/\.md$/, ''),
        label: title,
        file: localisedFile(page.file),
        format: 'yaml-frontmatter',
        i18n: true,
        preview_path: previewPathFor(page.file),
        fields: [
          ...fileFields(page),
          {
            name: 'body',
            label: 'Page copy',
            widget: 'markdown',
            required: false,
            // The text as written first: the rich editor would rewrite Markdown it did not need to touch.
            modes: ['raw', 'rich_text'],
            hint: 'Normal text; a blank line starts a new paragraph, "## " starts a sub-heading.',
            i18n: true,
          },
        ],
      };
    }),
  };
  const collections: Collection[] = [
    pageCollection,
    ...[...groups].map(([group, entries]) => ({
      name: group,
      label: humanise(group),
      ...(entries.some((entry) => entry.i18n) ? { i18n: true } : {}),
      files: entries,
    })),
  ];
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}),
      commit_messages: {
        create: 'Content: create {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    // Every save is a draft on its own branch (a pull request Netlify builds as a deploy preview);
    // Publish merges it into the production branch. See docs/editing.md.
    publish_mode: 'editorial_workflow',
    app_title: 'Content editor',
    // The site's own icon on the sign-in page and the browser tab (public/favicon.svg).
    logo: { src: '/favicon.svg' },
    site_url: siteUrl,
    media_folder: UPLOAD_FOLDER,
    public_folder: `/${UPLOAD_FOLDER}`,
    // An optional field left empty is left out of the file, as the schemas expect (not "").
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    i18n: { ...CMS_I18N, locales: [...CMS_I18N.locales] },
    collections,
  };
}

/** The repository the editor commits to until CMS_GITHUB_REPO or Netlify's REPOSITORY_URL names one. */
export const PLACEHOLDER_REPO = 'example-org/ai-suite-site';

/**
 * Which GitHub repository and branch the editor reads and commits to, from the build's environment:
 * CMS_GITHUB_REPO ("owner/name"), else the repository Netlify builds from (REPOSITORY_URL), else a
 * placeholder (sign-in then says the repository does not exist; the local-folder mode still works).
 * CMS_GITHUB_BRANCH defaults to main: editors publish to the branch production is built from.
 * CMS_AUTH_BASE_URL points sign-in at an OAuth provider other than Netlify's.
 */
export function cmsBackend(env: Partial<Record<string, string | undefined>>): CmsBackendOptions {
  const fromNetlify = /github\.com[/:]([^/]+\/[^/]+?)(\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '')?.[1];
  const repo = env.CMS_GITHUB_REPO?.trim() || fromNetlify || PLACEHOLDER_REPO;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_GITHUB_REPO must be "owner/name" (got "${repo}")`);
  const authBaseUrl = env.CMS_AUTH_BASE_URL?.trim();
  return { repo, branch: env.CMS_GITHUB_BRANCH?.trim() || 'main', ...(authBaseUrl ? { authBaseUrl } : {}) };
}
