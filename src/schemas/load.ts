/**
 * The one loader of content files outside Astro's collections. `loadContentFile` gives a plain
 * content file (a JSON file that is not a collection) checked by its schema: used by the pages,
 * astro.config.mjs, the build steps, the scripts and the tests. Each file is read and checked once
 * per build (the result is kept), so a file that several modules need is parsed once.
 * `readContentFile` reads any content file unchecked, JSON or Markdown (with the project's one
 * frontmatter parser, `parseMarkdown`): the content reader (src/lib/node/content-reader.ts) reads
 * content/ with it for the launch check, the edition mirror check and the content editor.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { contentPath } from '../lib/shared/edition-paths.ts';
import type { Lang } from '../lib/shared/i18n.ts';
import { parseContent } from './parse.ts';

/** A content file as read, unchecked. */
export interface ContentFileData {
  /** Path from the project root, e.g. content/site.json. */
  path: string;
  /** Parsed JSON, or a Markdown file's frontmatter. */
  data: unknown;
  /** A Markdown file's `## ` headings, which its markers may name. */
  headings?: string[];
  /** A Markdown file's text after its frontmatter. */
  body?: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/**
 * A Markdown file's frontmatter (the YAML between the `---` lines that open it, null without one)
 * and its data, its body (the text after the frontmatter) and the `## ` headings of its body. The
 * pages collection's loader (Astro's) reads the same data and body from these files, except that
 * a date stays text here, as the editor wrote it (tests/unit/content-reader.test.ts).
 */
export function parseMarkdown(text: string): {
  frontmatter: string | null;
  data: unknown;
  body: string;
  headings: string[];
} {
  const match = FRONTMATTER.exec(text);
  const frontmatter = match?.[1] ?? null;
  const body = match ? text.slice(match[0].length) : text;
  const headings = [...body.matchAll(/^##\s+(.+?)\s*$/gm)].map((heading) => heading[1] ?? '');
  return { frontmatter, data: parseYaml(frontmatter ?? '') as unknown, body, headings };
}

/**
 * `file` (a path from `root`, the project root, e.g. content/pages/about.md), unchecked: a JSON
 * file's data, or a Markdown file's frontmatter, body and headings (parseMarkdown). A file that
 * cannot be read or parsed throws naming it.
 */
export function readContentFile(file: string, root = '.'): ContentFileData {
  const markdown = file.endsWith('.md');
  try {
    const text = readFileSync(resolve(root, file), 'utf8');
    if (!markdown) return { path: file, data: JSON.parse(text) as unknown };
    const { data, body, headings } = parseMarkdown(text);
    return { path: file, data, headings, body };
  } catch (error) {
    const as = markdown ? 'Markdown with YAML frontmatter' : 'JSON';
    throw new Error(`${file} could not be read as ${as}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

const loaded = new Map<string, { schema: z.ZodType; value: unknown }>();

/** The contents of `file` (a path from the project root) checked by `schema`; a mistake throws naming the file. */
export function loadContentFile<S extends z.ZodType>(schema: S, file: string): z.output<S> {
  const known = loaded.get(file);
  if (known?.schema === schema) return known.value as z.output<S>;
  const value = parseContent(schema, readContentFile(file).data, file);
  loaded.set(file, { schema, value });
  return value;
}

/** `file` (written as the English path, e.g. content/site.json) of `lang`'s edition, checked by `schema`. */
export function loadEditionFile<S extends z.ZodType>(schema: S, file: string, lang: Lang): z.output<S> {
  return loadContentFile(schema, contentPath(file, lang));
}
