import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { cartAnswer } from '../commerce/cart-answer.js';
import { checkoutPage, errorPage, formatMoney, type SummaryRow } from '../render/checkout-page.js';
import { isVisible, siteDocuments, storeSite } from '../site/context.js';
import { findCart, readEntries } from '../store/carts.js';
import { CART_COOKIE } from './commerce-cart.js';

/** Ids and tokens in a checkout URL: letters, digits, '-' and '_' only, of a sane length. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The §2 checkout navigation targets as server-rendered summary pages. Payment is out of scope: each
 * page shows what would be bought and says so. A bad query answers a 400 page.
 */
export default async function checkoutPages(app: App): Promise<void> {
  const site = storeSite(siteDocuments(app.db));

  const html = (reply: FastifyReply, code: number, page: string) =>
    reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  const badRequest = (reply: FastifyReply, message: string) => html(reply, 400, errorPage('Bad checkout request', message));

  async function cartRows(request: FastifyRequest): Promise<SummaryRow[]> {
    const { websiteId, currency } = await site();
    const cart = await findCart(app.db, request.cookies[CART_COOKIE]);
    const answer = cartAnswer({ cart, entries: cart ? await readEntries(app.db, cart.id) : [], websiteId, currency });
    const money = (cents: number) => formatMoney(cents, answer.subtotalAmount.currency);
    const rows = answer.entries.map((entry): SummaryRow => {
      const options = entry.optionValues.map((option) => option.value).join(', ');
      const name = options ? `${entry.title} (${options})` : entry.title;
      return [name, `${entry.quantity} × ${money(entry.unitPriceCents)}`];
    });
    if (rows.length) rows.push(['Subtotal', money(answer.subtotalCents)]);
    return rows;
  }

  app.get('/commerce/goto-checkout', async (request, reply) =>
    html(reply, 200, checkoutPage({ title: 'Checkout', rows: await cartRows(request), empty: 'Your cart is empty.' })),
  );

  /** Checkout pages check their own query and answer a page, so no schema turns it into a JSON error. */
  type Query = Partial<Record<string, unknown>>;

  app.get<{ Querystring: Query }>('/checkout/subscribe', async (request, reply) => {
    const { cartToken } = request.query;
    if (typeof cartToken !== 'string' || !ID.test(cartToken)) return badRequest(reply, 'A subscription checkout needs a cartToken.');
    return html(reply, 200, checkoutPage({ title: 'Subscription checkout', rows: await cartRows(request), empty: 'Your cart is empty.' }));
  });

  app.get<{ Querystring: Query }>('/checkout/donate', async (request, reply) => {
    const { donatePageId } = request.query;
    if (typeof donatePageId !== 'string' || !ID.test(donatePageId)) return badRequest(reply, 'A donation needs a donatePageId.');
    return html(reply, 200, checkoutPage({ title: 'Donation', rows: [['Donation page', donatePageId]] }));
  });

  app.get<{ Querystring: Query }>('/checkout/giftcard', async (request, reply) => {
    const { websiteId, giftCardProductId, sku } = request.query;
    for (const value of [websiteId, giftCardProductId]) {
      if (typeof value !== 'string' || !ID.test(value)) return badRequest(reply, 'A gift card checkout needs a websiteId and a giftCardProductId.');
    }
    if (sku !== undefined && (typeof sku !== 'string' || !ID.test(sku))) return badRequest(reply, 'The sku is not valid.');
    const { products, currency, websiteId: ownId } = await site();
    // A draft is refused like an unknown id, as product lists and the cart leave drafts out.
    const product = products.find((item) => item.id === giftCardProductId && item.productType === 'GIFT_CARD' && isVisible(item));
    if (websiteId !== ownId || !product) return badRequest(reply, 'No gift card of this site has that id.');
    const variants = sku === undefined ? (product.variants ?? []) : (product.variants ?? []).filter((variant) => variant.sku === sku);
    if (!variants.length) return badRequest(reply, 'The gift card has no variant with that sku.');
    const rows: SummaryRow[] = [
      ['Gift card', String(product.title ?? '')],
      ...variants.map((variant): SummaryRow => [String(variant.sku ?? ''), formatMoney(variant.price, currency)]),
    ];
    return html(reply, 200, checkoutPage({ title: 'Gift card checkout', rows }));
  });
}
