/**
 * The whole configuration (src/lib/node/cms/config.ts): where the editor commits, that every save
 * goes through review, that every file links to the page showing it, and that every field has a form.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cmsBackend,
  cmsConfig,
  jsonSchemaWithMessages,
  notEditable,
  PLACEHOLDER_REPO,
  previewPathFor,
} from '../../../src/lib/node/cms/index.ts';
import { isIndexablePath } from '../../../src/lib/node/indexing.ts';
import { ALL_PAGES } from '../../../src/lib/node/routes.ts';
import { entries, loadEditorConfig, type EditorConfig, type FileEntry } from './editor.ts';

let config: EditorConfig;
beforeAll(async () => {
  config = await loadEditorConfig();
}, 30_000);

describe('where the editor commits', () => {
  it('backend: CMS_GITHUB_REPO, else the repository Netlify builds, else a placeholder; main by default', () => {
    expect(cmsBackend({})).toEqual({ repo: PLACEHOLDER_REPO, branch: 'main' });
    expect(cmsBackend({ REPOSITORY_URL: 'https://github.com/acme/site' }).repo).toBe('acme/site');
    expect(cmsBackend({ REPOSITORY_URL: 'git@github.com:acme/site.git' }).repo).toBe('acme/site');
    expect(
      cmsBackend({
        CMS_GITHUB_REPO: 'acme/cms',
        CMS_GITHUB_BRANCH: 'content',
        CMS_AUTH_BASE_URL: 'https://auth.acme.dev',
      }),
    ).toEqual({ repo: 'acme/cms', branch: 'content', authBaseUrl: 'https://auth.acme.dev' });
    expect(() => cmsBackend({ CMS_GITHUB_REPO: 'not a repo' })).toThrow(/owner\/name/);
    expect(config.backend).toMatchObject({ name: 'github', repo: PLACEHOLDER_REPO, branch: 'main' });
  });

  it('/admin is never indexed or listed in the sitemap', () => {
    expect(isIndexablePath('/admin')).toBe(false);
  });

  it('every field has a form: none is only kept as written', () => {
    expect(notEditable(config)).toEqual([]);
    // A shape without a form (a union with no fixed type) is kept, named, and does not stop the build.
    const odd = z.object({ title: z.string(), either: z.union([z.string(), z.number()]) });
    const made = cmsConfig({
      files: [{ file: 'content/odd.json', schema: jsonSchemaWithMessages(odd), data: { title: 'x', either: 1 } }],
      pages: [],
      backend: cmsBackend({}),
      siteUrl: 'https://www.example.com',
    });
    expect(notEditable(made)).toEqual(['content/odd.json: either']);
  });
});

describe('editors publish through review', () => {
  it('every save is a draft on its own branch (editorial workflow), never a commit to main', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend).toMatchObject({ name: 'github', branch: 'main' });
  });

  it('every file links to the page that shows it, a page the site has', () => {
    const known = new Set([...ALL_PAGES, '/404', '/redirect', '/thank-you']);
    for (const entry of entries.values()) {
      const path = (entry as FileEntry & { preview_path?: string }).preview_path;
      expect(path, entry.file).toBeDefined();
      expect(known.has(path!.replace(/#.*$/, '')), `${entry.file} → ${path}`).toBe(true);
    }
    expect(previewPathFor('content/pages/home.md')).toBe('/');
    expect(previewPathFor('content/pages/roi.md')).toBe('/roi');
    expect(previewPathFor('content/roi/calculator.json')).toBe('/roi');
    expect(previewPathFor('content/modules/plans.json')).toBe('/ai-sales-agent');
    expect(previewPathFor('content/forms/demo.json')).toBe('/pricing');
  });
});
