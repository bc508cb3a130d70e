import { useCallback, useMemo, useState } from 'react';
import type { Dimensions } from '../../shared/gallery/dimensions.js';
import { lightboxItemOf, type LightboxItem } from '../../shared/gallery/lightbox-items.js';
import type { Slide } from '../../shared/gallery/slides.js';

/** The lightbox core is its own chunk, fetched on first open (DESIGN: loading and bundles). */
function loadLightbox(): Promise<unknown> {
  return import('../../elements/sq-lightbox.js');
}

export interface GalleryLightbox {
  /** The image slides as the lightbox's set, each at its place in the gallery. */
  items: LightboxItem[];
  /** The set index of each slide; undefined for a slide the lightbox cannot show (a video, no image). */
  itemIndex: (number | undefined)[];
  /** Undefined until first opened: nothing of the lightbox is on the page before. */
  shown: { open: boolean; index: number } | undefined;
  open: (slideIndex: number) => void;
  close: () => void;
}

export function useGalleryLightbox(slides: Slide[], natural: ReadonlyMap<HTMLElement, Dimensions>): GalleryLightbox {
  const { items, itemIndex } = useMemo(() => {
    const set: LightboxItem[] = [];
    const indexes = slides.map((slide) => {
      const item = slide.type === 'image' ? lightboxItemOf(slide, natural.get(slide.element)) : undefined;
      if (!item) return undefined;
      set.push(item);
      return set.length - 1;
    });
    return { items: set, itemIndex: indexes };
  }, [slides, natural]);
  const [shown, setShown] = useState<{ open: boolean; index: number }>();

  const open = useCallback(
    (slideIndex: number) => {
      const index = itemIndex[slideIndex];
      if (index === undefined) return;
      void loadLightbox().then(
        () => setShown({ open: true, index }),
        (error: unknown) => console.error('<sq-gallery>: could not load the lightbox.', error),
      );
    },
    [itemIndex],
  );
  const close = useCallback(() => setShown((current) => current && { ...current, open: false }), []);

  return { items, itemIndex, shown, open, close };
}
