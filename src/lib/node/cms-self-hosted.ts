/**
 * The content editor (/admin) makes no request to another site before anyone signs in. Sveltia
 * CMS's bundle is served from this site, but as published it fetches, on opening:
 *
 * - its three fonts (interface text, code, icons) from Fontsource's CDN (cdn.jsdelivr.net);
 * - its own package.json from unpkg.com, every hour, to tell of a newer version;
 * - GitHub's status (www.githubstatus.com), every five minutes, to warn of an incident.
 *
 * At build time the copy in dist/admin is pointed at files of this site instead: the same fonts
 * from the Fontsource packages pinned in package.json, a package.json naming the pinned version (so
 * the check finds nothing newer: an upgrade is `npm install @sveltia/cms@…`, see docs/deploying.md),
 * and a status file that says "unknown" (the editor then shows no warning; GitHub's status page is
 * one click away for an editor who wonders). Each replaced address must be found in the bundle, or
 * the build stops: an upgrade of Sveltia that moves one cannot silently bring a request back.
 *
 * What is left of the bundle's other addresses runs only after sign-in and only in features this
 * site's editor does not use or can do without, and the /admin CSP (script-src 'self') blocks it:
 * modules Sveltia imports from unpkg.com on demand (image encoders, HEIC and EXIF readers, SVGO and
 * PDF previews for uploads, Leaflet for map fields, Shiki for code highlighting). They are not
 * dependencies of the npm package (nothing to copy), some are WebAssembly, and each is pinned by the
 * bundle to its own version; Sveltia catches their failure and goes on (an upload is stored
 * unoptimised, a code block is not highlighted).
 */

/** Where the editor's own files are served. */
const ADMIN_PATH = '/admin';

export interface AdminFont {
  /** The address in Sveltia's stylesheet. */
  cdnUrl: string;
  /** The same font in a pinned Fontsource package: package name and file inside it. */
  packageName: string;
  file: string;
}

const FONTSOURCE_CDN = 'https://cdn.jsdelivr.net/fontsource/fonts';

/** The three fonts of Sveltia 0.221's stylesheet and the pinned packages that hold them. */
export const ADMIN_FONTS: readonly AdminFont[] = [
  {
    cdnUrl: `${FONTSOURCE_CDN}/source-sans-3:vf@5.3.0/latin-wght-normal.woff2`,
    packageName: '@fontsource-variable/source-sans-3',
    file: 'files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdnUrl: `${FONTSOURCE_CDN}/noto-mono@5.3.0/latin-400-normal.woff2`,
    packageName: '@fontsource/noto-mono',
    file: 'files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdnUrl: `${FONTSOURCE_CDN}/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2`,
    packageName: '@fontsource-variable/material-symbols-outlined',
    file: 'files/material-symbols-outlined-latin-wght-normal.woff2',
  },
];

/** A font's address on this site: /admin/fonts/<its file name>. */
export function adminFontPath(font: AdminFont): string {
  return `${ADMIN_PATH}/fonts/${font.file.split('/').at(-1)}`;
}

/** Where the bundle looks for its own package (and so its package.json: the version check). */
export const SVELTIA_PACKAGE_PATH = `${ADMIN_PATH}/sveltia-cms`;
/** The package's JSON schema of config.yml, where the bundle expects it. */
export const SVELTIA_SCHEMA_PATH = `${SVELTIA_PACKAGE_PATH}/schema/sveltia-cms.json`;
/** Where the bundle asks for GitHub's status. */
export const GITHUB_STATUS_PATH = `${ADMIN_PATH}/github-status.json`;

/** Every address the build replaces in the bundle, with what it becomes. */
export const BUNDLE_REPLACEMENTS: ReadonlyArray<{ from: string; to: string }> = [
  ...ADMIN_FONTS.map((font) => ({ from: font.cdnUrl, to: adminFontPath(font) })),
  // The package's base address, quoted as the bundle writes it: its package.json (the hourly
  // version check), its JSON schema and its chunks are then asked of this site.
  { from: '`https://unpkg.com/@sveltia/cms`', to: `\`${SVELTIA_PACKAGE_PATH}\`` },
  { from: 'https://www.githubstatus.com/api/v2/status.json', to: GITHUB_STATUS_PATH },
];

/** Hosts the editor reached before sign-in as published (tests/e2e-cms checks it no longer does). */
export const PRE_SIGN_IN_HOSTS = ['cdn.jsdelivr.net', 'www.githubstatus.com', 'unpkg.com'] as const;

/** The bundle with every replacement made; throws naming any address it no longer contains. */
export function selfHostedBundle(code: string): string {
  const missing = BUNDLE_REPLACEMENTS.filter(({ from }) => !code.includes(from)).map(({ from }) => from);
  if (missing.length) {
    throw new Error(
      `Sveltia's bundle no longer contains ${missing.join(', ')}: check what it fetches before sign-in (src/lib/node/cms-self-hosted.ts).`,
    );
  }
  return BUNDLE_REPLACEMENTS.reduce((bundle, { from, to }) => bundle.replaceAll(from, to), code);
}

/** The package.json the version check reads: the version this site pins, so nothing is "newer". */
export function pinnedPackageJson(version: string): string {
  return `${JSON.stringify({ name: '@sveltia/cms', version })}\n`;
}

/** GitHub's status as the editor reads it: not checked from this site ("unknown" shows no warning). */
export const GITHUB_STATUS_UNKNOWN = `${JSON.stringify({
  status: { indicator: 'unknown', description: 'Not checked from this site: see https://www.githubstatus.com' },
})}\n`;
