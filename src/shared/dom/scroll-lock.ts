let locks = 0;
let previous = '';
let previousGutter = '';

/**
 * Stops the page behind a modal overlay from scrolling; returns the release. Nested overlays share
 * one lock, and the page's own overflow comes back when the last one goes.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    previous = root.style.overflow;
    previousGutter = root.style.scrollbarGutter;
    // A page with a classic scrollbar keeps its width: without the gutter everything behind would relayout and shift.
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      root.style.overflow = previous;
      root.style.scrollbarGutter = previousGutter;
    }
  };
}
