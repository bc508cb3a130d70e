/** The mobile test galleries and the lightbox share (mobile up to 432 px). */
import { MOBILE_BREAKPOINT_MAX_PX } from '../constants/limits.js';

export function isMobileViewport(viewportWidth: number): boolean {
  return viewportWidth <= MOBILE_BREAKPOINT_MAX_PX;
}
