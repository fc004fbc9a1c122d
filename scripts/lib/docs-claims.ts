/**
 * The claims of the docs a machine can check: every repository path they name exists, and every
 * `npm run <name>` names a script of package.json. scripts/tools/check-docs.ts runs it over
 * README.md, CONTRIBUTING.md and docs/ in `npm run check`.
 *
 * What counts as a path: a word that starts with one of ROOTS (`src/lib/node/routes.ts`,
 * `tests/e2e/`), taken from the repository root; and the target of a Markdown link that is not a
 * URL or an anchor, taken from the folder of the document. A trailing `:12` (a line) or `#part` is
 * dropped. Placeholders and patterns are not claims about one file, so a path holding `<`, `*`,
 * `{` or `…` (`content/bg/<path>`, `tests/e2e*\/`) or ending in `...` is skipped.
 */
import { dirname, join, normalize } from 'node:path';

/** The folders of the repository a bare path in prose may start with. */
const ROOTS = ['src', 'tests', 'content', 'scripts', 'docs', 'public'];

const BARE_PATH = new RegExp(`(?<![\\w./@-])(?:${ROOTS.join('|')})/[^\\s\`'"(),;|]*`, 'g');
const LINK_TARGET = /\]\(([^)\s]+)\)/g;
const NPM_RUN = /\bnpm run ([\w:-]+)/g;
const PLACEHOLDER = /[<>*{}…]|\.\.\.$/;

/** Paths the docs name before they exist, with who makes them. */
const MADE_LATER = new Map([['src/assets/uploads/', 'the content editor, at the first image upload']]);

export interface DocFile {
  /** The path of the document from the repository root (`docs/forms.md`). */
  file: string;
  text: string;
}

interface DocProblem {
  file: string;
  line: number;
  message: string;
}

/** A path as written, without the punctuation of the sentence around it, a line number or an anchor. */
function cleanPath(raw: string): string {
  let path = raw;
  // A bracket that closes one opened before the path (`[src/x.ts](…)`) is not part of it.
  while (path.endsWith(']') && path.split('[').length < path.split(']').length) path = path.slice(0, -1);
  return path
    .replace(/#.*$/, '')
    .replace(/[.:!?]+$/, '')
    .replace(/:\d+(?:-\d+)?$/, '');
}

/**
 * The claims of `docs` that do not hold: a path for which `exists` (given a path from the
 * repository root) says no, an npm script not among `scripts`.
 */
export function docProblems(
  docs: readonly DocFile[],
  exists: (path: string) => boolean,
  scripts: ReadonlySet<string>,
): DocProblem[] {
  const problems: DocProblem[] = [];
  for (const { file, text } of docs) {
    for (const [index, line] of text.split('\n').entries()) {
      const report = (message: string) => problems.push({ file, line: index + 1, message });
      const links = new Set<string>();
      for (const [, target = ''] of line.matchAll(LINK_TARGET)) {
        if (/^(?:[a-z]+:|#|\/)/i.test(target)) continue; // a URL, an anchor or a route of the site
        links.add(target);
        const path = cleanPath(decodeURI(target));
        if (path === '' || PLACEHOLDER.test(path)) continue;
        const fromRoot = normalize(join(dirname(file), path));
        if (!exists(fromRoot)) report(`link to ${target}: ${fromRoot} does not exist`);
      }
      for (const [raw] of line.matchAll(BARE_PATH)) {
        if (links.has(raw) || PLACEHOLDER.test(raw)) continue;
        const path = cleanPath(raw);
        if (!MADE_LATER.has(path) && !exists(path)) report(`${path} does not exist`);
      }
      for (const [, name = ''] of line.matchAll(NPM_RUN)) {
        if (!scripts.has(name)) report(`npm run ${name}: package.json has no script "${name}"`);
      }
    }
  }
  return problems;
}
