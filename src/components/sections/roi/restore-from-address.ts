/**
 * A copied or bookmarked link to the calculator's figures (/roi#agents=…&salary=…) restores them:
 * they are written into the calculator's boxes, and in the same task the results and the hand-over
 * link are written for them, so the page never shows a box and a result that disagree, while React
 * loads or if it never does. The figures then leave the address (analytics, once allowed, sees only
 * /roi), and stay on the form (data-restored) for the island, which starts from them (RoiCalculator's
 * first state), so hydration finds what it renders. The island is started the way a visitor's typing
 * starts it (client:intent).
 * Bad or hostile figures are ignored field by field (src/lib/shared/roi-share.ts): the box keeps
 * the spec's default. Numbers are written the edition's way ("12,50" on /bg/roi).
 */
import { langOf } from '../../../lib/shared/i18n.ts';
import { readRoiFragment, roiBoxTexts, roiQuery, withRoiFragment } from '../../../lib/shared/roi-share.ts';
import { roiFigures, type RoiField, type RoiFigures } from '../../../lib/shared/roi.ts';

export function restoreFromAddress(island: Element): void {
  const { inputs, fromAddress } = readRoiFragment(window.location.hash);
  const form = island.querySelector('form');
  if (!fromAddress || !form) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  const lang = langOf(document.documentElement.lang);
  const texts = roiBoxTexts(inputs, lang);
  let last: HTMLInputElement | null = null;
  for (const field of Object.keys(texts) as RoiField[]) {
    const box = form.elements.namedItem(field);
    if (!(box instanceof HTMLInputElement)) continue;
    box.value = texts[field];
    last = box;
  }
  const figures = roiFigures(inputs, lang);
  for (const result of island.querySelectorAll<HTMLElement>('[data-result]')) {
    const name = result.dataset.result as keyof RoiFigures | undefined;
    if (name && name in figures) result.textContent = figures[name];
  }
  const handover = island.querySelector<HTMLAnchorElement>('a[data-roi-handover]');
  const href = handover?.getAttribute('href');
  if (handover && href) handover.setAttribute('href', withRoiFragment(href, inputs));
  form.setAttribute('data-restored', roiQuery(inputs));
  last?.dispatchEvent(new Event('input', { bubbles: true }));
}
