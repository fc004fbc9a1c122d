import type { Locator, Page } from '@playwright/test';
import { ALL_PAGES, BULGARIAN_PAGES } from '../../src/lib/node/routes.ts';
import { SOFT_HYPHEN_MIN_LETTERS } from '../../src/lib/node/soft-hyphens.ts';
import { expect, test } from './fixtures.ts';
import { awaitEndingAnimations } from '../../scripts/lib/ending-animations.ts';
import { startUsingEveryIsland } from './support/forms.ts';

/**
 * Narrow phones: 320 px wide (small Android phones, iPhone SE 1st gen, and any phone with a large
 * text setting) must never scroll sideways. One project is enough: the width is set here.
 */
const NARROW = { width: 320, height: 640 };

/** Scrolls to the bottom in screen-sized steps so every lazy section and client:visible island has rendered. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  });
}

/** The document width and, when it is too wide, the elements that stick out (for the message). */
async function horizontalOverflow(page: Page) {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    const culprits =
      width <= limit
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
            .slice(0, 8)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
            );
    return { width, culprits };
  }, NARROW.width);
}

/**
 * Long words (SOFT_HYPHEN_MIN_LETTERS and more) outside the islands that a line break splits
 * anywhere but at a soft hyphen: "демонстраци" / "я" where the engine has no Bulgarian dictionary.
 */
async function longWordsBrokenWithoutHyphen(page: Page) {
  return page.evaluate((minLetters) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('astro-island, script, style, svg, [hidden]')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const lineOf = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      // The last box: a range that starts where a line breaks also has a box at the end of the
      // line before.
      return Math.round([...range.getClientRects()].at(-1)?.top ?? 0);
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const word of node.data.matchAll(/[\p{Script=Cyrillic}\u00ad]+/gu)) {
        if (word[0].replaceAll('\u00ad', '').length < minLetters) continue;
        // Letters only: a soft hyphen where no line breaks has no box to measure.
        const letters = [...word[0]].flatMap((char, i) => (char === '\u00ad' ? [] : [word.index + i]));
        for (let i = 1; i < letters.length; i++) {
          const [before, at] = [letters[i - 1]!, letters[i]!];
          if (lineOf(node, before) !== lineOf(node, at) && at - before === 1)
            broken.push(`${node.parentElement?.tagName.toLowerCase()} "${word[0].replaceAll('\u00ad', '')}"`);
        }
      }
    }
    return broken;
  }, SOFT_HYPHEN_MIN_LETTERS);
}

/** The words of `texts` that a line break splits (each word's letters should share one line). */
function wordsSplitAcrossLines(texts: Locator) {
  return texts.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const word of node.data.matchAll(/[\p{L}]+/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
      return split;
    }),
  );
}

