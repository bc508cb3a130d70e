/** Slide dimensions (data-image-dimensions) and the boxes layouts are made of. */

export interface Dimensions {
  width: number;
  height: number;
}

/** An absolute box in px, relative to the gallery's top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const DIMENSIONS = /^\s*(\d+(?:\.\d+)?)\s*[xX]\s*(\d+(?:\.\d+)?)\s*$/;

/** 'WIDTHxHEIGHT' → dimensions; undefined unless both are positive numbers. */
export function parseDimensions(value: unknown): Dimensions | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DIMENSIONS.exec(value);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Without known dimensions a slide is drawn square, so its space is still reserved. */
export const FALLBACK_HEIGHT_RATIO = 1;

/** Height per unit of width. */
export function heightRatio(dimensions: Dimensions | undefined): number {
  return dimensions ? dimensions.height / dimensions.width : FALLBACK_HEIGHT_RATIO;
}

/** A width in px that is a usable number: negative and non-finite widths are 0. */
export function usableWidth(width: number): number {
  return Number.isFinite(width) && width > 0 ? width : 0;
}
