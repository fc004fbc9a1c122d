/**
 * The content editor's configuration (Sveltia CMS at /admin), derived from the same zod schemas the
 * build checks content with, so the editor's forms and the build can never disagree about a field.
 * Pure and DOM-free: src/integrations/cms-admin.ts reads the content files and writes the result as
 * dist/admin/config.yml. One module per concern:
 *
 * - json-schema.ts: each file's zod schema as JSON Schema, with the build's messages (`x-messages`);
 * - labels.ts: the words the editor shows for names ("ctaHref" -> "CTA href");
 * - locks.ts: technical names shown read-only, with why;
 * - fields.ts: the field mapper, one editor field per schema property;
 * - i18n.ts: Sveltia's per-locale layout, English and Bulgarian side by side;
 * - config.ts: the whole configuration, its backend and preview links.
 */
export { cmsBackend, cmsConfig, notEditable, PLACEHOLDER_REPO, previewPathFor } from './config.ts';
export { UPLOAD_FOLDER, upToRoot, type CmsFileInput } from './fields.ts';
export { IMAGE_PATTERN, jsonSchemaWithMessages, type JsonSchema } from './json-schema.ts';
export { humanise } from './labels.ts';
export { LOCKED_FIELDS, LOCKED_HINT } from './locks.ts';
