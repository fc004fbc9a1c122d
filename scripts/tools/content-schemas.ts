/**
 * npm run schemas: writes the JSON Schema of every content JSON file to src/schemas/json/ and maps
 * each file to its schema in .vscode/settings.json (json.schemas), so VS Code checks content as an
 * editor types. Run it after changing a content schema; a unit test fails while the output is stale.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { renderContentSchemaFiles } from '../../src/schemas/json-schema-files.ts';

const files = await renderContentSchemaFiles(await readFile('.vscode/settings.json', 'utf8').catch(() => '{}'));
for (const [path, text] of files) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}
console.log(`Wrote ${files.size - 1} JSON Schemas to src/schemas/json/ and json.schemas in .vscode/settings.json.`);
