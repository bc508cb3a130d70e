/** Gallery block data from a block-json attribute, and the two ways it can fail. */
import { t } from '../i18n/format.js';

export type BlockData = Readonly<Record<string, unknown>>;

/**
 * `decode`: the text is not JSON ('Error decoding gallery block data.').
 * `evaluate`: it is JSON but not block data, or a field has the wrong type ('Error evaluating gallery block data.').
 */
export type BlockDataError = 'decode' | 'evaluate';

export type BlockJsonResult = { data: BlockData } | { error: BlockDataError };

export function isBlockData(value: unknown): value is BlockData {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Parses a block-json attribute. Blank text is no data, not an error. */
export function parseBlockJson(text: string | null | undefined): BlockJsonResult {
  if (text === null || text === undefined || text.trim() === '') return { data: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'decode' };
  }
  return isBlockData(value) ? { data: value } : { error: 'evaluate' };
}

/** The console message for a block data error. */
export function blockDataMessage(error: BlockDataError): string {
  return t(error === 'decode' ? 'galleryBlockDataDecodeError' : 'galleryBlockDataEvaluateError', {}, 'en');
}
