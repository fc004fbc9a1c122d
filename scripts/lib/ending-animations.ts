/**
 * Runs in the page (`page.evaluate(awaitEndingAnimations)`): waits for the fonts and for every
 * running animation that has an end (not the endless decorative ones), and returns how many such
 * animations run afterwards. One that ends can start the next (the intro's steps), so callers repeat
 * until it returns 0. Self-contained: Playwright sends its source to the page.
 */
export async function awaitEndingAnimations(): Promise<number> {
  await document.fonts.ready;
  const ending = () =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending().map((a) => a.finished.catch(() => undefined)));
  return ending().length;
}
