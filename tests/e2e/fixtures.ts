import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { SPLASH_SEEN_KEY } from '../../src/lib/browser/splash.ts';
import { presetConsent } from './consent-helpers.ts';
import { awaitEndingAnimations } from '../../scripts/lib/ending-animations.ts';

export { expect };

interface Options {
  /** Skip the once-per-session splash so tests can click at once (splash tests turn it on). */
  showSplash: boolean;
  /**
   * 'preset': an earlier essential-only cookie decision is stored, so the consent bar (shown 7 s
   * after load) never covers what a test clicks. Consent, analytics and chat specs use 'none'.
   */
  cookieDecision: 'preset' | 'none';
}

/**
 * Every test fails if a page logs a Content-Security-Policy violation or throws an uncaught error.
 */
export const test = base.extend<Options & { guardPage: void }>({
  showSplash: [false, { option: true }],
  cookieDecision: ['preset', { option: true }],
  guardPage: [
    async ({ page, showSplash, cookieDecision }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect)/i.test(msg.text())) {
          problems.push(`CSP: ${msg.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
      if (!showSplash) {
        await page.addInitScript((key) => {
          try {
            sessionStorage.setItem(key, '1');
          } catch {
            /* storage may be blocked on some origins */
          }
        }, SPLASH_SEEN_KEY);
      }
      // Essential only, current policy version, decided now; a decision the test stores later wins.
      if (cookieDecision === 'preset') await presetConsent(page, {}, { keepExisting: true });
      await use();
      expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the page is at rest: its fonts loaded and every animation or transition that ends
 * (fades, slides, the splash) ended, including any that ending one starts. Endless decorative
 * motion (the home hero's drifting lines) never ends and is not waited for.
 */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(awaitEndingAnimations), { message: 'animations that end have ended' }).toBe(0);
}

/**
 * axe with the WCAG 2.2 AA rule set on the settled page; returns the violations (expect them to
 * equal []). Endless decorative animations are held still while axe reads the page: it reads one
 * frame anyway, and repainting them on every frame starved the scan on a loaded machine.
 * Bands below the screen (content-visibility: auto, src/styles/global.scss) are drawn while axe
 * reads, as each is once a visitor scrolls to it: a skipped band keeps its estimated height, its
 * content overflows it under the next band, and axe then measures a text's contrast against
 * whatever of the band above lies behind it, a background no visitor ever sees.
 */
export async function axeViolations(page: Page, include?: string) {
  await settled(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const held = await page.evaluateHandle(() => {
    const animations = document.getAnimations().filter((a) => {
      const endless = a.playState === 'running' && a.effect?.getComputedTiming().endTime === Infinity;
      if (endless) a.pause();
      return endless;
    });
    const bands = [...document.querySelectorAll<HTMLElement>('main > *, .site-footer')].filter(
      (band) => getComputedStyle(band).contentVisibility === 'auto',
    );
    for (const band of bands) band.style.contentVisibility = 'visible';
    return { animations, bands };
  });
  const { violations } = await builder.analyze().finally(() =>
    held
      .evaluate(({ animations, bands }) => {
        animations.forEach((a) => a.play());
        for (const band of bands) band.style.contentVisibility = '';
      })
      .finally(() => held.dispose()),
  );
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 1024;
}

/**
 * Fake timers that stand still until the test moves them with page.clock.runFor().
 * (page.clock.install() alone lets time flow in real time.) Call before page.goto().
 */
export async function freezeClock(page: Page, at = new Date('2026-03-02T10:00:00Z')): Promise<void> {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1000));
}

/**
 * For a test of what a form sends or how its state changes, which nothing in the layout can alter:
 * it runs in the mobile project only, and the tests that look at the form run at both widths.
 */
export function atOneWidth(): void {
  test.skip(test.info().project.name === 'desktop', 'what is sent does not depend on the width');
}

/**
 * Waits until the page has nothing left to do: no request in flight (Playwright's network idle),
 * then an idle period of its main thread and two rendered frames (so observers, idle callbacks and
 * the work they start have run). What a test checks after this is what the page settled on; it is
 * the state to wait for before asserting that something did NOT happen.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      ),
  );
  await page.waitForLoadState('networkidle');
}

/** Two rendered frames: scroll, resize and intersection observers have reported what changed. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
