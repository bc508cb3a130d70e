/**
 * The cart as plain HTML forms, for browsers that run no scripts: where the product block's and the
 * cart page's forms post, their fields, and how a post's option choices name a variant. The block
 * templates draw them and the server's routes read them, from this one contract.
 */
import { t } from '../i18n/format.js';
import type { ProductRecord } from './product-source.js';
import { optionNames, findVariant, variantOptions, type SelectedOptions } from './variant-selection.js';
import type { ProductVariant } from './product.js';

/** Adds a product variant to the visitor's cart. */
export const CART_ADD_PATH = '/commerce/cart/add';

/** Where the cart's entries are: `<this>/<entry id>` sets an entry's quantity (0 removes it). */
export const CART_ENTRIES_FORM_PATH = '/commerce/cart/entries';

export const cartEntryPath = (entryId: string): string => `${CART_ENTRIES_FORM_PATH}/${encodeURIComponent(entryId)}`;

/** Removes an entry. */
export const cartRemovePath = (entryId: string): string => `${cartEntryPath(entryId)}/remove`;

/** The cart page, where the cart's posts come back to. */
export const CART_PAGE_PATH = '/cart';

/** The forms' field names. */
export const CART_FIELDS = Object.freeze({
  crumb: 'crumb',
  productId: 'productId',
  quantity: 'quantity',
  /** The page the add was posted from, to come back to. */
  returnTo: 'returnTo',
});

/** The field of the product's option at `index` (in optionNames order): its value is the option value chosen. */
export const optionField = (index: number): string => `option-${index}`;

/**
 * What a post tells the page it lands on, by query parameter: the entry added or changed (its id), the
 * product whose entry was removed (its id). The page looks each up, so it never shows text a link wrote.
 */
export const CART_NOTICE_QUERY = Object.freeze({ added: 'added', updated: 'updated', removed: 'removed' });
export type CartNoticeKind = keyof typeof CART_NOTICE_QUERY;

/** The variant a post chose, or why it names none (in the visitor's words). */
export type PostedVariant = { ok: true; variant: ProductVariant | undefined } | { ok: false; message: string };

/** What a post's fields chose for each option, as the variant selection reads it. */
export function postedOptions(product: ProductRecord, body: Readonly<Record<string, unknown>>): SelectedOptions {
  const chosen: Record<string, string | undefined> = {};
  optionNames(product).forEach((name, index) => {
    const value = body[optionField(index)];
    chosen[name] = typeof value === 'string' && value !== '' ? value : undefined;
  });
  return chosen;
}

/**
 * The variant a post's option fields name. An option left unchosen asks for it ('Select Size'), a
 * value the product does not offer says so; a product without options needs no choice (its only
 * variant, or none for a digital product, whose variant the server builds).
 */
export function postedVariant(product: ProductRecord, body: Readonly<Record<string, unknown>>): PostedVariant {
  const names = optionNames(product);
  if (!names.length) return { ok: true, variant: (product.variants ?? []).length === 1 ? product.variants?.[0] : undefined };
  const chosen = postedOptions(product, body);
  const missing = names.find((name) => chosen[name] === undefined);
  if (missing !== undefined) return { ok: false, message: t('productSelectOption', { option: missing }) };
  const offered = (name: string) => (product.variants ?? []).some((variant) => variantOptions(variant)[name] === chosen[name]);
  const unknown = names.find((name) => !offered(name));
  if (unknown !== undefined) return { ok: false, message: t('cartOptionNotOffered', { option: unknown }) };
  const variant = findVariant(product, chosen);
  return variant ? { ok: true, variant } : { ok: false, message: t('cartCombinationNotOffered') };
}
