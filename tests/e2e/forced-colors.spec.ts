/**
 * Forced colours (Windows High Contrast): the browser paints every author colour of a background,
 * border or text in the visitor's few system colours, and drops background images and shadows. A
 * control drawn only with those vanished. Each control here must keep a shape and show its state:
 * what it draws is read from the computed styles, where a system colour the site names (ButtonText,
 * Highlight, GrayText) survives and any other background turns into the page's Canvas.
 */
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { awaitEndingAnimations } from '../../scripts/lib/ending-animations.ts';
import { expect, freezeClock, isMobile, test } from './fixtures.ts';
import { presetConsent } from './consent-helpers.ts';
import { showBanner } from './support/analytics.ts';
import { openForm } from './support/forms.ts';

interface Drawn {
  background: string;
  /** Width and style of the top border, 'none' when nothing is drawn there. */
  border: string;
  borderColor: string;
  transform: string;
}

/** What an element, or one of its pseudo-elements, draws. */
const drawn = (target: Locator, pseudo: '::before' | '::after' | null = null): Promise<Drawn> =>
  target.evaluate((element, pseudo) => {
    const style = getComputedStyle(element, pseudo);
    const none = style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) === 0;
    return {
      background: style.backgroundColor,
      border: none ? 'none' : `${style.borderTopWidth} ${style.borderTopStyle}`,
      borderColor: style.borderTopColor,
      transform: style.transform,
    };
  }, pseudo);

/** A system colour as the page resolves it in forced colours (Canvas is the page's background). */
const systemColor = (page: Page, name: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('i');
    probe.style.color = name;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, name);

const transparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);

/** The colour something drawn on `track` stands against: the track's fill, or the page's Canvas. */
const behind = (track: Drawn, canvas: string) => (transparent(track.background) ? canvas : track.background);

/** Waits until the transitions a click started (a switch's thumb sliding) have ended. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(awaitEndingAnimations)).toBe(0);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

/**
 * The on/off switches (the `switch-input` mixin): the track has an outline, the thumb stands out
 * from the track in both states, and on differs from off in colours and in the thumb's place. A
 * disabled switch (the always-on one) is drawn in GrayText.
 */
async function expectSwitchesDrawn(off: Locator, on: Locator, locked: Locator): Promise<void> {
  const page = off.page();
  const canvas = await systemColor(page, 'Canvas');
  const grayText = await systemColor(page, 'GrayText');
  const [offTrack, offThumb, onTrack, onThumb, lockedTrack, lockedThumb] = await Promise.all([
    drawn(off),
    drawn(off, '::after'),
    drawn(on),
    drawn(on, '::after'),
    drawn(locked),
    drawn(locked, '::after'),
  ]);
  for (const [name, track, thumb] of [
    ['off', offTrack, offThumb],
    ['on', onTrack, onThumb],
    ['locked', lockedTrack, lockedThumb],
  ] as const) {
    expect(track.border, `${name}: the track's outline`).not.toBe('none');
    expect(transparent(track.borderColor), `${name}: the track's outline colour`).toBe(false);
    expect(transparent(thumb.background), `${name}: the thumb`).toBe(false);
    expect(thumb.background, `${name}: the thumb stands out from the track`).not.toBe(behind(track, canvas));
  }
  expect([onTrack.background, onThumb.background], 'on and off in other colours').not.toEqual([
    offTrack.background,
    offThumb.background,
  ]);
  expect(onThumb.transform, 'on and off with the thumb elsewhere').not.toBe(offThumb.transform);
  expect(lockedTrack.borderColor, 'a disabled switch in GrayText').toBe(grayText);
}

test.describe('cookie switches', () => {
  test.use({ cookieDecision: 'none' });

  test('the cookie bar’s Customize view draws its switches and their state', async ({ page }) => {
    await freezeClock(page);
    const banner = await showBanner(page);
    await banner.getByRole('button', { name: 'Customize' }).click();
    await banner.getByRole('switch', { name: /^Analytics/ }).check();
    await settled(page);
    await expectSwitchesDrawn(
      banner.getByRole('switch', { name: /^Marketing/ }),
      banner.getByRole('switch', { name: /^Analytics/ }),
      banner.getByRole('switch', { name: /Strictly necessary/ }),
    );
  });

  for (const path of ['/cookies', '/bg/cookies']) {
    test(`the preference manager on ${path} draws its switches and their state`, async ({ page }) => {
      await presetConsent(page, { analytics: true });
      await page.goto(path);
      const switches = page.getByRole('switch');
      await expect(switches).toHaveCount(4);
      await expect(switches.nth(1)).toBeChecked();
      await settled(page);
      // In both editions: Strictly necessary (locked), Analytics (on), Marketing (off), Functionality.
      await expectSwitchesDrawn(switches.nth(2), switches.nth(1), switches.nth(0));
    });
  }
});

