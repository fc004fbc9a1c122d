/**
 * Bulgarian pages carry invisible soft hyphens (U+00AD) in their long words, put in at build time so
 * every engine breaks them with a hyphen (src/lib/node/soft-hyphens.ts). A copy of such text would
 * carry them into whatever it is pasted into (a search box, an e-mail, a document), where they
 * split words for search and spell-checkers. This copy handler puts the selection on the clipboard
 * without them, as plain text and as HTML; the page keeps them, so its lines still break with a
 * hyphen. A selection without one (text in a form field has none) is left to the browser. Short
 * names: the function is inlined into every Bulgarian page as it is written.
 */
function copyWithoutSoftHyphens(s: string): void {
  document.addEventListener('copy', (e) => {
    const selected = getSelection();
    const text = String(selected);
    if (!e.clipboardData || !selected || !text.includes(s)) return;
    const copy = document.createElement('div');
    for (let i = 0; i < selected.rangeCount; i++) copy.append(selected.getRangeAt(i).cloneContents());
    e.clipboardData.setData('text/plain', text.replaceAll(s, ''));
    e.clipboardData.setData('text/html', copy.innerHTML.replaceAll(s, ''));
    e.preventDefault();
  });
}

/** The handler as the inline script of a page that has soft hyphens (InlineScript.astro). */
export function copyWithoutSoftHyphensScript(softHyphen: string): string {
  return `(${copyWithoutSoftHyphens.toString()})(${JSON.stringify(softHyphen)});`;
}
