import { test, expect, freezeClock, isMobile, pageIdle } from './fixtures';
import { INTRO_PENDING_CLASS } from '../../src/lib/browser/home-variant.ts';

/**
 * The home page runs homeVariantScript() (src/lib/browser/home-variant.ts) in its <head>: these
 * tests read the served page as it is, with nothing injected, so they fail if the page loses it.
 */

/**
 * What <html> says when the parser inserts <body>, i.e. after the <head> scripts have run and
 * before any script in the body (a mutation observer's callback runs before the next parser
 * script): the state the first paint starts from.
 */
interface HtmlAtBody {
  classes: string[];
  variant: string | null;
}
const recordHtmlAtBody = (page: import('@playwright/test').Page) =>
  page.addInitScript(() => {
    const w = window as Window & { htmlAtBody?: HtmlAtBody };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const html = document.documentElement;
      w.htmlAtBody = { classes: [...html.classList], variant: html.dataset['homeVariant'] ?? null };
    }).observe(document, { childList: true, subtree: true });
  });
const htmlAtBody = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as Window & { htmlAtBody?: HtmlAtBody }).htmlAtBody ?? null);

const saveData = (page: import('@playwright/test').Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );

test.describe('home hero', () => {
  test('headline, tagline, CTA to /pricing and 40 background lines', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('[data-home-hero]');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      'The all-in-one AI suite for next-level e-commerce',
    );
    await expect(hero.getByRole('link', { name: 'Request a free demo' })).toHaveAttribute('href', '/pricing');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toBeHidden();
    await expect(hero.locator('.home-hero__line')).toHaveCount(40);
    // The lines drift in eight groups of five, one compositor layer each, at eight speeds; only
    // transform moves.
    const groups = await hero.locator('.home-hero__drift').evaluateAll((els) =>
      els.map((el) => ({
        lines: el.querySelectorAll('.home-hero__line').length,
        moving: el
          .getAnimations()
          .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes())
          .flatMap((frame) =>
            Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
          ),
        duration: getComputedStyle(el).animationDuration,
      })),
    );
    expect(groups).toHaveLength(8);
    for (const group of groups) {
      expect(group.lines).toBe(5);
      expect(new Set(group.moving)).toEqual(new Set(['transform']));
    }
    expect(new Set(groups.map((group) => group.duration)).size).toBe(8);
  });

  test('the drifting lines and the floating cards pause while the hero is off screen', async ({ page }) => {
    await page.goto('/');
    const states = () =>
      page
        .locator('[data-home-hero] .home-hero__drift, [data-home-hero] .home-hero__float')
        .evaluateAll((els) => els.flatMap((el) => el.getAnimations().map((animation) => animation.playState)));
    await expect.poll(states).toEqual(Array.from({ length: 10 }, () => 'running'));
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(states).toEqual(Array.from({ length: 10 }, () => 'paused'));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(states).toEqual(Array.from({ length: 10 }, () => 'running'));
  });

  test('lite variant under reduced motion: Get Started to /about, no lines', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.locator('[data-home-hero]');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/about');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(hero.locator('.home-hero__lines')).toBeHidden();
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the page's own head script, before the body: home-js and the intro pending", async ({ page }) => {
    await recordHtmlAtBody(page);
    await freezeClock(page);
    await page.goto('/');
    const at = await htmlAtBody(page);
    expect(at?.classes).toEqual(expect.arrayContaining(['home-js', INTRO_PENDING_CLASS]));
    expect(at?.variant).toBeNull();
    // The hidden start state holds until the intro's first step (100 ms after the splash).
    await expect(page.locator('html')).toHaveClass(/(^|\s)intro-pending(\s|$)/);
    await expect(page.locator('[data-home-hero] h1')).not.toHaveClass(/is-in/);
  });

  test("the page's own head script gives Save-Data visitors the lite hero before the body", async ({ page }) => {
    await saveData(page);
    await recordHtmlAtBody(page);
    await page.goto('/');
    const at = await htmlAtBody(page);
    expect(at?.variant).toBe('lite');
    expect(at?.classes).toContain('home-js');
    expect(at?.classes).not.toContain(INTRO_PENDING_CLASS);
  });

  test('lite variant when the head script reports Save-Data', async ({ page }) => {
    await saveData(page);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset['homeVariant'])).toBe('lite');
    const hero = page.locator('[data-home-hero]');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/about');
    await expect(hero.locator('.home-hero__full-only').first()).toBeHidden();
    await expect(hero.locator('.home-hero__lines')).toBeHidden();
    // No intro on the lite variant: everything is visible at once.
    expect(await page.evaluate(() => document.documentElement.classList.contains('intro-pending'))).toBe(false);
  });

  test('intro: 100 ms, 500 ms and 1.5 s after the splash', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('intro-pending'))).toBe(true);
    const hero = page.locator('[data-home-hero]');
    const h1 = hero.locator('h1');
    const lead = hero.locator('.home-hero__lead');
    const actions = hero.locator('.home-hero__actions');
    await expect(h1).not.toHaveClass(/is-in/);
    await page.clock.runFor(100);
    await expect(h1).toHaveClass(/is-in/);
    await expect(lead).not.toHaveClass(/is-in/);
    await page.clock.runFor(400);
    await expect(lead).toHaveClass(/is-in/);
    await expect(actions).not.toHaveClass(/is-in/);
    await page.clock.runFor(1000);
    await expect(actions).toHaveClass(/is-in/);
  });

  test('without JavaScript the whole hero is visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const sel of ['h1', '.home-hero__lead', '.home-hero__actions']) {
      expect(await page.locator(`[data-home-hero] ${sel}`).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
    await context.close();
  });
});

