/**
 * The lint rule `local/no-import-cycle`: a module may not import, through any chain of relative
 * imports, a module that imports it back. A cycle makes the order of evaluation depend on which
 * module is loaded first (a value read before it is set), and it ties layers together that
 * docs/architecture.md keeps apart.
 *
 * Why a rule of our own: it reads `.astro` frontmatter and `<script>` blocks as well as TypeScript,
 * follows the `.ts` extensions the code writes, and parses each file once with TypeScript's parser
 * (no type information): the whole tree costs well under a second. What counts is a static
 * `import … from` or `export … from` of a relative path; `import type`/`export type` (erased at
 * build time) and dynamic `import()` (evaluated later, on demand) do not.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Rule } from 'eslint';

/** The TypeScript source of a file: all of it, or the frontmatter and `<script>` blocks of an .astro file. */
function scriptOf(file: string, text: string): string {
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  return [frontmatter, ...scripts].join('\n');
}

/** The relative paths a module imports or re-exports for use at run time, in the order written. */
function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, scriptOf(file, text), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const onlyTypes =
        clause !== undefined &&
        (clause.phaseModifier === ts.SyntaxKind.TypeKeyword ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!onlyTypes) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier) && /^\.{1,2}\//.test(specifier.text)) {
      specifiers.push(specifier.text);
    }
  }
  return specifiers;
}

/** The file a relative specifier names, or undefined when it names no file (a public asset, a typo). */
function resolveImport(from: string, specifier: string): string | undefined {
  const target = resolve(dirname(from), specifier.replace(/[?#].*$/, ''));
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

const SOURCE = /\.(?:[cm]?[jt]sx?|astro)$/;
const edgesCache = new Map<string, { mtimeMs: number; edges: string[] }>();

/** The modules `file` imports at run time, read from disk (cached while the file is unchanged). */
function edgesOnDisk(file: string): string[] {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = edgesCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.edges;
  const edges = runtimeImports(file, readFileSync(file, 'utf8'))
    .map((specifier) => resolveImport(file, specifier))
    .filter((target): target is string => target !== undefined && SOURCE.test(target));
  edgesCache.set(file, { mtimeMs, edges });
  return edges;
}

/**
 * A chain of imports from `start` back to `file` (start first, file last), or undefined. The edges
 * of `file` itself come from `ownEdges` (the text being linted), of every other module from disk.
 */
function pathBack(file: string, start: string, ownEdges: readonly string[]): string[] | undefined {
  const edgesOf = (module: string) => (module === file ? ownEdges : edgesOnDisk(module));
  const seen = new Set<string>([start]);
  const stack: string[][] = [[start]];
  while (stack.length > 0) {
    const chain = stack.pop()!;
    for (const next of edgesOf(chain.at(-1)!)) {
      if (next === file) return [...chain, file];
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([...chain, next]);
      }
    }
  }
  return undefined;
}

export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'a module may not import, through any chain of relative imports, a module that imports it' },
    schema: [],
    messages: { cycle: 'import cycle: {{chain}}' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    return {
      'Program:exit'(program) {
        const specifiers = runtimeImports(file, context.sourceCode.text);
        const targets = specifiers.map((specifier) => resolveImport(file, specifier));
        const ownEdges = targets.filter((target): target is string => target !== undefined && SOURCE.test(target));
        const reported = new Set<string>();
        for (const [index, target] of targets.entries()) {
          if (target === undefined || reported.has(target) || !SOURCE.test(target)) continue;
          const chain = target === file ? [file] : pathBack(file, target, ownEdges);
          if (!chain) continue;
          reported.add(target);
          const specifier = specifiers[index]!;
          // Point at the import that starts the cycle when the parser shows it (.astro scripts aside).
          const node = program.body.find(
            (statement) =>
              (statement.type === 'ImportDeclaration' ||
                statement.type === 'ExportNamedDeclaration' ||
                statement.type === 'ExportAllDeclaration') &&
              statement.source?.value === specifier,
          );
          context.report({
            node: node ?? program,
            messageId: 'cycle',
            data: { chain: [file, ...chain].map((module) => relative(root, module)).join(' → ') },
          });
        }
      },
    };
  },
};
