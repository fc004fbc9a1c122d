/**
 * A visitor who follows "Talk to us about these numbers" from /roi arrives with the calculator's
 * figures (roi-prefill-loader.ts reads them from the address). The demo form on the page then
 * starts with them written into its free-text field (additional_info), from the template in
 * content/forms/demo.json (`roiNote`, carried by the form card's data-roi-note), unless the visitor
 * has already typed something there. Before hydration the field is plain HTML, and the island keeps
 * what is in it.
 */
import { FIELD } from '../../lib/shared/email/payloads.ts';
import { langOf } from '../../lib/shared/i18n.ts';
import { readRoiFragment, roiNoteFromLink } from '../../lib/shared/roi-share.ts';

/** `hash`: the fragment the visitor arrived with ("#contact-form&agents=4&…"). */
export function prefillFromRoi(hash: string): void {
  const { inputs, fromAddress } = readRoiFragment(hash);
  if (!fromAddress) return;
  for (const card of document.querySelectorAll<HTMLElement>('[data-roi-note]')) {
    const box = card.querySelector(`textarea[name="${FIELD.additionalInfo}"]`);
    if (box instanceof HTMLTextAreaElement && box.value.trim() === '')
      box.value = roiNoteFromLink(
        { note: card.dataset.roiNote ?? '', fromLink: card.dataset.roiNoteFromLink ?? '' },
        inputs,
        langOf(document.documentElement.lang),
      );
  }
}
