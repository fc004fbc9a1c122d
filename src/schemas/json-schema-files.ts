/**
 * The files `npm run schemas` writes, formatted the way Prettier checks them, so the script and
 * the staleness test (tests/unit/content-schemas.test.ts) compare exactly the same text.
 */
import { format, resolveConfig } from 'prettier';
import { contentJsonSchemas, vscodeJsonSchemas } from './json-schema.ts';

async function json(path: string, value: unknown): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(JSON.stringify(value), { ...options, filepath: path });
}

/**
 * Path → text of every generated file: each JSON Schema, and .vscode/settings.json with its
 * `json.schemas` replaced (`currentSettings` is the file today; its other settings are kept).
 */
export async function renderContentSchemaFiles(currentSettings: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [path, schema] of contentJsonSchemas()) files.set(path, await json(path, schema));
  const settings = JSON.parse(currentSettings) as Record<string, unknown>;
  files.set(
    '.vscode/settings.json',
    await json('.vscode/settings.json', { ...settings, 'json.schemas': vscodeJsonSchemas() }),
  );
  return files;
}
