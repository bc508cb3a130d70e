/** The parent of a node in the composed tree: a shadow root continues at its host. */
export function parentAcrossShadow(node: Node): Node | null {
  if (node.parentNode) return node.parentNode;
  const root = node.getRootNode();
  return root.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in root ? (root as ShadowRoot).host : null;
}
