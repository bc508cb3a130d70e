/** `$cart`: the visitor's shopping cart, shared by every element on the page and kept in step across tabs. */
import { atom, onMount } from 'nanostores';
import { del, get, post, put } from '../api/index.js';
import { normalizeCart, type ShoppingCart } from './cart.js';
import { announceCartChange, onCartChangedElsewhere } from './cart-sync.js';

export const CART_PATH = '/api/commerce/cart';
export const CART_ENTRIES_PATH = '/api/commerce/cart/entries';

/** Empty until the server's cart arrives. */
export const $cart = atom<ShoppingCart>(normalizeCart({}));

/** `loading` until the first answer; `error` when the cart could not be read. */
export const $cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

export interface AddToCartInput {
  productId: string;
  /** Left out for a digital product or a product with one variant. */
  sku?: string;
  quantity: number;
}

/** Only the answer to the latest call is kept, so a slow earlier answer never replaces a newer cart. */
let latest = 0;

async function call(send: () => Promise<unknown>, { changes }: { changes: boolean }): Promise<ShoppingCart> {
  const mine = ++latest;
  const cart = normalizeCart(await send());
  if (mine === latest) {
    $cart.set(cart);
    $cartStatus.set('ready');
  }
  if (changes) announceCartChange();
  return cart;
}

/** Reads the cart from the server. Rejects with the ApiError; callers show their own message. */
export async function loadCart(): Promise<ShoppingCart> {
  if ($cartStatus.get() !== 'ready') $cartStatus.set('loading');
  try {
    return await call(() => get(CART_PATH, { quiet: true }), { changes: false });
  } catch (error) {
    if ($cartStatus.get() === 'loading') $cartStatus.set('error');
    throw error;
  }
}

/** Adds a product variant; a refusal (sold out, over stock) rejects with the server's `{ error, reason }` as the ApiError's data. */
export function addToCart(input: AddToCartInput): Promise<ShoppingCart> {
  return call(() => post(CART_ENTRIES_PATH, { body: input, quiet: true }), { changes: true });
}

export function updateQuantity(entryId: string, quantity: number): Promise<ShoppingCart> {
  return call(() => put(`${CART_ENTRIES_PATH}/${encodeURIComponent(entryId)}`, { body: { quantity }, quiet: true }), { changes: true });
}

export function removeEntry(entryId: string): Promise<ShoppingCart> {
  return call(() => del(`${CART_ENTRIES_PATH}/${encodeURIComponent(entryId)}`, { quiet: true }), { changes: true });
}

const reload = () => {
  loadCart().catch(() => {});
};

// The cart is fetched the first time anything reads it; another tab's change reloads it here.
onMount($cart, () => {
  reload();
  return onCartChangedElsewhere(reload);
});
