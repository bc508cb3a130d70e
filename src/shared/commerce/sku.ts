/** SKU rules: at most 60 characters; generated SKUs are 'SQ' and 7 digits. */
import { GENERATED_SKU_DIGITS, GENERATED_SKU_PREFIX, MAX_SKU_LENGTH } from '../constants/limits.js';

export function isValidSku(sku: unknown): sku is string {
  return typeof sku === 'string' && sku.length <= MAX_SKU_LENGTH;
}

/** 'SQ' followed by 7 digits; `random` returns [0, 1) like Math.random, injectable for tests. */
export function generateSku(random: () => number = Math.random): string {
  const limit = 10 ** GENERATED_SKU_DIGITS;
  const number = Math.min(limit - 1, Math.max(0, Math.floor(random() * limit)));
  return `${GENERATED_SKU_PREFIX}${String(number).padStart(GENERATED_SKU_DIGITS, '0')}`;
}

export function isGeneratedSku(sku: string): boolean {
  return new RegExp(`^${GENERATED_SKU_PREFIX}\\d{${GENERATED_SKU_DIGITS}}$`).test(sku);
}
