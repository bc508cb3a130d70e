/** Gift cards are bought through the gift card checkout, never the cart. */
import { giftCardCheckoutUrl } from './checkout.js';
import { productTypeName, type Product, type ProductVariant } from './product.js';
import { unselectedOption, type SelectedOptions } from './variant-selection.js';

export function isGiftCard(product: Pick<Product, 'productType'>): boolean {
  return productTypeName(product.productType) === 'GIFT_CARD';
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The website whose gift card checkout sells the card: the page's site, else the product's own; undefined when neither is known. */
export function giftCardWebsiteId(siteWebsiteId: unknown, productWebsiteId: unknown): string | undefined {
  if (isId(siteWebsiteId)) return siteWebsiteId;
  return isId(productWebsiteId) ? productWebsiteId : undefined;
}

export interface GiftCardPurchase {
  product: Product & { id?: unknown };
  /** From `giftCardWebsiteId`. */
  websiteId: string | undefined;
  /** The chosen variant (or the only one); undefined while the options are not all chosen. */
  variant: ProductVariant | undefined;
  selected: SelectedOptions;
}

export type GiftCardStep =
  /** Go to the gift card checkout at `url`. */
  | { type: 'checkout'; url: string }
  /** Ask for this option first ('Select Amount'). */
  | { type: 'selectOption'; option: string }
  /** No website or product id: the card cannot be bought here. */
  | { type: 'unavailable' };

/** What buying a gift card does: go to its checkout with the chosen variant's SKU, or say what is missing. */
export function giftCardStep({ product, websiteId, variant, selected }: GiftCardPurchase): GiftCardStep {
  if (websiteId === undefined || !isId(product.id)) return { type: 'unavailable' };
  if (!variant) return { type: 'selectOption', option: unselectedOption(product, selected) };
  return { type: 'checkout', url: giftCardCheckoutUrl({ websiteId, giftCardProductId: product.id, sku: variant.sku }) };
}
