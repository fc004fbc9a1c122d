import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild } from './after-build.ts';
import {
  moduleScriptSrcs,
  staticImportClosure,
  staticImports,
  withModulePreloads,
} from '../lib/build/module-preload.ts';

/**
 * After the build, gives every page a modulepreload link for each chunk its module scripts import
 * statically (src/lib/build/module-preload.ts), so that no import chain costs a round trip each.
 */
export function modulePreload(): AstroIntegration {
  return afterBuild('module-preload', async ({ root, logger }) => {
    const importsByPath = new Map<string, Promise<string[]>>();
    const importsOf = (path: string) => {
      let imports = importsByPath.get(path);
      if (!imports) {
        imports = readFile(join(root, path), 'utf8').then(staticImports);
        importsByPath.set(path, imports);
      }
      return imports;
    };
    const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
    let links = 0;
    for (const page of pages) {
      const path = join(root, page);
      const html = await readFile(path, 'utf8');
      const preloads = await staticImportClosure(moduleScriptSrcs(html), importsOf);
      if (preloads.length === 0) continue;
      await writeFile(path, withModulePreloads(html, preloads));
      links += preloads.length;
    }
    logger.info(`${links} modulepreload links on ${pages.length} pages: every static import of their module scripts`);
  });
}
