/**
 * Observers are told of a change in the order they were made, so the first report of one made now
 * comes after an element's own observer, made before, has been told of the same change. A test
 * awaits it before checking what the element did about that change.
 */
function firstReport(make: (report: () => void) => ResizeObserver | IntersectionObserver, node: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = make(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(node);
  });
}

/** The first report of a resize observer made now on `node`. */
export const firstResizeReport = (node: Element) => firstReport((report) => new ResizeObserver(report), node);

/** The first report of an intersection observer made now on `node`. */
export const firstIntersectionReport = (node: Element) => firstReport((report) => new IntersectionObserver(report), node);
