import type { Page } from '@playwright/test';
import { atOneWidth, expect, test } from './fixtures';

// The local build has no EmailJS keys: its forms send to the local stand-in on the site's own
// origin, and the CSP does not admit api.emailjs.com. The build with keys is checked in
// tests/e2e-emailjs (scripts/lib/deploy-builds.ts).

/** The transport a form island was given at build time (its serialised props). */
async function transportOf(page: Page, island: string): Promise<string> {
  const props = await page.locator(`astro-island[component-url*="${island}"]`).first().getAttribute('props');
  // Astro serialises each prop as [type, value]: transport is [0, { kind: [0, 'emailjs' | 'local'], … }].
  const serialised = JSON.parse(props ?? '{}') as { transport?: [number, { kind?: [number, string] }] };
  return serialised.transport?.[1]?.kind?.[1] ?? 'none';
}

test('without keys the forms use the local stand-in and the CSP does not admit api.emailjs.com', async ({ page }) => {
  atOneWidth();
  await page.goto('/');
  expect(await transportOf(page, 'ContactForm')).toBe('local-standin');
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toContain('https://api.emailjs.com');
});
