/**
 * Where a slide's meta (its figcaption) is drawn (meta-position). In the list design the meta sits
 * beside the image, on the right or the left, aligned to the top, centre or bottom of the row. In the other
 * designs top, center and bottom lay it over the image at that edge; without a position it is not drawn on
 * the slide (the lightbox and the list show it).
 */
import { fontSize, space } from '../theme/css.js';
import { META_OVERLAY_CONTENT_FRACTION, META_OVERLAY_SCROLL_HEIGHT_FRACTION } from '../constants/limits.js';
import { GalleryDesign } from './designs.js';

export const MetaPosition = {
  TOP: 'top',
  CENTER: 'center',
  BOTTOM: 'bottom',
  LEFT: 'left',
  RIGHT: 'right',
} as const;
export type MetaPosition = (typeof MetaPosition)[keyof typeof MetaPosition];

type Edge = typeof MetaPosition.TOP | typeof MetaPosition.CENTER | typeof MetaPosition.BOTTOM;

export type MetaPlacement =
  { kind: 'overlay'; edge: Edge } | { kind: 'beside'; side: typeof MetaPosition.LEFT | typeof MetaPosition.RIGHT; align: Edge } | undefined;

function isEdge(position: MetaPosition | undefined): position is Edge {
  return position === MetaPosition.TOP || position === MetaPosition.CENTER || position === MetaPosition.BOTTOM;
}

export function metaPlacement(design: GalleryDesign, position: MetaPosition | undefined): MetaPlacement {
  if (design === GalleryDesign.LIST) {
    return {
      kind: 'beside',
      side: position === MetaPosition.LEFT ? MetaPosition.LEFT : MetaPosition.RIGHT,
      align: isEdge(position) ? position : MetaPosition.TOP,
    };
  }
  return isEdge(position) ? { kind: 'overlay', edge: position } : undefined;
}

/** An overlay whose content is taller than 90% of the slide scrolls, at 40% of the slide's height. */
export function metaOverflows(contentHeight: number, slideHeight: number): boolean {
  return slideHeight > 0 && contentHeight > slideHeight * META_OVERLAY_CONTENT_FRACTION;
}

/** CSS property names (kebab-case, for setProperty) and values. */
export type StyleMap = Readonly<Record<string, string>>;

/** The overlay over the image: a band across the slide at its edge, light text on a dark veil. */
export function metaOverlayStyle(edge: Edge, overflows: boolean): StyleMap {
  const at: Record<string, string> =
    edge === MetaPosition.TOP ? { top: '0' } : edge === MetaPosition.BOTTOM ? { bottom: '0' } : { top: '50%', transform: 'translateY(-50%)' };
  return {
    position: 'absolute',
    left: '0',
    right: '0',
    ...at,
    margin: '0',
    // A band of one short line: the picture stays what the tile shows.
    padding: `${space(1)} ${space(2)}`,
    'font-size': fontSize(4),
    'line-height': '1.35',
    'box-sizing': 'border-box',
    color: '#fff',
    background: 'rgb(0 0 0 / 0.7)',
    'max-height': overflows ? `${META_OVERLAY_SCROLL_HEIGHT_FRACTION * 100}%` : 'none',
    'overflow-y': overflows ? 'auto' : 'visible',
  };
}

const ALIGN: Readonly<Record<Edge, string>> = { top: 'start', center: 'center', bottom: 'end' };

/** Beside the image in the list design: the grid column each of image and meta takes, and the meta's alignment. */
export function metaBesideStyles(side: typeof MetaPosition.LEFT | typeof MetaPosition.RIGHT, align: Edge): { image: StyleMap; meta: StyleMap } {
  const [image, meta] = side === MetaPosition.LEFT ? ['2', '1'] : ['1', '2'];
  return { image: { 'grid-column': image, 'grid-row': '1' }, meta: { 'grid-column': meta, 'grid-row': '1', 'align-self': ALIGN[align] } };
}
