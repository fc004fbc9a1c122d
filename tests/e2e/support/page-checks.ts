/**
 * What every page's response and scripts must satisfy, checked on the route walk
 * (tests/e2e/routes.spec.ts): the security headers of netlify.toml, Astro's hash-based CSP <meta>,
 * and no CSP violation once every island has hydrated. Third parties (the chat widget's CDN,
 * analytics) are not reachable in tests and are failed at once; the fixture also fails a test on a
 * CSP console error.
 */
import { resolve } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { loadRules } from '../../../scripts/serve/netlify-server.ts';
import { expect } from '../fixtures.ts';
import { startUsingEveryIsland } from './forms.ts';

const rules = await loadRules(resolve(process.env.OUT_DIR ?? 'dist'), resolve('netlify.toml'));

/** The headers netlify.toml gives `path`. */
export const headersFor = (path: string): Record<string, string> => rules.headersFor(path);

/**
 * Records every CSP violation of the page from its first script on. Call before page.goto().
 * Returns the off-site addresses the page asked for (each failed at once), as they come.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const offSite: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    offSite.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  return offSite;
}

/** The response carries netlify.toml's headers for `path`; the page's CSP allows scripts by hash only. */
export async function expectHeadersAndCsp(page: Page, path: string, response: Response): Promise<void> {
  const headers = response.headers();
  for (const [name, value] of Object.entries(headersFor(path))) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const meta = await page.locator('meta[http-equiv="content-security-policy" i]').getAttribute('content');
  const scriptSrc = meta?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'sha(256|384|512)-/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
}

/** Hydrates every island that waits for a visitor, lets the page settle, and finds no CSP violation. */
export async function expectNoCspViolation(page: Page): Promise<void> {
  await startUsingEveryIsland(page);
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations).toEqual([]);
}
