import { useLayoutEffect, useState } from 'react';

/** The element's content-box width, as layouts need it. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const edges = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return Math.max(0, element.getBoundingClientRect().width - edges.reduce((sum, edge) => sum + (parseFloat(style[edge]) || 0), 0));
}

/** The element's width now (read during the first render, so the first frame is laid out) and after every resize. */
export function useContainerWidth(element: HTMLElement): number {
  const [width, setWidth] = useState(() => contentWidth(element));
  useLayoutEffect(() => {
    setWidth(contentWidth(element));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
