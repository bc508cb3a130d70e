/** Builds galleries for the element tests: slide markup, mounting at a known width, and reading frames. */
import { waitUntil } from '@open-wc/testing';

export const IMAGES = {
  landscape: { src: '/test/elements/fixtures/gallery/landscape.svg', width: 1500, height: 1000 },
  portrait: { src: '/test/elements/fixtures/gallery/portrait.svg', width: 1000, height: 1500 },
  square: { src: '/test/elements/fixtures/gallery/square.svg', width: 800, height: 800 },
  wide: { src: '/test/elements/fixtures/gallery/wide.svg', width: 1600, height: 900 },
} as const;

export type ImageName = keyof typeof IMAGES;

export interface SlideOptions {
  image?: ImageName;
  id?: string;
  url?: string;
  clickThroughUrl?: string;
  caption?: string;
  alt?: string;
  /** false drops data-image-dimensions; a string replaces it. */
  dimensions?: false | string;
  src?: false | string;
  focalPoint?: string;
  type?: 'image' | 'video';
  /** Extra markup inside the slide. */
  inner?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function slide(options: SlideOptions = {}): string {
  const image = IMAGES[options.image ?? 'landscape'];
  const attributes = [
    `data-type="${options.type ?? 'image'}"`,
    options.id ? `data-slide-id="${escape(options.id)}"` : '',
    options.url ? `data-slide-url="${escape(options.url)}"` : '',
    options.clickThroughUrl ? `data-click-through-url="${escape(options.clickThroughUrl)}"` : '',
    options.src === false ? '' : `data-src="${escape(options.src ?? image.src)}"`,
    options.dimensions === false ? '' : `data-image-dimensions="${options.dimensions ?? `${image.width}x${image.height}`}"`,
    options.focalPoint ? `data-image-focal-point="${options.focalPoint}"` : '',
  ].filter(Boolean);
  const alt = escape(options.alt ?? `Slide ${options.id ?? ''}`.trim());
  const caption = options.caption ? `<figcaption>${escape(options.caption)}</figcaption>` : '';
  return `<figure ${attributes.join(' ')}><img alt="${alt}">${caption}${options.inner ?? ''}</figure>`;
}

/** Slides a to z by id, cycling through the images. */
export function slides(count: number, options: SlideOptions = {}): string {
  const names = Object.keys(IMAGES) as ImageName[];
  return Array.from({ length: count }, (_, i) =>
    slide({ image: names[i % names.length], id: String.fromCharCode(97 + (i % 26)) + (i >= 26 ? i : ''), ...options }),
  ).join('');
}

let stage: HTMLElement | undefined;

export interface MountOptions {
  /** The box is the page's <main> landmark, as on a real page. */
  main?: boolean;
  /** Markup put before the gallery, such as a button to Tab from. */
  before?: string;
  /** Called once as the gallery first draws slide frames, before any later task can draw more of them. */
  onFirstRender?: (gallery: HTMLElement) => void;
}

/** Mounts `<sq-gallery attributes>slides</sq-gallery>` in a box `width` px wide and waits for its layout. */
export async function mountGallery(attributes: string, content: string, width = 960, options: MountOptions = {}): Promise<HTMLElement> {
  unmountGalleries();
  stage = document.createElement(options.main ? 'main' : 'div');
  stage.style.width = `${width}px`;
  stage.innerHTML = `${options.before ?? ''}<sq-gallery ${attributes}>${content}</sq-gallery>`;
  document.body.append(stage);
  const gallery = stage.querySelector<HTMLElement>('sq-gallery')!;
  const { onFirstRender } = options;
  if (onFirstRender && gallery.shadowRoot) {
    // A mutation callback runs in the microtask checkpoint of the render itself, ahead of every later task.
    const observer = new MutationObserver(() => {
      if (!gallery.shadowRoot?.querySelector('[part~="gallery"] [part~="slide"]')) return;
      observer.disconnect();
      onFirstRender(gallery);
    });
    observer.observe(gallery.shadowRoot, { childList: true, subtree: true });
  }
  await waitUntil(() => gallery.shadowRoot?.querySelector('[part~="gallery"]'), 'the gallery rendered');
  return gallery;
}

export function unmountGalleries(): void {
  stage?.remove();
  stage = undefined;
}

/** A selector for elements with every part name in `names` ('slide active'). */
function partSelector(names: string): string {
  return names
    .split(/\s+/)
    .map((name) => `[part~="${name}"]`)
    .join('');
}

export function part<T extends Element = HTMLElement>(host: Element, names: string): T | null {
  return host.shadowRoot!.querySelector<T>(partSelector(names));
}

export function parts<T extends Element = HTMLElement>(host: Element, names: string): T[] {
  return [...host.shadowRoot!.querySelectorAll<T>(partSelector(names))];
}

/** Slide frames relative to the gallery box, rounded to 0.01 px. */
export function frames(gallery: Element): { x: number; y: number; width: number; height: number }[] {
  const origin = part(gallery, 'gallery')!.getBoundingClientRect();
  const round = (value: number) => Math.round(value * 100) / 100;
  return parts(gallery, 'slide').map((frame) => {
    const rect = frame.getBoundingClientRect();
    return { x: round(rect.left - origin.left), y: round(rect.top - origin.top), width: round(rect.width), height: round(rect.height) };
  });
}

export function slideElements(gallery: Element): HTMLElement[] {
  return [...gallery.children] as HTMLElement[];
}

export function currentIndexOf(gallery: Element): number {
  return parts(gallery, 'slide').findIndex((frame) => frame.part.contains('active'));
}

/** The button or link the gallery wraps slide `index` in when activating it does something. */
export function hitOf(gallery: Element, index: number): HTMLElement | null {
  return parts(gallery, 'slide')[index]?.querySelector<HTMLElement>('[data-hit]') ?? null;
}
