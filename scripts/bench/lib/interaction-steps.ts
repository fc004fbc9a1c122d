/**
 * The steps of the interaction benchmark (scripts/bench/interactions.ts): a scripted visit that taps
 * and types at a person's pace and opens a measured window per step, and what it does on a page with
 * a lead form, the ROI calculator, the cookie manager, an FAQ or the mobile menu.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from '@playwright/test';
import type { ActionWindow } from './interaction-latency.ts';

/** A person's pace: between a tap and the first key, between keys, and after each step. */
const TAP_TO_TYPE_MS = 150;
const KEY_DELAY_MS = 120;
const PAUSE_MS = 300;
/**
 * A step's window opens this much before Node's reading of the clock: the mapping onto the page's
 * clock is only as exact as half an evaluate() round trip, and an input event stamped a fraction of
 * a millisecond "before" its step would count for the step before. Every step starts at least
 * TAP_TO_TYPE_MS after the previous one, so nothing of the previous step falls into this margin.
 */
const CLOCK_MARGIN_MS = 25;

/** A scripted visit: each step opens a window (in page time) that lasts until the next one. */
export class Visit {
  readonly windows: ActionWindow[] = [];
  readonly notes: string[] = [];
  readonly page: Page;
  readonly touch: boolean;
  /** Page time minus Node time. */
  private offset = 0;

  constructor(page: Page, touch: boolean) {
    this.page = page;
    this.touch = touch;
  }

