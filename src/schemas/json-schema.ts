/**
 * JSON Schemas of the content files, generated from their zod schemas (src/schemas/content-files.ts),
 * so an editor sees a field's description and its mistakes while typing in VS Code. Rules the
 * JSON Schema language cannot express (cross-field checks, "the plan table has rows in this
 * order") are left to the build, which checks every file with the same zod schemas.
 */
import { CONTENT_FILES, EDITION_CONTENT_FILES } from './content-files.ts';
import { closedJsonSchema } from './known-fields.ts';

/** The JSON Schema of each content file, keyed by its path from the project root. */
export function contentJsonSchemas(): Map<string, unknown> {
  const schemas = new Map<string, unknown>();
  for (const { files, jsonSchema, schema } of CONTENT_FILES) {
    schemas.set(jsonSchema, {
      ...closedJsonSchema(schema),
      $comment: `Generated from the zod schema of ${files} by npm run schemas. Do not edit.`,
    });
  }
  return schemas;
}

/** The VS Code setting that validates each content file (and its other editions' twins) against its schema. */
export function vscodeJsonSchemas(): Array<{ fileMatch: string[]; url: string }> {
  return CONTENT_FILES.map(({ files, jsonSchema }) => ({
    fileMatch: [
      `/${files}`,
      ...EDITION_CONTENT_FILES.filter((twin) => twin.jsonSchema === jsonSchema).map((twin) => `/${twin.files}`),
    ],
    url: `./${jsonSchema}`,
  }));
}
