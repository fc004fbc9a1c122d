/** Technical names the content editor shows read-only, with why (a developer changes them in the file). */

/**
 * Technical names: values that Netlify settings, stored submissions, links already sent to clients
 * or the tests depend on. The editor shows them read-only with a warning; a developer changes them
 * in the file (and wherever they are used). Matched on the content file and the field's path in it
 * ("[]" is every item of a list).
 */
const NETLIFY_FORM_NAME =
  'the Netlify form name: renaming it splits the submissions in Netlify and breaks the form settings';
const DEMO_STORES = /^content\/demo-stores\.json$/;

/** One lock, with its reason, on each of `paths` in `file`. */
const each = (file: RegExp, paths: readonly string[], why: string) => paths.map((path) => ({ file, path, why }));

export const LOCKED_FIELDS: ReadonlyArray<{ file: RegExp; path: string; why: string }> = [
  { file: /^content\/forms\/(contact|waitlist|store-preview)\.json$/, path: 'formName', why: NETLIFY_FORM_NAME },
  ...each(/^content\/forms\/demo\.json$/, ['formNames.classic', 'formNames.guided'], NETLIFY_FORM_NAME),
  ...each(DEMO_STORES, ['[].slug', '[].id'], 'part of the demo page address already sent to the client (/{slug}-{id})'),
  {
    file: DEMO_STORES,
    path: '[].chat.projectId',
    why: "the chat provider's project id: a wrong one loads another assistant or none",
  },
  { file: DEMO_STORES, path: '[].chat.session.id', why: "the chat session id the provider's logs are filed under" },
  {
    file: DEMO_STORES,
    path: '[].chat.session.prefix',
    why: "the prefix of the chat session ids the provider's logs are filed under",
  },
  { file: /^content\/site\.json$/, path: 'services', why: 'service ids and addresses set by whoever deploys' },
];

/** The warning shown under a locked field. */
export const LOCKED_HINT = 'Technical name, not editable here: ';

/** The lock on the field at `path` of content file `file` (or on a group holding it), if any. */
export function lockOf(file: string, path: string): { why: string } | undefined {
  return LOCKED_FIELDS.find((lock) => lock.file.test(file) && (path === lock.path || path.startsWith(`${lock.path}.`)));
}
