import { loadEnv } from 'vite';

export type BuildEnv = Partial<Record<string, string | undefined>>;

/**
 * The one environment the build reads its deploy settings from: the PUBLIC_* variables of the
 * .env files, overridden by the process's own variables (Netlify's build variables, a test's
 * PUBLIC_EMAILJS_* keys). The site config, the deploy and the form transports all read this, so
 * "does this form send through EmailJS" and "does the CSP admit EmailJS" cannot disagree.
 */
export function buildEnv(): BuildEnv {
  return { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'), ...process.env };
}
