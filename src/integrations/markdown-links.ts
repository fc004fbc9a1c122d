/**
 * In a Markdown page of another edition (content/bg/…), links to this site's pages point at that
 * edition (/roi -> /bg/roi). Editors write the same English site paths in both files, so a link can
 * never lead a Bulgarian reader back to English by mistake. A Sätteri mdast plugin, added to
 * Astro's Markdown processor by the integration below (astro.config.mjs).
 */
import type { AstroIntegration } from 'astro';
import { editionOfFile } from '../lib/shared/edition-paths.ts';
import { localizePath } from '../lib/shared/i18n.ts';

/** The few fields of a Markdown link node and of Sätteri's visitor context the plugin uses. */
interface LinkNode {
  url?: string;
}
interface MarkdownEdit {
  setProperty(node: LinkNode, key: 'url', value: string): void;
}

/** A plugin factory: Sätteri calls it per document, with the document's file. */
function linkPlugin(ctx: { fileURL: URL | undefined }) {
  const lang = ctx.fileURL ? editionOfFile(ctx.fileURL.pathname) : 'en';
  if (lang === 'en') return null;
  return {
    name: 'edition-links',
    link: (node: LinkNode, edit: MarkdownEdit) => {
      if (node.url) edit.setProperty(node, 'url', localizePath(node.url, lang));
    },
  };
}

export function localizedMarkdownLinks(): AstroIntegration {
  return {
    name: 'edition-links',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const options = config.markdown.processor.options as { mdastPlugins?: unknown[] };
        if (!Array.isArray(options.mdastPlugins))
          throw new Error('edition links: the Markdown processor takes no plugins');
        options.mdastPlugins.push(linkPlugin);
      },
    },
  };
}
