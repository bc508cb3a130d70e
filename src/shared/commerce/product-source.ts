/** Where `<sq-product>` finds its product: the property or attribute, a JSON script child, or the site context by product id. */
import type { WebsiteContext } from '../site/context.js';
import type { Product } from './product.js';
import type { SubscriptionPlan } from './subscription.js';
import { propertyOrJsonChild } from '../dom/json-child.js';
import { productLabel, productShapeProblem } from './product-shape.js';
import { usableUrl } from '../url/check.js';
import { navigationTarget } from '../url/links.js';

export interface ProductImage {
  src: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** The images that pass the URL check for images (http(s) or this site): product data never loads anything else. */
export function usableImages(images: unknown): ProductImage[] {
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: unknown) => {
    const src = usableUrl((image as Partial<ProductImage> | null)?.src, 'image');
    return src === undefined ? [] : [{ ...(image as ProductImage), src }];
  });
}

/** The product's own page, when its `fullUrl` is a place the runtime may send the window. */
export const productPageUrl = (product: { fullUrl?: unknown }): string | undefined =>
  typeof product.fullUrl === 'string' ? navigationTarget(product.fullUrl) : undefined;

/** A product record as the site definition writes it (docs/guides/server.md, Site definition), with optional images. */
export interface ProductRecord extends Product {
  id?: string;
  title?: string;
  excerpt?: string;
  fullUrl?: string;
  images?: readonly ProductImage[];
  subscriptionPlan?: SubscriptionPlan;
  /** The store currency for this product; the site's store settings' currency otherwise. */
  currency?: string;
  /** The product's website; a gift card's checkout uses the site context's website id before it. */
  websiteId?: string;
}

export type ProductSource = { ok: true; product: ProductRecord; storeCurrency: string | undefined } | { ok: false; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function storeCurrencyOf(context: WebsiteContext): string | undefined {
  const storeSettings = (context.websiteSettings as { storeSettings?: unknown } | undefined)?.storeSettings;
  return isObject(storeSettings) && typeof storeSettings.currency === 'string' ? storeSettings.currency : undefined;
}

/** The website context's products (drafts already left out by the server) and store currency. */
export function siteProducts(context: WebsiteContext): { products: unknown[]; storeCurrency: string | undefined } {
  const { products } = context as { products?: unknown };
  return { products: Array.isArray(products) ? products : [], storeCurrency: storeCurrencyOf(context) };
}

/** `context` is the page's website context (`$site`): a product not given on the element is found there by id. */
export function resolveProduct(product: unknown, host: Element, productId: string | undefined, context: WebsiteContext): ProductSource {
  const site = siteProducts(context);
  const given = propertyOrJsonChild(product, host);
  if (!given.ok) return given;
  let input = given.value;
  if ((input === undefined || input === null) && productId) {
    input = site.products.find((entry) => isObject(entry) && entry.id === productId);
    if (input === undefined) return { ok: false, reason: `no product ${productId} in the site context` };
  }
  if (input === undefined || input === null) return { ok: false, reason: 'no product data' };
  if (!isObject(input)) return { ok: false, reason: 'the product data is not an object' };
  const problem = productShapeProblem(input);
  if (problem) return { ok: false, reason: `product ${productLabel(input)} ${problem}` };
  return { ok: true, product: input as unknown as ProductRecord, storeCurrency: site.storeCurrency };
}
