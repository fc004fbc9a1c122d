/**
 * Makes Astro's content loaders report mistakes the one editor-friendly way (src/schemas/parse.ts):
 * every entry is checked against the plain schema of its file before Astro parses it, so a build
 * stops with the file, the entry and the field named, as the plain loaders do. A Markdown entry's
 * body is checked too (src/schemas/markdown.ts), and a list file's ids must differ: Astro keys the
 * entries by id, and only warns when a second entry replaces the first.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'zod';
import { uniqueIds } from './fields.ts';
import { markdownFileSchema } from './markdown.ts';
import { parseContent } from './parse.ts';

/** Any list of entries, checked only for ids used twice. */
const entryList = uniqueIds(z.array(z.unknown()));

/**
 * `loader`, with each entry checked by `schema` (the plain twin of the collection schema: image
 * paths and references as written) before the collection schema parses it. `listEntries`: the
 * loader hands over the entries of a list file one by one (Astro's file()), each keyed by its `id`.
 */
export function checked(loader: Loader, schema: z.ZodType, { listEntries = false } = {}): Loader {
  return {
    ...loader,
    load: async (context: LoaderContext) => {
      const root = fileURLToPath(context.config.root);
      const bodiesChecked = new Set<string>();
      /** A Markdown file's body, read with its frontmatter so a mistake names the line of the file. */
      const checkBody = (file: string) => {
        parseContent(markdownFileSchema, { body: readFileSync(resolve(root, file), 'utf8') }, file);
        bodiesChecked.add(file);
      };
      await loader.load({
        ...context,
        parseData: (props) => {
          const path = props.filePath ?? context.collection;
          const file = isAbsolute(path) ? relative(root, path) : path;
          // A file of many entries (a list, or entries keyed by id) also names the entry.
          const own = file.endsWith(`/${props.id}.json`) || file.endsWith(`/${props.id}.md`);
          parseContent(schema, props.data, own ? file : `${file} (entry "${props.id}")`, {
            listEntry: listEntries,
          });
          if (file.endsWith('.md')) checkBody(file);
          if (!own && file.endsWith('.json')) {
            // The whole file as written (Astro hands over one entry at a time): a list's ids must differ.
            const entries: unknown = JSON.parse(readFileSync(resolve(root, path), 'utf8'));
            if (Array.isArray(entries)) parseContent(entryList, entries, file);
          }
          return context.parseData(props);
        },
      });
      // Astro does not parse again a Markdown file unchanged since the cached build
      // (node_modules/.astro); its body is checked all the same, as the pages it may link to change.
      for (const { filePath } of context.store.values()) {
        if (filePath?.endsWith('.md') && !bodiesChecked.has(filePath)) checkBody(filePath);
      }
    },
  };
}
