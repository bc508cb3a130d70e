import { randomBytes } from 'node:crypto';

/** Stock by SKU, as the real server reads it from the product definition: the test mug's 450 ml (test/helpers/products.ts) has 4. */
const STOCK = { SQ0000102: 4 };
const DEFAULT_STOCK = 5;

/** The real server's refusal (server/commerce/purchase.js), word for word. */
const overStock = (stock) => ({ error: `Only ${stock} of this item ${stock === 1 ? 'is' : 'are'} in stock.`, reason: 'insufficientStock' });

/**
 * Test-only: the reference server's cart routes in memory, one cart per `sq_cart` cookie, for the
 * api stand-in. Every product costs 1000 cents; productId `sold-out` is refused with reason
 * `soldOut`; an add or a quantity change that would put more of a SKU in the cart than its stock
 * (STOCK, else 5) with `insufficientStock`, as the real server words it; an entry whose SKU is
 * `fail` answers 500 to PUT and DELETE. `DELETE /api/commerce/cart` empties the visitor's cart,
 * and `DELETE /api/commerce/cart/cookie` expires its cookie as a browser would (tests only).
 */
export function cartStandIn() {
  const carts = new Map();

  const cartOf = (token) => {
    const entries = carts.get(token) ?? [];
    const totalQuantity = entries.reduce((sum, entry) => sum + entry.quantity, 0);
    const subtotalCents = entries.reduce((sum, entry) => sum + entry.quantity * entry.unitPriceCents, 0);
    return {
      id: token ?? '',
      entries,
      totalQuantity,
      subtotalCents,
      grandTotalCents: subtotalCents,
      subtotalAmount: { value: subtotalCents, currency: 'USD' },
    };
  };

  return function cartRoute(ctx, send, path, cookies, text) {
    let token = cookies.sq_cart;
    const [, , , , , entryId] = path.split('/');
    const body = text ? JSON.parse(text) : {};
    const entries = () => carts.get(token) ?? [];
    if (path === '/api/commerce/cart/cookie' && ctx.method === 'DELETE') {
      ctx.append('Set-Cookie', 'sq_cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
      return send(ctx, 204);
    }
    if (path === '/api/commerce/cart') {
      if (ctx.method === 'DELETE') carts.delete(token);
      return send(ctx, 200, cartOf(token));
    }
    if (ctx.method === 'POST' && !entryId) {
      if (body.productId === 'sold-out') return send(ctx, 400, { error: 'This product is sold out.', reason: 'soldOut' });
      const existing = entries().find((entry) => entry.productId === body.productId && entry.sku === (body.sku ?? ''));
      const quantity = (existing?.quantity ?? 0) + body.quantity;
      const stock = STOCK[body.sku] ?? DEFAULT_STOCK;
      if (quantity > stock) return send(ctx, 400, overStock(stock));
      if (!carts.has(token)) {
        token = randomBytes(12).toString('hex');
        carts.set(token, []);
        ctx.append('Set-Cookie', `sq_cart=${token}; Path=/; HttpOnly; SameSite=Lax`);
      }
      if (existing) existing.quantity = quantity;
      else
        carts.get(token).push({
          id: randomBytes(6).toString('hex'),
          productId: body.productId,
          sku: body.sku ?? '',
          productType: 'PHYSICAL',
          title: `Product ${body.productId}`,
          optionValues: [],
          unitPriceCents: 1000,
          quantity,
        });
      return send(ctx, 200, cartOf(token));
    }
    const entry = entries().find((candidate) => candidate.id === entryId);
    if (!entry) return send(ctx, 404, { error: `No cart entry has the id ${entryId}.` });
    if (entry.sku === 'fail') return send(ctx, 500, { error: 'Internal server error' });
    if (ctx.method === 'PUT') {
      const stock = STOCK[entry.sku] ?? DEFAULT_STOCK;
      if (body.quantity > stock) return send(ctx, 400, overStock(stock));
      entry.quantity = body.quantity;
    }
    if (ctx.method === 'DELETE')
      carts.set(
        token,
        entries().filter((candidate) => candidate !== entry),
      );
    return send(ctx, 200, cartOf(token));
  };
}
