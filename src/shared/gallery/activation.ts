/** What activating a gallery item does in each design: the lightbox, a click-through url, or a move. */
import { slideshowClick, stripClick, type ClickEffect, type ClickTarget } from './clicks.js';
import { GalleryDesign } from './designs.js';
import { opensLightbox } from './lightbox.js';
import type { ActiveSlideClickBehavior, ClickBehavior } from './options.js';

export type ActivationEffect = ClickEffect | { type: 'lightbox'; index: number };

/** What activating an item does, which decides its role: opens the lightbox, selects it (strip), follows its click-through url, or nothing. */
export type SlideRole = 'lightbox' | 'button' | 'link' | undefined;

/** The designs with a current slide, pagination controls and autoplay. */
export function isPaginated(design: GalleryDesign): boolean {
  return design === GalleryDesign.STACKED || design === GalleryDesign.STRIP || design === GalleryDesign.CAROUSEL;
}

export interface ItemContext {
  design: GalleryDesign;
  /** The gallery's lightbox setting, and whether this item has an image the lightbox can show. */
  lightbox: boolean;
  hasLightboxItem: boolean;
  clickThroughUrl?: string | undefined;
}

function opens(item: ItemContext): boolean {
  return item.hasLightboxItem && opensLightbox({ lightbox: item.lightbox, clickThroughUrl: item.clickThroughUrl });
}

/** The role an item gets: it opens the lightbox, it is selected (strip), it is a link, or it is not interactive. */
export function itemRole(item: ItemContext): SlideRole {
  if (item.design === GalleryDesign.STRIP) return 'button';
  if (item.clickThroughUrl?.trim()) return 'link';
  return opens(item) ? 'lightbox' : undefined;
}

export interface Activation extends ItemContext {
  target: ClickTarget;
  index: number;
  currentIndex: number;
  clickBehavior: ClickBehavior;
  activeSlideClickBehavior: ActiveSlideClickBehavior;
  /** Where a click was from the item's left edge, and its width (0 for a key). */
  x: number;
  width: number;
}

/**
 * A click, Enter or Space on item `index`. Strip: select, or the active-slide behaviour. Elsewhere videos and
 * links inside the item keep their own clicks; a click-through url is followed; the lightbox opens when it
 * can; a slideshow otherwise advances by clickBehavior.
 */
export function activateItem(activation: Activation): ActivationEffect {
  const { design, target, index } = activation;
  if (design === GalleryDesign.STRIP) return stripClick(activation);
  if (target !== 'slide') return { type: 'none' };
  const url = activation.clickThroughUrl?.trim();
  if (url) return { type: 'navigate', url };
  if (opens(activation)) return { type: 'lightbox', index };
  if (design === GalleryDesign.STACKED) return slideshowClick(activation);
  return { type: 'none' };
}
