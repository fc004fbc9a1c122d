/**
 * A fixed bar over one edge of the window (the cookie bar at the bottom, the event offer at the
 * top) must never hide the control that has keyboard focus (WCAG 2.4.11). While it shows, the
 * root's scroll padding on that edge clears it (set inline here, so the first screen's CSS carries
 * nothing for it), the height it covers is kept in a custom property (the footer's end room reads
 * it), and a control focused under it is scrolled clear: the browser's own focus scrolling leaves a
 * control alone once any of it is inside the window.
 */
export interface FocusClearance {
  start(): void;
  stop(): void;
}

export function keepFocusClearOf(bar: HTMLElement, edge: 'top' | 'bottom', property: string): FocusClearance {
  const root = document.documentElement;
  // From the bar's box in the layout, not its painted position: the offer slides in with a transform.
  const covered = () =>
    edge === 'top' ? bar.offsetTop + bar.offsetHeight : window.innerHeight - bar.getBoundingClientRect().top;
  const padding = edge === 'top' ? 'scroll-padding-top' : 'scroll-padding-bottom';
  const update = () => {
    const height = `${Math.max(0, Math.ceil(covered()))}px`;
    root.style.setProperty(property, height);
    // At the top the header is under the bar: whichever is taller, and the usual gap below it.
    root.style.setProperty(
      padding,
      edge === 'top' ? `calc(max(var(--header-height), ${height}) + var(--space-4))` : height,
    );
  };
  const revealIfHidden = (target: Element) => {
    if (document.activeElement !== target) return;
    const box = target.getBoundingClientRect();
    const hidden = edge === 'top' ? box.top < covered() : box.bottom > window.innerHeight - covered();
    if (hidden) target.scrollIntoView({ block: 'nearest' });
  };
  const reveal = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || bar.contains(target)) return;
    revealIfHidden(target);
    // A smooth scroll still under way (the one before, on a quick Shift+Tab) can carry the control
    // back under the bar: look again where the page comes to rest.
    window.addEventListener('scrollend', () => revealIfHidden(target), { once: true });
  };
  const observer = new ResizeObserver(update);
  let running = false;
  return {
    start() {
      if (running) return;
      running = true;
      observer.observe(bar);
      window.addEventListener('resize', update);
      document.addEventListener('focusin', reveal);
      update();
    },
    stop() {
      if (!running) return;
      running = false;
      observer.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', reveal);
      root.style.removeProperty(property);
      root.style.removeProperty(padding);
    },
  };
}
