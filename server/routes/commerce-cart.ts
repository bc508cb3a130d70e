import type { FastifyReply, FastifyRequest } from 'fastify';
import { html } from 'lit-html';
import type { App } from '../app.js';
import { layoutTemplates, type Block } from '../../src/shared/blocks/index.js';
import type { BlockCartNotice } from '../../src/shared/blocks/types.js';
import { CART_ADD_PATH, CART_ENTRIES_FORM_PATH, CART_FIELDS, CART_NOTICE_QUERY, CART_PAGE_PATH } from '../../src/shared/commerce/cart-forms.js';
import { postedVariant } from '../commerce/posted-variant.js';
import { parseQuantity } from '../../src/shared/commerce/quantity.js';
import { PageType } from '../../src/shared/constants/enums.js';
import { t } from '../../src/shared/i18n/format.js';
import { cartAnswer, type CartAnswer } from '../commerce/cart-answer.js';
import { CART_COOKIE, CART_COOKIE_OPTIONS } from '../commerce/cart-cookie.js';
import { addBody, cartAnswers, entryParams, MAX_QUANTITY, quantityBody } from '../commerce/cart-schemas.js';
import { assertInStock, purchasable, PurchaseRefusal } from '../commerce/purchase.js';
import { forgetVisitorCart, visitorCart } from '../commerce/visitor-cart.js';
import { crumbRefused } from '../http/crumb.js';
import { httpError } from '../http/errors.js';
import { returnPath } from '../render/access-page.js';
import { blockContext, productMain } from '../render/site-content.js';
import { navigationPath } from '../render/site-layout.js';
import { siteDocuments, storeSite, type StoreSite } from '../site/context.js';
import type { SiteDocuments } from '../site/documents.js';
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
import { sitePages } from './site-pages.js';

export { CART_COOKIE, CART_COOKIE_MAX_AGE_S } from '../commerce/cart-cookie.js';

/** A form post's fields, as text (anything else counts as absent). */
type Posted = Readonly<Record<string, string>>;
const postedFields = (body: unknown): Posted =>
  typeof body === 'object' && body !== null
    ? Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** Cart entry ids are UUIDs: anything else names no entry. */
const ENTRY_ID = /^[0-9a-f-]{36}$/i;

/**
 * The shopping cart, through the simplest API that serves it: read it, add a
 * product variant, change an entry's quantity, remove an entry. Every answer is the whole cart.
 * Prices and stock come from the stored site definition, never from the client.
 *
 * The same changes as plain form posts, for browsers that run no scripts (the product block's and
 * the cart page's forms, src/shared/blocks/cart-forms.ts): each needs the page's crumb and answers a
 * 303 to the page that says what it did, or a page in the site's layout saying why it was refused
 * (4xx), the form there again. Both change the cart of the same cookie.
 */
