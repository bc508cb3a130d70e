/**
 * The design tokens as CSS for element styles: `var(--sq-space-3, 16px)` with the fallback taken from
 * tokens.ts, so an element looks the same with theme.css or without it. Styles write `${space(3)}`,
 * never a token's value by hand (scripts/check-token-fallbacks.mjs checks the build).
 */
import { COLOR_SCALES, FONT_SIZES_PX, RADII_PX, SPACING_PX, Z_INDEX_BASE, type ColorName, type ColorStep } from './tokens.js';

type Indices<T extends readonly unknown[]> = Exclude<keyof T, keyof unknown[]> extends `${infer N extends number}` ? N : never;

export type SpaceStep = Indices<typeof SPACING_PX>;
export type RadiusStep = Indices<typeof RADII_PX>;
/** Font size steps count from 1. */
export type FontSizeStep = Exclude<Indices<[0, ...typeof FONT_SIZES_PX]>, 0>;
export type Duration = 0 | 50 | 100 | 150 | 200 | 250 | 300 | 350 | 400 | 450 | 500 | 550 | 600;

export const space = (step: SpaceStep): string => `var(--sq-space-${step}, ${SPACING_PX[step]}px)`;
export const radius = (step: RadiusStep): string => `var(--sq-radius-${step}, ${RADII_PX[step]}px)`;
export const fontSize = (step: FontSizeStep): string => `var(--sq-font-size-${step}, ${FONT_SIZES_PX[step - 1]}px)`;
export const duration = (ms: Duration): string => `var(--sq-duration-${ms}, ${ms}ms)`;
export const color = (name: ColorName, step: ColorStep): string => `var(--sq-color-${name}-${step}, ${COLOR_SCALES[name][step]})`;
export const zIndexBase = `var(--sq-z-index-base, ${Z_INDEX_BASE})`;

/**
 * An element's accent (its main buttons, its progress): the element's own `--sq-{element}-accent`,
 * else the page's `--sq-accent`, which a site sets once for every element, else near-black.
 */
export const accent = (element: string): string => `var(--sq-${element}-accent, var(--sq-accent, ${color('gray', 900)}))`;
/** The text on that accent: `--sq-{element}-accent-color`, else `--sq-accent-color`, else white. */
export const accentColor = (element: string): string => `var(--sq-${element}-accent-color, var(--sq-accent-color, #fff))`;
/** The font of an element's headings: the page's `--sq-heading-font`, else the element's own text font. */
export const headingFont = 'var(--sq-heading-font, inherit)';
