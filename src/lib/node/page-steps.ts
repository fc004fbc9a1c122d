/**
 * The steps that turn each page Astro wrote into the page that is published, run one after the
 * other on the page in memory (src/integrations/publish-pages.ts lists them, in their order, and
 * reads and writes each page once).
 *
 * A step may need to know what the steps after it will make of a choice it is weighing: the first
 * screen may only grow as far as the page, with its module preloads and its trimmed policy, still
 * fits in the first round trip. So each step gets `publish`, which runs the later steps for real on
 * any version of the page and returns the result without keeping it. A step can therefore run more
 * than once on a page; its last run on a page is the one that is published.
 */

/** A version of the page as the later steps would publish it (nothing is written). */
type Publish = (html: string) => Promise<string>;

export interface PageStep {
  /** Its name in the build log. */
  name: string;
  /**
   * The page after this step. `page` is its path in the build folder ("bg/about.html");
   * `publish` runs the later steps on a version of it.
   */
  rewrite(html: string, page: string, publish: Publish): string | Promise<string>;
  /** What it did to the pages, for the build log, once every page is through. */
  summary(): string;
}

/** What a step may read of the built site. */
export interface BuiltPages {
  /** The build folder as a file-system path. */
  root: string;
  /** Every page as Astro wrote it, by its path under `root` ("bg/about.html"). */
  pages: ReadonlyMap<string, string>;
  /** A file of the built site by its site path ("/_astro/page.css"), as text. */
  readAsset(href: string): string;
}

/** `html` after every step of `steps`, in order: the page as published. */
export async function publishPage(html: string, page: string, steps: readonly PageStep[]): Promise<string> {
  const [step, ...later] = steps;
  if (!step) return html;
  const publish: Publish = (version) => publishPage(version, page, later);
  return publishPage(await step.rewrite(html, page, publish), page, later);
}

/**
 * A per-page record kept by a step for its summary: a later run on the same page replaces an
 * earlier one, so only what was published is counted (see the module comment).
 */
export class PerPage<T> {
  readonly #byPage = new Map<string, T>();
  set(page: string, value: T): void {
    this.#byPage.set(page, value);
  }
  values(): T[] {
    return [...this.#byPage.values()];
  }
  entries(): Array<[string, T]> {
    return [...this.#byPage.entries()];
  }
}
