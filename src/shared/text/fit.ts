/** Text shrink: the largest font size, down to 11 px, at which a text fits its box. */
import { TEXT_SHRINK_MIN_FONT_SIZE_PX } from '../constants/limits.js';

/** The largest font size a block may ask for. */
export const MAX_FONT_SIZE_PX = 400;

/** How close the search gets to the largest size that fits, in px. */
export const FIT_PRECISION_PX = 0.25;

/**
 * Binary search between the minimum and `max` for the largest size at which `fits` holds; the
 * minimum when none does (`fitted` false: the text then wraps at it). `fits` is called O(log n) times.
 */
export function fitFontSize(max: number, fits: (size: number) => boolean, min = TEXT_SHRINK_MIN_FONT_SIZE_PX): { size: number; fitted: boolean } {
  const top = Number.isFinite(max) && max > min ? max : min;
  if (fits(top)) return { size: top, fitted: true };
  if (top === min || !fits(min)) return { size: min, fitted: false };
  let low = min;
  let high = top;
  while (high - low > FIT_PRECISION_PX) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return { size: Math.floor(low * 100) / 100, fitted: true };
}

/**
 * The font size as CSS that keeps following the box's width between two searches: the size found,
 * as a share of the width it was found at (container units), within the minimum and `max`.
 */
export function fluidFontSize(size: number, boxWidth: number, max: number, min = TEXT_SHRINK_MIN_FONT_SIZE_PX): string {
  if (!(boxWidth > 0)) return `${size}px`;
  const share = Math.floor((size / boxWidth) * 100 * 1000) / 1000;
  return `clamp(${min}px,${share}cqi,${Math.max(min, max)}px)`;
}

/** `run` once `wait` ms after the last call; `cancel` drops a pending run. */
export function debounce(run: () => void, wait: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    clearTimeout(timer);
    timer = setTimeout(run, wait);
  };
  call.cancel = () => clearTimeout(timer);
  return call;
}
