/** What a product block shows: bad data made safe (with the problems to warn about), prices as text, stock. */
import { DEFAULT_CURRENCY } from '../constants/money.js';
import { t } from '../i18n/format.js';
import { formatMoney, isCurrencyCode, isValidPrice } from './money.js';
import { effectivePrice, pricedVariants, pricesVary, productTypeName, type ProductVariant } from './product.js';
import { productProblems, type ProductProblem } from './product-problems.js';
import type { ProductRecord } from './product-source.js';

/** A product problem, or an unlisted currency. */
export type DisplayProblem = ProductProblem | { code: 'unknownCurrency'; value: unknown; variantIndex?: undefined };

export interface PreparedProduct {
  product: ProductRecord;
  /** Undefined when the currency is not a listed one: prices then show as unavailable. */
  currency: string | undefined;
  problems: DisplayProblem[];
  /** The product cannot be shown at all (unknown type, nothing to sell). */
  unusable: boolean;
}

/**
 * Negative stock counts as none; a variant with a price outside 0..max keeps it, and shows
 * 'Price unavailable' and cannot be added. An unknown currency is a problem of its own.
 */
export function prepareProduct(record: ProductRecord, storeCurrency: string | undefined): PreparedProduct {
  const problems: DisplayProblem[] = productProblems(record);
  const requested = record.currency ?? storeCurrency ?? DEFAULT_CURRENCY;
  const currency = isCurrencyCode(requested) ? requested : undefined;
  if (!currency) problems.push({ code: 'unknownCurrency', value: requested });
  const variants = Array.isArray(record.variants)
    ? record.variants.map((variant) => (typeof variant.qtyInStock === 'number' && variant.qtyInStock < 0 ? { ...variant, qtyInStock: 0 } : variant))
    : record.variants;
  const product = { ...record, ...(variants && { variants }) };
  const unusable = problems.some((problem) => problem.code === 'unknownProductType' || problem.code === 'noVariants');
  return { product, currency, problems, unusable };
}

/** One console line naming the product and each problem ('negativeStock (variant 2: -3)'). */
export function problemsWarning(product: ProductRecord, problems: readonly DisplayProblem[]): string {
  const listed = problems.map((problem) => {
    const where = problem.variantIndex === undefined ? '' : `variant ${problem.variantIndex}`;
    const value = problem.value === undefined ? '' : JSON.stringify(problem.value);
    const detail = [where, value].filter(Boolean).join(': ');
    return detail ? `${problem.code} (${detail})` : problem.code;
  });
  return t('productDataProblems', { id: String(product.id ?? product.title ?? '?'), problems: listed.join(', ') }, 'en');
}

export type PriceDisplay =
  | { kind: 'unavailable'; text: string }
  | { kind: 'from'; text: string }
  | { kind: 'regular'; text: string }
  | { kind: 'sale'; text: string; original: string };

/** The variant can be priced: a valid price, and a valid sale price while on sale. */
export function hasValidPrice(variant: ProductVariant): boolean {
  return isValidPrice(variant.price) && (!variant.onSale || variant.salePrice === undefined || isValidPrice(variant.salePrice));
}

const unavailable = (): PriceDisplay => ({ kind: 'unavailable', text: t('productPriceUnavailable') });

function money(minorUnits: number, currency: string | undefined): string | undefined {
  return currency === undefined ? undefined : formatMoney(minorUnits, currency);
}

export function variantPrice(variant: ProductVariant | undefined, currency: string | undefined): PriceDisplay {
  if (!variant || !hasValidPrice(variant)) return unavailable();
  const price = money(effectivePrice(variant), currency);
  if (price === undefined) return unavailable();
  if (variant.onSale && variant.salePrice !== undefined) {
    const original = money(variant.price, currency);
    return original === undefined ? unavailable() : { kind: 'sale', text: price, original };
  }
  return { kind: 'regular', text: price };
}

/**
 * The chosen variant's price; with none chosen, 'from' the lowest price when prices vary,
 * else the one price all variants share. Variants with bad prices are left out of the 'from'.
 */
export function productPrice(product: ProductRecord, chosen: ProductVariant | undefined, currency: string | undefined): PriceDisplay {
  if (chosen) return variantPrice(chosen, currency);
  const variants = pricedVariants(product);
  if (!pricesVary(product)) return variantPrice(variants[0], currency);
  const prices = variants.filter(hasValidPrice).map(effectivePrice);
  if (prices.length === 0) return unavailable();
  const from = money(Math.min(...prices), currency);
  return from === undefined ? unavailable() : { kind: 'from', text: t('productFromPrice', { price: from }) };
}

/** The variant that stands for the product before a choice: its only one, or for digital products the built one. */
export function defaultVariant(product: ProductRecord): ProductVariant | undefined {
  const variants = pricedVariants(product);
  if (productTypeName(product.productType) === 'DIGITAL') return variants[0];
  return variants.length === 1 ? variants[0] : undefined;
}

/** How many can still be added: undefined when unlimited (and for digital products). */
export function stockOf(product: ProductRecord, variant: ProductVariant | undefined): number | undefined {
  if (!variant || variant.unlimited || productTypeName(product.productType) === 'DIGITAL') return undefined;
  return Math.max(0, variant.qtyInStock ?? 0);
}
