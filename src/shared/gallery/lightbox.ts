/** Lightbox navigation as pure decisions: opening, wrapping, click zones, keys, swipes, caption. */
import {
  KEY_CODE_NEXT,
  KEY_CODE_PREVIOUS,
  LIGHTBOX_CLICK_DEAD_ZONE_FRACTION,
  NEW_SWIPE_AXIS_LOCK_PX,
  SWIPE_THRESHOLD_PX,
} from '../constants/limits.js';
import { LIGHTBOX_CAPTION_HIDE_MS, LIGHTBOX_KEY_REPEAT_THROTTLE_MS, LONG_PRESS_MS, SWIPE_THRESHOLD_MS } from '../constants/timings.js';
import { normalizeIndex } from './state.js';

/** A gallery item opens the lightbox on click, Enter or Space, unless it has a click-through url. */
export function opensLightbox(item: { lightbox: boolean; clickThroughUrl?: string | null | undefined }): boolean {
  return item.lightbox && !item.clickThroughUrl?.trim();
}

export interface LightboxContext {
  mobile: boolean;
}

/** Next item: wraps to the first on desktop, stays on the last on mobile. */
export function lightboxNext(index: number, count: number, { mobile }: LightboxContext): number {
  const current = normalizeIndex(index, count);
  if (mobile && current >= count - 1) return current;
  return normalizeIndex(current + 1, count);
}

/** Previous item: wraps to the last on desktop, stays on the first on mobile. */
export function lightboxPrevious(index: number, count: number, { mobile }: LightboxContext): number {
  const current = normalizeIndex(index, count);
  if (mobile && current <= 0) return current;
  return normalizeIndex(current - 1, count);
}

/** Whether the previous and next controls can do anything. */
export function lightboxPagination(index: number, count: number, context: LightboxContext): { previous: boolean; next: boolean } {
  const current = normalizeIndex(index, count);
  return {
    previous: lightboxPrevious(current, count, context) !== current,
    next: lightboxNext(current, count, context) !== current,
  };
}

export type ClickZone = 'none' | 'previous' | 'next';

/** The outer 2 % at either edge of the window does nothing, the left half goes previous, the right half next. */
export function clickZone(x: number, width: number): ClickZone {
  if (!(width > 0) || !Number.isFinite(x)) return 'none';
  const deadZone = width * LIGHTBOX_CLICK_DEAD_ZONE_FRACTION;
  if (x < deadZone || x > width - deadZone) return 'none';
  return x < width / 2 ? 'previous' : 'next';
}

export type LightboxKeyAction = 'previous' | 'next' | 'close';

/** Left (37) and right (39) navigate, Escape closes. */
export function lightboxKeyAction(event: { key?: string; keyCode?: number }): LightboxKeyAction | undefined {
  if (event.keyCode === KEY_CODE_PREVIOUS || event.key === 'ArrowLeft') return 'previous';
  if (event.keyCode === KEY_CODE_NEXT || event.key === 'ArrowRight') return 'next';
  if (event.key === 'Escape' || event.key === 'Esc') return 'close';
  return undefined;
}

/** Key repeat is throttled to one step per 200 ms; `lastTime` is when a key was last handled. */
export function shouldHandleKey(lastTime: number | undefined, now: number): boolean {
  return lastTime === undefined || now - lastTime >= LIGHTBOX_KEY_REPEAT_THROTTLE_MS;
}

/** Which axis a touch moves along, once it has moved 10 px; undefined before. */
export function lockAxis(dx: number, dy: number): 'x' | 'y' | undefined {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < NEW_SWIPE_AXIS_LOCK_PX) return undefined;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

export type SwipeAction = 'previous' | 'next' | 'none';

/**
 * A horizontal touch is a swipe when it travels 50 px, or when it is a flick shorter than 250 ms past the
 * axis lock. Moving the finger left shows the next item. Vertical and short moves do nothing.
 */
export function classifySwipe({ dx, dy, dt }: { dx: number; dy: number; dt: number }): SwipeAction {
  if (lockAxis(dx, dy) !== 'x') return 'none';
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX && !(dt >= 0 && dt < SWIPE_THRESHOLD_MS)) return 'none';
  return dx < 0 ? 'next' : 'previous';
}

/** A press held longer than 250 ms is a long press, not a tap. */
export function isLongPress(duration: number): boolean {
  return duration > LONG_PRESS_MS;
}

/** The caption hides after 500 ms without mouse movement. */
export function isCaptionVisible(lastMoveTime: number | undefined, now: number): boolean {
  return lastMoveTime !== undefined && now - lastMoveTime < LIGHTBOX_CAPTION_HIDE_MS;
}
