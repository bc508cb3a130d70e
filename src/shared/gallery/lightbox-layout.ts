/** Where the lightbox draws its image: fitted inside the window less its padding, never enlarged, centred. */
import type { Box, Dimensions } from './dimensions.js';

/** Room around the image on desktop for the controls; none on mobile, where the image takes the screen. */
export const LIGHTBOX_PADDING_PX = 56;

export function lightboxPadding(mobile: boolean): number {
  return mobile ? 0 : LIGHTBOX_PADDING_PX;
}

/** The image's box in the window; without known dimensions, the whole area inside the padding. */
export function lightboxImageBox(viewport: Dimensions, image: Dimensions | undefined, padding: number): Box {
  const pad = Number.isFinite(padding) && padding > 0 ? padding : 0;
  const areaWidth = Math.max(0, viewport.width - 2 * pad);
  const areaHeight = Math.max(0, viewport.height - 2 * pad);
  if (!image || !(image.width > 0) || !(image.height > 0)) return { x: pad, y: pad, width: areaWidth, height: areaHeight };
  const scale = Math.min(1, areaWidth / image.width, areaHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (viewport.width - width) / 2, y: (viewport.height - height) / 2, width, height };
}
