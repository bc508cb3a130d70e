import { useLayoutEffect, useState } from 'react';

/** The element's content-box width. */
function contentWidth(element: Element): number {
  const style = getComputedStyle(element);
  const edges = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return Math.max(0, element.getBoundingClientRect().width - edges.reduce((sum, edge) => sum + (parseFloat(style[edge]) || 0), 0));
}

/**
 * The element's width now (read during the first render, so the first frame is laid out right) and
 * after every resize; `debounceMs` waits for resizing to settle before laying out again.
 */
export function useContainerWidth(element: Element, { debounceMs = 0 }: { debounceMs?: number } = {}): number {
  const [width, setWidth] = useState(() => contentWidth(element));
  useLayoutEffect(() => {
    setWidth(contentWidth(element));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = entry.contentRect.width;
      clearTimeout(timer);
      if (debounceMs > 0) timer = setTimeout(() => setWidth(next), debounceMs);
      else setWidth(next);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element, debounceMs]);
  return width;
}
