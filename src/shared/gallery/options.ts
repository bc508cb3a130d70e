/** The value sets of gallery options that are not designs or transitions. */

/** Strip alignment of the current slide; the block data's active-alignment says left, center or right. */
export const StripAlignment = {
  START: 'start',
  MIDDLE: 'middle',
  END: 'end',
} as const;
export type StripAlignment = (typeof StripAlignment)[keyof typeof StripAlignment];

/** active-alignment values and the strip alignment each means. */
export const ACTIVE_ALIGNMENT_ALIASES: Readonly<Record<string, StripAlignment>> = Object.freeze({
  left: StripAlignment.START,
  center: StripAlignment.MIDDLE,
  right: StripAlignment.END,
});

/** Slideshow click: next, previous, or by which half was clicked. */
export const ClickBehavior = {
  NEXT: 'next',
  PREVIOUS: 'previous',
  HALF: 'half',
} as const;
export type ClickBehavior = (typeof ClickBehavior)[keyof typeof ClickBehavior];

/** A click on the strip's current slide. */
export const ActiveSlideClickBehavior = {
  NEXT: 'next',
  PREVIOUS: 'previous',
  STAY: 'stay',
} as const;
export type ActiveSlideClickBehavior = (typeof ActiveSlideClickBehavior)[keyof typeof ActiveSlideClickBehavior];

/** Auto grid and auto columns: min rounds the column count down, max rounds it up. */
export const ColumnBehavior = {
  MIN: 'min',
  MAX: 'max',
} as const;
export type ColumnBehavior = (typeof ColumnBehavior)[keyof typeof ColumnBehavior];

/** 'light', or otherwise dark. */
export type LightboxTheme = 'light' | 'dark';

/** Image and video loader modes. */
export const ImageFit = {
  FIT: 'fit',
  FILL: 'fill',
  NONE: 'none',
} as const;
export type ImageFit = (typeof ImageFit)[keyof typeof ImageFit];
