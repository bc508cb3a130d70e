/** The shape block (§1): an SVG outline in a box of the given size and colour, decorative unless labelled. */
import { t } from '../i18n/format.js';

export const SHAPES = Object.freeze(['rectangle', 'rounded', 'ellipse', 'triangle', 'diamond', 'hexagon', 'star', 'arrow'] as const);
export type Shape = (typeof SHAPES)[number];

/** A shape's box when the data gives none, and the largest accepted. */
export const DEFAULT_SHAPE_SIZE_PX = 200;
export const MAX_SHAPE_SIZE_PX = 4000;

const round = (value: number) => Math.round(value * 100) / 100;
const points = (list: [number, number][]) => `M${list.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z`;

/** The SVG path of a shape filling a `width` × `height` box. */
export function shapePath(shape: Shape, width: number, height: number): string {
  const w = width;
  const h = height;
  switch (shape) {
    case 'rectangle':
      return points([[0, 0], [w, 0], [w, h], [0, h]]);
    case 'rounded': {
      const r = round(Math.min(w, h) / 6);
      return `M${r} 0H${w - r}A${r} ${r} 0 0 1 ${w} ${r}V${h - r}A${r} ${r} 0 0 1 ${w - r} ${h}H${r}A${r} ${r} 0 0 1 0 ${h - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
    }
    case 'ellipse':
      return `M0 ${h / 2}A${w / 2} ${h / 2} 0 1 0 ${w} ${h / 2}A${w / 2} ${h / 2} 0 1 0 0 ${h / 2}Z`;
    case 'triangle':
      return points([[w / 2, 0], [w, h], [0, h]]);
    case 'diamond':
      return points([[w / 2, 0], [w, h / 2], [w / 2, h], [0, h / 2]]);
    case 'hexagon':
      return points([[w / 4, 0], [(3 * w) / 4, 0], [w, h / 2], [(3 * w) / 4, h], [w / 4, h], [0, h / 2]]);
    case 'star':
      return points(
        Array.from({ length: 10 }, (_, index): [number, number] => {
          const angle = -Math.PI / 2 + (index * Math.PI) / 5;
          const scale = index % 2 ? 0.4 : 1;
          return [w / 2 + (w / 2) * scale * Math.cos(angle), h / 2 + (h / 2) * scale * Math.sin(angle) + (h / 2) * 0.05];
        }),
      );
    case 'arrow':
      return points([[0, h / 3], [w * 0.6, h / 3], [w * 0.6, 0], [w, h / 2], [w * 0.6, h], [w * 0.6, (2 * h) / 3], [0, (2 * h) / 3]]);
  }
}

/** A colour the block may use: hex, rgb(), hsl() or a named colour; anything else is refused. */
export function shapeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text)) return text;
  if (/^(?:rgb|hsl)a?\([\d\s.,%/a-z-]*\)$/i.test(text)) return text;
  if (/^[a-z]{3,20}$/i.test(text)) return text.toLowerCase();
  return undefined;
}

const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_SHAPE_SIZE_PX;

export interface ShapeData {
  shape: Shape;
  width: number;
  height: number;
  color: string;
  label?: string | undefined;
}

/** The shape to draw from the element's attributes, or the console message saying why there is none. */
export function shapeData(input: { shape?: unknown; width?: unknown; height?: unknown; color?: unknown; label?: unknown }): ShapeData | { error: string } {
  const shape = typeof input.shape === 'string' ? input.shape.trim().toLowerCase() : '';
  if (!(SHAPES as readonly string[]).includes(shape)) return { error: t('shapeUnknown', { value: String(input.shape ?? ''), shapes: SHAPES.join(', ') }, 'en') };
  const width = input.width ?? DEFAULT_SHAPE_SIZE_PX;
  const height = input.height ?? width;
  if (!isSize(width) || !isSize(height)) return { error: t('shapeSizeInvalid', { max: MAX_SHAPE_SIZE_PX }, 'en') };
  const color = input.color == null || input.color === '' ? 'currentColor' : shapeColor(input.color);
  if (!color) return { error: t('shapeColorInvalid', { value: String(input.color) }, 'en') };
  const label = typeof input.label === 'string' && input.label.trim() ? input.label.trim() : undefined;
  return { shape: shape as Shape, width, height, color, label };
}
