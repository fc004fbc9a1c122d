/**
 * Makes Astro's content loaders report mistakes the one editor-friendly way (src/schemas/parse.ts):
 * every entry is checked against the plain schema of its file before Astro parses it, so a build
 * stops with the file, the entry and the field named, as the plain loaders do. A Markdown entry's
 * body is checked too (src/schemas/markdown.ts).
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'zod';
import { markdownFileSchema } from './markdown.ts';
import { parseContent } from './parse.ts';

/**
 * `loader`, with each entry checked by `schema` (the plain twin of the collection schema: image
 * paths and references as written) before the collection schema parses it.
 */
export function checked(loader: Loader, schema: z.ZodType): Loader {
  return {
    ...loader,
    load: (context: LoaderContext) =>
      loader.load({
        ...context,
        parseData: (props) => {
          const root = fileURLToPath(context.config.root);
          const path = props.filePath ?? context.collection;
          const file = isAbsolute(path) ? relative(root, path) : path;
          // A file of many entries (a list, or entries keyed by id) also names the entry.
          const own = file.endsWith(`/${props.id}.json`) || file.endsWith(`/${props.id}.md`);
          parseContent(schema, props.data, own ? file : `${file} (entry "${props.id}")`);
          if (file.endsWith('.md'))
            parseContent(markdownFileSchema, { body: readFileSync(resolve(root, path), 'utf8') }, file);
          return context.parseData(props);
        },
      }),
  };
}
