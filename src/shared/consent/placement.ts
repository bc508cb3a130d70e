/** Where a TOP bar banner goes when the page has an announcement bar (§2): that bar's area. */
export const ANNOUNCEMENT_BAR_SELECTOR = '[data-sq-announcement-bar], sq-announcement-bar';

export function findAnnouncementBarArea(host: Element): Element | undefined {
  const area = host.ownerDocument.querySelector(ANNOUNCEMENT_BAR_SELECTOR);
  return area && area !== host && !host.contains(area) ? area : undefined;
}
