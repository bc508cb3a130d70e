/**
 * Moves an element into another container and back. A comment marks where it came from, so
 * restoring puts it back exactly in place (the element factory keeps a moved element's state).
 */
export function moveInto(element: Element, container: Element): () => void {
  if (element.parentNode === container) return () => {};
  const marker = document.createComment('sq placeholder');
  element.before(marker);
  container.prepend(element);
  return () => {
    if (marker.isConnected) marker.replaceWith(element);
    else marker.remove();
  };
}
