/**
 * The site path of a page, from a request path or a built file's path: without `.html`, without a
 * closing `index`, without trailing slashes; `/` for the home page (`/about.html` → `/about`,
 * `/bg/index.html` → `/bg`).
 */
export function pagePath(pathname: string): string {
  return (
    pathname
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '$1')
      .replace(/\/+$/, '') || '/'
  );
}
