/**
 * The keyboard focus ring (src/styles/_mixins.scss, focus-ring) stands out from the surface around
 * each control by 3:1 or more (WCAG 1.4.11), on the light sections and on the navy ones: Tab goes
 * through the first controls of pages with both, and each focused control is checked.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface Ring {
  name: string;
  outline: string;
  outlineWidth: number;
  shadow: string | null;
  surface: string;
}

/** What the focused element draws as its ring, and the colour of the surface it sits on. */
function focusedRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    // The nearest surface: a solid background, or the first colour of a gradient (the navy heroes).
    let surface = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const own = getComputedStyle(node);
      const solid = own.backgroundColor;
      if (!/^rgba\(.*, 0\)$/.test(solid) && solid !== 'transparent') {
        surface = solid;
        break;
      }
      const gradient = /rgba?\([^)]*\)/.exec(own.backgroundImage);
      if (gradient) {
        surface = gradient[0];
        break;
      }
    }
    return {
      name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      outline: style.outlineStyle === 'none' ? '' : style.outlineColor,
      outlineWidth: parseFloat(style.outlineWidth),
      shadow: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null,
      surface,
    };
  });
}

function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

for (const path of ['/', '/contact', '/faqs', '/bg/pricing']) {
  test(`${path}: every focus ring stands out by 3:1 from its surface`, async ({ page }) => {
    await page.goto(path);
    const rings: Ring[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const ring = await focusedRing(page);
      if (ring) rings.push(ring);
    }
    expect(rings.length).toBeGreaterThan(10);
    // The home hero's buttons sit on navy: the dark case is covered too.
    if (path === '/') expect(rings.filter((ring) => luminance(ring.surface) < 0.05).length).toBeGreaterThan(0);
    const weak = rings
      .map((ring) => ({
        ...ring,
        best: Math.max(
          ring.outline ? contrast(ring.outline, ring.surface) : 0,
          ring.shadow ? contrast(ring.shadow, ring.surface) : 0,
        ),
      }))
      .filter((ring) => ring.outlineWidth < 2 || ring.best < 3)
      .map((ring) => `${ring.name}: ${ring.best.toFixed(2)}:1 on ${ring.surface}`);
    expect(weak).toEqual([]);
  });
}
