/**
 * Bulgarian pages carry invisible soft hyphens (U+00AD) in their long words, put in at build time so
 * every engine breaks them with a hyphen (src/lib/build/soft-hyphens.ts). A copy of such text would
 * carry them into whatever it is pasted into (a search box, an e-mail, a document), where they
 * split words for search and spell-checkers. This copy handler puts the selection on the clipboard
 * without them, as plain text and as HTML; the page keeps them, so its lines still break with a
 * hyphen. Selections inside form fields are left to the browser (their text has none).
 */
function copyWithoutSoftHyphens(softHyphen: string): void {
  document.addEventListener('copy', (event) => {
    const selection = document.getSelection();
    const target = event.target;
    if (!event.clipboardData || !selection || selection.isCollapsed) return;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
    const text = selection.toString();
    if (!text.includes(softHyphen)) return;
    const copy = document.createElement('div');
    for (let i = 0; i < selection.rangeCount; i++) copy.append(selection.getRangeAt(i).cloneContents());
    event.clipboardData.setData('text/plain', text.split(softHyphen).join(''));
    event.clipboardData.setData('text/html', copy.innerHTML.split(softHyphen).join(''));
    event.preventDefault();
  });
}

/** The handler as the inline script of a page that has soft hyphens (InlineScript.astro). */
export function copyWithoutSoftHyphensScript(softHyphen: string): string {
  return `(${copyWithoutSoftHyphens.toString()})(${JSON.stringify(softHyphen)});`;
}
