/**
 * Ties a tooltip's text to its trigger with aria-describedby. The text lives in light DOM (a
 * `slot="content"` child, made from the `content` text when the author gave none), since an id
 * inside a shadow root cannot describe an element outside it.
 */
let next = 0;

export function describeTrigger(host: Element, content: string): () => void {
  let text = host.querySelector<HTMLElement>(':scope > [slot="content"]');
  let made: HTMLElement | undefined;
  if (!text) {
    made = document.createElement('span');
    made.slot = 'content';
    text = made;
    host.append(made);
  }
  if (made) text.textContent = content;
  if (!text.id) text.id = `sq-tooltip-${(next += 1)}`;
  const trigger = [...host.children].find((child) => child.getAttribute('slot') !== 'content');
  const previous = trigger?.getAttribute('aria-describedby');
  trigger?.setAttribute('aria-describedby', text.id);
  return () => {
    if (previous) trigger?.setAttribute('aria-describedby', previous);
    else trigger?.removeAttribute('aria-describedby');
    made?.remove();
  };
}
