/** The shape block: an SVG outline in a box of the given size and colour, decorative unless labelled. */
import { t } from '../i18n/format.js';

/**
 * Each shape's outline in a 1 × 1 box; the SVG stretches it over the block's width and height
 * (`preserveAspectRatio="none"`), so one constant path serves every size.
 */
export const SHAPE_PATHS: Readonly<Record<'rectangle' | 'rounded' | 'ellipse' | 'triangle' | 'diamond' | 'hexagon' | 'star' | 'arrow', string>> = {
  rectangle: 'M0 0H1V1H0Z',
  rounded: 'M.15 0H.85Q1 0 1 .15V.85Q1 1 .85 1H.15Q0 1 0 .85V.15Q0 0 .15 0Z',
  ellipse: 'M0 .5A.5 .5 0 1 0 1 .5A.5 .5 0 1 0 0 .5Z',
  triangle: 'M.5 0L1 1H0Z',
  diamond: 'M.5 0L1 .5L.5 1L0 .5Z',
  hexagon: 'M.25 0H.75L1 .5L.75 1H.25L0 .5Z',
  star: 'M.5 .03L.62 .36L.98 .37L.69 .59L.79 .93L.5 .73L.21 .93L.31 .59L.02 .37L.38 .36Z',
  arrow: 'M0 .33H.6V0L1 .5L.6 1V.67H0Z',
};
export type Shape = keyof typeof SHAPE_PATHS;
export const SHAPES = Object.keys(SHAPE_PATHS) as Shape[];

/** A shape's box when the data gives none, and the largest accepted. */
export const DEFAULT_SHAPE_SIZE_PX = 200;
export const MAX_SHAPE_SIZE_PX = 4000;

/** A colour the block data may use: hex, rgb(), hsl() or a named colour; anything else is refused. (The browser asks CSS itself.) */
export function shapeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text)) return text;
  if (/^(?:rgb|hsl)a?\([\d\s.,%/a-z-]*\)$/i.test(text)) return text;
  if (/^[a-z]{3,20}$/i.test(text)) return text.toLowerCase();
  return undefined;
}

const isSize = (value: unknown): value is number => typeof value === 'number' && value > 0 && value <= MAX_SHAPE_SIZE_PX;

export interface ShapeData {
  shape: Shape;
  width: number;
  height: number;
  color: string;
  label?: string | undefined;
}

/**
 * The shape to draw from the element's attributes, or the console message naming the unusable one.
 * `isColor` checks a colour: the regular expression above on the server, CSS itself in the browser.
 */
export function shapeData(
  input: { shape?: unknown; width?: unknown; height?: unknown; color?: unknown; label?: unknown },
  isColor: (value: string) => boolean,
): ShapeData | { error: string } {
  const { shape, width = DEFAULT_SHAPE_SIZE_PX, height = width, color, label } = input;
  const bad = (attribute: string, value: unknown) => ({ error: t('shapeAttributeInvalid', { attribute, value: String(value ?? '') }, 'en') });
  if (!Object.hasOwn(SHAPE_PATHS, shape as string)) return bad('shape', shape);
  if (!isSize(width)) return bad('width', width);
  if (!isSize(height)) return bad('height', height);
  if (color != null && color !== '' && !(typeof color === 'string' && isColor(color))) return bad('color', color);
  return {
    shape: shape as Shape,
    width,
    height,
    color: (color as string) || 'currentColor',
    label: typeof label === 'string' && label.trim() ? label : undefined,
  };
}
