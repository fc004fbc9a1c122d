import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * client:idle hydration needs fake time (requestIdleCallback, under freezeClock()) and real time
 * (module downloads): moves the fake clock 50 ms, lets 50 ms of real time pass, and again, until
 * `done` returns a value, which it returns. Fails naming `what` after 20 s.
 * Once `done` holds, fake time stands still again.
 */
export async function nudgeUntil<T>(
  page: Page,
  done: () => Promise<T | undefined | null | false>,
  what: string,
): Promise<T> {
  let value: T | undefined | null | false;
  await expect
    .poll(
      async () => {
        value = await done();
        if (value) return true;
        await page.clock.runFor(50);
        return false;
      },
      // As long as a loaded machine may take to fetch and start an island (the default is 5 s).
      { message: `${what} never happened`, intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
  return value as T;
}
