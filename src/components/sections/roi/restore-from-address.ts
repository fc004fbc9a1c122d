/**
 * A shared or bookmarked /roi address (?agents=…&salary=…) restores its figures: they are written
 * into the calculator's boxes and the island is started the way a visitor's typing starts it
 * (client:intent), so it takes them over as typed values. Bad or hostile parameters are ignored
 * field by field (src/lib/shared/roi-share.ts): the box keeps the spec's default.
 */
import { readRoiQuery } from '../../../lib/shared/roi-share.ts';
import { parseRoiInput, type RoiField } from '../../../lib/shared/roi.ts';

export function restoreFromAddress(island: Element): void {
  const { inputs, fromAddress } = readRoiQuery(window.location.search);
  const form = island.querySelector('form');
  if (!fromAddress || !form) return;
  let last: HTMLInputElement | null = null;
  for (const field of Object.keys(inputs) as RoiField[]) {
    const box = form.elements.namedItem(field);
    if (!(box instanceof HTMLInputElement)) continue;
    box.value = parseRoiInput(field, String(inputs[field])).normalized;
    last = box;
  }
  form.setAttribute('data-restored', '');
  last?.dispatchEvent(new Event('input', { bubbles: true }));
}
