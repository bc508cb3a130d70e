/** Where `<sq-products>` finds its products: the property or attribute, a JSON script child, or the site context's products. */
import { MAX_PRODUCTS_PER_COLLECTION } from '../constants/limits.js';
import { siteProducts, type ProductRecord } from './product-source.js';
import { propertyOrJsonChild } from '../dom/json-child.js';

export type ProductListSource = { ok: true; products: ProductRecord[]; storeCurrency: string | undefined; skipped: number } | { ok: false; reason: string };

const isObject = (value: unknown): value is ProductRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * At most MAX_PRODUCTS_PER_COLLECTION (§9: 200) products, in the order given; with no list given,
 * the site context's products, of `collectionId` when set. Entries that are not objects are skipped.
 */
export function resolveProductList(products: unknown, host: Element, collectionId: string | undefined): ProductListSource {
  const site = siteProducts(host.ownerDocument);
  const given = propertyOrJsonChild(products, host);
  if (!given.ok) return given;
  let input = given.value;
  input ??= site.products.filter((entry) => !collectionId || (isObject(entry) && (entry as { collectionId?: unknown }).collectionId === collectionId));
  if (!Array.isArray(input)) return { ok: false, reason: 'the products are not a list' };
  const usable = input.filter(isObject);
  return { ok: true, products: usable.slice(0, MAX_PRODUCTS_PER_COLLECTION), storeCurrency: site.storeCurrency, skipped: input.length - usable.length };
}
