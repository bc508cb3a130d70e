import { pricedVariants, productTypeName, type ProductVariant } from '../../src/shared/commerce/product.js';
import type { Db } from '../db/schema.js';
import type { SiteDocuments, SiteProduct } from '../site/documents.js';

/**
 * The rule: the stock of every limited variant of a physical or service product lives in
 * `product_stock`, and every page, list, product JSON and cart check reads it from there (through
 * withStock). The site definition's qtyInStock seeds it; each order placed takes its quantities
 * in the transaction that stores the order, and never below 0. A start with an unchanged
 * definition keeps what orders left; a changed qtyInStock sets that variant's stock anew; the
 * demo reset empties the table and seeds it again. Unlimited variants, digital products and gift
 * cards have no row and stay unlimited.
 */
export interface StockRow {
  product_id: string;
  sku: string;
  qty: number;
}

/** The SKU a cart entry holds for the variant (see purchasable): the variant's own, else the product's, else ''. */
const skuOf = (product: SiteProduct, variant: ProductVariant): string => variant.sku ?? product.sku ?? '';

const stocked = (product: SiteProduct): boolean => {
  const type = productTypeName(product.productType);
  return type === 'PHYSICAL' || type === 'SERVICE';
};

/** The limited variants of `product` by the SKU a cart holds; of two variants with one SKU, the first (the one a cart gets). */
function limitedVariants(product: SiteProduct): Map<string, ProductVariant> {
  const variants = new Map<string, ProductVariant>();
  if (!stocked(product)) return variants;
  for (const variant of pricedVariants(product)) {
    const sku = skuOf(product, variant);
    if (!variants.has(sku)) variants.set(sku, variant);
  }
  for (const [sku, variant] of variants) if (variant.unlimited) variants.delete(sku);
  return variants;
}

/** The definition's stock of a variant as a row holds it: a whole number, never below 0. */
const definedQty = (variant: ProductVariant): number => Math.max(0, Math.floor(Number(variant.qtyInStock) || 0));

const key = (productId: string, sku: string): string => `${productId}\n${sku}`;

/**
 * Seeds the stock from the definition's products, in one transaction: a row for each limited
 * variant that has none, the definition's value for a variant whose qtyInStock changed since its
 * row was set, and no row for a variant that is gone or unlimited now. Resolves with whether
 * anything changed.
 */
export async function seedStock(db: Db, products: readonly SiteProduct[]): Promise<boolean> {
  const wanted = new Map<string, { product_id: string; sku: string; defined_qty: number }>();
  for (const product of products) {
    for (const [sku, variant] of limitedVariants(product)) {
      wanted.set(key(product.id, sku), { product_id: product.id, sku, defined_qty: definedQty(variant) });
    }
  }
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('product_stock').select(['product_id', 'sku', 'defined_qty']).execute();
    const stored = new Map(rows.map((row) => [key(row.product_id, row.sku), row]));
    const now = new Date().toISOString();
    let changed = false;
    for (const row of rows) {
      if (wanted.has(key(row.product_id, row.sku))) continue;
      await trx.deleteFrom('product_stock').where('product_id', '=', row.product_id).where('sku', '=', row.sku).execute();
      changed = true;
    }
    for (const [id, want] of wanted) {
      const row = stored.get(id);
      if (row && Number(row.defined_qty) === want.defined_qty) continue;
      const values = { qty: want.defined_qty, defined_qty: want.defined_qty, updated_at: now };
      // Another process starting at the same time may seed the same row: the one value both write.
      await trx
        .insertInto('product_stock')
        .values({ product_id: want.product_id, sku: want.sku, ...values })
        .onConflict((conflict) => conflict.columns(['product_id', 'sku']).doUpdateSet(values))
        .execute();
      changed = true;
    }
    return changed;
  });
}

export function readStock(db: Db): Promise<StockRow[]> {
  return db.selectFrom('product_stock').select(['product_id', 'sku', 'qty']).orderBy('product_id').orderBy('sku').execute();
}

/** The documents with each limited variant's qtyInStock the stored stock; a variant without a row keeps the definition's. */
export function withStock(documents: SiteDocuments, rows: readonly StockRow[]): SiteDocuments {
  if (!rows.length || !documents.products) return documents;
  const qty = new Map(rows.map((row) => [key(row.product_id, row.sku), Number(row.qty)]));
  return {
    ...documents,
    products: documents.products.map((product) => {
      const limited = limitedVariants(product);
      if (!limited.size || !product.variants) return product;
      const held = new Set([...limited].filter(([sku]) => qty.has(key(product.id, sku))).map(([, variant]) => variant));
      if (!held.size) return product;
      const variants = product.variants.map((variant) =>
        held.has(variant) ? { ...variant, qtyInStock: qty.get(key(product.id, skuOf(product, variant))) } : variant,
      );
      return { ...product, variants };
    }),
  };
}

/** A quantity of one variant an order takes. */
export interface StockTaken {
  productId: string;
  sku: string;
  quantity: number;
}

/** What an order asked of a variant that has less in stock. */
export interface StockShortfall {
  productId: string;
  sku: string;
  /** What is left in stock. */
  available: number;
}

/**
 * Takes `taken` from the stock inside the caller's transaction, each variant with one conditional
 * update that only succeeds while enough is left, so two orders racing for the last item cannot
 * both get it, on SQLite and PostgreSQL alike. Variants are taken in one fixed order, so two
 * orders never wait on each other's rows. A variant with no row is unlimited. Resolves with the
 * first variant that has too little, or undefined when all were taken; the caller rolls back then.
 */
export async function takeStock(trx: Db, taken: readonly StockTaken[], now: Date): Promise<StockShortfall | undefined> {
  const totals = new Map<string, StockTaken>();
  for (const entry of taken) {
    const id = key(entry.productId, entry.sku);
    const total = totals.get(id);
    totals.set(id, { ...entry, quantity: (total?.quantity ?? 0) + entry.quantity });
  }
  const ordered = [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
  for (const { productId, sku, quantity } of ordered) {
    if (quantity <= 0) continue;
    const result = await trx
      .updateTable('product_stock')
      .set((eb) => ({ qty: eb('qty', '-', quantity), updated_at: now.toISOString() }))
      .where('product_id', '=', productId)
      .where('sku', '=', sku)
      .where('qty', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) continue;
    const row = await trx.selectFrom('product_stock').select('qty').where('product_id', '=', productId).where('sku', '=', sku).executeTakeFirst();
    if (row) return { productId, sku, available: Number(row.qty) };
  }
  return undefined;
}
