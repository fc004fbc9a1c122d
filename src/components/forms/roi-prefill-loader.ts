/** File name of the module loaded below (and of its built chunk, `prefill-from-roi.<hash>.js`). */
export const ROI_PREFILL_CHUNK = 'prefill-from-roi';

/**
 * Starts the prefill for this visit, and for a link with figures opened on this page later (pasted
 * into its address bar, which changes only the fragment): the page is loaded again for it.
 */
export function prefillOnArrival(): void {
  prefillIfAddressed(window.location.hash);
  window.addEventListener('hashchange', () => {
    if (window.location.hash.includes('=')) window.location.reload();
  });
}

/**
 * Only a visit from the calculator carries figures in its address ("#contact-form&agents=4&…"):
 * every other visit (most of them) fetches none of the module that writes them into the form. The
 * figures leave the address at once, before analytics (once allowed) could see it, and the visitor
 * lands on the anchor, as a plain "#contact-form" link would have taken them.
 */
function prefillIfAddressed(hash: string): void {
  if (!hash.includes('=')) return;
  // "#contact-form&agents=4&…": the element comes first, the figures after it.
  const [first = ''] = hash.slice(1).split('&');
  // A fragment navigation that replaces the entry: it scrolls to the anchor and makes it :target.
  window.location.replace(`#${first.includes('=') ? '' : first}`);
  void import('./prefill-from-roi.ts').then(({ prefillFromRoi }) => prefillFromRoi(hash));
}