test.describe('intro waits for the splash', () => {
  test.use({ showSplash: true });

  test('nothing animates in while the splash is up; the headline follows once it is gone', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const h1 = page.locator('[data-home-hero] h1');
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => document.documentElement.dataset['splash'])).not.toBe('done');
    await expect(h1).not.toHaveClass(/is-in/);
    await page.clock.runFor(3000); // the splash always hides by 4 s
    expect(await page.evaluate(() => document.documentElement.dataset['splash'])).toBe('done');
    await page.clock.runFor(100);
    await expect(h1).toHaveClass(/is-in/);
  });
});

test.describe('highlight on the hero headline (rough-notation, spec defaults)', () => {
  test('drawn with 2 iterations sharing 600 ms once in view', async ({ page }) => {
    await freezeClock(page);
    // The reveal runs in animation time, which the fake clock does not hold: its animations are
    // paused as they are made, read, then played.
    await page.addInitScript(() => {
      const animate = Element.prototype.animate;
      const held: Animation[] = [];
      (window as Window & { heldReveals?: Animation[] }).heldReveals = held;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        const animation = animate.apply(this, args);
        if (this.classList.contains('highlight-reveal')) {
          animation.pause();
          held.push(animation);
        }
        return animation;
      };
    });
    await page.goto('/');
    const mark = page.locator('[data-home-hero] [data-highlight]');
    await expect(mark).toHaveText('next-level e-commerce');
    const config = JSON.parse((await mark.getAttribute('data-highlight'))!) as unknown;
    expect(config).toMatchObject({ animationDuration: 600, iterations: 2, padding: 2, multiline: true });
    await expect(mark).toHaveAttribute('data-state', 'scheduled');
    await page.clock.runFor(1200);
    await expect(mark).toHaveAttribute('data-state', 'drawn');
    const paths = page.locator('[data-home-hero] svg.rough-annotation path');
    const lines = await mark.evaluate((el) => el.getClientRects().length);
    await expect(paths).toHaveCount(2 * lines);
    // rough-notation draws still; a copy of each line's two strokes is revealed through a growing
    // clip-path (a compositor animation), the lines one after another, sharing the 600 ms by width.
    const reveals = await page.locator('[data-home-hero] svg.highlight-reveal').evaluateAll((copies) =>
      copies.map((copy) => {
        const animations = copy.getAnimations();
        const timing = animations[0]!.effect!.getTiming();
        return {
          strokes: copy.querySelectorAll('path').length,
          animations: animations.length,
          moving: [
            ...new Set(
              (animations[0]!.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((frame) => Object.keys(frame))
                .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
            ),
          ],
          delay: timing.delay ?? 0,
          duration: Number(timing.duration),
        };
      }),
    );
    expect(reveals).toHaveLength(lines);
    let start = 0;
    for (const reveal of reveals) {
      expect(reveal).toMatchObject({ strokes: 2, animations: 1, moving: ['clipPath'] });
      expect(reveal.delay).toBeCloseTo(start, 5);
      start += reveal.duration;
    }
    expect(start).toBeCloseTo(600, 5);
    expect(await paths.evaluateAll((els) => els.map((el) => (el as SVGPathElement).style.animation))).toEqual(
      Array.from({ length: 2 * lines }, () => ''),
    );
    await expect(mark).toHaveAttribute('data-reveal', 'running');
    await expect(page.locator('[data-home-hero] svg.rough-annotation')).toHaveCSS('visibility', 'hidden');
    // Played, the reveal ends (600 ms of animation time, in real time): the copies go, the drawing shows.
    await page.evaluate(() =>
      (window as Window & { heldReveals?: Animation[] }).heldReveals?.forEach((animation) => animation.play()),
    );
    await expect(mark).toHaveAttribute('data-reveal', 'done');
    await expect(page.locator('[data-home-hero] svg.highlight-reveal')).toHaveCount(0);
    await expect(page.locator('[data-home-hero] svg.rough-annotation')).toHaveCSS('visibility', 'visible');
  });

  test('a transform on the headline coming and going leaves the drawing on its words', async ({ page }) => {
    // On a busy phone the drawing can start before the intro's slide (a transform on the <h1>)
    // has ended. The drawing is placed from its nearest positioned ancestor: had the transform's
    // end changed that ancestor, the drawing would jump off its words (a layout shift of 0.02).
    await page.goto('/');
    const mark = page.locator('[data-home-hero] [data-highlight]');
    await expect(mark).toHaveAttribute('data-state', 'drawn', { timeout: 15_000 });
    const offsetFromWords = () =>
      mark.evaluate((el) => {
        const drawing = el.parentElement!.querySelector('svg.rough-annotation')!.getBoundingClientRect();
        const words = el.getBoundingClientRect();
        return { x: Math.round(drawing.x - words.x), y: Math.round(drawing.y - words.y) };
      });
    const before = await offsetFromWords();
    const { shift, during } = await page.locator('[data-home-hero] h1').evaluate(async (h1) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value;
      }).observe({ type: 'layout-shift' });
      // Layout-shift entries come with the frame that moved: two frames on, it has been reported.
      const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const drawing = h1.querySelector('svg.rough-annotation')!;
      const words = h1.querySelector('[data-highlight]')!;
      h1.style.transition = 'none';
      h1.style.transform = 'translate3d(0, 1.5rem, 0)';
      await twoFrames();
      const at = { drawing: drawing.getBoundingClientRect(), words: words.getBoundingClientRect() };
      h1.style.transform = 'none';
      await twoFrames();
      return {
        shift: total,
        during: { x: Math.round(at.drawing.x - at.words.x), y: Math.round(at.drawing.y - at.words.y) },
      };
    });
    expect(during).toEqual(before);
    expect(shift).toBe(0);
    expect(await offsetFromWords()).toEqual(before);
  });

  test('rough-notation does not load: the headline stays as it is, with no error', async ({ page }) => {
    await page.route(/\/_astro\/rough-notation\.[^/]+\.js$/, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/rough-notation.'));
    await page.goto('/');
    await failed;
    const mark = page.locator('[data-home-hero] [data-highlight]');
    await expect(mark).toHaveText('next-level e-commerce');
    await expect(mark).not.toHaveAttribute('data-state', /./);
    await expect(page.locator('[data-home-hero] svg.rough-annotation')).toHaveCount(0);
    // The fixture fails the test on an uncaught error (the import's rejection, before).
  });

  test('reduced motion: drawn without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    const mark = page.locator('[data-home-hero] [data-highlight]');
    await expect(mark).toHaveAttribute('data-state', 'scheduled');
    await page.clock.runFor(1200);
    const paths = page.locator('[data-home-hero] svg.rough-annotation path');
    await expect(paths.first()).toBeAttached();
    const animations = await paths.evaluateAll((els) => els.map((el) => (el as SVGPathElement).style.animation));
    expect(animations.every((a) => a === '')).toBe(true);
    await expect(page.locator('[data-home-hero] svg.highlight-reveal')).toHaveCount(0);
    await expect(mark).not.toHaveAttribute('data-reveal', /./);
  });
});

