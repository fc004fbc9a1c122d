/** Reads colour tokens (`--color-name: #hex;`) out of the Sass token file, for the brand-asset page. */
export interface ColourToken {
  name: string;
  hex: string;
}

export function parseColourTokens(scss: string): ColourToken[] {
  const tokens: ColourToken[] = [];
  for (const match of scss.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)) {
    tokens.push({ name: match[1]!, hex: match[2]!.toLowerCase() });
  }
  return tokens;
}

/** Relative luminance (WCAG 2) of a #rgb or #rrggbb colour; used to pick a readable label colour. */
export function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
