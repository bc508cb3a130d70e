import { useEffect, useState } from 'react';

/** The element's content-box width, kept current with a ResizeObserver (0 before the first measure). */
export function useContainerWidth(element: Element): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
