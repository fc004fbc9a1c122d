/**
 * The Markdown half of the content probe (src/schemas/content-probe.ts): in a probe build, the text
 * of every Markdown body is marked as content too.
 */
import type { AstroIntegration } from 'astro';
import { probeMark } from '../schemas/content-probe.ts';

/** The few fields of a Markdown (mdast) node the probe reads; the full types are not a dependency. */
interface MarkdownNode {
  value?: string;
  alt?: string | null;
}
/** The one edit of Sätteri's visitor context the probe makes. */
interface MarkdownEdit {
  setProperty(node: MarkdownNode, key: 'value' | 'alt', value: string): void;
}

/** A Sätteri mdast plugin: marks the text, inline code and image alt texts of a Markdown body. */
const markdownProbe = {
  name: 'content-probe',
  text: (node: MarkdownNode, ctx: MarkdownEdit) => {
    if (node.value) ctx.setProperty(node, 'value', probeMark(node.value));
  },
  inlineCode: (node: MarkdownNode, ctx: MarkdownEdit) => {
    if (node.value) ctx.setProperty(node, 'value', probeMark(node.value));
  },
  image: (node: MarkdownNode, ctx: MarkdownEdit) => {
    if (node.alt) ctx.setProperty(node, 'alt', probeMark(node.alt));
  },
};

/**
 * Adds the Markdown marking to Astro's Markdown processor (Sätteri, whose options integrations may
 * extend), so page bodies and the FAQ answers a loader renders are marked too. astro.config.mjs
 * registers it in a probe build only.
 */
export function contentProbe(): AstroIntegration {
  return {
    name: 'content-probe',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const { processor } = config.markdown;
        const options = processor.options as { mdastPlugins?: unknown[] };
        if (processor.name !== 'satteri' || !Array.isArray(options.mdastPlugins)) {
          throw new Error(`content probe: cannot mark Markdown with the "${processor.name}" processor`);
        }
        options.mdastPlugins.push(markdownProbe);
      },
    },
  };
}
