/** Product rules: type, workflow label, sold out, on sale, effective prices. */
import { ProductType, ProductWorkflowState } from '../constants/enums.js';
import { t } from '../i18n/format.js';

/** productType names; the numeric codes of `ProductType` are accepted too. */
export type ProductTypeName = 'PHYSICAL' | 'SERVICE' | 'DIGITAL' | 'GIFT_CARD';

export interface ProductOptionValue {
  /** An extra, optional field; when absent the option is named by its position ('0', '1', …). */
  optionName?: string;
  value: string;
}

export interface ProductVariant {
  price: number;
  salePrice?: number;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
  optionValues?: readonly ProductOptionValue[];
  sku?: string;
}

export interface Product {
  productType: ProductTypeName | ProductType | string;
  variants?: readonly ProductVariant[];
  /** Digital products carry their price on the product. */
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
  workflowState?: string;
}

const TYPE_NAMES: Readonly<Record<number, ProductTypeName>> = {
  [ProductType.PHYSICAL]: 'PHYSICAL',
  [ProductType.DIGITAL]: 'DIGITAL',
  [ProductType.SERVICE]: 'SERVICE',
  [ProductType.GIFT_CARD]: 'GIFT_CARD',
};

const NAMES: readonly string[] = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'];

/** The name of a product type given as a name or a `ProductType` code; undefined otherwise (PAYWALL included). */
export function productTypeName(productType: unknown): ProductTypeName | undefined {
  if (typeof productType === 'number') return TYPE_NAMES[productType];
  return typeof productType === 'string' && NAMES.includes(productType) ? (productType as ProductTypeName) : undefined;
}

/** Published 'Available', scheduled 'Scheduled', draft 'Hidden', anything else 'Unsupported'. */
export function workflowLabel(workflowState: unknown, locale?: string): string {
  switch (workflowState) {
    case ProductWorkflowState.PUBLISHED:
      return t('productAvailable', {}, locale);
    case ProductWorkflowState.SCHEDULED:
      return t('productScheduled', {}, locale);
    case ProductWorkflowState.DRAFT:
      return t('productHidden', {}, locale);
    default:
      return t('productUnsupported', {}, locale);
  }
}

/** A variant is out of stock when it is limited (not unlimited) and has 0 or less in stock. */
export function isVariantSoldOut(variant: ProductVariant): boolean {
  return !variant.unlimited && (variant.qtyInStock ?? 0) <= 0;
}

/**
 * Physical and service products are sold out when every variant is out of stock. Digital
 * products never are; gift cards are not stocked goods either, so they never are.
 */
export function isSoldOut(product: Product): boolean {
  const type = productTypeName(product.productType);
  if (type !== 'PHYSICAL' && type !== 'SERVICE') return false;
  const variants = product.variants ?? [];
  return variants.length > 0 && variants.every(isVariantSoldOut);
}

/** The price a variant sells at: its sale price while on sale, else its price. */
export function effectivePrice(variant: ProductVariant): number {
  return variant.onSale && variant.salePrice !== undefined ? variant.salePrice : variant.price;
}

/** The priced entries of a product: its variants, or for a digital product one built from its own fields. */
export function pricedVariants(product: Product): readonly ProductVariant[] {
  if (productTypeName(product.productType) === 'DIGITAL') {
    if (product.priceCents === undefined) return [];
    return [{ price: product.priceCents, salePrice: product.salePriceCents ?? product.priceCents, onSale: product.onSale ?? false, unlimited: true }];
  }
  return product.variants ?? [];
}

/** Any variant on sale; a digital product by its own onSale flag. */
export function isOnSale(product: Product): boolean {
  if (productTypeName(product.productType) === 'DIGITAL') return product.onSale === true;
  return (product.variants ?? []).some((variant) => variant.onSale === true);
}

/** Variants differ in price, sale state or sale price (compared as given, even when not on sale). */
export function pricesVary(product: Product): boolean {
  const [first, ...rest] = pricedVariants(product);
  if (!first) return false;
  return rest.some(
    (variant) => variant.price !== first.price || Boolean(variant.onSale) !== Boolean(first.onSale) || variant.salePrice !== first.salePrice,
  );
}

export interface PriceRange {
  /** The lowest effective price: the 'from' price. */
  min: number;
  max: number;
}

/** The lowest and highest effective prices, or undefined for a product without prices. */
export function priceRange(product: Product): PriceRange | undefined {
  const prices = pricedVariants(product).map(effectivePrice);
  if (prices.length === 0) return undefined;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The 'from' price shown when prices vary: the lowest effective price. */
export function fromPrice(product: Product): number | undefined {
  return priceRange(product)?.min;
}
