import { useEffect, useLayoutEffect, useRef } from 'react';
import { LAZY_LOAD_MARGIN_PX } from '../../shared/constants/limits.js';
import type { Box, Dimensions } from '../../shared/gallery/dimensions.js';
import { objectFit, objectPosition } from '../../shared/gallery/focal-point.js';
import { imageLoadConcurrency, imageSources, isValidImageSource } from '../../shared/gallery/images.js';
import { createLoadQueue, type LoadQueue } from '../../shared/gallery/load-queue.js';
import type { ImageFit } from '../../shared/gallery/options.js';
import { passStart, slidesNearViewport, type DrawnPass } from '../../shared/gallery/progressive.js';
import type { Slide } from '../../shared/gallery/slides.js';
import { t } from '../../shared/i18n/format.js';

export interface SlideImagesOptions {
  slides: Slide[];
  /** The slides whose frames are drawn so far: the others are not on the page yet. */
  drawn: number;
  boxes: readonly Box[];
  fit: ImageFit;
  /** Slides to load whatever their position (the current slide and the next ones). */
  preload: readonly number[];
  /** Whether being near the viewport is a reason to load (not in the stacked design, where boxes coincide). */
  byVisibility: boolean;
  /** Nearness is worked out from the boxes on scroll (designs drawn in batches, with thousands of frames), else observed per frame. */
  byBoxes: boolean;
  root: ShadowRoot;
  /** The gallery's top edge, px from the viewport's top, when it was first drawn: with `byBoxes`, the first image on screen is found from the boxes, without a layout. */
  initialTop: number;
  mobile: boolean;
  /** The gallery mixes images with other content (mixed-content): a slide without an <img> is content, not a broken image. */
  mixedContent: boolean;
  /** A slide without known dimensions reports its image's natural size once loaded. */
  onNaturalSize: (element: HTMLElement, size: Dimensions) => void;
}

function whenLoaded(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

function wrappers(root: ShadowRoot): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-index]')];
}

function isOnScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth && rect.width > 0;
}

/**
 * Images: sized sources from data-src, loaded within 200 px of the viewport through a queue of 16 loads
 * (1 on mobile), the first visible one eager and high priority; a bigger box loads a bigger image, a smaller one never a smaller.
 */
