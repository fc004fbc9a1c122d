/**
 * Whether decorative motion may run at all. Its own module, with no import of a motion library, so
 * a page that only needs the answer (the event page's clouds) does not pull GSAP into its graph.
 */

/** False when the visitor prefers reduced motion or the browser reports Save-Data. */
export function motionAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !connection?.saveData && !matchMedia('(prefers-reduced-motion: reduce)').matches;
}
