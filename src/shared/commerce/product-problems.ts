/** Bad product data, found rather than thrown, so the caller can warn once and still draw what it can. */
import { isValidPrice } from './money.js';
import { pricedVariants, productTypeName, type Product } from './product.js';
import { isValidSku } from './sku.js';

export type ProductProblemCode = 'unknownProductType' | 'noVariants' | 'negativeStock' | 'invalidPrice' | 'skuTooLong';

export interface ProductProblem {
  code: ProductProblemCode;
  /** The variant concerned; absent for product-level problems and digital products' own prices. */
  variantIndex?: number;
  /** The offending value. */
  value?: unknown;
}

/**
 * Problems with a product record: an unknown type, no variants (no price, for digital), negative
 * stock, a price or sale price outside 0..MAX_PRODUCT_PRICE, a SKU over 60 characters.
 */
export function productProblems(product: Product): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const type = productTypeName(product.productType);
  if (!type) problems.push({ code: 'unknownProductType', value: product.productType });
  if (type === 'DIGITAL') {
    for (const [field, value] of [
      ['priceCents', product.priceCents],
      ['salePriceCents', product.salePriceCents],
    ] as const) {
      if ((field === 'priceCents' || value !== undefined) && !isValidPrice(value)) problems.push({ code: 'invalidPrice', value });
    }
    return problems;
  }
  if (pricedVariants(product).length === 0) problems.push({ code: 'noVariants' });
  (product.variants ?? []).forEach((variant, variantIndex) => {
    if (!isValidPrice(variant.price)) problems.push({ code: 'invalidPrice', variantIndex, value: variant.price });
    if (variant.salePrice !== undefined && !isValidPrice(variant.salePrice)) {
      problems.push({ code: 'invalidPrice', variantIndex, value: variant.salePrice });
    }
    if (typeof variant.qtyInStock === 'number' && variant.qtyInStock < 0) {
      problems.push({ code: 'negativeStock', variantIndex, value: variant.qtyInStock });
    }
    if (variant.sku !== undefined && !isValidSku(variant.sku)) problems.push({ code: 'skuTooLong', variantIndex, value: variant.sku });
  });
  return problems;
}
