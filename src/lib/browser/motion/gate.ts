/**
 * When scroll-driven motion may run, and when to fetch its library. Eager and tiny: the pages'
 * scripts use it to decide, and only a section that nears the viewport loads GSAP
 * (src/lib/browser/motion/gsap-motion.ts) with import(). Under prefers-reduced-motion or Save-Data nothing
 * is fetched and the sections keep their final state, as without script.
 */

/** How far below the viewport a section counts as "near": its library loads this early. */
const NEAR_VIEWPORT_MARGIN = '0px 0px 75% 0px';

export { motionAllowed } from './allowed.ts';

/**
 * Calls `callback` once, when `element` comes within `rootMargin` of the viewport (by default
 * NEAR_VIEWPORT_MARGIN; '0px' with a threshold for "in view"). Returns a function that cancels.
 */
export function whenNear(
  element: Element,
  callback: () => void,
  options: IntersectionObserverInit = { rootMargin: NEAR_VIEWPORT_MARGIN },
): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    callback();
  }, options);
  observer.observe(element);
  return () => observer.disconnect();
}

/** File name of the lazily loaded module below (and of its built chunk, `gsap-motion.<hash>.js`). */
export const NEAR_SECTION_CHUNK = 'gsap-motion';

/** GSAP and the site's tweens; the browser fetches the module once however many sections ask. */
export const loadGsapMotion = () => import('./gsap-motion.ts');
