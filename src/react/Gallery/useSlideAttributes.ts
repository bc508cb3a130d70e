import { useLayoutEffect, useRef } from 'react';
import { passStart, type DrawnPass } from '../../shared/gallery/progressive.js';
import type { Slide } from '../../shared/gallery/slides.js';
import { setVideoActive } from '../../shared/dom/video.js';

export interface SlideAttributesOptions {
  slides: Slide[];
  /** The slides whose frames are drawn so far (large galleries draw them in batches). */
  drawn: number;
  /** The current slide in designs that have one; undefined in the others. */
  currentIndex: number | undefined;
  /** Whether a slide's players are usable: in slideshow and strip only the current video is active. */
  videoActive: (index: number) => boolean;
}

/**
 * Puts each light-DOM slide into its named slot, marks the active slide with the active class and
 * keeps only the current video usable. Roles and tab stops live on the gallery's own frames, not on the page's markup.
 */
export function useSlideAttributes({ slides, drawn, currentIndex, videoActive }: SlideAttributesOptions): void {
  const latest = useRef(slides);
  latest.current = slides;

  // When the view goes (removed, or failed and showing its fallback), the slides are the page's own again.
  useLayoutEffect(
    () => () => {
      for (const { element } of latest.current) {
        element.removeAttribute('slot');
        element.classList.remove('active');
      }
    },
    [],
  );

  // When only more frames were drawn, the slides before them are as they were set: only the new ones are visited.
  const done = useRef<DrawnPass>({ inputs: [], drawn: 0 });
  useLayoutEffect(() => {
    const inputs = [slides, currentIndex, videoActive];
    const from = passStart(done.current, inputs, drawn);
    done.current = { inputs, drawn };
    for (let index = from; index < drawn && index < slides.length; index++) {
      const slide = slides[index]!;
      const { element } = slide;
      const slot = `slide-${index}`;
      // Only real changes: each one makes the browser assign slots again.
      if (element.slot !== slot) element.slot = slot;
      if (element.classList.contains('active') !== (index === currentIndex)) element.classList.toggle('active', index === currentIndex);
      if (slide.type === 'video') setVideoActive(element, videoActive(index));
    }
  }, [slides, drawn, currentIndex, videoActive]);
}
