/**
 * Makes everything in the document but `element` inert, as a modal dialog needs: out of reach of
 * the pointer, the keyboard and assistive technology. Each sibling of the element and of its
 * ancestors up to `<body>` is marked, and so is any added beside them while the page is held (a
 * badge or bar a script adds later); what was inert already stays so. Returns the function that
 * gives the page back.
 */
export function inertOthers(element: Element): () => void {
  const marked: HTMLElement[] = [];
  const mark = (sibling: Node, keep: Node) => {
    if (sibling === keep || !(sibling instanceof HTMLElement) || sibling.inert) return;
    if (sibling.localName === 'script' || sibling.localName === 'style' || sibling.contains(element)) return;
    sibling.inert = true;
    marked.push(sibling);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const added of record.addedNodes) mark(added, element);
  });
  for (let node: Element | null = element; node && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) mark(sibling, node);
    observer.observe(node.parentElement, { childList: true });
    if (node.parentElement === element.ownerDocument.body) break;
  }
  return () => {
    observer.disconnect();
    for (const sibling of marked) sibling.inert = false;
  };
}
