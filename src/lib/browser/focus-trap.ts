/**
 * What a modal dialog does for keyboard users, for a panel that is not one (the mobile menu is a
 * popover: src/components/chrome/MobileMenuFocus.astro): focus moves into it when it opens, and Tab
 * and Shift+Tab cycle through its controls instead of leaving it.
 */

/** The panel's controls a visitor can reach with Tab now (not disabled, not in a closed <details>). */
const tabStops = (panel: Element) =>
  [...panel.querySelectorAll<HTMLElement>('a[href],button,summary,input,select,textarea,[tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
  );

/**
 * Where Tab goes from stop `current` of `count` (-1: focus is outside the panel): the next stop,
 * wrapping from the last to the first and, backwards, from the first to the last.
 */
export function nextStop(count: number, current: number, backwards: boolean): number {
  if (current < 0) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}

export function focusFirstIn(panel: Element): void {
  tabStops(panel)[0]?.focus();
}

/** A keydown handler's body: keeps Tab inside `panel` (other keys and shortcuts pass untouched). */
export function trapTab(panel: Element, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(panel);
  if (!stops.length) return;
  event.preventDefault();
  stops[nextStop(stops.length, stops.indexOf(document.activeElement as HTMLElement), event.shiftKey)]?.focus();
}