test.describe('no sideways scrolling at 320 px', () => {
  test.skip(() => test.info().project.name === 'desktop', 'the width is set by the test; one project is enough');
  test.use({ viewport: NARROW });

  // One page walks every route of an edition (a test per route spent most of its time setting up a
  // browser); Bulgarian words are longer, so both editions are walked.
  for (const [edition, paths] of [
    ['English', [...ALL_PAGES, '/thank-you']],
    ['Bulgarian', [...BULGARIAN_PAGES, '/bg/thank-you']],
  ] as const) {
    test(`every ${edition} page fits 320 px`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        await page.goto(path);
        await scrollThrough(page);
        await startUsingEveryIsland(page);
        const { width, culprits } = await horizontalOverflow(page);
        expect.soft(width, `${path}\n${culprits.join('\n')}`).toBeLessThanOrEqual(NARROW.width);
        // Long Bulgarian words break at their soft hyphens (src/lib/node/soft-hyphens.ts), in an
        // engine without a Bulgarian dictionary too (Chromium here).
        if (edition === 'Bulgarian') expect.soft(await longWordsBrokenWithoutHyphen(page), path).toEqual([]);
      }
    });
  }

  // Beside the switch, a name had a column of about a hundred pixels: „необходим|и“, „Маркетинг|ови“.
  test('/bg/cookies: the cookie manager keeps the names of its switches whole', async ({ page }) => {
    await page.goto('/bg/cookies');
    const manager = page.locator('.cookie-manager-root:not([data-state="unknown"]) .cookie-manager--prefs');
    await manager.scrollIntoViewIfNeeded();
    const names = manager.locator('.cookie-manager__label');
    await expect(names).toHaveCount(4);
    expect(await wordsSplitAcrossLines(names)).toEqual([]);
  });

  test.describe('before a cookie decision', () => {
    test.use({ cookieDecision: 'none' });
    test("/bg: the cookie banner's settings keep the names of their switches whole", async ({ page }) => {
      await page.goto('/bg');
      await page.locator('.cookie-banner [data-action="customize"]').click();
      const names = page.locator('.cookie-banner__custom .cookie-switch__label');
      await expect(names.first()).toBeVisible();
      expect(await wordsSplitAcrossLines(names)).toEqual([]);
    });
  });

  test('an English word longer than its card breaks inside the card, not past the screen', async ({ page }) => {
    // An editor's long term or a pasted address in a title: it widened the observations' grid
    // and cut the cards' text off at 320 px before English pages broke words as a last resort.
    await page.goto('/sila-client-study');
    const title = page.locator('.observations__card h3').first();
    await title.evaluate((el) => (el.textContent = 'Accessoriesandconsumablesrecommendations'));
    await title.scrollIntoViewIfNeeded();
    const { width, culprits } = await horizontalOverflow(page);
    expect(width, culprits.join('\n')).toBeLessThanOrEqual(NARROW.width);
    // The page clips what sticks out, so the document alone does not show it: the card must end
    // on the screen, and the title inside its card.
    const sizes = await title.evaluate((el) => ({
      cardRight: el.closest('.observations__card')!.getBoundingClientRect().right,
      title: el.scrollWidth,
      card: el.closest('.observations__card')!.clientWidth,
    }));
    expect(sizes.cardRight).toBeLessThanOrEqual(NARROW.width);
    expect(sizes.title).toBeLessThan(sizes.card);
  });

  for (const home of ['/', '/bg']) {
    test(`${home}: the menu button keeps its 44 px touch target beside the brand name`, async ({ page }) => {
      await page.goto(home);
      const button = page.locator('.site-header__burger');
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
      const brand = (await page.locator('.site-header__home').boundingBox())!;
      expect(brand.x + brand.width).toBeLessThanOrEqual(box.x);
      // On a phone the language switcher waits in the menu, so the bar keeps its height.
      await expect(page.locator('.site-header__lang')).toBeHidden();
    });
  }

  for (const home of ['/', '/bg']) {
    test(`${home}: the open menu's close button keeps its 44 px touch target beside the brand name`, async ({
      page,
    }) => {
      await page.goto(home);
      await page.locator('.site-header__burger').click();
      const close = page.locator('.mobile-menu__close');
      await expect(close).toBeVisible();
      // Measured where the menu comes to rest, not while it slides in.
      await expect.poll(() => page.evaluate(awaitEndingAnimations)).toBe(0);
      const box = (await close.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
      const brand = (await page.locator('.mobile-menu__top > a').boundingBox())!;
      expect(brand.x + brand.width).toBeLessThanOrEqual(box.x);
    });
  }

  test('the statistics stay two by two from 360 px to the desktop layout, never three and one', async ({ page }) => {
    for (const width of [360, 500, 800]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/bg');
      const cardsPerRow = await page.locator('.stats__item').evaluateAll((items) => {
        const rows = new Map<number, number>();
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        return [...rows.values()];
      });
      expect(cardsPerRow, `${width} px`).toEqual([2, 2]);
    }
  });

  // The statistics' figures stay inside their cards ("108 000+ €" is the widest).
  for (const home of ['/', '/bg']) {
    test(`${home}: every statistic fits its card`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(home);
      await page.locator('.stats__list').scrollIntoViewIfNeeded();
      const overflows = await page.locator('.stats__item').evaluateAll((items) =>
        items
          .map((item) => {
            const card = item.getBoundingClientRect();
            const figure = item.querySelector('.stats__final')!.getBoundingClientRect();
            return figure.left < card.left || figure.right > card.right ? item.textContent : null;
          })
          .filter(Boolean),
      );
      expect(overflows).toEqual([]);
    });
  }

  test('/images: every asset card shows its logo and download link whole', async ({ page }) => {
    await page.goto('/images');
    const cut = await page.locator('.asset-card').evaluateAll((cards) =>
      cards
        .filter((card) => {
          const edge = card.getBoundingClientRect();
          return [...card.querySelectorAll('*')].some((child) => {
            const box = child.getBoundingClientRect();
            return box.right > edge.right + 0.5 || box.left < edge.left - 0.5;
          });
        })
        .map((card) => card.textContent?.trim().slice(0, 40)),
    );
    expect(cut).toEqual([]);
  });

  // The heroes clip what runs past them, so the page never scrolls sideways: measure the words.
  for (const path of ['/bg/ai-sales-agent', '/bg/ai-sales-and-strategy-engine']) {
    test(`${path}: the longest rotating phrase wraps within the screen instead of being cut off`, async ({ page }) => {
      await page.goto(path);
      const phrases = page.locator('.module-hero .rotating-text__phrase');
      const rightEdges = await phrases.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
      expect(rightEdges.length).toBeGreaterThan(1);
      for (const right of rightEdges) expect(right).toBeLessThanOrEqual(NARROW.width);
    });
  }

  // Pages whose script moves the visitor on at once: checked as they are before it runs.
  for (const path of ['/no-such-page', '/bg/no-such-page', '/redirect']) {
    test(`${path} fits 320 px (without JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: NARROW, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const { width, culprits } = await horizontalOverflow(page);
      expect(width, culprits.join('\n')).toBeLessThanOrEqual(NARROW.width);
      await context.close();
    });
  }
});

// Spec (home): below 1024px the six benefits are one vertical numbered list, tablets included.
test.describe('benefits below 1024 px: one vertical numbered list', () => {
  test.skip(() => test.info().project.name === 'desktop', 'the width is set by the test; one project is enough');

  for (const width of [390, 800, 1000]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the six items are stacked in one column, in order', async ({ page }) => {
        await page.goto('/');
        const items = page.locator('.bscroll__item');
        await expect(items).toHaveCount(6);
        await items.first().scrollIntoViewIfNeeded();
        const boxes = await items.evaluateAll((elements) =>
          elements.map((el) => {
            const { left, top, bottom, width: w } = el.getBoundingClientRect();
            return { left, top: top + window.scrollY, bottom: bottom + window.scrollY, width: w };
          }),
        );
        const first = boxes[0]!;
        for (const [i, box] of boxes.entries()) {
          expect(box.left, `item ${i + 1} left edge`).toBeCloseTo(first.left, 0);
          expect(box.width, `item ${i + 1} width`).toBeCloseTo(first.width, 0);
          if (i > 0)
            expect(box.top, `item ${i + 1} starts below item ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
        }
        await expect(page.locator('.bscroll__item .bscroll__number')).toHaveText(['01', '02', '03', '04', '05', '06']);
        await expect(page.getByRole('group', { name: 'Choose a benefit' })).toBeHidden();
      });
    });
  }
});
