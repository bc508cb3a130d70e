/**
 * The menu block's tabs, after the WAI-ARIA APG tabs pattern with manual activation: Left and
 * Right move focus between the tabs and wrap, Home and End go to the first and last, and Enter or
 * Space select the focused tab (a tab is a button, so those keys click it).
 */
import { rovingFocusTarget } from '../dom/roving-focus.js';

/** The tab focus moves to for a key, or undefined when the key does not move focus. */
export function tabFocusTarget(key: string, current: number, count: number): number | undefined {
  return rovingFocusTarget(key, current, count, { next: 'ArrowRight', previous: 'ArrowLeft' });
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
