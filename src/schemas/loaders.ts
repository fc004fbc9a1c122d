/**
 * Makes Astro's content loaders report mistakes the one editor-friendly way (src/schemas/parse.ts):
 * every entry is checked against the plain schema of its file before Astro parses it, so a build
 * stops with the file, the entry and the field named, as the plain loaders do.
 */
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'zod';
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
          const path = props.filePath ?? context.collection;
          const file = isAbsolute(path) ? relative(fileURLToPath(context.config.root), path) : path;
          // A file of many entries (a list, or entries keyed by id) also names the entry.
          const own = file.endsWith(`/${props.id}.json`) || file.endsWith(`/${props.id}.md`);
          parseContent(schema, props.data, own ? file : `${file} (entry "${props.id}")`);
          return context.parseData(props);
        },
      }),
  };
}
