/** Slides are the gallery's light-DOM children: what the view needs to know of each, from its attributes. */
import type { Dimensions } from './dimensions.js';
import { parseFocalPoint, type FocalPoint } from './focal-point.js';
import { slideDimensions } from './images.js';

export type SlideType = 'image' | 'video';

export interface Slide {
  element: HTMLElement;
  /** data-type: video, else image. */
  type: SlideType;
  /** data-slide-id */
  id: string | undefined;
  /** data-slide-url */
  url: string | undefined;
  /** data-click-through-url */
  clickThroughUrl: string | undefined;
  /** data-src: the image service URL the sized sources are made from. */
  src: string | undefined;
  /** data-image-dimensions, or 16:9 for a video thumbnail; undefined when missing or unparseable. */
  dimensions: Dimensions | undefined;
  /** data-image-dimensions as given, for the lightbox's original size (videos report their thumbnail ratio above). */
  imageDimensions: Dimensions | undefined;
  focalPoint: FocalPoint | undefined;
  /** The slide's first <img>, the image the gallery sizes and loads. */
  image: HTMLImageElement | null;
  alt: string;
  /** The text of a <figcaption>; captions are text, never HTML. */
  caption: string | undefined;
}

/** Elements that are part of the markup but never slides. */
const NOT_SLIDES = new Set(['script', 'template', 'style', 'link', 'noscript']);

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

// Attributes are read by name rather than through `dataset`: over 5,000 slides, reading them takes a quarter less time.
export function readSlide(element: HTMLElement): Slide {
  const type: SlideType = element.getAttribute('data-type')?.trim().toLowerCase() === 'video' ? 'video' : 'image';
  const image = element instanceof HTMLImageElement ? element : element.querySelector('img');
  const given = slideDimensions({ type: 'image', imageDimensions: element.getAttribute('data-image-dimensions') ?? undefined });
  return {
    element,
    type,
    id: text(element.getAttribute('data-slide-id')),
    url: text(element.getAttribute('data-slide-url')),
    clickThroughUrl: text(element.getAttribute('data-click-through-url')),
    src: text(element.getAttribute('data-src')),
    dimensions: type === 'video' ? slideDimensions({ type }) : given,
    imageDimensions: given,
    focalPoint: parseFocalPoint(element.getAttribute('data-image-focal-point') ?? undefined),
    image,
    alt: image?.getAttribute('alt') ?? '',
    caption: text(element.querySelector('figcaption')?.textContent ?? null),
  };
}

/** The element children that are slides, in order. */
export function slideElements(host: Element): HTMLElement[] {
  return [...host.children].filter((child): child is HTMLElement => child instanceof HTMLElement && !NOT_SLIDES.has(child.localName));
}

export function readSlides(host: Element): Slide[] {
  return slideElements(host).map(readSlide);
}

/** The id a slide is known by in events and addresses: its id, else its url. */
export function slideKey(slide: Pick<Slide, 'id' | 'url'> | undefined): string | undefined {
  return slide?.id ?? slide?.url;
}
