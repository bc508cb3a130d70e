/**
 * Large galleries draw their slide frames in batches, so that no task runs long: first every frame that
 * is on screen (or near it), then a batch per task. The gallery's height is reserved from the start, so
 * later batches move nothing.
 */
import type { Box } from './dimensions.js';
import { isPaginated } from './activation.js';
import type { GalleryDesign } from './designs.js';

/** Frames drawn at least in the first render; later tasks draw a step of this many at a time. */
export const FRAME_BATCH = 120;

/**
 * ms a task may spend drawing frames, a step at a time (at least one step): with the render that
 * follows, the task stays well under 50 ms.
 */
export const FRAME_BUDGET_MS = 16;

/** Designs with a current slide draw every frame at once: the current one can be anywhere. */
export function drawsProgressively(design: GalleryDesign): boolean {
  return !isPaginated(design);
}

/**
 * How many frames (a prefix, in slide order) the first render draws: every frame whose top is above
 * `visibleBottom` (px from the gallery's top), and at least a batch.
 */
export function initialFrameCount(boxes: readonly Box[], visibleBottom: number, batch = FRAME_BATCH): number {
  let count = Math.min(boxes.length, batch);
  for (let i = count; i < boxes.length; i++) if (boxes[i]!.y < visibleBottom) count = i + 1;
  return count;
}

/** The frame count after one more batch. */
export function nextFrameCount(drawn: number, total: number, batch = FRAME_BATCH): number {
  return Math.min(total, Math.max(0, drawn) + batch);
}

/**
 * The drawn slides whose boxes come within `margin` px of the viewport, for a gallery whose top edge is
 * `top` px from the viewport's top: in the designs drawn in batches, boxes only stack downwards, so this
 * replaces an observer on every frame (thousands of them) with arithmetic on scroll.
 */
export function slidesNearViewport(boxes: readonly Box[], drawn: number, top: number, viewportHeight: number, margin: number): number[] {
  const from = -top - margin;
  const to = viewportHeight - top + margin;
  const near: number[] = [];
  for (let i = 0; i < drawn && i < boxes.length; i++) {
    const box = boxes[i]!;
    if (box.y < to && box.y + box.height > from && box.width > 0) near.push(i);
  }
  return near;
}

/** What a pass over the drawn slides last covered: the inputs it ran with, and how many slides were drawn. */
export interface DrawnPass {
  inputs: readonly unknown[];
  drawn: number;
}

/**
 * Where a pass over the first `drawn` slides starts: where the last pass stopped when it ran with the
 * same inputs (only more frames were drawn since, and the slides it covered are as it left them), else 0.
 */
export function passStart(last: DrawnPass, inputs: readonly unknown[], drawn: number): number {
  return inputs.every((input, i) => Object.is(input, last.inputs[i])) ? Math.min(last.drawn, drawn) : 0;
}
