/**
 * Calls `onLate` once if an island's code cannot be loaded: Astro fires `astro:hydration-error`
 * after its own second try. With `deadline`, also if the island has not hydrated `ms` after the
 * first of the `startOn` events in it (when `client:intent` starts loading it). The island keeps
 * `ssr` until it hydrates, so a page can let its words about the delay go once it has.
 */
export function onIslandLate(
  island: Element,
  onLate: () => void,
  deadline?: { ms: number; startOn: readonly string[] },
): void {
  let called = false;
  const late = () => {
    if (called || !island.hasAttribute('ssr')) return;
    called = true;
    onLate();
  };
  island.addEventListener('astro:hydration-error', late);
  if (!deadline) return;
  const start = () => {
    for (const type of deadline.startOn) island.removeEventListener(type, start, true);
    setTimeout(late, deadline.ms);
  };
  for (const type of deadline.startOn) island.addEventListener(type, start, true);
}
