/** Linked galleries (a slideshow with its thumbnail strip): one index, one motion lock. */
import { galleryReducer, normalizeIndex, type GalleryAction, type GalleryEvent, type GalleryState } from './state.js';

export interface LinkedTransition {
  states: GalleryState[];
  /** The events each gallery fires, in the order of `states`. */
  events: GalleryEvent[][];
  refused: boolean;
}

/**
 * Applies an action from gallery `source`. It is refused while any of the group is in motion; when the
 * source's index changes, every other gallery moves to the same index and fires its own slide change.
 */
export function linkedGalleriesReducer(states: readonly GalleryState[], source: number, action: GalleryAction): LinkedTransition {
  const origin = states[source];
  if (!origin) return { states: [...states], events: states.map(() => []), refused: false };
  const linkedInMotion = states.some((state, i) => i !== source && state.inMotion);
  const result = galleryReducer(origin, action, { linkedInMotion });
  const index = result.state.currentIndex;
  const moved = index !== origin.currentIndex;
  const next = states.map((state, i): { state: GalleryState; events: GalleryEvent[] } => {
    if (i === source) return result;
    const synced = normalizeIndex(index, state.count);
    if (!moved || state.count === 0 || synced === state.currentIndex) return { state, events: [] };
    return { state: { ...state, currentIndex: synced }, events: [{ type: 'slideChange', index: synced, previousIndex: state.currentIndex }] };
  });
  return { states: next.map((entry) => entry.state), events: next.map((entry) => entry.events), refused: result.refused };
}
