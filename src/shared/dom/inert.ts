/**
 * Makes everything in the document but `element` inert, as a modal dialog needs: out of reach of
 * the pointer, the keyboard and assistive technology. Each sibling of the element and of its
 * ancestors up to `<body>` is marked; what was inert already stays so. Returns the function that
 * gives the page back.
 */
export function inertOthers(element: Element): () => void {
  const marked: HTMLElement[] = [];
  for (let node: Element | null = element; node && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.localName === 'script' || sibling.localName === 'style') continue;
      sibling.inert = true;
      marked.push(sibling);
    }
    if (node.parentElement === element.ownerDocument.body) break;
  }
  return () => {
    for (const sibling of marked) sibling.inert = false;
  };
}
