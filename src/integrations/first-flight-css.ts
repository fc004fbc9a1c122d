import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';
import {
  PARSER_GUARD_SCRIPT,
  analysisDocument,
  firstFlightFits,
  firstScreenEnd,
  inlineCss,
  joinPageStylesheets,
  latestFitting,
  pageHeaderScreenEnds,
  placeStylesheets,
  rootElementRule,
  rootStateAttributes,
  type RootState,
  stylesheetHrefs,
  withoutHoverRules,
  withoutPrintRules,
  withoutUserInvalidRules,
} from '../lib/node/first-flight.ts';
import { preloadsInFirstFlight } from '../lib/node/module-preload.ts';
import { allowInlineScript, allowInlineStyle } from '../lib/node/csp-per-page.ts';
import { PerPage, type BuiltPages, type PageStep } from '../lib/node/page-steps.ts';

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
 * Gives every page its first-screen CSS inline and moves the full stylesheets below the first
 * screen (see src/lib/node/first-flight.ts). Beasties (a maintained critical-CSS inliner) picks the
 * rules; this step only decides what the first screen is and where the stylesheets go. Each
 * candidate first screen is weighed as it will be published: `publish` runs the later page steps
 * (module preloads, the page's own policy) on it, and the candidate is kept when that page's first
 * flight fits and still asks for its modules (src/integrations/publish-pages.ts lists the steps).
 * Writes the joined stylesheets it links.
 */
export function firstFlightCss({ root, pages, readAsset }: BuiltPages): PageStep {
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
  // The stylesheets every page links: the shared frame, left as it is.
  const linkedBy = new Map<string, number>();
  for (const html of pages.values())
    for (const href of new Set(stylesheetHrefs(html))) linkedBy.set(href, (linkedBy.get(href) ?? 0) + 1);
  const shared = new Set([...linkedBy].filter(([, count]) => count === pages.size).map(([href]) => href));
  const placed = new PerPage<{ inlined: number; joined: number; section: 'whole' | 'part' | 'none' }>();
  return {
    name: 'first-flight-css',
    rewrite: async (source, page, publish) => {
      const { html, files } = joinPageStylesheets(source, shared, readAsset);
      for (const [href, css] of files) await writeFile(join(root, href), css);
      const end = firstScreenEnd(html);
      if (end === null) throw new Error(`${page}: no <main> with a first section, so no first screen to inline`);
      const extractor = extractorFor(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en');
      const place = async (at: number) => {
        const analysed = await extractor.process(analysisDocument(html, at, rootStateAttributes(RUNTIME_HTML_STATE)));
        const critical = withoutUserInvalidRules(withoutHoverRules(withoutPrintRules(inlineCss(analysed))));
        const placedHtml = allowInlineStyle(placeStylesheets(html, at, critical), critical);
        return { critical, html: allowInlineScript(placedHtml, PARSER_GUARD_SCRIPT) };
      };
      const fits = async (placement: Awaited<ReturnType<typeof place>>) => {
        const published = await publish(placement.html);
        return firstFlightFits(published, readAsset) && preloadsInFirstFlight(published);
      };
      const longest = await latestFitting(pageHeaderScreenEnds(html), place, fits);
      const chosen = longest?.placed ?? (await place(end));
      const section = longest === null ? 'none' : longest.index === 0 ? 'whole' : 'part';
      placed.set(page, { inlined: chosen.critical.length, joined: files.size, section });
      return chosen.html;
    },
    summary: () => {
      const all = placed.values();
      const inlined = all.reduce((sum, { inlined }) => sum + inlined, 0);
      const joined = all.reduce((sum, { joined }) => sum + joined, 0);
      const count = (section: string) => all.filter((one) => one.section === section).length;
      return `inlined the first screen's CSS of ${all.length} pages (${Math.round(inlined / all.length)} bytes each on average); full stylesheets follow the first screen, each page's own sheets joined into one (${joined} writes); the section after the page header counts into the first screen whole on ${count('whole')} pages, in part on ${count('part')}`;
    },
  };
}
