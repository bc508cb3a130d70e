/**
 * The design tokens. theme.ts turns them into `--sq-*` custom properties; step numbers in the
 * names below are the numbers in the property names.
 */
import { BASE_Z_INDEX } from '../constants/limits.js';

/**
 * Font sizes, steps 1–11 (`--sq-font-size-1` … `-11`), from 9.75 px to 28 px.
 * Whole pixels after the first, each step 8–14% above the last, so that 16 px (step 6) is body
 * text and 11 px (step 2) is the text-shrink minimum.
 */
export const FONT_SIZES_PX = Object.freeze([9.75, 11, 12, 13, 14, 16, 18, 20, 22, 25, 28] as const);

/** Spacing, steps 0–10 (`--sq-space-0` … `-10`). */
export const SPACING_PX = Object.freeze([0, 6, 11, 16, 22, 27, 33, 38, 44, 49, 55] as const);

/** Corner radii, steps 0–2 (`--sq-radius-0` … `-2`). */
export const RADII_PX = Object.freeze([0, 4, 8] as const);

/** Durations 0–600 ms in 50 ms steps, named by value (`--sq-duration-300`). */
export const DURATIONS_MS = Object.freeze([0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600] as const);

export const COLOR_STEPS = Object.freeze([100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const);
export type ColorStep = (typeof COLOR_STEPS)[number];

/**
 * Colour scales 100–950 (`--sq-color-blue-500`). Contrast, WCAG 2 (checked in test/unit/theme.test.ts):
 * on white, 700 and darker reach 4.5:1 (body text) in every scale, as does 600 in blue, red, pink
 * and gray, and 500 in gray; on black, 400 and lighter reach 4.5:1 in every scale;
 * 700 text on a 100 background reaches 4.5:1 in every scale.
 */
export const COLOR_SCALES = {
  blue: {
    100: '#dbeafe',
    200: '#bfdbfe',
    300: '#93c5fd',
    400: '#60a5fa',
    500: '#3b82f6',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
    900: '#1e3a8a',
    950: '#172554',
  },
  green: {
    100: '#dcfce7',
    200: '#bbf7d0',
    300: '#86efac',
    400: '#4ade80',
    500: '#22c55e',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
    900: '#14532d',
    950: '#052e16',
  },
  red: {
    100: '#fee2e2',
    200: '#fecaca',
    300: '#fca5a5',
    400: '#f87171',
    500: '#ef4444',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
    900: '#7f1d1d',
    950: '#450a0a',
  },
  pink: {
    100: '#fce7f3',
    200: '#fbcfe8',
    300: '#f9a8d4',
    400: '#f472b6',
    500: '#ec4899',
    600: '#db2777',
    700: '#be185d',
    800: '#9d174d',
    900: '#831843',
    950: '#500724',
  },
  orange: {
    100: '#ffedd5',
    200: '#fed7aa',
    300: '#fdba74',
    400: '#fb923c',
    500: '#f97316',
    600: '#ea580c',
    700: '#c2410c',
    800: '#9a3412',
    900: '#7c2d12',
    950: '#431407',
  },
  gray: {
    100: '#f3f4f6',
    200: '#e5e7eb',
    300: '#d1d5db',
    400: '#9ca3af',
    500: '#6b7280',
    600: '#4b5563',
    700: '#374151',
    800: '#1f2937',
    900: '#111827',
    950: '#030712',
  },
} as const satisfies Record<string, Record<ColorStep, string>>;
export type ColorName = keyof typeof COLOR_SCALES;

/** Overlays (lightbox, popups, cookie banner) stack from here. */
export const Z_INDEX_BASE = BASE_Z_INDEX;
