/**
 * The menu block's tabs (§2), after the WAI-ARIA APG tabs pattern with manual activation: Left and
 * Right move focus between the tabs and wrap, Home and End go to the first and last, and Enter or
 * Space select the focused tab (a tab is a button, so those keys click it).
 */

/** The tab focus moves to for a key, or undefined when the key does not move focus. */
export function tabFocusTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The selected section: the one asked for when it exists, else the first. */
export function selectedSection(requested: number | undefined, count: number): number {
  return requested !== undefined && Number.isInteger(requested) && requested >= 0 && requested < count ? requested : 0;
}

/** A tab's text: the section heading's words on one line, else 'Section n'. */
export function tabLabel(heading: string | null | undefined, index: number): string {
  const text = (heading ?? '').trim().replace(/\s+/g, ' ');
  return text || `${index + 1}`;
}
