import type { APIRoute } from 'astro';
import { site } from '../../lib/node/site.ts';
import { securityTxt, securityTxtExpiryProblem } from '../../lib/node/security-txt.ts';
import { LANGS } from '../../lib/shared/i18n.ts';

/** RFC 9116 contact file; the build stops when its Expires has passed or is more than a year ahead. */
export const GET: APIRoute = ({ site: siteUrl }) => {
  if (!siteUrl) throw new Error('astro.config.mjs must set `site`');
  const { email, expires } = site.security;
  const problem = securityTxtExpiryProblem(expires, new Date());
  if (problem) throw new Error(problem);
  const body = securityTxt({
    email,
    expires,
    policy: new URL('/trust', siteUrl).href,
    canonical: new URL('/.well-known/security.txt', siteUrl).href,
    languages: LANGS,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
