import {
  effectivePrice,
  isVariantSoldOut,
  pricedVariants,
  productTypeName,
  type ProductOptionValue,
  type ProductTypeName,
  type ProductVariant,
} from '../../src/shared/commerce/product.js';
import type { SiteProduct } from '../site/documents.js';

/** Why a purchase is refused, for the runtime. */
export type RefusalReason = 'unknownProduct' | 'unavailable' | 'giftCard' | 'unknownVariant' | 'soldOut' | 'tooMany' | 'insufficientStock';

/** A product variant a visitor may buy, and the price to charge. */
export interface PurchasableItem {
  product: SiteProduct;
  productType: ProductTypeName;
  sku: string;
  title: string;
  optionValues: readonly ProductOptionValue[];
  unitPriceCents: number;
  /** How many may be in one cart; undefined when unlimited. */
  stock: number | undefined;
}

/** Why an add or a quantity change is refused; `reason` is for the runtime, `error` for people. */
export class PurchaseRefusal extends Error {
  readonly reason: RefusalReason;

  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

const visible = (product: SiteProduct): boolean => product.workflowState !== 'draft';

/**
 * The product and variant a visitor may buy, looked up in the stored site definition, with the
 * price to charge; throws a PurchaseRefusal otherwise. Digital products have one variant built
 * from their own prices and no SKU of their own unless the definition gives one.
 */
export function purchasable(products: readonly SiteProduct[], { productId, sku }: { productId: string; sku?: string | undefined }): PurchasableItem {
  const product = products.find((entry) => entry.id === productId && visible(entry));
  if (!product) throw new PurchaseRefusal('unknownProduct', `No product has the id ${productId}.`);
  const productType = productTypeName(product.productType);
  if (!productType) throw new PurchaseRefusal('unavailable', 'This product cannot be bought online.');
  // A gift card has its own checkout and never goes in the cart.
  if (productType === 'GIFT_CARD') throw new PurchaseRefusal('giftCard', 'Gift cards are bought through the gift card checkout.');
  if (product.workflowState !== undefined && product.workflowState !== 'published') {
    throw new PurchaseRefusal('unavailable', 'This product is not available yet.');
  }
  const variants = pricedVariants(product);
  const variant = productType === 'DIGITAL' ? variants[0] : pickVariant(variants, sku);
  if (!variant) throw new PurchaseRefusal('unknownVariant', `The product has no variant with the SKU ${sku ?? '(none)'}.`);
  if (isVariantSoldOut(variant)) throw stockRefusal(0);
  return {
    product,
    productType,
    sku: variant.sku ?? product.sku ?? '',
    title: typeof product.title === 'string' ? product.title : '',
    optionValues: Array.isArray(variant.optionValues) ? variant.optionValues : [],
    unitPriceCents: effectivePrice(variant),
    /** How many may be in one cart; undefined when unlimited. */
    stock: variant.unlimited ? undefined : Math.max(0, variant.qtyInStock ?? 0),
  };
}

/** The variant with this SKU; a product with a single variant needs no SKU. */
function pickVariant(variants: readonly ProductVariant[], sku: string | undefined): ProductVariant | undefined {
  if (sku === undefined || sku === '') return variants.length === 1 ? variants[0] : undefined;
  return variants.find((variant) => variant.sku === sku);
}

/** Refuses a quantity above the variant's stock. */
export function assertInStock(item: PurchasableItem, quantity: number): void {
  if (item.stock !== undefined && quantity > item.stock) throw stockRefusal(item.stock);
}

/** Why a variant with `stock` left cannot be had in the quantity asked for: sold out, or only so many left. */
export function stockRefusal(stock: number): PurchaseRefusal {
  if (stock <= 0) return new PurchaseRefusal('soldOut', 'This product is sold out.');
  return new PurchaseRefusal('insufficientStock', `Only ${stock} of this item ${stock === 1 ? 'is' : 'are'} in stock.`);
}