export function useSlideImages(options: SlideImagesOptions): void {
  const { slides, drawn, boxes, fit, preload, byVisibility, byBoxes, root, mobile } = options;
  const latest = useRef(options);
  latest.current = options;
  const queue = useRef<LoadQueue>(undefined);
  queue.current ??= createLoadQueue(imageLoadConcurrency(mobile));
  // The width each image's sizes was last set for: only ever raised, so resolution is only ever upgraded.
  const applied = useRef(new WeakMap<HTMLImageElement, number>());
  const reported = useRef(new WeakSet<HTMLElement>());
  const started = useRef(new Set<number>());
  const primed = useRef(false);

  const load = useRef((index: number): Promise<void> => {
    const { slides: current, boxes: laidOut } = latest.current;
    const slide = current[index];
    const box = laidOut[index];
    const image = slide?.image;
    if (!slide || !box || !image || !slide.src) return Promise.resolve();
    const before = applied.current.get(image);
    if (before !== undefined && before >= box.width) return Promise.resolve();
    const width = Math.max(before ?? 0, box.width);
    const sources = imageSources({ src: slide.src, box: { width }, originalWidth: slide.imageDimensions?.width, pixelRatio: devicePixelRatio });
    if ('error' in sources) return Promise.resolve();
    applied.current.set(image, width);
    started.current.add(index);
    const loaded = whenLoaded(image);
    image.loading = 'eager';
    image.decoding = 'async';
    image.sizes = sources.sizes;
    image.srcset = sources.srcset;
    image.src = sources.src;
    return loaded;
  }).current;

  const request = useRef((index: number, first = false) => queue.current!.add(String(index), () => load(index), { first })).current;

  useEffect(() => () => queue.current?.clear(), []);

  // A slide without a usable data-src is reported once; its image, if any, stays as the page has it.
  useEffect(() => {
    for (const slide of slides) {
      if (reported.current.has(slide.element) || (options.mixedContent && !slide.image)) continue;
      if (!isValidImageSource(slide.src)) {
        reported.current.add(slide.element);
        console.error(t('invalidImageSource', {}, 'en'));
      }
    }
  }, [slides, options.mixedContent]);

  // Each image fills its box with the loader mode, around its focal point; set once per image and mode.
  const styled = useRef(new WeakMap<HTMLImageElement, string>());
  const styledUpTo = useRef<DrawnPass>({ inputs: [], drawn: 0 });
  useLayoutEffect(() => {
    // When only more frames were drawn, the images before them are styled already.
    const inputs = [slides, fit];
    const from = passStart(styledUpTo.current, inputs, drawn);
    styledUpTo.current = { inputs, drawn };
    for (let i = from; i < drawn && i < slides.length; i++) {
      const slide = slides[i]!;
      const image = slide.image;
      if (!image) continue;
      const style = { objectFit: objectFit(fit), objectPosition: objectPosition(slide.focalPoint) };
      const key = `${style.objectFit} ${style.objectPosition}`;
      if (styled.current.get(image) === key) continue;
      styled.current.set(image, key);
      Object.assign(image.style, { display: 'block', width: '100%', height: '100%', ...style });
    }
  }, [slides, fit, drawn]);

  // Without data-image-dimensions, the natural size replaces the square placeholder once the image loads.
  useEffect(() => {
    const cleanups: (() => void)[] = [];
    for (const slide of slides.slice(0, drawn)) {
      const image = slide.image;
      if (slide.dimensions || !image) continue;
      const report = () => {
        if (image.naturalWidth > 0 && image.naturalHeight > 0) {
          latest.current.onNaturalSize(slide.element, { width: image.naturalWidth, height: image.naturalHeight });
        }
      };
      if (image.complete) report();
      image.addEventListener('load', report);
      cleanups.push(() => image.removeEventListener('load', report));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [slides, drawn]);

  // The first image on screen loads at once with high priority: it is the largest paint.
  useLayoutEffect(() => {
    if (primed.current || boxes.length === 0) return;
    primed.current = true;
    let first: string | undefined;
    if (!byVisibility) first = preload[0]?.toString();
    else if (byBoxes) first = slidesNearViewport(boxes, boxes.length, options.initialTop, innerHeight, 0)[0]?.toString();
    else first = wrappers(root).find(isOnScreen)?.dataset.index;
    const image = first === undefined ? undefined : latest.current.slides[Number(first)]?.image;
    if (first === undefined || !image) return;
    image.setAttribute('fetchpriority', 'high');
    request(Number(first), true);
  }, [boxes, byVisibility, byBoxes, preload, root, request, options.initialTop]);

  const preloadKey = preload.join(',');
  useEffect(() => {
    for (const index of preload) request(index, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the indexes are in the key
  }, [preloadKey, request]);

  // Designs drawn in batches: the slides near the viewport, from the boxes, after each scroll and resize.
  useEffect(() => {
    const track = root.querySelector('[part~="track"]');
    if (!byVisibility || !byBoxes || !track) return undefined;
    let frame = 0;
    let near = new Set<number>();
    const check = () => {
      frame = 0;
      const { boxes: laidOut, drawn: count } = latest.current;
      const now = new Set(slidesNearViewport(laidOut, count, track.getBoundingClientRect().top, innerHeight, LAZY_LOAD_MARGIN_PX));
      for (const index of near) if (!now.has(index)) queue.current!.remove(String(index));
      for (const index of now) request(index);
      near = now;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    // Scroll events do not bubble: listening while they go down catches every scrolling container.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [slides, byVisibility, byBoxes, root, request, drawn, boxes]);

  const observer = useRef<{ observer: IntersectionObserver; watched: WeakSet<Element> }>(undefined);
  useEffect(() => {
    if (!byVisibility || byBoxes) return undefined;
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.index);
          if (entry.isIntersecting) request(index);
          else queue.current!.remove(String(index));
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    );
    observer.current = { observer: watcher, watched: new WeakSet() };
    return () => {
      watcher.disconnect();
      observer.current = undefined;
    };
  }, [slides, byVisibility, byBoxes, root, request]);

  // Frames drawn in later batches are watched as they come.
  useEffect(() => {
    const current = observer.current;
    if (!current) return;
    for (const wrapper of wrappers(root)) {
      if (current.watched.has(wrapper)) continue;
      current.watched.add(wrapper);
      current.observer.observe(wrapper);
    }
  }, [slides, byVisibility, root, drawn]);

  // A box that grew (a wider window) asks for a bigger image where one was loaded.
  useEffect(() => {
    for (const index of started.current) {
      const image = latest.current.slides[index]?.image;
      const box = boxes[index];
      if (image && box && (applied.current.get(image) ?? 0) < box.width) request(index);
    }
  }, [boxes, request]);
}
