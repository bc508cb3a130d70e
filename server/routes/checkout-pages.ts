import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { html, type TemplateResult } from 'lit-html';
import type { App, RouteOptions } from '../app.js';
import {
  checkoutBlockReason,
  CHECKOUT_PATH,
  DONATE_CHECKOUT_PATH,
  GIFT_CARD_CHECKOUT_PATH,
  SUBSCRIBE_CHECKOUT_PATH,
} from '../../src/shared/commerce/checkout.js';
import { PageType } from '../../src/shared/constants/enums.js';
import { t } from '../../src/shared/i18n/format.js';
import { cartAnswer, type CartAnswer } from '../commerce/cart-answer.js';
import {
  checkoutFields,
  orderDetails,
  readCheckoutValues,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutValues,
} from '../commerce/checkout-fields.js';
import { assertInStock, purchasable, PurchaseRefusal, stockRefusal } from '../commerce/purchase.js';
import { addressOf, rateLimited, visitorOf } from '../http/rate-limits.js';
import {
  checkoutBlockedMain,
  checkoutMain,
  checkoutProblemMain,
  checkoutSummaryMain,
  formatMoney,
  labelledRows,
  orderConfirmedMain,
  orderStatusMain,
  summaryTable,
  type OrderView,
  type Summary,
} from '../render/checkout-page.js';
import { isVisible, siteDocuments, storeSite, type StoreSite } from '../site/context.js';
import { findCart, readEntries, type Cart } from '../store/carts.js';
import { findOrder, placeOrder, readOrderEntries, type Order } from '../store/orders.js';
import { CART_COOKIE } from './commerce-cart.js';
import { sitePages } from './site-pages.js';

/** Ids and tokens in a checkout URL: letters, digits, '-' and '_' only, of a sane length. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** An order's status-link token: 32 random bytes in base64url. */
const ORDER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The language of the checkout's messages: the server's own. */
const LOCALE = 'en-US';
/** Where an order's pages live: its status at the token, the confirmation below it. */
export const ORDERS_PATH = '/commerce/orders';

export const orderStatusPath = (token: string): string => `${ORDERS_PATH}/${token}`;
export const orderConfirmedPath = (token: string): string => `${ORDERS_PATH}/${token}/confirmed`;

/** Far above any field's own limit (the page says so): only a hostile body meets it. */
const posted = Type.Optional(Type.String({ maxLength: 10_000 }));
const checkoutBody = Type.Object(
  {
    crumb: posted,
    email: posted,
    name: posted,
    address1: posted,
    address2: posted,
    city: posted,
    region: posted,
    postalCode: posted,
    country: posted,
  },
  { additionalProperties: false },
);

/** The visitor's open cart, its answer with the totals, and the store's settings. */
interface CheckoutState {
  store: StoreSite;
  cart: Cart | undefined;
  answer: CartAnswer;
}

const summaryOf = (answer: CartAnswer): Summary => ({
  lines: answer.entries.map((entry) => ({
    title: entry.title,
    options: entry.optionValues,
    quantity: entry.quantity,
    totalCents: entry.unitPriceCents * entry.quantity,
  })),
  subtotalCents: answer.subtotalCents,
  currency: answer.subtotalAmount.currency,
});

function orderView(order: Order, entries: Awaited<ReturnType<typeof readOrderEntries>>): OrderView {
  return {
    name: order.name,
    email: order.email,
    createdAt: order.created_at,
    shipping: order.shipping_address ? (JSON.parse(order.shipping_address) as Record<string, string>) : null,
    summary: {
      lines: entries.map((entry) => ({
        title: entry.title,
        options: JSON.parse(entry.option_values) as { optionName?: string; value: string }[],
        quantity: Number(entry.quantity),
        totalCents: Number(entry.line_total_cents),
      })),
      subtotalCents: Number(order.subtotal_cents),
      grandTotalCents: Number(order.grand_total_cents),
      currency: order.currency,
    },
  };
}

/**
 * Checkout in test mode, in the site's layout: the checkout page (cart summary, contact and
 * shipping form, 'Place test order'), placing the order, the order-confirmed and order-status pages,
 * and the gift card, donation and subscription checkout summaries. No payment is taken. Every page
 * is `no-store`; a bad request answers a 4xx page saying why.
 */
