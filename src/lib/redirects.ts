/** The short-link table of /redirect?code=… (content/redirects.json). */
export interface RedirectTable {
  withoutCode: string;
  unknownCodePrefix: string;
  codes: Record<string, string>;
}

/**
 * Where /redirect?code=… sends the visitor. Always a path on this site: an unknown code
 * is percent-encoded into one path segment, so no input can lead to another host.
 */
export function resolveRedirect(search: string, table: RedirectTable): string {
  const code = new URLSearchParams(search).get('code')?.trim() ?? '';
  if (!code) return table.withoutCode;
  const known = table.codes[code.toLowerCase()];
  if (known) return known;
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
