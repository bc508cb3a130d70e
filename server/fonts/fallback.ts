import { createRequire } from 'node:module';
import { fontFamilyToCamelCase } from '@capsizecss/metrics';

/** The metrics @capsizecss/metrics holds for a font (in font units), read from the font's own tables. */
export interface FontMetrics {
  familyName: string;
  category: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  subsets?: { latin?: { xWidthAvg: number } };
}

/**
 * A system font the page shows until the web font arrives, with the local names of the fonts
 * metric-compatible with it (Liberation and Croscore fonts on Linux have the same advance widths
 * and vertical metrics), so the overrides computed from its metrics hold for all of them.
 */
interface SystemFallback {
  metrics: string;
  local: string[];
  generic: string;
}

const SERIF: SystemFallback = {
  metrics: 'timesNewRoman',
  local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
  generic: 'serif',
};
const SANS: SystemFallback = { metrics: 'arial', local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'], generic: 'sans-serif' };
const MONO: SystemFallback = { metrics: 'courierNew', local: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'Cousine'], generic: 'monospace' };

/** By Fontsource's category; display and handwriting faces fall back to a sans-serif, as browsers do. */
export const systemFallbackOf = (category: string): SystemFallback => (category === 'serif' ? SERIF : category === 'monospace' ? MONO : SANS);

const require = createRequire(import.meta.url);

/** The metrics of `family`, or undefined when the collection has none. Only the one family's module is loaded. */
export function metricsOf(family: string): FontMetrics | undefined {
  try {
    return require(`@capsizecss/metrics/${fontFamilyToCamelCase(family)}`) as FontMetrics;
  } catch {
    return undefined;
  }
}

export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

const averageWidth = (metrics: FontMetrics) => (metrics.subsets?.latin?.xWidthAvg ?? metrics.xWidthAvg) / metrics.unitsPerEm;

/**
 * The @font-face descriptors that make `fallback` take the room `font` will take: scaled to the
 * same average character width (latin letter frequencies), then given the font's ascent, descent
 * and line gap in terms of the scaled size. The same arithmetic as next/font and fontaine.
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = averageWidth(font) / averageWidth(fallback);
  const scaled = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: font.ascent / scaled,
    descentOverride: Math.abs(font.descent) / scaled,
    lineGapOverride: font.lineGap / scaled,
  };
}

export interface FallbackFace {
  /** `"Source Serif 4 Fallback"`. */
  family: string;
  local: string[];
  generic: string;
  overrides: FallbackOverrides;
}

/** The fallback face for `family` of `category`, or undefined when the font's metrics are unknown (the stack then ends with the generic family alone). */
export function fallbackFace(family: string, category: string): FallbackFace | undefined {
  const system = systemFallbackOf(category);
  const font = metricsOf(family);
  const fallback = metricsOf(system.metrics);
  if (!font || !fallback) return undefined;
  return { family: `${family} Fallback`, local: system.local, generic: system.generic, overrides: fallbackOverrides(font, fallback) };
}
