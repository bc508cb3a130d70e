/** A summary block's settings as the element reads them, and the request for a page of it (GetWidgetRendering). */
import {
  DEFAULT_SUMMARY_DESIGN,
  DEFAULT_SUMMARY_PAGE_SIZE,
  isSummaryDesign,
  MAX_SUMMARY_PAGE_SIZE,
  SUMMARY_WIDGET_TYPE,
  type SummaryDesign,
} from './designs.js';

/** An id as the server accepts it: letters, digits, - and _. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

export interface SummaryInput {
  collectionId?: string | undefined;
  blockId?: string | undefined;
  design?: string | undefined;
  pageSize?: number | undefined;
  imageAspectRatio?: string | number | undefined;
}

export interface SummarySettings {
  collectionId: string;
  blockId: string;
  design: SummaryDesign;
  pageSize: number;
  /** Height as a percentage of width (as galleries read it), or 'auto' for each image's own ratio. */
  imageAspectRatio: number | 'auto';
}

export type SettingsReading = { settings: SummarySettings; problems: string[] } | { settings: undefined; problems: string[] };

/** Height as a percentage of width, 1 to 200, or 'auto'. */
export function readImageAspectRatio(value: unknown): number | 'auto' | undefined {
  if (value === undefined || value === null || value === '') return 'auto';
  if (typeof value === 'string' && value.trim().toLowerCase() === 'auto') return 'auto';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number >= 1 && number <= 200 ? number : undefined;
}

/**
 * The block's settings; a bad optional setting falls back to its default with a problem to log,
 * and a missing or bad collection id leaves no settings (the element keeps its light-DOM content).
 */
export function readSummarySettings(input: SummaryInput): SettingsReading {
  const problems: string[] = [];
  const collectionId = input.collectionId?.trim() ?? '';
  if (!ID.test(collectionId)) {
    problems.push(`collection-id "${input.collectionId ?? ''}" is not a collection id; showing the content as it is`);
    return { settings: undefined, problems };
  }
  let design = DEFAULT_SUMMARY_DESIGN;
  if (input.design !== undefined) {
    const name = input.design.trim().toLowerCase();
    if (isSummaryDesign(name)) design = name;
    else problems.push(`design "${input.design}" is not wall, carousel, list or grid; using grid`);
  }
  let pageSize = DEFAULT_SUMMARY_PAGE_SIZE;
  if (input.pageSize !== undefined) {
    if (Number.isInteger(input.pageSize) && input.pageSize >= 1 && input.pageSize <= MAX_SUMMARY_PAGE_SIZE) pageSize = input.pageSize;
    else problems.push(`page-size "${input.pageSize}" is not a whole number from 1 to ${MAX_SUMMARY_PAGE_SIZE}; using ${pageSize}`);
  }
  let imageAspectRatio = readImageAspectRatio(input.imageAspectRatio);
  if (imageAspectRatio === undefined) {
    problems.push(`image-aspect-ratio "${input.imageAspectRatio}" is not a number from 1 to 200 or auto; using auto`);
    imageAspectRatio = 'auto';
  }
  const blockId = input.blockId?.trim() && ID.test(input.blockId.trim()) ? input.blockId.trim() : `summary-${collectionId}`;
  return { settings: { collectionId, blockId, design, pageSize, imageAspectRatio }, problems };
}

/** The form fields of GetWidgetRendering for a page: widgetJSON (type, id, value) and collectionId, plus the cursor of a later page. */
export function summaryRequest(settings: SummarySettings, cursor?: string): Record<string, string> {
  const { blockId, collectionId, design, pageSize, imageAspectRatio } = settings;
  const widgetJSON = { type: SUMMARY_WIDGET_TYPE, id: blockId, value: { design, pageSize, imageAspectRatio } };
  return { widgetJSON: JSON.stringify(widgetJSON), collectionId, ...(cursor ? { cursor } : {}) };
}
