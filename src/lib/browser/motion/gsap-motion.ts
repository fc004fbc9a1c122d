/**
 * The site's scroll- and click-driven tweens on GSAP. Loaded only through loadGsapMotion()
 * (./gate.ts) once a section nears the viewport, so no first screen pays for it. The easing
 * curves and durations are the tested ones of src/lib/shared/count-up.ts and src/lib/shared/benefits-scroll.ts
 * (the benefits ones come from the island, which has them already).
 */
import { gsap } from 'gsap';
import { COUNT_UP_DURATION_MS, countUpValue, formatCount } from '../../shared/count-up.ts';

export interface Counter {
  /** The aria-hidden element showing the running number. */
  shown: HTMLElement;
  target: number;
  prefix: string;
  suffix: string;
  /** The page's Intl locale: how the number is grouped. */
  locale: string;
}

/** Counts every number from 0 to its target together over 2.5 s, easing out. */
export function countUp(counters: Counter[]): void {
  const clock = { elapsed: 0 };
  gsap.to(clock, {
    elapsed: COUNT_UP_DURATION_MS,
    duration: COUNT_UP_DURATION_MS / 1000,
    ease: 'none',
    onUpdate: () => {
      for (const c of counters)
        c.shown.textContent = formatCount(countUpValue(c.target, clock.elapsed), c.prefix, c.suffix, c.locale);
    },
  });
}

const scrollState = { y: 0 };

/** Scrolls the window to `top` in `durationMs` along `ease`; a newer call replaces a running one. */
export function scrollWindowTo(top: number, durationMs: number, ease: (t: number) => number): void {
  scrollState.y = window.scrollY;
  gsap.to(scrollState, {
    y: top,
    duration: durationMs / 1000,
    ease,
    overwrite: true,
    onUpdate: () => window.scrollTo({ top: scrollState.y, behavior: 'instant' }),
  });
}

/** Stops a running window scroll (the visitor's wheel or touch wins). */
export function stopWindowScroll(): void {
  gsap.killTweensOf(scrollState);
}

/**
 * Cross-fades two benefits: the text of the old one leaves upwards and the new one enters from
 * below when moving forward (the reverse backward), the images fade. The stylesheet holds the
 * same end states, so the inline styles are cleared when a fade ends.
 */
export function crossFade(outgoing: Element | null, incoming: Element, forward: boolean, durationMs: number): void {
  const seconds = durationMs / 1000;
  const shift = forward ? '2rem' : '-2rem';
  const common = { overwrite: true, clearProps: 'opacity,transform' } as const;
  const card = (item: Element) => item.querySelector('.bscroll__card');
  const media = (item: Element) => item.querySelector('.bscroll__media');
  if (outgoing) {
    gsap.fromTo(
      card(outgoing),
      { opacity: 1, y: 0 },
      { opacity: 0, y: forward ? '-2rem' : '2rem', duration: seconds, ease: 'power3.out', ...common },
    );
    gsap.fromTo(
      media(outgoing),
      { opacity: 1 },
      { opacity: 0, duration: seconds + 0.1, ease: 'power3.out', ...common },
    );
  }
  gsap.fromTo(
    card(incoming),
    { opacity: 0, y: shift },
    { opacity: 1, y: 0, duration: seconds, ease: 'power3.out', ...common },
  );
  gsap.fromTo(media(incoming), { opacity: 0 }, { opacity: 1, duration: seconds + 0.1, ease: 'power3.out', ...common });
}
