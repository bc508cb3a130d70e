/** Which loader mode (fit, fill, none) draws a gallery's images in their boxes. */
import { GalleryDesign } from './designs.js';
import { ImageFit } from './options.js';
import type { GallerySettings } from './settings.js';

/**
 * The imageFit setting when given. Otherwise a slideshow shows whole images (fit) unless auto-crop is
 * on; every other design fills its boxes, cropping around the focal point where a box has another ratio.
 */
export function slideImageFit(settings: Pick<GallerySettings, 'design' | 'autoCrop' | 'imageFit'>): ImageFit {
  if (settings.imageFit) return settings.imageFit;
  if (settings.design === GalleryDesign.STACKED && !settings.autoCrop) return ImageFit.FIT;
  return ImageFit.FILL;
}
