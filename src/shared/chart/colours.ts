/**
 * The series colours, in order, from the token scales: steps that reach 3:1 against a light page.
 * Series past the last start again at the first.
 */
import type { ColorName, ColorStep } from '../theme/tokens.js';

export const SERIES_COLOURS: readonly (readonly [ColorName, ColorStep])[] = [
  ['blue', 600],
  ['orange', 600],
  ['green', 700],
  ['pink', 600],
  ['gray', 600],
  ['red', 700],
];
