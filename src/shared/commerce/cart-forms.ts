/**
 * The cart as plain HTML forms, for browsers that run no scripts: where the product block's and the
 * cart page's forms post and their fields. The block templates draw them and the server's routes
 * read them (server/commerce/posted-variant.ts), from this one contract.
 */
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
