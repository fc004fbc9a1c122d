/**
 * The headers that depend on the build: written into dist/_headers by the netlify-rules
 * integration, applied by Netlify after netlify.toml's (and by scripts/serve/netlify-server.ts locally).
 * netlify.toml keeps the headers that never change (CSP frame-ancestors, HSTS, nosniff, caching).
 */

/** Powerful features no page uses. The empty allowlist `()` denies them to every frame. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
] as const;

/**
 * The Permissions-Policy value. `microphone` lists who may ask for the microphone on this page:
 * the voice demo pages' chat widget runs in the page's own document, so it is `self` there.
 */
export function permissionsPolicy(microphone: readonly string[] = []): string {
  return DENIED_FEATURES.map((feature) =>
    feature === 'microphone' ? `microphone=(${microphone.join(' ')})` : `${feature}=()`,
  ).join(', ');
}

export interface HeaderRule {
  path: string;
  values: Record<string, string>;
}

export interface BuildHeadersInput {
  /** False on deploy previews and branch deploys: every response says noindex. */
  indexable: boolean;
  /** Demo pages whose store talks by voice, and the chat test bench: the only pages that may ask for the microphone. */
  voicePaths: readonly string[];
}

/**
 * Rules in the order Netlify must apply them: the site-wide rule first, then the voice pages,
 * which repeat the whole policy with the microphone allowed (a later value of the same feature
 * wins, RFC 8941 dictionaries), so the result is the same whether the CDN overrides or joins them.
 */
export function buildHeaderRules({ indexable, voicePaths }: BuildHeadersInput): HeaderRule[] {
  const everywhere: Record<string, string> = { 'Permissions-Policy': permissionsPolicy() };
  if (!indexable) everywhere['X-Robots-Tag'] = 'noindex';
  return [
    { path: '/*', values: everywhere },
    ...voicePaths.map((path) => ({ path, values: { 'Permissions-Policy': permissionsPolicy(['self']) } })),
  ];
}

/** The `_headers` file format: a path line, then indented `Name: value` lines. */
export function serializeHeaderRules(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map(
    ({ path, values }) =>
      `${path}\n${Object.entries(values)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# ${comment}\n${blocks.join('\n')}\n`;
}
