/**
 * Test-only: the reference server's review routes for the api stand-in, by token: `open` has
 * two products (`mug`, `bowl`), each reviewable once; `empty` has none; `expired` and anything
 * else answer 404 with reason `expired` / `unknown`; a review through `broken` answers 500.
 * Reviews are kept per browser (user agent), as the browsers run side by side; `DELETE
 * /api/commerce/reviews` forgets that browser's reviews.
 */
export function reviewsStandIn() {
  const reviewed = new Set();
  const products = [
    { id: 'mug', title: 'Tide mug' },
    { id: 'bowl', title: 'Dune bowl' },
  ];
  const requests = { open: products, empty: [], broken: products };

  const refusal = (token) =>
    token === 'expired'
      ? { error: 'Your review request has expired', reason: 'expired' }
      : { error: 'No review request has this link.', reason: 'unknown' };

  return function reviewsRoute(ctx, send, path, text) {
    const browser = ctx.get('user-agent');
    const keyOf = (token, productId) => `${browser}\u0000${token}\u0000${productId}`;
    if (ctx.method === 'GET' && path === '/api/commerce/reviews/request') {
      const { token } = ctx.query;
      if (!requests[token]) return send(ctx, 404, refusal(token));
      return send(ctx, 200, { products: requests[token].filter((product) => !reviewed.has(keyOf(token, product.id))) });
    }
    if (ctx.method === 'DELETE' && path === '/api/commerce/reviews') {
      for (const key of reviewed) if (key.startsWith(`${browser}\u0000`)) reviewed.delete(key);
      return send(ctx, 204);
    }
    const body = JSON.parse(text || '{}');
    if (body.rating == null) return send(ctx, 400, { error: 'Please select a star rating.' });
    if (!requests[body.token]) return send(ctx, 404, refusal(body.token));
    if (body.token === 'broken') return send(ctx, 500, { error: 'Internal server error' });
    const key = keyOf(body.token, body.productId);
    if (reviewed.has(key)) return send(ctx, 409, { error: 'You have already reviewed this purchase', reason: 'alreadyReviewed' });
    reviewed.add(key);
    return send(ctx, 200, { reviewed: true });
  };
}
