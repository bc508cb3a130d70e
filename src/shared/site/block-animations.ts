/**
 * Block animations: a block marked with `data-sq-animation` comes into view with a short
 * transition once it is visible enough. The rules here are pure; the site runtime observes the page.
 */
import { DEFAULT_RATIO_THRESHOLD } from '../constants/limits.js';
import { ANIMATION_DEFAULT_MS } from '../constants/timings.js';
import { ANIMATION_ATTRIBUTE } from './animation-marker.js';

export { ANIMATION_ATTRIBUTE };

/** The class a block gets once it has come into view. */
export const LOADED_CLASS = 'loaded';
/** The class the runtime gives a block it is holding back: only such a block starts hidden. */
export const WAITING_CLASS = 'sq-animation-waiting';

/** Each animation's starting point; every one ends at full opacity in place. Transforms only, so nothing shifts. */
export const BLOCK_ANIMATIONS = {
  fade: '',
  rise: 'translateY(24px)',
  scale: 'scale(0.94)',
  'slide-start': 'translateX(-32px)',
  'slide-end': 'translateX(32px)',
} as const;

export type BlockAnimation = keyof typeof BLOCK_ANIMATIONS;

export const isBlockAnimation = (value: unknown): value is BlockAnimation => typeof value === 'string' && Object.hasOwn(BLOCK_ANIMATIONS, value);

/** The console message for an animation name that is not one of BLOCK_ANIMATIONS. */
export function unknownAnimationMessage(value: string): string {
  return `sq-site: unknown block animation ${JSON.stringify(value)}; use ${Object.keys(BLOCK_ANIMATIONS).join(', ')}. The block is shown without one.`;
}

export interface Visibility {
  /** The fraction of the block inside the viewport (IntersectionObserver's intersectionRatio). */
  ratio: number;
  isIntersecting: boolean;
  /** The block's height and the viewport's, in px. */
  height: number;
  viewportHeight: number;
}

/** Whether a block comes into view: at least half of it visible, or, taller than the viewport, any of it. */
export function isInView({ ratio, isIntersecting, height, viewportHeight }: Visibility, threshold = DEFAULT_RATIO_THRESHOLD): boolean {
  return ratio >= threshold || (isIntersecting && height > viewportHeight);
}

/**
 * The rules in dist/sq-elements.css: a block the runtime holds back is hidden at its starting point,
 * and moves into place when it gets the loaded class. Only with motion allowed: under reduced motion
 * nothing is hidden and nothing moves. Without JavaScript no block is held back.
 */
export function blockAnimationCss(durationMs = ANIMATION_DEFAULT_MS): string {
  const rules = Object.entries(BLOCK_ANIMATIONS).map(
    ([name, transform]) => `.${WAITING_CLASS}[${ANIMATION_ATTRIBUTE}="${name}"]{opacity:0${transform ? `;transform:${transform}` : ''}}`,
  );
  const shown = `.${WAITING_CLASS}.${LOADED_CLASS}{opacity:1;transform:none;transition:opacity ${durationMs}ms ease-out,transform ${durationMs}ms ease-out}`;
  return `@media (prefers-reduced-motion:no-preference){${rules.join('')}${shown}}`;
}

/** How long a block that has come into view waits for its images before it is shown anyway. */
export const IMAGE_WAIT_MAX_MS = 3000;