test.describe('no layout shift from motion', () => {
  test('home: hero intro, count-up and benefits cost no layout shift', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const w = window as Window & { motionShift?: number; shiftSources?: string[] };
      w.motionShift = 0;
      w.shiftSources = [];
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.motionShift! += entry.value;
          // Named in the failure message, so a shift says which element moved and when.
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            w.shiftSources!.push(
              `${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)} ${node?.nodeName ?? '?'}.${(node as Element | null)?.className ?? ''} y ${Math.round(a.y)}→${Math.round(b.y)} h ${Math.round(a.height)}→${Math.round(b.height)}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The intro: every step in, the highlight drawn.
    await expect
      .poll(
        () =>
          page.evaluate(
            (pending) =>
              !document.documentElement.classList.contains(pending) ||
              document.querySelectorAll('[data-home-hero] [data-intro]:not(.is-in)').length === 0,
            INTRO_PENDING_CLASS,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(page.locator('[data-home-hero] [data-highlight]')).toHaveAttribute('data-state', 'drawn', {
      timeout: 15_000,
    });
    await page.locator('.stats').scrollIntoViewIfNeeded();
    // The count-up, to its last number: each running figure reads what the server wrote.
    await expect(page.locator('.stats__list')).toHaveAttribute('data-count-started', '');
    await expect
      .poll(() =>
        page
          .locator('.stats__value')
          .evaluateAll((values) =>
            values.every(
              (v) => v.querySelector('.stats__anim')?.textContent === v.querySelector('.stats__final')?.textContent,
            ),
          ),
      )
      .toBe(true);
    await page.locator('.bscroll').scrollIntoViewIfNeeded();
    // The scroller hydrates from 1024px only; below, the server-rendered list is all there is.
    await expect(page.locator('.bscroll[data-enhanced]')).toHaveCount(isMobile(page) ? 0 : 1);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pageIdle(page);
    const { shift, sources } = await page.evaluate(() => {
      const w = window as Window & { motionShift?: number; shiftSources?: string[] };
      return { shift: w.motionShift ?? -1, sources: w.shiftSources ?? [] };
    });
    expect(shift, sources.join('\n')).toBeLessThan(0.01);
  });
});
