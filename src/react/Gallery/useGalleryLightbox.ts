import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Dimensions } from '../../shared/gallery/dimensions.js';
import { isLightboxSlide, lightboxItemOf, loadedThumbnail, type LightboxItem } from '../../shared/gallery/lightbox-items.js';
import type { LightboxTheme } from '../../shared/gallery/options.js';
import type { Slide } from '../../shared/gallery/slides.js';

/** The lightbox core is its own chunk, fetched on first open (DESIGN: loading and bundles). */
function loadLightbox(): Promise<unknown> {
  return import('../../elements/sq-lightbox.js');
}

type LightboxElement = HTMLElement & { items?: LightboxItem[]; index?: number; open?: boolean; theme?: string };

/** Lightbox parts, offered on the gallery with a lightbox- prefix. */
const EXPORTED_PARTS = ['dialog', 'overlay', 'image', 'caption', 'close', 'previous', 'next', 'caption-toggle']
  .map((name) => `${name}: lightbox-${name}`)
  .join(', ');

export interface GalleryLightboxOptions {
  /** The gallery's shadow root, where the lightbox goes (so the gallery's parts offer its parts). */
  root: ShadowRoot;
  slides: Slide[];
  natural: ReadonlyMap<HTMLElement, Dimensions>;
  theme: LightboxTheme;
  /** The lightbox opened or closed (autoplay holds while it is open). */
  onOpenChange: (open: boolean) => void;
}

export interface GalleryLightbox {
  /** The set index of each slide; undefined for a slide the lightbox cannot show (a video, no image). */
  itemIndex: (number | undefined)[];
  open: (slideIndex: number) => void;
}

/**
 * The gallery's lightbox: which slides it can show (cheap, for every slide), and the set itself, built
 * when it first opens and kept until the slides change. The opened item carries the thumbnail the page has
 * already loaded, which the lightbox draws at once. Opening and closing drive the `<sq-lightbox>` element
 * directly: the gallery does not render again, so its frames are not looked at.
 */
export function useGalleryLightbox(options: GalleryLightboxOptions): GalleryLightbox {
  const { root, slides, theme } = options;
  const latest = useRef(options);
  latest.current = options;
  const itemIndex = useMemo(() => {
    let next = 0;
    return slides.map((slide) => (isLightboxSlide(slide) ? next++ : undefined));
  }, [slides]);
  const indexes = useRef(itemIndex);
  indexes.current = itemIndex;
  const built = useRef<{ slides: Slide[]; natural: ReadonlyMap<HTMLElement, Dimensions>; items: LightboxItem[] }>(undefined);
  const element = useRef<LightboxElement>(undefined);

  const open = useCallback((slideIndex: number) => {
    const index = indexes.current[slideIndex];
    if (index === undefined || !latest.current.slides[slideIndex]) return;
    void loadLightbox().then(
      () => {
        const { slides: current, natural, root: shadow } = latest.current;
        const slide = current[slideIndex];
        if (!slide || !shadow.host.isConnected) return;
        const isItem = indexes.current;
        if (built.current?.slides !== current || built.current.natural !== natural) {
          // Every image the page has loaded by now goes in as its item's thumbnail, so later opens keep this same set.
          const items = current
            .filter((_, i) => isItem[i] !== undefined)
            .map((each) => {
              const item = lightboxItemOf(each, natural.get(each.element)) ?? { src: '', alt: each.alt };
              const thumbnail = loadedThumbnail(each.image);
              return thumbnail ? { ...item, thumbnail } : item;
            });
          built.current = { slides: current, natural, items };
        }
        let items = built.current.items;
        const thumbnail = loadedThumbnail(slide.image);
        const item = items[index];
        if (thumbnail && item && item.thumbnail !== thumbnail) {
          items = items.slice();
          items[index] = { ...item, thumbnail };
          built.current.items = items;
        }
        let lightbox = element.current;
        if (!lightbox) {
          lightbox = document.createElement('sq-lightbox') as LightboxElement;
          lightbox.setAttribute('part', 'lightbox');
          lightbox.setAttribute('exportparts', EXPORTED_PARTS);
          const shown = lightbox;
          shown.addEventListener('sq-lightbox-close', () => {
            shown.open = false;
            latest.current.onOpenChange(false);
          });
          shadow.append(lightbox);
          element.current = lightbox;
        }
        lightbox.items = items;
        lightbox.theme = latest.current.theme;
        lightbox.index = index;
        lightbox.open = true;
        latest.current.onOpenChange(true);
      },
      (error: unknown) => console.error('<sq-gallery>: could not load the lightbox.', error),
    );
  }, []);

  useEffect(() => {
    if (element.current) element.current.theme = theme;
  }, [theme]);

  // The lightbox goes with the gallery's view.
  useEffect(
    () => () => {
      element.current?.remove();
      element.current = undefined;
    },
    [root],
  );

  return { itemIndex, open };
}