export default async function commerceCart(app: App): Promise<void> {
  const site = storeSite(siteDocuments(app.db));
  const documents = siteDocuments(app.db);
  const pages = sitePages(app);

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

  /** Adds `quantity` of a variant to the visitor's cart (a new cart when they have none); throws a PurchaseRefusal or CartPurchased. */
  async function add(request: FastifyRequest, reply: FastifyReply, wanted: { productId: string; sku?: string | undefined; quantity: number }) {
    const store = await site();
    const { websiteId, currency } = store;
    const item = purchasable(store.products, wanted);
    const result = await app.db.transaction().execute(async (trx) => {
      let token: string | undefined;
      let cart = await findCart(trx, request.cookies[CART_COOKIE]);
      if (!cart) ({ token, cart } = await createCart(trx, { websiteId, currency }));
      // Checked on the total after the add; a refusal rolls the add back.
      const entry = await addToEntry(trx, cart.id, item, wanted.quantity);
      const total = Number(entry.quantity);
      if (total > MAX_QUANTITY) throw new PurchaseRefusal('tooMany', `At most ${MAX_QUANTITY} of one item fit in a cart.`);
      assertInStock(item, total);
      return { token, entryId: entry.id, cart: await answer(trx, cart, store) };
    });
    if (result.token) reply.setCookie(CART_COOKIE, result.token, CART_COOKIE_OPTIONS);
    return result;
  }

  /** Sets an entry of the visitor's cart to `quantity`, at the price the definition asks now; throws a PurchaseRefusal or CartPurchased. */
  async function setQuantity(request: FastifyRequest, entryId: string, quantity: number): Promise<CartAnswer> {
    const store = await site();
    return app.db.transaction().execute(async (trx) => {
      const { cart, entry } = await cartEntry(trx, request, entryId);
      const item = purchasable(store.products, { productId: entry.product_id, sku: entry.sku });
      assertInStock(item, quantity);
      await updateEntry(trx, cart.id, entry.id, { quantity, unitPriceCents: item.unitPriceCents });
      return answer(trx, cart, store);
    });
  }

  /** Removes an entry of the visitor's cart; throws CartPurchased when its order was placed meanwhile. */
  async function remove(request: FastifyRequest, entryId: string): Promise<{ cart: CartAnswer; productId: string }> {
    const store = await site();
    return app.db.transaction().execute(async (trx) => {
      const { cart, entry } = await cartEntry(trx, request, entryId);
      await deleteEntry(trx, cart.id, entry.id);
      return { cart: await answer(trx, cart, store), productId: entry.product_id };
    });
  }

  app.get('/api/commerce/cart', { schema: { response: cartAnswers } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(app.db, await findCart(app.db, request.cookies[CART_COOKIE]));
  });

  app.post('/api/commerce/cart/entries', { schema: { body: addBody, response: cartAnswers } }, async (request, reply) =>
    refusing(reply, async () => (await add(request, reply, request.body)).cart),
  );

  app.put(
    '/api/commerce/cart/entries/:entryId',
    { schema: { params: entryParams, body: quantityBody, response: cartAnswers } },
    async (request, reply) => refusing(reply, () => setQuantity(request, request.params.entryId, request.body.quantity)),
  );

  app.delete('/api/commerce/cart/entries/:entryId', { schema: { params: entryParams, response: cartAnswers } }, async (request, reply) =>
    refusing(reply, async () => (await remove(request, request.params.entryId)).cart),
  );

  /** The visitor's own cart and its entry `entryId`; another cart's entry is not found. */
  async function cartEntry(db: Db, request: FastifyRequest, entryId: string): Promise<{ cart: Cart; entry: CartEntry }> {
    const cart = await findCart(db, request.cookies[CART_COOKIE]);
    const entry = cart && (await findEntry(db, cart.id, entryId));
    if (!cart || !entry) throw httpError(404, `No cart entry has the id ${entryId}.`);
    return { cart, entry };
  }

  // The plain forms' posts. Their answers are pages, never JSON, so they check their own fields.

  /** A page of its own saying what went wrong, for a post with no form to show again. */
  const messagePage = (request: FastifyRequest, reply: FastifyReply, status: number, message: string, back: { href: string; text: string }) =>
    pages.answer(request, reply, status, PageType.PAGE, {
      title: message,
      path: back.href,
      width: 'narrow',
      noindex: true,
      main: html`<div class="block block-text">
        <h1>${message}</h1>
        <p><a class="button" href=${back.href}>${back.text}</a></p>
      </div>`,
    });

  /** A refused add: the product's own page, its form holding what was posted, the reason above it. */
  async function refuseAdd(request: FastifyRequest, reply: FastifyReply, status: number, docs: SiteDocuments, productId: string, text: string) {
    const product = (docs.products ?? []).find((entry) => entry.id === productId);
    const path = typeof product?.fullUrl === 'string' ? navigationPath(product.fullUrl) : CART_PAGE_PATH;
    const cartNotice: BlockCartNotice = { text, failed: true, productId, values: postedFields(request.body) };
    return pages.answer(request, reply, status, PageType.CONTENT_ITEM, {
      title: `${t('formErrorPrefix')} ${String(product?.title ?? '')}`,
      path,
      noindex: true,
      main: productMain(productId, docs, path, { crumb: app.issueCrumb(request, reply), cartNotice }),
    });
  }

  /** The site's cart page (its first page with a cart-page block), else the block on a page of its own. */
  function cartPage(docs: SiteDocuments) {
    const page = (docs.pages ?? []).find((entry) => entry.layout.some((block) => block.type === 'cart-page'));
    const layout: Block[] = page?.layout ?? [{ type: 'cart-page', id: 'cart-page' }];
    return { page, layout, path: page ? navigationPath(page.path) : CART_PAGE_PATH };
  }

  /** The cart page, with the visitor's cart as it is and why their change was refused. */
  async function refuseChange(request: FastifyRequest, reply: FastifyReply, status: number, notice: BlockCartNotice) {
    const docs = await documents();
    const { page, layout, path } = cartPage(docs);
    forgetVisitorCart(request);
    const cart = await visitorCart(app, request);
    return pages.answer(request, reply, status, page?.pageType ?? PageType.PAGE, {
      title: `${t('formErrorPrefix')} ${page?.title ?? t('shoppingCart')}`,
      path,
      width: page?.width ?? 'narrow',
      noindex: true,
      main: layoutTemplates(layout, {
        ...blockContext(docs, path),
        crumb: app.issueCrumb(request, reply),
        cart,
        cartNotice: { ...notice, failed: true },
      }),
    });
  }

  /** Back to the cart page, saying what changed. */
  const toCart = (reply: FastifyReply, docs: SiteDocuments, kind: 'updated' | 'removed', id: string) =>
    reply.redirect(`${cartPage(docs).path}?${new URLSearchParams({ [CART_NOTICE_QUERY[kind]]: id }).toString()}`, 303);

  /** The reason a refused change gives the visitor; anything else is not a refusal and is thrown on. */
  const refusalText = (error: unknown, failure?: string): string => {
    if (error instanceof CartPurchased) return error.message;
    if (error instanceof PurchaseRefusal) return failure ? t('cartChangeRefused', { failure, reason: error.message }) : error.message;
    throw error;
  };

  app.post(CART_ADD_PATH, { config: { answersCrumbFailure: true } }, async (request, reply) => {
    const posted = postedFields(request.body);
    const docs = await documents();
    const productId = posted[CART_FIELDS.productId] ?? '';
    // The products a page may show: visible, and of the runtime's shape (the definition's check).
    const product = blockContext(docs, '').products.find((entry) => entry.id === productId);
    const shop = { href: '/', text: 'Back to the home page' };
    if (crumbRefused(request)) {
      return product
        ? refuseAdd(request, reply, 403, docs, productId, t('cartCrumbRefused'))
        : messagePage(request, reply, 403, t('cartCrumbRefused'), shop);
    }
    if (!product) return messagePage(request, reply, 404, t('cartProductNotFound'), shop);
    const chosen = postedVariant(product, posted);
    if (!chosen.ok) return refuseAdd(request, reply, 400, docs, productId, chosen.message);
    const quantity = parseQuantity(posted[CART_FIELDS.quantity] ?? '');
    if (quantity === undefined) return refuseAdd(request, reply, 400, docs, productId, t('productQuantityInvalid', { max: MAX_QUANTITY }));
    try {
      const { entryId } = await add(request, reply, { productId, sku: chosen.variant?.sku, quantity });
      const back = returnPath(posted[CART_FIELDS.returnTo] ?? (typeof product.fullUrl === 'string' ? product.fullUrl : '/'));
      return reply.redirect(`${back}?${new URLSearchParams({ [CART_NOTICE_QUERY.added]: entryId }).toString()}`, 303);
    } catch (error) {
      return refuseAdd(request, reply, error instanceof CartPurchased ? 409 : 400, docs, productId, refusalText(error));
    }
  });

  /** An entry's id from the path, if it can name one. */
  const entryIdOf = (request: FastifyRequest): string | undefined => {
    const { entryId } = request.params as { entryId?: unknown };
    return typeof entryId === 'string' && ENTRY_ID.test(entryId) ? entryId : undefined;
  };

  /** Whether the visitor's cart holds the entry. */
  const holds = async (request: FastifyRequest, entryId: string | undefined): Promise<boolean> =>
    entryId !== undefined && (await visitorCart(app, request)).entries.some((entry) => entry.id === entryId);

  app.post(`${CART_ENTRIES_FORM_PATH}/:entryId`, { config: { answersCrumbFailure: true } }, async (request, reply) => {
    const entryId = entryIdOf(request);
    const posted = postedFields(request.body);
    const notice = { entryId, values: posted };
    if (crumbRefused(request)) return refuseChange(request, reply, 403, { ...notice, text: t('cartCrumbRefused') });
    if (entryId === undefined || !(await holds(request, entryId))) return refuseChange(request, reply, 404, { text: t('cartEntryGone') });
    const quantity = parseQuantity(posted[CART_FIELDS.quantity] ?? '', { allowZero: true });
    if (quantity === undefined) return refuseChange(request, reply, 400, { ...notice, text: t('cartQuantityInvalid', { max: MAX_QUANTITY }) });
    const docs = await documents();
    try {
      if (quantity === 0) return toCart(reply, docs, 'removed', (await remove(request, entryId)).productId);
      await setQuantity(request, entryId, quantity);
      return toCart(reply, docs, 'updated', entryId);
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode === 404) return refuseChange(request, reply, 404, { text: t('cartEntryGone') });
      const text = refusalText(error, t('unableToUpdateQuantity'));
      return refuseChange(request, reply, error instanceof CartPurchased ? 409 : 400, { ...notice, text });
    }
  });

  app.post(`${CART_ENTRIES_FORM_PATH}/:entryId/remove`, { config: { answersCrumbFailure: true } }, async (request, reply) => {
    const entryId = entryIdOf(request);
    if (crumbRefused(request)) return refuseChange(request, reply, 403, { text: t('cartCrumbRefused') });
    if (entryId === undefined || !(await holds(request, entryId))) return refuseChange(request, reply, 404, { text: t('cartEntryGone') });
    try {
      return toCart(reply, await documents(), 'removed', (await remove(request, entryId)).productId);
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode === 404) return refuseChange(request, reply, 404, { text: t('cartEntryGone') });
      return refuseChange(request, reply, 409, { text: refusalText(error, t('unableToRemoveItem')) });
    }
  });
}
