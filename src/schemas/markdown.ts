/**
 * The rules every Markdown text in content/ keeps (the FAQ answers, the bodies of
 * content/pages/*.md): no HTML, links only to web, e-mail and phone addresses and to pages of this
 * site, images only from public/. Checked when content loads, so a mistake stops the build naming
 * the file and the field before anything is rendered (the page's security policy would only have
 * hidden it: a dead link, a broken image). Parsed by Sätteri, the Markdown parser Astro renders
 * with, with the site's features (GFM), so the check reads the text as the page will.
 */
import { markdownToMdast, type MdastNode } from 'satteri';
import { z } from 'zod';
import { imagePathProblem, sitePathProblem } from './site-pages.ts';

/** One mistake in a Markdown text, with its line (counted in the text checked). */
export interface MarkdownProblem {
  line: number | undefined;
  message: string;
}

const LINK_SCHEMES = new Set(['https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A tag that Markdown kept as text because it is broken (`<iframe src="x"` without its `>`); `\<` is a < sign. */
const TAG_IN_TEXT = /(?<!\\)<\/?[a-z][a-z0-9-]*(?=[\s/>]|$)/i;
const CLOSING_TAG = /^<\/[a-z][a-z0-9-]*\s*>$/i;
const RAW_HTML = 'raw HTML is not allowed in Markdown';
const HOW_TO_WRITE = 'write it as Markdown, e.g. **bold**, a list or [a link](/contact)';

/** The start of `text` on one line, short enough to quote in a message. */
function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** What is wrong with the address of a Markdown link, or null when it may be published. */
function linkProblem(url: string): string | null {
  if (url.trim() === '') return 'a link has no address: write where it goes, such as [Contact us](/contact)';
  if (url.startsWith('#')) return null;
  if (url.startsWith('//') || url.includes('\\')) {
    return `links to ${quote(url)}: write the full address of another website, starting with https://`;
  }
  const scheme = SCHEME.exec(url)?.[1];
  // The site is served over https only: an http: link sends the visitor to an unencrypted page,
  // and the built site's link check refuses it (tests/dist/links.test.ts).
  if (scheme?.toLowerCase() === 'http') return `links to "${quote(url)}" over http: write https:// instead`;
  if (scheme !== undefined) {
    return LINK_SCHEMES.has(scheme.toLowerCase())
      ? null
      : `links to "${quote(url)}": a link may only lead to an https:, mailto: or tel: address, or a page of this site`;
  }
  if (!url.startsWith('/')) {
    return `links to "${quote(url)}": write a path on this site from its root, such as /${url.replace(/^(\.{1,2}\/)+/, '')}`;
  }
  return sitePathProblem(url);
}

type Parent = Extract<MdastNode, { children: unknown }>;

/**
 * Every mistake in `markdown`, in the order of the text. `frontmatter`: the text is a whole
 * Markdown file, whose YAML frontmatter is not Markdown (its lines still count).
 */
export function markdownProblems(markdown: string, { frontmatter = false } = {}): MarkdownProblem[] {
  const root = markdownToMdast(markdown, { features: { gfm: true, frontmatter } });
  const problems: MarkdownProblem[] = [];
  const definitions: Array<{ identifier: string; url: string; line: number | undefined }> = [];
  const imageReferences = new Set<string>();

  const visit = (node: MdastNode) => {
    const line = node.position?.start.line;
    const report = (message: string | null) => {
      if (message !== null) problems.push({ line, message });
    };
    switch (node.type) {
      case 'html':
        // The closing tag of an element already reported is the same mistake.
        if (!(CLOSING_TAG.test(node.value) && problems.some((problem) => problem.message.startsWith(RAW_HTML)))) {
          report(`${RAW_HTML} (${quote(node.value)}): ${HOW_TO_WRITE}`);
        }
        break;
      case 'text': {
        const { start, end } = node.position ?? {};
        const written = start && end ? markdown.slice(start.offset, end.offset) : node.value;
        const tag = TAG_IN_TEXT.exec(written)?.[0];
        if (tag) report(`"${tag}" is HTML, which is not allowed in Markdown: ${HOW_TO_WRITE} (a < sign itself is \\<)`);
        break;
      }
      case 'link':
        report(linkProblem(node.url));
        break;
      case 'image':
        report(imagePathProblem(node.url));
        break;
      case 'imageReference':
        imageReferences.add(node.identifier);
        break;
      case 'definition':
        definitions.push({ identifier: node.identifier, url: node.url, line });
        break;
    }
    if ('children' in node) for (const child of (node as Parent).children) visit(child as MdastNode);
  };
  visit(root);

  // A reference-style link or image ([text][name]) takes its address from its definition.
  for (const { identifier, url, line } of definitions) {
    const message = imageReferences.has(identifier) ? imagePathProblem(url) : linkProblem(url);
    if (message !== null) problems.push({ line, message });
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The check of a Markdown field of a JSON file (an FAQ answer): one issue per mistake. */
export function checkMarkdownField(text: string, ctx: z.RefinementCtx<string>): void {
  for (const { message } of markdownProblems(text)) ctx.addIssue({ code: 'custom', message, input: text });
}

/**
 * A Markdown file's body, checked with its frontmatter so each mistake names the line of the file
 * (`body: line 12: …`); `body` is the whole file as written.
 */
export const markdownFileSchema = z.object({
  body: z.string().superRefine((file, ctx) => {
    for (const { line, message } of markdownProblems(file, { frontmatter: true })) {
      ctx.addIssue({ code: 'custom', message: line === undefined ? message : `line ${line}: ${message}`, input: file });
    }
  }),
});
