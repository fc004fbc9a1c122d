import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import type { z } from 'zod';
import { jsonSchemaWithMessages } from '../lib/node/cms/json-schema.ts';
import { EDITION_LANGS, readContentFiles } from '../lib/node/content-reader.ts';
import {
  formatMirrorProblems,
  mirrorProblems,
  type MirrorProblem,
  type MirrorSchema,
} from '../lib/shared/content-mirror.ts';
import { contentPath, SHARED_CONTENT_FILES } from '../lib/shared/edition-paths.ts';
import { schemaOfContentFile } from '../schemas/content-files.ts';
import type { ContentFileData } from '../schemas/load.ts';
import { unknownFieldIssues } from '../schemas/known-fields.ts';
import { formatPath } from '../schemas/parse.ts';

const jsonSchemas = new Map<z.ZodType, MirrorSchema>();

/** The JSON Schema of English content file `path` (a page's frontmatter for content/pages/*.md). */
function schemaOf(path: string): MirrorSchema | undefined {
  const schema = schemaOfContentFile(path);
  if (!schema) return undefined;
  if (!jsonSchemas.has(schema)) jsonSchemas.set(schema, jsonSchemaWithMessages(schema));
  return jsonSchemas.get(schema);
}

/**
 * What the build says of twin `twinPath` of English file `englishPath`, given both files' data:
 * the mirror check with the English file's schema (see mirrorProblems).
 */
export function twinMirrorProblems(englishPath: string, english: unknown, twinPath: string, twin: unknown) {
  const schema = schemaOf(englishPath);
  return mirrorProblems(twinPath, english, twin, schema ? { schema } : {});
}

/** Every problem of the editions' content: missing or extra twins and fields that do not mirror. */
export async function editionMirrorProblems(projectRoot: string): Promise<MirrorProblem[]> {
  const files = await readContentFiles(projectRoot, { editions: true });
  const byPath = new Map(files.map((file) => [file.path, file]));
  const problems: MirrorProblem[] = [];
  for (const lang of EDITION_LANGS) {
    const prefix = `content/${lang}/`;
    for (const english of files.filter((f) => !isEditionFile(f.path) && !SHARED_CONTENT_FILES.includes(f.path))) {
      const twinPath = contentPath(english.path, lang);
      const twin = byPath.get(twinPath);
      if (!twin) {
        problems.push({ file: twinPath, at: '(file)', problem: `is missing: translate ${english.path} into it` });
        continue;
      }
      // A misspelt name is the file's own mistake: compared with its twin, it would read as a field
      // to translate (or to delete from the twin), so it is reported as what it is, and the pair waits.
      const misnamed = [english, twin].flatMap((file) => unknownNames(english.path, file));
      if (misnamed.length) {
        problems.push(...misnamed);
        continue;
      }
      problems.push(...twinMirrorProblems(english.path, english.data, twinPath, twin.data));
      if (english.headings !== undefined) problems.push(...headingProblems(english, twin));
    }
    for (const twin of files.filter((f) => f.path.startsWith(prefix))) {
      const englishPath = `content/${twin.path.slice(prefix.length)}`;
      if (!byPath.has(englishPath) || SHARED_CONTENT_FILES.includes(englishPath)) {
        problems.push({
          file: twin.path,
          at: '(file)',
          problem: `has no English file ${englishPath}: delete it, or add that file`,
        });
      }
    }
  }
  return problems;
}

/** The names in `file` (English file `englishPath` or its twin) that their schema does not know. */
function unknownNames(englishPath: string, file: ContentFileData): MirrorProblem[] {
  const schema = schemaOfContentFile(englishPath);
  if (!schema) return [];
  const top = file.path.endsWith('.md') ? 'the front matter' : 'this file';
  return unknownFieldIssues(schema, file.data, { top }).map((issue) => ({
    file: file.path,
    at: formatPath(issue.path),
    problem: issue.message,
    unknownName: true,
  }));
}

const isEditionFile = (path: string) => EDITION_LANGS.some((lang) => path.startsWith(`content/${lang}/`));

/** A Markdown twin keeps the English file's "## " sections (the headings the content reader found). */
function headingProblems(english: ContentFileData, twin: ContentFileData): MirrorProblem[] {
  const [want, got] = [english.headings?.length ?? 0, twin.headings?.length ?? 0];
  return want === got
    ? []
    : [
        {
          file: twin.path,
          at: 'text',
          problem: `has ${got} "## " sections; ${english.path} has ${want}: keep the same sections`,
        },
      ];
}

/** Stops the build when an edition's content does not mirror the English files (file and field named). */
export function contentMirror(): AstroIntegration {
  return {
    name: 'content-mirror',
    hooks: {
      'astro:config:setup': async ({ config }) => {
        const root = new URL('.', config.root).pathname;
        if (!existsSync(join(root, 'content'))) return;
        const problems = await editionMirrorProblems(root);
        if (problems.length) throw new Error(formatMirrorProblems(problems));
      },
    },
  };
}
