/**
 * The visitor's cart as the site's pages show it: the header's count, the cart page's lines, and
 * what the visitor's last post to the cart did. The cart is the one of the cart cookie, the same the
 * runtime's `$cart` reads through the API, so a visitor has one cart with or without scripts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import type { BlockCartNotice, BlockContext } from '../../src/shared/blocks/types.js';
import { CART_NOTICE_QUERY, type CartNoticeKind } from '../../src/shared/commerce/cart-forms.js';
import { t } from '../../src/shared/i18n/format.js';
import { siteDocuments, storeSite, type StoreSite } from '../site/context.js';
import { findCart, readEntries } from '../store/carts.js';
import { cartAnswer, type CartAnswer, type EntryAnswer } from './cart-answer.js';
import { CART_COOKIE } from './cart-cookie.js';

/** What a page showing the visitor's cart may be kept as: by nobody, the browser included, so Back shows the cart as it is. */
export const CART_CACHE_CONTROL = 'private, no-store';

const stores = new WeakMap<object, () => Promise<StoreSite>>();
const storeOf = (app: App): (() => Promise<StoreSite>) => {
  let store = stores.get(app.server);
  if (!store) stores.set(app.server, (store = storeSite(siteDocuments(app.db))));
  return store;
};

/** A page showing the visitor's cart is theirs alone; a route's own no-store already keeps it from every cache. */
function keepPrivate(reply: FastifyReply): void {
  if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', CART_CACHE_CONTROL);
}

const read = new WeakMap<FastifyRequest, Promise<CartAnswer>>();

/** The cart of the request's cookie (empty, with no id, when it has none), read once per request. */
export function visitorCart(app: App, request: FastifyRequest): Promise<CartAnswer> {
  let answer = read.get(request);
  if (!answer) {
    answer = (async () => {
      const { websiteId, currency } = await storeOf(app)();
      const cart = await findCart(app.db, request.cookies?.[CART_COOKIE]);
      return cartAnswer({ cart, entries: cart ? await readEntries(app.db, cart.id) : [], websiteId, currency });
    })();
    read.set(request, answer);
  }
  return answer;
}

/** Forgets the cart read for this request, after the request changed it. */
export const forgetVisitorCart = (request: FastifyRequest): boolean => read.delete(request);

/**
 * The count for the header's cart link. A visitor with a cart sees their own count, so that page is
 * theirs alone; one without sees the same page as everyone (an empty cart).
 */
export async function headerCartCount(app: App, request: FastifyRequest, reply: FastifyReply): Promise<number> {
  const cart = await visitorCart(app, request);
  if (cart.id) keepPrivate(reply);
  return cart.totalQuantity;
}

/** An entry as the notices name it: 'Tide mug (300 ml)'. */
export const entryName = (entry: Pick<EntryAnswer, 'title' | 'optionValues'>): string => {
  const options = entry.optionValues.map((option) => option.value).filter(Boolean);
  return options.length ? `${entry.title} (${options.join(', ')})` : entry.title;
};

const NOTICE_TEXT = { added: 'cartAddedNotice', updated: 'cartUpdatedNotice', removed: 'cartRemovedNotice' } as const;

/**
 * The confirmation a post's redirect asks for (`?added=<entry id>`, `?updated=<entry id>`,
 * `?removed=<product id>`), looked up in the visitor's cart and the site's products: a link
 * naming nothing of theirs shows nothing.
 */
async function noticeOf(app: App, request: FastifyRequest): Promise<BlockCartNotice | undefined> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const kind = (Object.keys(CART_NOTICE_QUERY) as CartNoticeKind[]).find((name) => typeof query[CART_NOTICE_QUERY[name]] === 'string');
  if (!kind) return undefined;
  const id = query[CART_NOTICE_QUERY[kind]] as string;
  const text = (item: string) => t(NOTICE_TEXT[kind], { item });
  if (kind === 'removed') {
    const product = (await storeOf(app)()).products.find((entry) => entry.id === id);
    return typeof product?.title === 'string' ? { text: text(product.title) } : undefined;
  }
  const entry = (await visitorCart(app, request)).entries.find((line) => line.id === id);
  if (!entry) return undefined;
  return kind === 'added' ? { text: text(entryName(entry)), productId: entry.productId } : { text: text(entryName(entry)), entryId: entry.id };
}

/** What a page's blocks know of the visitor's cart: its lines (for the cart page) and the last post's confirmation. */
export async function cartContext(app: App, request: FastifyRequest, reply: FastifyReply): Promise<Pick<BlockContext, 'cart' | 'cartNotice'>> {
  const cart = await visitorCart(app, request);
  if (cart.id) keepPrivate(reply);
  const notice = await noticeOf(app, request);
  return { cart, ...(notice && { cartNotice: notice }) };
}
