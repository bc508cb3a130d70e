/** Where a tooltip goes: beside the pointer by the mouse offset, flipped and kept the edge margin inside the viewport. */
import { TOOLTIP_EDGE_MARGIN_PX, TOOLTIP_MOUSE_OFFSET_PX } from '../constants/limits.js';

export interface TooltipPlacementInput {
  /** The pointer, or the point under the focused trigger. */
  x: number;
  y: number;
  width: number;
  height: number;
  viewportWidth: number;
  viewportHeight: number;
}

function axis(point: number, size: number, viewport: number): number {
  const after = point + TOOLTIP_MOUSE_OFFSET_PX;
  if (after + size <= viewport - TOOLTIP_EDGE_MARGIN_PX) return after;
  const before = point - TOOLTIP_MOUSE_OFFSET_PX - size;
  if (before >= TOOLTIP_EDGE_MARGIN_PX) return before;
  // Fits neither side: pin it inside the margins, the start edge winning on a tiny viewport.
  return Math.max(TOOLTIP_EDGE_MARGIN_PX, viewport - TOOLTIP_EDGE_MARGIN_PX - size);
}

export function tooltipPosition({ x, y, width, height, viewportWidth, viewportHeight }: TooltipPlacementInput): { left: number; top: number } {
  return { left: axis(x, width, viewportWidth), top: axis(y, height, viewportHeight) };
}
