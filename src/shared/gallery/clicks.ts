/** What a click or key on a slide does (slideshow and strip clicks): an effect the view carries out. */
import { ActiveSlideClickBehavior, ClickBehavior } from './options.js';

/** What was clicked inside the slide: videos and links handle their own clicks. */
export type ClickTarget = 'slide' | 'video' | 'link';

export type ClickEffect =
  { type: 'navigate'; url: string } | { type: 'goTo'; index: number } | { type: 'next' } | { type: 'previous' } | { type: 'none' };

const NONE: ClickEffect = Object.freeze({ type: 'none' });

/** Enter or Space activate a gallery item, like a click. */
export function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

export interface SlideshowClick {
  target: ClickTarget;
  clickThroughUrl?: string | null | undefined;
  clickBehavior: ClickBehavior;
  /** Where the click was, from the slide's left edge, and the slide's width: for the half behaviour. */
  x: number;
  width: number;
}

/** Videos and links: nothing. A click-through URL: go there. Otherwise next, previous, or by the half clicked (right half on the midline). */
export function slideshowClick({ target, clickThroughUrl, clickBehavior, x, width }: SlideshowClick): ClickEffect {
  if (target !== 'slide') return NONE;
  const url = clickThroughUrl?.trim();
  if (url) return { type: 'navigate', url };
  if (clickBehavior === ClickBehavior.NEXT) return { type: 'next' };
  if (clickBehavior === ClickBehavior.PREVIOUS) return { type: 'previous' };
  return x < width / 2 ? { type: 'previous' } : { type: 'next' };
}

export interface StripClick {
  target: ClickTarget;
  index: number;
  currentIndex: number;
  activeSlideClickBehavior: ActiveSlideClickBehavior;
}

/**
 * A non-current slide is selected; the current one follows activeSlideClickBehavior. Only the current
 * video is active, so a click on it (or on a link in it) is its own; a non-current video is selected.
 */
export function stripClick({ target, index, currentIndex, activeSlideClickBehavior }: StripClick): ClickEffect {
  if (index !== currentIndex) return { type: 'goTo', index };
  if (target !== 'slide') return NONE;
  if (activeSlideClickBehavior === ActiveSlideClickBehavior.NEXT) return { type: 'next' };
  if (activeSlideClickBehavior === ActiveSlideClickBehavior.PREVIOUS) return { type: 'previous' };
  return NONE;
}

/** Enter or Space on a strip slide does what a click does; other keys nothing. */
export function stripKey(key: string, click: Omit<StripClick, 'target'>): ClickEffect {
  return isActivationKey(key) ? stripClick({ ...click, target: 'slide' }) : NONE;
}
