/** Autoplay as pure decisions: how long to wait, where to go, and when it is paused. */
import { AUTOPLAY_TIMEOUT_MS, LIGHTBOX_AUTOPLAY_MS } from '../constants/timings.js';
import { currentGroup, slidesPerGroup, totalGroups, type GalleryAction, type GalleryState } from './state.js';

/** A source of numbers in [0, 1), like Math.random; injected so tests can choose. */
export type RandomSource = () => number;

/** autoplay-duration in seconds as ms; without it 5000 ms, or 1000 ms in the lightbox context. */
export function autoplayDelay(autoplayDuration: number | undefined, context: { lightbox?: boolean } = {}): number {
  if (autoplayDuration !== undefined && Number.isFinite(autoplayDuration) && autoplayDuration > 0) return autoplayDuration * 1000;
  return context.lightbox ? LIGHTBOX_AUTOPLAY_MS : AUTOPLAY_TIMEOUT_MS;
}

/**
 * The slide autoplay goes to: the next one (the next group in a carousel); after the last, the first
 * when the gallery loops, else nowhere. With randomize, a random different one. Undefined with nowhere to go.
 */
export function nextAutoplayIndex(state: GalleryState, options: { randomize: boolean }, random: RandomSource = Math.random): number | undefined {
  const groups = totalGroups(state);
  if (groups < 2) return undefined;
  const perGroup = slidesPerGroup(state);
  const group = currentGroup(state);
  if (!options.randomize) return group + 1 < groups || state.loop ? ((group + 1) % groups) * perGroup : undefined;
  // Draw among the other groups only, so the slide always changes and every other one is equally likely.
  const value = random();
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const draw = Math.min(groups - 2, Math.floor(fraction * (groups - 1)));
  return (draw >= group ? draw + 1 : draw) * perGroup;
}

/**
 * What one autoplay tick asks the gallery for: next, as the next control does (so at the last slide of a
 * gallery that does not loop it fires reachedEnd and stays), or a random different slide with randomize.
 */
export function autoplayAction(state: GalleryState, options: { randomize: boolean }, random: RandomSource = Math.random): GalleryAction | undefined {
  if (totalGroups(state) < 2) return undefined;
  if (!options.randomize) return { type: 'next' };
  const index = nextAutoplayIndex(state, options, random);
  return index === undefined ? undefined : { type: 'goTo', index };
}

export interface AutoplayState {
  autoplay: boolean;
  hovered: boolean;
  /** While a video plays, the autoplay setting to restore when it stops. */
  suspendedAutoplay: boolean | undefined;
}

export type AutoplayAction =
  { type: 'setAutoplay'; autoplay: boolean } | { type: 'hoverStart' } | { type: 'hoverEnd' } | { type: 'videoPlay' } | { type: 'videoStop' };

export function createAutoplayState(autoplay: boolean): AutoplayState {
  return { autoplay, hovered: false, suspendedAutoplay: undefined };
}

/** Playing a video turns autoplay off and stopping it restores the setting. */
export function autoplayReducer(state: AutoplayState, action: AutoplayAction): AutoplayState {
  switch (action.type) {
    case 'setAutoplay':
      return state.suspendedAutoplay === undefined ? { ...state, autoplay: action.autoplay } : { ...state, suspendedAutoplay: action.autoplay };
    case 'hoverStart':
      return { ...state, hovered: true };
    case 'hoverEnd':
      return { ...state, hovered: false };
    case 'videoPlay':
      return state.suspendedAutoplay === undefined ? { ...state, autoplay: false, suspendedAutoplay: state.autoplay } : state;
    case 'videoStop':
      return state.suspendedAutoplay === undefined ? state : { ...state, autoplay: state.suspendedAutoplay, suspendedAutoplay: undefined };
  }
}

export interface AutoplayContext {
  mobile: boolean;
  motionDisabled: boolean;
  /** Keyboard focus is inside the gallery: it holds still while the visitor works in it. */
  focusInside?: boolean;
  /** The visitor paused it with the gallery's pause control. */
  paused?: boolean;
}

/**
 * Autoplay runs when on, motion is allowed, the visitor has not paused it, focus is not inside the gallery,
 * and the pointer is not over it (hover pauses only off mobile).
 */
export function isAutoplayRunning(state: AutoplayState, context: AutoplayContext): boolean {
  if (!state.autoplay || context.motionDisabled || context.paused || context.focusInside) return false;
  return !(state.hovered && !context.mobile);
}

/** The query nomotion=true disables autoplay. */
export function isMotionDisabled(search: string): boolean {
  return new URLSearchParams(search).get('nomotion') === 'true';
}
