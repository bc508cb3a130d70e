/** Checks what fixed overlays cover, by the boxes a visitor sees. */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const boxOf = (element: Element): Box => {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
};

/** Whether two elements' boxes share any area (touching edges do not count). */
export function overlaps(a: Element, b: Element): boolean {
  const one = boxOf(a);
  const two = boxOf(b);
  return one.left < two.right && two.left < one.right && one.top < two.bottom && two.top < one.bottom;
}

/** A page of `screens` window heights ending in a footer with a link at its bottom right, as demo pages end. */
export function longPage(screens = 2): { page: HTMLElement; footerLink: HTMLAnchorElement; remove: () => void } {
  const page = document.createElement('div');
  page.innerHTML = `
    <main style="min-height: ${screens * 100}vh"><p>Content</p></main>
    <footer style="display: flex; justify-content: space-between; padding: 0 8px 8px;">
      <p>© Studio</p><a id="footer-link" href="#policy">Cookie policy</a>
    </footer>`;
  document.body.prepend(page);
  return { page, footerLink: page.querySelector('#footer-link')!, remove: () => page.remove() };
}

/** Scrolls to the very end of the page, as a visitor looking for the footer does. */
export async function scrollToEnd(): Promise<void> {
  window.scrollTo(0, document.documentElement.scrollHeight);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Whether a tap at the element's centre reaches it, rather than something drawn over it. */
export function tappable(element: Element): boolean {
  const { left, top, width, height } = element.getBoundingClientRect();
  let hit: Element | null = document.elementFromPoint(left + width / 2, top + height / 2);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(left + width / 2, top + height / 2);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit === element || element.contains(hit);
}
