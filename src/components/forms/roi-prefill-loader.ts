/** File name of the module loaded below (and of its built chunk, `prefill-from-roi.<hash>.js`). */
export const ROI_PREFILL_CHUNK = 'prefill-from-roi';

/**
 * Only a visit from the calculator carries figures in its address: every other visit (most of
 * them) fetches none of the modules that read the figures and write them into the form.
 */
export function prefillIfAddressed(search: string): void {
  if (search.length > 1) void import('./prefill-from-roi.ts');
}
