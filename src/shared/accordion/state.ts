/**
 * The accordion's rules, as plain data: which items are open after a toggle. An item is
 * open or closed; an animating flag blocks toggles; without multiple-open, opening one closes the
 * others.
 */
import { rovingFocusTarget } from '../dom/roving-focus.js';

export interface AccordionState {
  /** Whether each item is open, in order. */
  open: readonly boolean[];
  /** An open or close is animating: toggles are ignored until it ends. */
  animating: boolean;
}

/** The items open at the start: the first when `firstOpen`, else none. */
export function initialOpen(count: number, firstOpen: boolean): boolean[] {
  return Array.from({ length: count }, (_, index) => firstOpen && index === 0);
}

/** The open items after the visitor toggles `index`; the same array when the toggle is blocked or out of range. */
export function toggleItem(state: AccordionState, index: number, multiple: boolean): readonly boolean[] {
  if (state.animating || index < 0 || index >= state.open.length) return state.open;
  const opening = !state.open[index];
  return state.open.map((open, at) => (at === index ? opening : opening && !multiple ? false : open));
}

/** The open items once `index` is revealed (find in page, a link to it): it opens at once, even while animating. */
export function revealItem(open: readonly boolean[], index: number, multiple: boolean): readonly boolean[] {
  return open.map((isOpen, at) => (at === index ? true : multiple ? isOpen : false));
}

/** Which items a change opens and which it closes. */
export function changedItems(before: readonly boolean[], after: readonly boolean[]): { opened: number[]; closed: number[] } {
  const opened: number[] = [];
  const closed: number[] = [];
  after.forEach((open, index) => {
    if (open && !before[index]) opened.push(index);
    if (!open && before[index]) closed.push(index);
  });
  return { opened, closed };
}

/** The trigger focus moves to for an APG accordion key (Down, Up, Home, End), wrapping; undefined for other keys. */
export function focusTarget(key: string, current: number, count: number): number | undefined {
  return rovingFocusTarget(key, current, count, { next: 'ArrowDown', previous: 'ArrowUp' });
}
