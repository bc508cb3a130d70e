/** How the stacked design draws each slide for its transition: fade, ken-burns zoom 1.075, horizontal scroll. */
import { KEN_BURNS_ZOOM } from '../constants/limits.js';
import { StackedTransition } from './designs.js';

export interface StackedSlideStyle {
  opacity: number;
  /** A CSS transform. */
  transform: string;
}

/**
 * The resting style of slide `index` while `currentIndex` shows; the view animates between them over
 * the design's speed. Ken-burns zooms the current slide in to 1.075; scroll lines the slides up left to right.
 */
export function stackedSlideStyle(transition: StackedTransition, index: number, currentIndex: number): StackedSlideStyle {
  const current = index === currentIndex;
  if (transition === StackedTransition.SCROLL) return { opacity: 1, transform: `translateX(${(index - currentIndex) * 100}%)` };
  if (transition === StackedTransition.KEN_BURNS) return { opacity: current ? 1 : 0, transform: `scale(${current ? KEN_BURNS_ZOOM : 1})` };
  return { opacity: current ? 1 : 0, transform: 'none' };
}