test('the home page’s benefit dots stay drawn, the current one set apart', async ({ page }) => {
  test.skip(isMobile(page), 'the dots are shown from 1024 px');
  await page.goto('/');
  await page.locator('.bscroll').scrollIntoViewIfNeeded();
  await expect(page.locator('.bscroll[data-enhanced]')).toHaveCount(1);
  const dots = page.getByRole('group', { name: 'Choose a benefit' });
  await expect(dots.getByRole('button')).toHaveCount(6);
  await expect(dots.locator('[aria-current="step"]')).toHaveCount(1);
  await settled(page);
  const canvas = await systemColor(page, 'Canvas');
  const [current, other] = await Promise.all([
    drawn(dots.locator('[aria-current="step"]'), '::before'),
    drawn(dots.locator('button:not([aria-current])').first(), '::before'),
  ]);
  for (const [name, dot] of [
    ['current', current],
    ['other', other],
  ] as const) {
    const ring = dot.border !== 'none' && dot.borderColor !== canvas;
    const fill = !transparent(dot.background) && dot.background !== canvas;
    expect(ring || fill, `${name} dot: ${JSON.stringify(dot)}`).toBe(true);
  }
  expect([current.background, current.borderColor], 'the current dot in other colours').not.toEqual([
    other.background,
    other.borderColor,
  ]);
});

for (const path of ['/faqs', '/event']) {
  test(`the FAQ accordion’s plus and minus stay drawn on ${path}`, async ({ page }) => {
    await page.goto(path);
    const items = page.locator('[data-accordion] details');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await settled(page);
    const canvas = await systemColor(page, 'Canvas');
    for (const [state, item] of [
      ['open', items.nth(0)],
      ['closed', items.nth(1)],
    ] as const) {
      const icon = item.locator('.accordion__icon');
      for (const bar of ['::before', '::after'] as const) {
        const { background } = await drawn(icon, bar);
        expect(transparent(background) || background === canvas, `${state} item: the bar ${bar} (${background})`).toBe(
          false,
        );
      }
    }
    const [openBar, closedBar] = await Promise.all([
      drawn(items.nth(0).locator('.accordion__icon'), '::after'),
      drawn(items.nth(1).locator('.accordion__icon'), '::after'),
    ]);
    expect(openBar.transform, 'a minus when open, a plus when closed').not.toBe(closedBar.transform);
  });
}

test.describe('lead form on /pricing', () => {
  const open = (page: Page) => openForm(page, '/pricing', 'demo-request');

  test('the select box shows its drop-down arrow', async ({ page }) => {
    const form = await open(page);
    const select = form.getByLabel('Monthly website visitors');
    const canvas = (await systemColor(page, 'Canvas')).match(/\d+/g)!.slice(0, 3).map(Number);
    // The arrow's end of the box, inside its border and away from the option's words.
    const shot = sharp(await select.screenshot({ scale: 'css' }));
    const { width = 0, height = 0 } = await shot.metadata();
    const { data, info } = await shot
      .extract({ left: width - 40, top: 4, width: 34, height: height - 8 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let marked = 0;
    for (let at = 0; at < data.length; at += info.channels) {
      const distance = Math.max(...canvas.map((value, channel) => Math.abs(value - data[at + channel]!)));
      if (distance > 96) marked++;
    }
    expect(marked, 'pixels of the arrow').toBeGreaterThan(10);
  });

  test('fields left invalid by an empty submit look different from valid ones', async ({ page }) => {
    const form = await open(page);
    await form.getByRole('button', { name: 'Request a Free Demo' }).click();
    const invalidBox = form.getByRole('textbox', { name: 'Full Name', exact: true });
    const validBox = form.getByRole('textbox', { name: /^Anything else we should know\?/ });
    expect(await invalidBox.evaluate((box) => box.matches(':user-invalid'))).toBe(true);
    expect(await validBox.evaluate((box) => box.matches(':user-invalid'))).toBe(false);
    const invalidChoice = form.locator('.lead-form__option:has(input:user-invalid)').first();
    const validChoice = form.locator('.lead-form__option').filter({ hasText: 'AI Sales Agent' });
    await settled(page);
    const [invalid, valid, invalidOption, validOption] = await Promise.all([
      drawn(invalidBox),
      drawn(validBox),
      drawn(invalidChoice),
      drawn(validChoice),
    ]);
    expect(invalid.border, 'a text box').not.toBe(valid.border);
    expect(invalidOption.border, 'a box of choices').not.toBe(validOption.border);
  });
});
