import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { cartAnswer, type CartAnswer } from '../commerce/cart-answer.js';
import { addBody, cartAnswers, entryParams, MAX_QUANTITY, quantityBody } from '../commerce/cart-schemas.js';
import { assertInStock, purchasable, PurchaseRefusal } from '../commerce/purchase.js';
import { httpError } from '../http/errors.js';
import { siteDocuments, storeSite, type StoreSite } from '../site/context.js';
import type { Db } from '../db/schema.js';
import {
  addToEntry,
  CartPurchased,
  createCart,
  deleteEntry,
  findCart,
  findEntry,
  readEntries,
  updateEntry,
  type Cart,
  type CartEntry,
} from '../store/carts.js';

/** The visitor's cart token; HttpOnly, so page scripts never see it. */
export const CART_COOKIE = 'sq_cart';
/** A cart outlives the browser session, as a visitor expects to come back to it. */
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: CART_COOKIE_MAX_AGE_S } as const;

/**
 * The shopping cart (§3; the spec shows no cart API, so this is the simplest one): read it, add a
 * product variant, change an entry's quantity, remove an entry. Every answer is the whole cart.
 * Prices and stock come from the stored site definition, never from the client.
 */
export default async function commerceCart(app: App): Promise<void> {
  const site = storeSite(siteDocuments(app.db));

  /** `store` is read before any transaction starts: reading the site inside one would wait on the connection it holds (SQLite). */
  async function answer(db: Db, cart: Cart | undefined, store?: StoreSite): Promise<CartAnswer> {
    const { websiteId, currency } = store ?? (await site());
    return cartAnswer({ cart, entries: cart ? await readEntries(db, cart.id) : [], websiteId, currency });
  }

  /**
   * Runs a change; a refused purchase answers 400 `{ error, reason }`, a cart bought while the change
   * ran 409 `{ error }`, and either changes nothing.
   */
  async function refusing<T>(reply: FastifyReply, change: () => Promise<T>): Promise<T | FastifyReply> {
    try {
      return await change();
    } catch (error) {
      if (error instanceof CartPurchased) return reply.code(409).send({ error: error.message });
      if (!(error instanceof PurchaseRefusal)) throw error;
      return reply.code(400).send({ error: error.message, reason: error.reason });
    }
  }

  app.get('/api/commerce/cart', { schema: { response: cartAnswers } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(app.db, await findCart(app.db, request.cookies[CART_COOKIE]));
  });

  app.post('/api/commerce/cart/entries', { schema: { body: addBody, response: cartAnswers } }, async (request, reply) =>
    refusing(reply, async () => {
      const store = await site();
      const { products, websiteId, currency } = store;
      const item = purchasable(products, request.body);
      const { quantity } = request.body;
      const result = await app.db.transaction().execute(async (trx) => {
        let token: string | undefined;
        let cart = await findCart(trx, request.cookies[CART_COOKIE]);
        if (!cart) ({ token, cart } = await createCart(trx, { websiteId, currency }));
        // Checked on the total after the add; a refusal rolls the add back.
        const total = Number((await addToEntry(trx, cart.id, item, quantity)).quantity);
        if (total > MAX_QUANTITY) throw new PurchaseRefusal('tooMany', `At most ${MAX_QUANTITY} of one item fit in a cart.`);
        assertInStock(item, total);
        return { token, cart: await answer(trx, cart, store) };
      });
      if (result.token) reply.setCookie(CART_COOKIE, result.token, cookieOptions);
      return result.cart;
    }),
  );

  app.put(
    '/api/commerce/cart/entries/:entryId',
    { schema: { params: entryParams, body: quantityBody, response: cartAnswers } },
    async (request, reply) =>
      refusing(reply, async () => {
        const store = await site();
        const { products } = store;
        return app.db.transaction().execute(async (trx) => {
          const { cart, entry } = await cartEntry(trx, request);
          const item = purchasable(products, { productId: entry.product_id, sku: entry.sku });
          assertInStock(item, request.body.quantity);
          await updateEntry(trx, cart.id, entry.id, { quantity: request.body.quantity, unitPriceCents: item.unitPriceCents });
          return answer(trx, cart, store);
        });
      }),
  );

  app.delete('/api/commerce/cart/entries/:entryId', { schema: { params: entryParams, response: cartAnswers } }, async (request, reply) =>
    refusing(reply, async () => {
      const store = await site();
      return app.db.transaction().execute(async (trx) => {
        const { cart, entry } = await cartEntry(trx, request);
        await deleteEntry(trx, cart.id, entry.id);
        return answer(trx, cart, store);
      });
    }),
  );

  /** The visitor's own cart and its entry named in the path; another cart's entry is not found. */
  async function cartEntry(db: Db, request: FastifyRequest<{ Params: { entryId: string } }>): Promise<{ cart: Cart; entry: CartEntry }> {
    const { entryId } = request.params;
    const cart = await findCart(db, request.cookies[CART_COOKIE]);
    const entry = cart && (await findEntry(db, cart.id, entryId));
    if (!cart || !entry) throw httpError(404, `No cart entry has the id ${entryId}.`);
    return { cart, entry };
  }
}
