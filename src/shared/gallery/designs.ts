/** Gallery designs and stacked transitions: public names, the design mapping, errors. */
import { t } from '../i18n/format.js';

/** The designs a gallery is drawn with, after the design mapping. */
export const GalleryDesign = {
  BASE: 'base',
  STACKED: 'stacked',
  STRIP: 'strip',
  GRID: 'grid',
  AUTO_GRID: 'auto-grid',
  AUTO_COLUMNS: 'auto-columns',
  AUTO_ROWS: 'auto-rows',
  CAROUSEL: 'carousel',
  LIST: 'list',
} as const;
export type GalleryDesign = (typeof GalleryDesign)[keyof typeof GalleryDesign];

/** The public design names, as attributes spell them. */
export const GALLERY_DESIGN_NAMES = Object.freeze([
  'grid',
  'auto-grid',
  'auto-columns',
  'auto-rows',
  'carousel',
  'list',
  'slideshow',
  'slider',
] as const);
export type GalleryDesignName = (typeof GALLERY_DESIGN_NAMES)[number];

/**
 * Stacked to base, slider to strip, slideshow to stacked, others by own name, default base.
 * Keys are names without separators, so 'auto grid', 'auto-grid' and 'autoGrid' are one design.
 */
const DESIGN_MAPPING: ReadonlyMap<string, GalleryDesign> = new Map([
  ['stacked', GalleryDesign.BASE],
  ['slider', GalleryDesign.STRIP],
  ['slideshow', GalleryDesign.STACKED],
  ['base', GalleryDesign.BASE],
  ['strip', GalleryDesign.STRIP],
  ['grid', GalleryDesign.GRID],
  ['autogrid', GalleryDesign.AUTO_GRID],
  ['autocolumns', GalleryDesign.AUTO_COLUMNS],
  ['autorows', GalleryDesign.AUTO_ROWS],
  ['carousel', GalleryDesign.CAROUSEL],
  ['list', GalleryDesign.LIST],
]);

export const StackedTransition = {
  FADE: 'fade',
  KEN_BURNS: 'ken-burns',
  SCROLL: 'scroll',
} as const;
export type StackedTransition = (typeof StackedTransition)[keyof typeof StackedTransition];

const TRANSITIONS: ReadonlyMap<string, StackedTransition> = new Map([
  ['fade', StackedTransition.FADE],
  ['kenburns', StackedTransition.KEN_BURNS],
  ['scroll', StackedTransition.SCROLL],
]);

function compact(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/** The design a name is drawn with. No name gives base; an unknown name throws the design-not-found error. */
export function resolveDesign(name?: string | null): GalleryDesign {
  if (name === undefined || name === null || name.trim() === '') return GalleryDesign.BASE;
  const design = DESIGN_MAPPING.get(compact(name));
  if (!design) throw new Error(t('galleryDesignNotFound', { design: name }, 'en'));
  return design;
}

/** The stacked design's transition; fade by default. An unknown name throws an error naming it. */
export function resolveTransition(name?: string | null): StackedTransition {
  if (name === undefined || name === null || name.trim() === '') return StackedTransition.FADE;
  const transition = TRANSITIONS.get(compact(name));
  if (!transition) throw new Error(t('galleryTransitionNotFound', { transition: name }, 'en'));
  return transition;
}
