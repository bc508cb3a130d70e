/** Where a TOP bar banner goes when the page has an announcement bar: that bar's area. */
export const ANNOUNCEMENT_BAR_SELECTOR = '[data-sq-announcement-bar], sq-announcement-bar';

export function findAnnouncementBarArea(host: Element): Element | undefined {
  const area = host.ownerDocument.querySelector(ANNOUNCEMENT_BAR_SELECTOR);
  return area && area !== host && !host.contains(area) ? area : undefined;
}

/**
 * A shown banner the page put directly in `<body>` (usually last) moves to the start of `<body>`,
 * so that it comes first in reading and Tab order, as consent should; focus does not move. In any
 * other container it stays: that container may belong to a framework that expects it there.
 */
export function moveFirstInBody(host: Element): void {
  const body = host.ownerDocument.body;
  if (!body || host.parentElement !== body || body.firstChild === host) return;
  body.prepend(host);
}
