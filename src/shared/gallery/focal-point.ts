/** Image placement in a slide box for the fit, fill and none modes, around the focal point. */
import type { Box, Dimensions } from './dimensions.js';
import { ImageFit } from './options.js';

/** Fractions of the image's width and height, 0 to 1 from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTER_FOCAL_POINT: FocalPoint = Object.freeze({ x: 0.5, y: 0.5 });

const FRACTION = /^\s*(-?\d*\.?\d+)\s*,\s*(-?\d*\.?\d+)\s*$/;

function clampFraction(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** data-image-focal-point 'x,y' → a focal point, each fraction clamped to 0–1; undefined for other text. */
export function parseFocalPoint(value: unknown): FocalPoint | undefined {
  if (typeof value !== 'string') return undefined;
  const match = FRACTION.exec(value);
  if (!match) return undefined;
  return { x: clampFraction(Number(match[1])), y: clampFraction(Number(match[2])) };
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100}%`;
}

/** CSS object-position: a percentage lines the focal point up with the same point of the box. */
export function objectPosition(focalPoint: FocalPoint = CENTER_FOCAL_POINT): string {
  return `${percent(focalPoint.x)} ${percent(focalPoint.y)}`;
}

/** CSS object-fit for a loader mode. */
export function objectFit(mode: ImageFit): 'contain' | 'cover' | 'none' {
  if (mode === ImageFit.FIT) return 'contain';
  if (mode === ImageFit.FILL) return 'cover';
  return 'none';
}

/**
 * Where the image is drawn inside a box of `size`, relative to the box, as object-fit and object-position
 * draw it: fit shows all of it, fill covers the box and crops around the focal point, none keeps its size.
 */
export function imageRect(mode: ImageFit, size: Dimensions, image: Dimensions, focalPoint: FocalPoint = CENTER_FOCAL_POINT): Box {
  const scaleX = size.width / image.width;
  const scaleY = size.height / image.height;
  const scale = mode === ImageFit.FIT ? Math.min(scaleX, scaleY) : mode === ImageFit.FILL ? Math.max(scaleX, scaleY) : 1;
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (size.width - width) * focalPoint.x, y: (size.height - height) * focalPoint.y, width, height };
}
