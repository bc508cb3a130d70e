/** The lightbox's set (items with content and meta): what each item shows, from slides or given as data. */
import { t } from '../i18n/format.js';
import type { Dimensions } from './dimensions.js';
import { imageSrcset, imageUrl, isValidImageSource, pickImageSize } from './images.js';
import type { Slide } from './slides.js';

export interface LightboxItem {
  /** The image URL; with srcset, the fallback for browsers that ignore it. */
  src: string;
  srcset?: string | undefined;
  /** The image's own size in px; without it the lightbox uses the natural size once loaded. */
  width?: number | undefined;
  height?: number | undefined;
  alt: string;
  /** Plain text, never HTML. */
  caption?: string | undefined;
  /** A smaller copy of the image the page has already loaded: drawn at once, in the image's place, until src has loaded. */
  thumbnail?: string | undefined;
}

/** The size the lightbox asks for where srcset is ignored: large enough for most screens. */
export const LIGHTBOX_FALLBACK_WIDTH_PX = 1500;

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function sizeOf(dimensions: Dimensions | undefined): Pick<LightboxItem, 'width' | 'height'> {
  return dimensions ? { width: dimensions.width, height: dimensions.height } : {};
}

/**
 * The item a slide opens as: sized sources from data-src, else the image as the page has it (no srcset).
 * `natural` is the image's size once loaded, for a slide without data-image-dimensions.
 */
export function lightboxItemOf(slide: Slide, natural?: Dimensions): LightboxItem | undefined {
  const size = sizeOf(slide.imageDimensions ?? natural);
  const caption = slide.caption ? { caption: slide.caption } : {};
  if (slide.src && isValidImageSource(slide.src)) {
    return {
      src: imageUrl(slide.src, pickImageSize(Math.min(LIGHTBOX_FALLBACK_WIDTH_PX, size.width ?? LIGHTBOX_FALLBACK_WIDTH_PX)))!,
      srcset: imageSrcset(slide.src, size.width),
      ...size,
      alt: slide.alt,
      ...caption,
    };
  }
  const current = slide.image?.currentSrc || slide.image?.getAttribute('src');
  return current ? { src: current, ...size, alt: slide.alt, ...caption } : undefined;
}

/** Whether a slide can be an item (as lightboxItemOf decides), without building its sources. */
export function isLightboxSlide(slide: Slide): boolean {
  if (slide.type !== 'image') return false;
  return (slide.src !== undefined && isValidImageSource(slide.src)) || Boolean(slide.image?.currentSrc || slide.image?.getAttribute('src'));
}

/** The slide's image as loaded on the page, when it has loaded: the lightbox shows it while the full image comes. */
export function loadedThumbnail(image: HTMLImageElement | null): string | undefined {
  return image && image.complete && image.naturalWidth > 0 && image.currentSrc ? image.currentSrc : undefined;
}

export interface NormalizedItems {
  items: LightboxItem[];
  /** Console messages for items left out. */
  problems: string[];
}

/** Items given to <sq-lightbox> as data: an item without a usable src is left out and reported. */
export function normalizeLightboxItems(value: unknown): NormalizedItems {
  if (!Array.isArray(value)) return { items: [], problems: [] };
  const items: LightboxItem[] = [];
  const problems: string[] = [];
  for (const entry of value) {
    const item = (entry ?? {}) as Record<string, unknown>;
    if (!isValidImageSource(item.src)) {
      problems.push(t('invalidImageSource', {}, 'en'));
      continue;
    }
    const width = positive(item.width);
    const height = positive(item.height);
    items.push({
      src: item.src,
      srcset: typeof item.srcset === 'string' && item.srcset.trim() ? item.srcset : undefined,
      ...(width && height ? { width, height } : {}),
      alt: typeof item.alt === 'string' ? item.alt : '',
      caption: typeof item.caption === 'string' && item.caption.trim() ? item.caption : undefined,
      ...(isValidImageSource(item.thumbnail) ? { thumbnail: item.thumbnail } : {}),
    });
  }
  return { items, problems };
}
