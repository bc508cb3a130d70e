import { useCallback, useMemo, useRef, useState } from 'react';
import type { Dimensions } from '../../shared/gallery/dimensions.js';
import { isLightboxSlide, lightboxItemOf, loadedThumbnail, type LightboxItem } from '../../shared/gallery/lightbox-items.js';
import type { Slide } from '../../shared/gallery/slides.js';

/** The lightbox core is its own chunk, fetched on first open (DESIGN: loading and bundles). */
function loadLightbox(): Promise<unknown> {
  return import('../../elements/sq-lightbox.js');
}

export interface GalleryLightbox {
  /** The image slides as the lightbox's set, each at its place in the gallery; built on first open. */
  items: LightboxItem[];
  /** The set index of each slide; undefined for a slide the lightbox cannot show (a video, no image). */
  itemIndex: (number | undefined)[];
  /** Undefined until first opened: nothing of the lightbox is on the page before. */
  shown: { open: boolean; index: number } | undefined;
  open: (slideIndex: number) => void;
  close: () => void;
}

/**
 * The gallery's lightbox: which slides it can show (cheap, for every slide), and the set itself, built
 * when it first opens and kept until the slides change. The opened item carries the thumbnail the page has
 * already loaded, which the lightbox draws at once.
 */
export function useGalleryLightbox(slides: Slide[], natural: ReadonlyMap<HTMLElement, Dimensions>): GalleryLightbox {
  const itemIndex = useMemo(() => {
    let next = 0;
    return slides.map((slide) => (isLightboxSlide(slide) ? next++ : undefined));
  }, [slides]);
  const built = useRef<{ slides: Slide[]; natural: ReadonlyMap<HTMLElement, Dimensions>; items: LightboxItem[] }>(undefined);
  const [state, setState] = useState<{ shown: { open: boolean; index: number }; items: LightboxItem[] }>();

  const open = useCallback(
    (slideIndex: number) => {
      const index = itemIndex[slideIndex];
      const slide = slides[slideIndex];
      if (index === undefined || !slide) return;
      void loadLightbox().then(
        () => {
          if (built.current?.slides !== slides || built.current.natural !== natural) {
            // Every image the page has loaded by now goes in as its item's thumbnail, so later opens keep this same set.
            const items = slides
              .filter((_, i) => itemIndex[i] !== undefined)
              .map((each) => {
                const item = lightboxItemOf(each, natural.get(each.element)) ?? { src: '', alt: each.alt };
                const thumbnail = loadedThumbnail(each.image);
                return thumbnail ? { ...item, thumbnail } : item;
              });
            built.current = { slides, natural, items };
          }
          let items = built.current.items;
          const thumbnail = loadedThumbnail(slide.image);
          const item = items[index];
          if (thumbnail && item && item.thumbnail !== thumbnail) {
            items = items.slice();
            items[index] = { ...item, thumbnail };
            built.current.items = items;
          }
          setState({ shown: { open: true, index }, items });
        },
        (error: unknown) => console.error('<sq-gallery>: could not load the lightbox.', error),
      );
    },
    [itemIndex, slides, natural],
  );
  const close = useCallback(() => setState((current) => current && { ...current, shown: { ...current.shown, open: false } }), []);

  return { items: state?.items ?? [], itemIndex, shown: state?.shown, open, close };
}
