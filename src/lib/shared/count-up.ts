/** Statistics count-up (2.5 s, comma separators in English). DOM-free. */

export const COUNT_UP_DURATION_MS = 2500;

/** Ease-out cubic: fast at first, settling gently on the final number. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The whole number to show `elapsedMs` into the count; exactly `target` at and after the end. */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_DURATION_MS): number {
  if (!Number.isFinite(target)) return 0;
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}

/**
 * The grouping of `locale` (the edition's Intl locale, LANG_INFO in src/lib/shared/i18n.ts) with optional
 * prefix and suffix: formatCount(286000, '', '+') → "286,000+"; in "bg-BG", "286 000+". Takes the
 * locale rather than the edition so the count's script stays free of the editions' code.
 */
export function formatCount(value: number, prefix = '', suffix = '', locale = 'en-US'): string {
  return `${prefix}${Math.round(value).toLocaleString(locale)}${suffix}`;
}
