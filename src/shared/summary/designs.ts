/** Summary block designs (block variants): wall, carousel, list, grid. */
import { BlockVariant } from '../constants/enums.js';

export const SUMMARY_DESIGNS = ['wall', 'carousel', 'list', 'grid'] as const;
export type SummaryDesign = (typeof SUMMARY_DESIGNS)[number];
export const DEFAULT_SUMMARY_DESIGN: SummaryDesign = 'grid';

/** Items on a page of a summary when the block names no page size, and the most it may name. */
export const DEFAULT_SUMMARY_PAGE_SIZE = 3;
export const MAX_SUMMARY_PAGE_SIZE = 30;
/** The most items a summary lists: each 'Load more' answers the whole list so far, so it stops somewhere. */
export const MAX_SUMMARY_LIST_ITEMS = 300;

/** The widget type a summary block sends to GetWidgetRendering: its name, or one of its variant codes. */
export const SUMMARY_WIDGET_TYPE = 'summary';
const SUMMARY_VARIANTS: Readonly<Record<number, SummaryDesign>> = {
  [BlockVariant.SUMMARY_WALL]: 'wall',
  [BlockVariant.SUMMARY_CAROUSEL]: 'carousel',
  [BlockVariant.SUMMARY_LIST]: 'list',
  [BlockVariant.SUMMARY_GRID]: 'grid',
};

export const isSummaryDesign = (value: unknown): value is SummaryDesign =>
  typeof value === 'string' && (SUMMARY_DESIGNS as readonly string[]).includes(value);

/** Whether a widget type names a summary block (the name or a summary variant code). */
export const isSummaryWidgetType = (type: unknown): boolean => type === SUMMARY_WIDGET_TYPE || (typeof type === 'number' && type in SUMMARY_VARIANTS);

/** The design a summary variant code implies, if it is one. */
export const variantDesign = (type: unknown): SummaryDesign | undefined => (typeof type === 'number' ? SUMMARY_VARIANTS[type] : undefined);
