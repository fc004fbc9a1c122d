/**
 * The full logo (mark + brand name) as a standalone SVG file, for the brand-asset downloads.
 * Mirrors src/components/chrome/Logo.astro; the brand name comes from content/site.json.
 */
import { escapeHtml } from '../../../lib/shared/html.ts';
import type { Tone } from '../../ui/tone.ts';

/** `tone`: the surface the file is meant for (dark letters on `light`, white ones on `dark`). */
export function logoSvg(brand: string, tone: Exclude<Tone, 'alt'>): string {
  // Approximate width of bold 22px text, so the file has a sensible viewBox without a font engine.
  const width = Math.ceil(44 + brand.length * 13.2);
  const textColour = tone === 'dark' ? '#ffffff' : '#0b1530';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width * 2}" height="64">` +
    '<rect width="32" height="32" rx="9" fill="#4f3df5"/>' +
    '<path d="M9 22V10l14 12V10" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<circle cx="23" cy="10" r="2.6" fill="#4fe3d3"/>' +
    `<text x="42" y="23" font-family="system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif" font-size="20" font-weight="800" letter-spacing="-0.4" fill="${textColour}">${escapeHtml(brand)}</text>` +
    '</svg>'
  );
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