  /** Maps Node's clock onto the page's: the reading with the shortest round trip wins. */
  async start(): Promise<void> {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 5; i++) {
      const before = performance.now();
      const pageNow = await this.page.evaluate(() => performance.now());
      const after = performance.now();
      if (after - before < best) {
        best = after - before;
        this.offset = pageNow - (before + after) / 2;
      }
    }
  }

  /** Now, in the page's clock, read in Node: reading it in the page would wait for a busy main thread. */
  now(): number {
    return performance.now() + this.offset;
  }

  async measure(label: string, action: () => Promise<unknown>, settle = true): Promise<void> {
    this.windows.push({ label, start: this.now() - CLOCK_MARGIN_MS, measured: true });
    await action();
    if (settle) await this.settle();
  }

  async setup(label: string, action: () => Promise<unknown>): Promise<void> {
    this.windows.push({ label, start: this.now() - CLOCK_MARGIN_MS, measured: false });
    await action();
  }

  /** Until the page has painted after the step, then a short pause, as a person takes. */
  async settle(): Promise<void> {
    await this.page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    await sleep(PAUSE_MS);
  }

  /**
   * Where to tap the element: its centre, after scrolling it to the middle of the screen unless it
   * is comfortably in view already. Input then goes to that point through CDP (touchscreen/mouse),
   * which does not wait for the page's main thread, so a tap during hydration waits inside the page,
   * where Event Timing sees it as input delay. `where`: 'flow' for content under the sticky header,
   * 'typing' for a field to type into (kept in the part of the screen an on-screen keyboard leaves),
   * 'fixed' for the header and the menu (never scrolled).
   */
  async pointFor(locator: Locator, where: 'flow' | 'typing' | 'fixed' = 'flow'): Promise<{ x: number; y: number }> {
    if (where !== 'fixed') {
      const inView = await this.pointInView(locator, where);
      if (inView) return inView;
      await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    }
    const box = await locator.boundingBox();
    if (!box) throw new Error(`no box for ${String(locator)}`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // A fixed banner or dialog over the element would take the tap (and measure something else).
    const covering = await locator.evaluate((element, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return !hit || element.contains(hit) ? null : hit.outerHTML.slice(0, 80);
    }, point);
    if (covering) throw new Error(`a tap on ${String(locator)} would land on ${covering}`);
    return point;
  }

  /** The element's centre if it is in view already (below the sticky header), else null. */
  async pointInView(locator: Locator, where: 'flow' | 'typing'): Promise<{ x: number; y: number } | null> {
    const box = await locator.boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport || !box.width) return null;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const bottom = where === 'typing' ? viewport.height * 0.6 : viewport.height - 40;
    return point.y > 100 && point.y < bottom ? point : null;
  }

  async tap(point: { x: number; y: number }): Promise<void> {
    if (this.touch) await this.page.touchscreen.tap(point.x, point.y);
    else await this.page.mouse.click(point.x, point.y);
  }

  /** Runs one group of steps; a failure is noted and the visit goes on with the next group. */
  async group(name: string, steps: () => Promise<void>): Promise<void> {
    try {
      await steps();
    } catch (error) {
      this.notes.push(`${name}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    }
  }
}

/** Values for the remaining required fields, by type and name; set in the page (no interactions). */
async function fillRequired(form: Locator, skip: string | null): Promise<string[]> {
  return form.evaluate((element, skipName) => {
    const filled: string[] = [];
    const set = (control: HTMLInputElement | HTMLTextAreaElement, value: string) => {
      const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
    for (const control of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input[required], textarea[required], select[required]',
    )) {
      if (control.name === skipName || control.closest('[aria-hidden="true"]')) continue;
      if (control instanceof HTMLSelectElement) {
        if (!control.value) {
          control.value = [...control.options].find((o) => o.value)?.value ?? '';
          control.dispatchEvent(new Event('change', { bubbles: true }));
          filled.push(control.name);
        }
      } else if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
        const group = element.querySelectorAll<HTMLInputElement>(`input[name="${control.name}"]`);
        if (![...group].some((c) => c.checked)) {
          control.checked = true;
          control.dispatchEvent(new Event('change', { bubbles: true }));
          filled.push(control.name);
        }
      } else if (!control.value) {
        const name = `${control.name} ${control.type}`.toLowerCase();
        set(
          control,
          /mail/.test(name)
            ? 'maria@shop.example.bg'
            : /url|website/.test(name)
              ? 'https://shop.example.bg'
              : /phone|tel/.test(name)
                ? '+359 88 123 4567'
                : 'Maria Ivanova',
        );
        filled.push(control.name);
      }
    }
    return filled;
  }, skip);
}

async function formSteps(visit: Visit): Promise<void> {
  const { page } = visit;
  const form = page.locator('form.lead-form').first();
  if (!(await form.count())) return;
  await visit.group('form', async () => {
    const fields = form.locator('input:is([type=text],[type=email],[type=tel],[type=url]):not([tabindex="-1"])');
    const first = fields.first();
    const email = form.locator('input[name*=email]:not([tabindex="-1"])').first();
    await visit.setup('form: scroll to it', async () => {
      // The first field a quarter down the screen: a phone keeps the field being typed into above
      // its on-screen keyboard. (Headless Chromium also stops presenting frames while someone types
      // into a field near the bottom edge, which would show up as seconds of latency.)
      await first.evaluate((field) => {
        const top = field.getBoundingClientRect().top - innerHeight / 4;
        scrollBy({ top, behavior: 'instant' });
      });
    });
    const point = await visit.pointFor(first, 'typing');
    // Found now: asking the page once typing has begun would wait for hydration to finish.
    const emailPoint = (await email.count()) ? await visit.pointInView(email, 'typing') : null;
    await visit.measure('form: tap field', () => visit.tap(point), false);
    await sleep(TAP_TO_TYPE_MS);
    // What a person types into that field: the store preview form starts with the store's address.
    const firstIsAddress = /url|website/i.test(
      `${await first.getAttribute('name')} ${await first.getAttribute('type')}`,
    );
    const typed = firstIsAddress ? 'https://shop.example.bg' : 'Maria Ivanova';
    await visit.measure('form: type', () => page.keyboard.type(typed, { delay: KEY_DELAY_MS }));
    // A person goes on to the next field while the island may still be loading or hydrating.
    if (await email.count()) {
      const next = emailPoint ?? (await visit.pointFor(email, 'typing'));
      await visit.measure('form: next field', async () => {
        await visit.tap(next);
        await sleep(TAP_TO_TYPE_MS);
        await page.keyboard.type('maria@shop.bg', { delay: KEY_DELAY_MS });
      });
    }
    // The privacy consent where the form has one, else its first checkbox.
    const privacy = form.locator('input[type=checkbox][name=privacy_policy]');
    const checkbox = (await privacy.count()) ? privacy : form.locator('input[type=checkbox]:visible').first();
    const checkboxName = (await checkbox.count()) ? await checkbox.getAttribute('name') : null;
    await visit.setup('form: fill the other required fields', async () => {
      // What was typed stays; the field gets its full value only if it is required and still empty.
      await fillRequired(form, checkboxName);
    });
    if (checkboxName !== null) {
      const box = await visit.pointFor(checkbox);
      await visit.measure('form: tick checkbox', () => visit.tap(box));
      if (!(await checkbox.isChecked())) visit.notes.push('form: the checkbox did not tick');
    }
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
    );
    const submit = await visit.pointFor(form.locator('button[type=submit]'));
    const sent = page
      .locator('dialog.lead-modal[open]')
      .or(form.locator('.lead-form__status--success:not(:empty)'))
      .first();
    await visit.measure('form: submit', async () => {
      await visit.tap(submit);
      await Promise.race([
        sent.waitFor({ state: 'visible', timeout: 20_000 }),
        page.waitForURL(/\/thank-you/, { timeout: 20_000 }),
      ]);
    });
    if (/\/thank-you/.test(page.url())) throw new Error('submitted without JavaScript (the island was not hydrated)');
    const modal = page.locator('dialog.lead-modal[open]');
    if (await modal.count()) {
      await visit.setup('form: close the success dialog', async () => {
        await modal.getByRole('button').click();
        await modal.waitFor({ state: 'hidden' });
      });
    }
  });
}

async function roiSteps(visit: Visit): Promise<void> {
  const input = visit.page.locator('.roi__form input').first();
  if (!(await input.count())) return;
  await visit.group('ROI', async () => {
    const point = await visit.pointFor(input, 'typing');
    await visit.measure('ROI: tap input', () => visit.tap(point), false);
    await sleep(TAP_TO_TYPE_MS);
    await visit.measure('ROI: type', async () => {
      await visit.page.keyboard.press('ControlOrMeta+A');
      await visit.page.keyboard.type('12', { delay: KEY_DELAY_MS });
    });
  });
}

async function cookieSteps(visit: Visit): Promise<void> {
  const toggle = visit.page.locator('.cookie-manager input[role=switch][name]').first();
  if (!(await toggle.count())) return;
  await visit.group('cookies', async () => {
    // Disabled until the manager has read the stored choice: a person cannot toggle it before.
    await toggle.and(visit.page.locator(':enabled')).waitFor({ timeout: 20_000 });
    const point = await visit.pointFor(toggle);
    await visit.measure('cookies: toggle', () => visit.tap(point));
  });
}

async function faqSteps(visit: Visit): Promise<void> {
  const summary = visit.page.locator('details.accordion__item > summary').first();
  if (!(await summary.count())) return;
  await visit.group('FAQ', async () => {
    const point = await visit.pointFor(summary);
    await visit.measure('FAQ: open', () => visit.tap(point));
    if (!(await summary.locator('xpath=..').evaluate((d) => (d as HTMLDetailsElement).open)))
      visit.notes.push('FAQ: the item did not open');
  });
}

async function menuSteps(visit: Visit): Promise<void> {
  const { page } = visit;
  const burger = page.locator('.site-header__burger');
  if (!(await burger.isVisible())) return;
  await visit.group('menu', async () => {
    // Scrolled down, some pages slide a fixed banner over the header; a person scrolls back up.
    await visit.setup('menu: back to the top', async () => {
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      await visit.settle();
    });
    const open = await visit.pointFor(burger, 'fixed');
    await visit.measure('menu: open', () => visit.tap(open));
    const menu = page.locator('#mobile-menu');
    await menu.and(page.locator(':popover-open')).waitFor({ timeout: 5000 });
    const close = await visit.pointFor(menu.locator('.mobile-menu__close'), 'fixed');
    await visit.measure('menu: close', () => visit.tap(close));
    await menu.waitFor({ state: 'hidden', timeout: 5000 });
  });
}

export const STEPS: Record<string, (visit: Visit) => Promise<void>> = {
  form: formSteps,
  roi: roiSteps,
  cookies: cookieSteps,
  faq: faqSteps,
  menu: menuSteps,
};
