import { useLayoutEffect } from 'react';
import type { Slide } from '../../shared/gallery/slides.js';
import { setVideoActive } from '../../shared/dom/video.js';

/** What activating a slide does, which decides its role: opens the lightbox, selects it (strip), follows its click-through url, or nothing. */
export type SlideRole = 'lightbox' | 'button' | 'link' | undefined;

export interface SlideAttributesOptions {
  slides: Slide[];
  roleOf: (slide: Slide, index: number) => SlideRole;
  /** The current slide in designs that have one; undefined in the others. */
  currentIndex: number | undefined;
  /** Whether a slide's players are usable: in slideshow and strip only the current video is active (§4). */
  videoActive: (index: number) => boolean;
}

/** Slides whose role the gallery set, so it takes back only what it gave and leaves an author's own role alone. */
const withRole = new WeakSet<HTMLElement>();

function setRole(element: HTMLElement, role: SlideRole): void {
  const ours = withRole.has(element);
  if (!role) {
    if (!ours) return;
    for (const name of ['role', 'tabindex', 'aria-haspopup']) element.removeAttribute(name);
    withRole.delete(element);
    return;
  }
  if (!ours && element.hasAttribute('role')) return;
  withRole.add(element);
  element.setAttribute('role', role === 'link' ? 'link' : 'button');
  element.tabIndex = 0;
  if (role === 'lightbox') element.setAttribute('aria-haspopup', 'dialog');
  else element.removeAttribute('aria-haspopup');
}

/**
 * Puts each light-DOM slide into its named slot, gives interactive slides a role and a tab stop, marks the
 * active slide with the active class (§4) and keeps only the current video usable.
 */
export function useSlideAttributes({ slides, roleOf, currentIndex, videoActive }: SlideAttributesOptions): void {
  useLayoutEffect(() => {
    slides.forEach((slide, index) => {
      const { element } = slide;
      element.slot = `slide-${index}`;
      setRole(element, roleOf(slide, index));
      element.classList.toggle('active', index === currentIndex);
      if (currentIndex !== undefined && withRole.has(element)) {
        element.setAttribute('aria-current', String(index === currentIndex));
      } else {
        element.removeAttribute('aria-current');
      }
      if (slide.type === 'video') setVideoActive(element, videoActive(index));
    });
  }, [slides, roleOf, currentIndex, videoActive]);
}
