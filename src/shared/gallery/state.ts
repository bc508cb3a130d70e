/**
 * The gallery index state machine as a pure reducer: each action gives the next state and the events
 * the element fires for it. Navigation moves by group: a group is slidesPerRow slides (carousel), else one slide.
 */

export interface GalleryState {
  count: number;
  currentIndex: number;
  loop: boolean;
  inMotion: boolean;
  /** The carousel's slides per row, after its responsive reduction; next and previous move one group. */
  slidesPerRow?: number | undefined;
}

export type GalleryAction =
  | { type: 'goTo'; index: number }
  | { type: 'goToGroup'; group: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'motionStart' }
  | { type: 'motionEnd' }
  /** Slides can arrive after the element upgrades (streamed pages). */
  | { type: 'setCount'; count: number }
  | { type: 'setSlidesPerRow'; slidesPerRow: number | undefined };

export type GalleryEvent = { type: 'slideChange'; index: number; previousIndex: number } | { type: 'reachedEnd' } | { type: 'reachedBeginning' };

/** The DOM event each gallery event is fired as. */
export const GALLERY_EVENT_NAMES = Object.freeze({
  slideChange: 'sq-slide-change',
  reachedEnd: 'sq-reached-end',
  reachedBeginning: 'sq-reached-beginning',
} as const satisfies Record<GalleryEvent['type'], string>);

export interface GalleryTransition {
  state: GalleryState;
  events: GalleryEvent[];
  /** The action would change the slide but the gallery or a linked one is in motion. */
  refused: boolean;
}

export interface ReducerContext {
  /** A linked gallery is in motion: changes are refused as if this one were. */
  linkedInMotion?: boolean;
}

function wholeCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * Negative values wrap from the end (-1 is the last slide), values from the count up wrap by modulo.
 * Fractions are truncated; with no slides, or an index that is not a number, the index is 0.
 */
export function normalizeIndex(index: number, count: number): number {
  const slides = wholeCount(count);
  const whole = Math.trunc(index);
  if (slides === 0 || !Number.isFinite(whole)) return 0;
  return ((whole % slides) + slides) % slides;
}

export function createGalleryState(options: {
  count: number;
  currentIndex?: number;
  loop?: boolean;
  slidesPerRow?: number | undefined;
}): GalleryState {
  const count = wholeCount(options.count);
  return {
    count,
    currentIndex: normalizeIndex(options.currentIndex ?? 0, count),
    loop: options.loop ?? false,
    inMotion: false,
    slidesPerRow: options.slidesPerRow,
  };
}

/** slidesPerRow in a carousel, else 1. */
export function slidesPerGroup(state: GalleryState): number {
  const perRow = state.slidesPerRow;
  return perRow !== undefined && Number.isFinite(perRow) && perRow >= 1 ? Math.floor(perRow) : 1;
}

/** ceil(slides / slidesPerRow); one group per slide outside the carousel. */
export function totalGroups(state: GalleryState): number {
  return Math.ceil(state.count / slidesPerGroup(state));
}

/** The carousel's currentGroup: 0 first, totalGroups - 1 last. */
export function currentGroup(state: GalleryState): number {
  return Math.floor(state.currentIndex / slidesPerGroup(state));
}

/** The active slide gets the active class. */
export function isActiveSlide(state: GalleryState, index: number): boolean {
  return state.count > 0 && index === state.currentIndex;
}

/** Pagination controls are disabled at the ends when not looping. */
export function paginationDisabled(state: GalleryState): { previous: boolean; next: boolean } {
  if (state.loop) return { previous: false, next: false };
  const group = currentGroup(state);
  return { previous: group <= 0, next: group >= totalGroups(state) - 1 };
}

function unchanged(state: GalleryState, refused = false, events: GalleryEvent[] = []): GalleryTransition {
  return { state, events, refused };
}

function changed(previous: GalleryState, state: GalleryState): GalleryTransition {
  if (state.count === 0 || state.currentIndex === previous.currentIndex) return unchanged(state);
  return { state, events: [{ type: 'slideChange', index: state.currentIndex, previousIndex: previous.currentIndex }], refused: false };
}

function moveTo(state: GalleryState, index: number): GalleryTransition {
  return changed(state, { ...state, currentIndex: normalizeIndex(index, state.count) });
}

function step(state: GalleryState, direction: 1 | -1): GalleryTransition {
  const groups = totalGroups(state);
  if (groups === 0) return unchanged(state);
  const group = currentGroup(state) + direction;
  if (group >= 0 && group < groups) return moveTo(state, group * slidesPerGroup(state));
  if (state.loop) return moveTo(state, (direction === 1 ? 0 : groups - 1) * slidesPerGroup(state));
  return unchanged(state, false, [{ type: direction === 1 ? 'reachedEnd' : 'reachedBeginning' }]);
}

/** The next state and the events to fire. Slide changes are refused while this or a linked gallery is in motion. */
export function galleryReducer(state: GalleryState, action: GalleryAction, context: ReducerContext = {}): GalleryTransition {
  switch (action.type) {
    case 'motionStart':
      return unchanged({ ...state, inMotion: true });
    case 'motionEnd':
      return unchanged({ ...state, inMotion: false });
    case 'setCount': {
      const count = wholeCount(action.count);
      return changed(state, { ...state, count, currentIndex: normalizeIndex(state.currentIndex, count) });
    }
    case 'setSlidesPerRow':
      return unchanged({ ...state, slidesPerRow: action.slidesPerRow });
    case 'goTo':
    case 'goToGroup':
    case 'next':
    case 'previous':
      return state.inMotion || context.linkedInMotion ? unchanged(state, true) : navigate(state, action);
  }
}

function navigate(state: GalleryState, action: Extract<GalleryAction, { type: 'goTo' | 'goToGroup' | 'next' | 'previous' }>): GalleryTransition {
  switch (action.type) {
    case 'goTo':
      return moveTo(state, action.index);
    case 'goToGroup':
      return moveTo(state, normalizeIndex(action.group, totalGroups(state)) * slidesPerGroup(state));
    case 'next':
      return step(state, 1);
    case 'previous':
      return step(state, -1);
  }
}
