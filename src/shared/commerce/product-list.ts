/** Where `<sq-products>` finds its products: the property or attribute, a JSON script child, or the site context's products. */
import { MAX_PRODUCTS_PER_COLLECTION } from '../constants/limits.js';
import type { WebsiteContext } from '../site/context.js';
import { siteProducts, type ProductRecord } from './product-source.js';
import { propertyOrJsonChild } from '../dom/json-child.js';
import { productLabel, productShapeProblem } from './product-shape.js';

export type ProductListSource =
  | {
      ok: true;
      products: ProductRecord[];
      storeCurrency: string | undefined;
      /** Why each entry of the wrong shape was left out ('product mug has variants that are not a list'), for one warning each. */
      leftOut: string[];
    }
  | { ok: false; reason: string };

const isObject = (value: unknown): value is ProductRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * At most MAX_PRODUCTS_PER_COLLECTION (200) products, in the order given; with no list given,
 * the website context's (`$site`) products, of `collectionId` when set. An entry of the wrong shape (the
 * server's own product shape check) is left out, and the others are kept.
 */
export function resolveProductList(products: unknown, host: Element, collectionId: string | undefined, context: WebsiteContext): ProductListSource {
  const site = siteProducts(context);
  const given = propertyOrJsonChild(products, host);
  if (!given.ok) return given;
  let input = given.value;
  input ??= site.products.filter(
    (entry) => !collectionId || (isObject(entry) && (entry as { collectionId?: unknown }).collectionId === collectionId),
  );
  if (!Array.isArray(input)) return { ok: false, reason: 'the products are not a list' };
  const shown: ProductRecord[] = [];
  const leftOut: string[] = [];
  for (const [index, entry] of (input as unknown[]).entries()) {
    if (shown.length === MAX_PRODUCTS_PER_COLLECTION) break;
    const problem = productShapeProblem(entry);
    if (problem) leftOut.push(`product ${productLabel(entry, index + 1)} ${problem}`);
    else shown.push(entry as ProductRecord);
  }
  return { ok: true, products: shown, storeCurrency: site.storeCurrency, leftOut };
}
