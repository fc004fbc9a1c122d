/** The short-link table of /redirect?code=… (content/redirects.json). */
export interface RedirectTable {
  withoutCode: string;
  unknownCodePrefix: string;
  codes: Record<string, string>;
}

/**
 * Where /redirect?code=… sends the visitor. Always a path on this site: an unknown code
 * is percent-encoded into one path segment, so no input can lead to another host.
 * Only the table's own entries count: `constructor`, `__proto__` and other names every
 * object inherits are unknown codes like any other.
 */
export function resolveRedirect(search: string, table: RedirectTable): string {
  const code = new URLSearchParams(search).get('code')?.trim() ?? '';
  if (!code) return table.withoutCode;
  const key = code.toLowerCase();
  if (Object.hasOwn(table.codes, key)) {
    const known = table.codes[key];
    if (known) return known;
  }
  return table.unknownCodePrefix + encodeURIComponent(code);
}

/**
 * The same table as Netlify `_redirects` lines, so the CDN answers before the page loads.
 * Forced (!) because /redirect.html exists and would otherwise shadow the rule. Only exact lower-case codes are matched at the edge; other spellings, unknown codes and a
 * missing code fall through to the /redirect page, which applies resolveRedirect.
 */
export function netlifyRedirectRules(table: RedirectTable): string[] {
  return Object.entries(table.codes).map(([code, target]) => `/redirect code=${code} ${target} 302!`);
}

/** Every other way of writing `prefix` in upper and lower case: "/bg" -> "/bG", "/Bg", "/BG". */
export function otherCasings(prefix: string): string[] {
  let spellings = [''];
  for (const character of prefix) {
    const cases = [...new Set([character.toLowerCase(), character.toUpperCase()])];
    spellings = spellings.flatMap((start) => cases.map((c) => start + c));
  }
  return spellings.filter((spelling) => spelling !== prefix);
}

/**
 * The rules of each published edition besides English: its prefix typed in another case (/BG/pricing,
 * /Bg) goes to the edition (301 to /bg/pricing: Netlify matches paths case-sensitively, so the
 * English 404 would answer it); its home with a slash goes to the home without one (/bg/ -> /bg),
 * and an unknown path under its prefix gets its own 404 page, which sends the visitor on to its
 * home, as an unknown English path gets /404.html and then /. Netlify applies them only where no
 * file answers (no `!`), so every page of the edition is served as it is.
 */
export function editionRedirectRules(prefixes: readonly string[]): string[] {
  return prefixes.flatMap((prefix) => [
    ...otherCasings(prefix).flatMap((spelling) => [
      `${spelling} ${prefix} 301`,
      `${spelling}/ ${prefix} 301`,
      `${spelling}/* ${prefix}/:splat 301`,
    ]),
    `${prefix}/ ${prefix} 301`,
    `${prefix}/* ${prefix}/404 404`,
  ]);
}

/**
 * The table as the JSON the /redirect page reads from a `<script type="application/json">`:
 * only the fields the page needs, with `<` escaped so no text can close the script element.
 */
export function redirectTableJson(table: RedirectTable): string {
  const { withoutCode, unknownCodePrefix, codes } = table;
  return JSON.stringify({ withoutCode, unknownCodePrefix, codes }).replaceAll('<', '\\u003c');
}
