/**
 * The web manifest (linked from every page's head): the brand's name from content/site.json and
 * the icons made from public/favicon.svg (npm run favicons). Served as application/manifest+json;
 * the CSP admits it (manifest-src 'self').
 */
import type { APIRoute } from 'astro';
import { site } from '../lib/node/site.ts';

export const GET: APIRoute = () =>
  new Response(
    `${JSON.stringify(
      {
        name: site.brand,
        short_name: site.brand,
        start_url: '/',
        display: 'browser',
        background_color: '#ffffff',
        theme_color: '#0b1b3f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      null,
      2,
    )}\n`,
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