export default async function checkoutPages(app: App, { rateLimit }: RouteOptions): Promise<void> {
  const site = storeSite(siteDocuments(app.db));
  const pages = sitePages(app);

  function page(request: FastifyRequest, reply: FastifyReply, status: number, pageType: number, title: string, path: string, main: TemplateResult) {
    reply.header('cache-control', 'no-store');
    return pages.answer(request, reply, status, pageType, { title, path, noindex: true, width: 'narrow', main });
  }

  async function checkoutState(request: FastifyRequest): Promise<CheckoutState> {
    const store = await site();
    const cart = await findCart(app.db, request.cookies[CART_COOKIE]);
    const answer = cartAnswer({
      cart,
      entries: cart ? await readEntries(app.db, cart.id) : [],
      websiteId: store.websiteId,
      currency: store.currency,
    });
    return { store, cart, answer };
  }

  /** Why checkout cannot start, as the cart page says it: no cart for the cookie, an empty cart, a subtotal under the minimum. */
  function blockReason({ store, cart, answer }: CheckoutState): string | undefined {
    if (cart && !answer.entries.length) return t('cartEmpty', undefined, LOCALE);
    return checkoutBlockReason(
      {
        hasCartCookie: cart !== undefined,
        subtotalCents: answer.subtotalCents,
        minimumSubtotalCents: store.minimumSubtotalCents,
        currency: answer.subtotalAmount.currency,
      },
      LOCALE,
    );
  }

  function checkoutForm(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    state: CheckoutState,
    { values = {}, errors = {}, problem }: { values?: CheckoutValues; errors?: CheckoutErrors; problem?: string } = {},
  ) {
    const fields = checkoutFields({
      requiresShipping: state.answer.requiresShipping,
      standard: state.store.measurementStandard,
      country: state.store.country,
    });
    const main = checkoutMain(summaryOf(state.answer), {
      action: CHECKOUT_PATH,
      crumb: app.issueCrumb(request, reply),
      ...fields,
      values,
      errors,
      problem,
    });
    return page(request, reply, status, PageType.CHECKOUT, 'Checkout', CHECKOUT_PATH, main);
  }

  const blocked = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    page(request, reply, status, PageType.CHECKOUT, 'Checkout', CHECKOUT_PATH, checkoutBlockedMain(message));

  app.get(CHECKOUT_PATH, async (request, reply) => {
    const state = await checkoutState(request);
    const reason = blockReason(state);
    return reason ? blocked(request, reply, 200, reason) : checkoutForm(request, reply, 200, state);
  });

  const limit = rateLimited(
    app,
    [
      { name: 'order', ...rateLimit.order, key: visitorOf },
      { name: 'orderAddress', ...rateLimit.orderAddress, key: addressOf },
    ],
    'Too many checkout attempts. Please wait a minute and try again.',
  );

  app.post(
    CHECKOUT_PATH,
    {
      schema: { body: checkoutBody },
      // Over the limit, a visitor still gets a page in the layout, not a bare error.
      preHandler: async (request, reply) => {
        try {
          await limit(request, reply);
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode !== 429) throw error;
          return blocked(request, reply, 429, (error as Error).message);
        }
      },
    },
    async (request, reply) => {
      const state = await checkoutState(request);
      const { cart } = state;
      const reason = blockReason(state);
      if (reason || !cart) return blocked(request, reply, 400, reason ?? t('checkoutCookiesRequired', undefined, LOCALE));
      const fields = checkoutFields({
        requiresShipping: state.answer.requiresShipping,
        standard: state.store.measurementStandard,
        country: state.store.country,
      });
      const all = [...fields.contact, ...fields.shipping];
      const values = readCheckoutValues(request.body, all);
      const refuse = (title: string, error: PurchaseRefusal) =>
        checkoutForm(request, reply, 409, state, { values, problem: `${title}: ${error.message} Change your cart to go on.` });
      // What is in the cart must still be for sale, in the quantity asked for.
      for (const entry of state.answer.entries) {
        try {
          assertInStock(purchasable(state.store.products, { productId: entry.productId, sku: entry.sku }), entry.quantity);
        } catch (error) {
          if (!(error instanceof PurchaseRefusal)) throw error;
          return refuse(entry.title, error);
        }
      }
      const errors = validateCheckout(all, values);
      if (Object.keys(errors).length) return checkoutForm(request, reply, 400, state, { values, errors });
      const { contact, shipping } = orderDetails(values, state.answer.requiresShipping);
      const placed = await placeOrder(app.db, { cart, contact, shipping });
      if ('refused' in placed) {
        // Another order took the stock between the check above and this one's placement.
        if (placed.refused === 'stock') return refuse(placed.shortfall.title, stockRefusal(placed.shortfall.available));
        return placed.refused === 'purchased'
          ? blocked(request, reply, 409, 'The order for this cart has already been placed.')
          : blocked(request, reply, 400, t('cartEmpty', undefined, LOCALE));
      }
      // The bought cart is done with: the next add starts a new one.
      reply.clearCookie(CART_COOKIE, { path: '/' });
      return reply.code(303).header('cache-control', 'no-store').redirect(orderConfirmedPath(placed.token), 303);
    },
  );

  /** The order of the token in the path, or the site's not-found page. */
  async function orderPage(request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply, confirmed: boolean) {
    const { token } = request.params;
    const order = ORDER_TOKEN.test(token) ? await findOrder(app.db, token) : undefined;
    if (!order) {
      reply.header('cache-control', 'no-store');
      if (await pages.notFound(request, reply)) return reply;
      return reply.code(404).send({ error: 'No order has that link.' });
    }
    const view = orderView(order, await readOrderEntries(app.db, order.id));
    return confirmed
      ? page(
          request,
          reply,
          200,
          PageType.ORDER_CONFIRMED,
          'Order confirmed',
          orderConfirmedPath(token),
          orderConfirmedMain(view, orderStatusPath(token)),
        )
      : page(request, reply, 200, PageType.ORDER_STATUS, 'Order status', orderStatusPath(token), orderStatusMain(view));
  }

  app.get<{ Params: { token: string } }>(`${ORDERS_PATH}/:token`, (request, reply) => orderPage(request, reply, false));
  app.get<{ Params: { token: string } }>(`${ORDERS_PATH}/:token/confirmed`, (request, reply) => orderPage(request, reply, true));

  /** Checkout pages check their own query and answer a page, so no schema turns it into a JSON error. */
  type Query = Partial<Record<string, unknown>>;

  const badRequest = (request: FastifyRequest, reply: FastifyReply, pageType: number, path: string, message: string) =>
    page(request, reply, 400, pageType, 'Checkout problem', path, checkoutProblemMain(message));

  app.get<{ Querystring: Query }>(SUBSCRIBE_CHECKOUT_PATH, async (request, reply) => {
    const { cartToken } = request.query;
    if (typeof cartToken !== 'string' || !ID.test(cartToken)) {
      return badRequest(request, reply, PageType.CHECKOUT, SUBSCRIBE_CHECKOUT_PATH, 'A subscription checkout needs a cartToken.');
    }
    const { answer } = await checkoutState(request);
    const content = answer.entries.length
      ? summaryTable(summaryOf(answer), 'What is in your cart')
      : html`<p>${t('cartEmpty', undefined, LOCALE)}</p>`;
    return page(
      request,
      reply,
      200,
      PageType.CHECKOUT,
      'Subscription checkout',
      SUBSCRIBE_CHECKOUT_PATH,
      checkoutSummaryMain('Subscription checkout', content),
    );
  });

  app.get<{ Querystring: Query }>(DONATE_CHECKOUT_PATH, async (request, reply) => {
    const { donatePageId } = request.query;
    if (typeof donatePageId !== 'string' || !ID.test(donatePageId))
      return badRequest(request, reply, PageType.DONATE, DONATE_CHECKOUT_PATH, 'A donation needs a donatePageId.');
    return page(
      request,
      reply,
      200,
      PageType.DONATE,
      'Donation',
      DONATE_CHECKOUT_PATH,
      checkoutSummaryMain('Donation', labelledRows([['Donation page', donatePageId]])),
    );
  });

  app.get<{ Querystring: Query }>(GIFT_CARD_CHECKOUT_PATH, async (request, reply) => {
    const { websiteId, giftCardProductId, sku } = request.query;
    const refuse = (message: string) => badRequest(request, reply, PageType.CHECKOUT, GIFT_CARD_CHECKOUT_PATH, message);
    for (const value of [websiteId, giftCardProductId]) {
      if (typeof value !== 'string' || !ID.test(value)) return refuse('A gift card checkout needs a websiteId and a giftCardProductId.');
    }
    if (sku !== undefined && (typeof sku !== 'string' || !ID.test(sku))) return refuse('The sku is not valid.');
    const { products, currency, websiteId: ownId } = await site();
    // A draft is refused like an unknown id, as product lists and the cart leave drafts out.
    const product = products.find((item) => item.id === giftCardProductId && item.productType === 'GIFT_CARD' && isVisible(item));
    if (websiteId !== ownId || !product) return refuse('No gift card of this site has that id.');
    const variants = sku === undefined ? (product.variants ?? []) : (product.variants ?? []).filter((variant) => variant.sku === sku);
    if (!variants.length) return refuse('The gift card has no variant with that sku.');
    const rows = [
      ['Gift card', String(product.title ?? '')] as const,
      ...variants.map((variant) => [String(variant.sku ?? ''), formatMoney(variant.price, currency)] as const),
    ];
    return page(
      request,
      reply,
      200,
      PageType.CHECKOUT,
      'Gift card checkout',
      GIFT_CARD_CHECKOUT_PATH,
      checkoutSummaryMain('Gift card checkout', labelledRows(rows)),
    );
  });
}
