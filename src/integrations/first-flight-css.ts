import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, builtPages } from './after-build.ts';
import Beasties from 'beasties';
import {
  PARSER_GUARD_SCRIPT,
  analysisDocument,
  firstScreenEnd,
  joinPageStylesheets,
  latestFitting,
  pageHeaderScreenEnds,
  placeStylesheets,
  rootElementRule,
  rootStateAttributes,
  type RootState,
  stylesheetHrefs,
} from '../lib/node/first-flight.ts';
import { fitsWithModulePreloads } from '../lib/node/module-preload.ts';
import { moduleChunks } from './module-preload.ts';
import { allowInlineScript, allowInlineStyle } from '../lib/node/csp-per-page.ts';

/**
 * What the head's inline scripts set on <html> before the first paint: the splash, the home-page
 * variant (the lite variant's rules; the full variant's need no attribute), the current-consent
 * marker of /cookies. The critical CSS keeps the rules these states select.
 */
const RUNTIME_HTML_STATE: RootState = {
  classes: ['splash-active', 'splash-spinner', 'home-js', 'intro-pending', 'has-cookie-consent'],
  attributes: { 'data-home-variant': 'lite', 'data-splash': 'done' },
};
/** Classes that first-screen scripts add to elements after the first paint (hero intro, rotating words). */
const RUNTIME_ELEMENT_STATE = /\.is-(?:active|in|offscreen|visible)\b/;

/**
 * After the build (and before csp-per-page trims each policy), gives every page its first-screen
 * CSS inline and moves the full stylesheets below the first screen (see src/lib/node/first-flight.ts).
 * Beasties (a maintained critical-CSS inliner) picks the rules; this integration only decides
 * what the first screen is and where the stylesheets go. Each candidate first screen is weighed as
 * it will be published: policy trimmed, module preloads in place (fitsWithModulePreloads).
 */
export function firstFlightCss(): AstroIntegration {
  return afterBuild('first-flight-css', async ({ root, logger }) => {
    // One extractor for each language: the rules of <html> it keeps depend on the page's (rootElementRule).
    const extractors = new Map<string, Beasties>();
    const extractorFor = (lang: string) => {
      let extractor = extractors.get(lang);
      if (extractor) return extractor;
      extractor = new Beasties({
        path: root,
        publicPath: '/',
        // Only the inline CSS it extracts is used; where it would put the links does not matter.
        preload: 'body',
        pruneSource: false,
        reduceInlineStyles: false,
        mergeStylesheets: true,
        compress: true,
        fonts: false,
        keyframes: 'critical',
        allowRules: [RUNTIME_ELEMENT_STATE, rootElementRule(RUNTIME_HTML_STATE, lang)],
        logLevel: 'warn',
      });
      extractors.set(lang, extractor);
      return extractor;
    };
    const pages = builtPages(root);
    const sources = new Map<string, string>();
    for (const page of pages) sources.set(page, await readFile(join(root, page), 'utf8'));
    const linkedBy = new Map<string, number>();
    for (const html of sources.values())
      for (const href of new Set(stylesheetHrefs(html))) linkedBy.set(href, (linkedBy.get(href) ?? 0) + 1);
    const shared = new Set([...linkedBy].filter(([, count]) => count === pages.length).map(([href]) => href));
    const readAsset = (href: string) => readFileSync(join(root, href), 'utf8');
    const chunksOf = moduleChunks(root);
    let inlined = 0;
    let joined = 0;
    let wholeSection = 0;
    let splitSection = 0;
    for (const page of pages) {
      const path = join(root, page);
      const { html, files } = joinPageStylesheets(sources.get(page) ?? '', shared, readAsset);
      for (const [href, css] of files) {
        await writeFile(join(root, href), css);
        joined += 1;
      }
      const end = firstScreenEnd(html);
      if (end === null) throw new Error(`${page}: no <main> with a first section, so no first screen to inline`);
      const extractor = extractorFor(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en');
      const place = async (at: number) => {
        const analysed = await extractor.process(analysisDocument(html, at, rootStateAttributes(RUNTIME_HTML_STATE)));
        const critical = [...analysed.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
        return { critical, html: allowInlineStyle(placeStylesheets(html, at, critical), critical) };
      };
      const chunks = await chunksOf(html);
      const fits = (placement: Awaited<ReturnType<typeof place>>) =>
        fitsWithModulePreloads(allowInlineScript(placement.html, PARSER_GUARD_SCRIPT), chunks, page, readAsset);
      const longest = await latestFitting(pageHeaderScreenEnds(html), place, fits);
      if (longest?.index === 0) wholeSection += 1;
      else if (longest) splitSection += 1;
      const placed = longest?.placed ?? (await place(end));
      inlined += placed.critical.length;
      await writeFile(path, allowInlineScript(placed.html, PARSER_GUARD_SCRIPT));
    }
    logger.info(
      `inlined the first screen's CSS of ${pages.length} pages (${Math.round(inlined / pages.length)} bytes each on average); full stylesheets follow the first screen, each page's own sheets joined into one (${joined} writes); the section after the page header counts into the first screen whole on ${wholeSection} pages, in part on ${splitSection}`,
    );
  });
}
