/**
 * Which home hero a visitor gets: one of two variants, chosen by a device check that the page never
 * shows. The condition:
 *
 *   lite variant (static hero, 'Get Started' → /about) when the visitor prefers reduced motion
 *   OR the browser reports Save-Data (navigator.connection.saveData);
 *   full variant (intro animation, 40 drifting lines, CTA → /pricing) otherwise.
 *
 * Reduced motion is handled in CSS alone (a media query), so it works before any script. Save-Data
 * is only readable from script, so the page puts `homeVariantScript()` in its <head> through
 * <InlineScript> (it runs before first paint: no flash of the wrong variant). The same script
 * marks the intro as pending, so the intro's hidden start state exists only when script runs.
 */

const HOME_VARIANT_ATTR = 'homeVariant';
export const INTRO_PENDING_CLASS = 'intro-pending';
/** Set before first paint when script runs: the benefits area may take its sticky layout at once. */
const HOME_JS_CLASS = 'home-js';
/** Successive hero elements animate in after 100 ms, 500 ms and 1.5 s. */
export const INTRO_DELAYS_MS = [100, 500, 1500] as const;
/** If the hero's own module never runs, the hidden start state is lifted anyway after this. */
const INTRO_FAILSAFE_MS = 8000;

interface VariantConfig {
  js: string;
  attr: string;
  pending: string;
  failsafeMs: number;
}

/** Serialised with toString: must not reference anything outside its own body. */
function chooseHomeVariant(cfg: VariantConfig): void {
  const html = document.documentElement;
  html.classList.add(cfg.js);
  let saveData = false;
  try {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    saveData = Boolean(connection && connection.saveData);
  } catch {
    /* no Network Information API: full variant */
  }
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (saveData) html.dataset[cfg.attr] = 'lite';
  if (saveData || reduce) return;
  html.classList.add(cfg.pending);
  setTimeout(() => html.classList.remove(cfg.pending), cfg.failsafeMs);
}

export function homeVariantScript(): string {
  const cfg: VariantConfig = {
    js: HOME_JS_CLASS,
    attr: HOME_VARIANT_ATTR,
    pending: INTRO_PENDING_CLASS,
    failsafeMs: INTRO_FAILSAFE_MS,
  };
  return `(${chooseHomeVariant.toString()})(${JSON.stringify(cfg)});`;
}
