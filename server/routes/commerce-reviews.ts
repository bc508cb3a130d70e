import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../app.js';
import { safeHref } from '../render/html.js';
import { siteDocuments } from '../site/context.js';
import { addReview, findReviewRequest, reviewedProductIds, type ReviewRequest } from '../store/reviews.js';

/** The longest review text kept; a review is a few paragraphs, not a document. */
export const MAX_REVIEW_LENGTH = 5000;

const requestQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const reviewBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  productId: Type.String({ minLength: 1, maxLength: 100 }),
  rating: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 5 })),
  text: Type.Optional(Type.String({ maxLength: MAX_REVIEW_LENGTH })),
});

type Refusal = 'unknown' | 'expired' | 'unknownProduct' | 'alreadyReviewed';

const refusals: Record<Refusal, [status: number, message: string]> = {
  unknown: [404, 'No review request has this link.'],
  expired: [404, 'Your review request has expired'],
  unknownProduct: [404, 'This product is not part of the review request.'],
  alreadyReviewed: [409, 'You have already reviewed this purchase'],
};
const refuse = (reply: FastifyReply, reason: Refusal) => reply.code(refusals[reason][0]).send({ error: refusals[reason][1], reason });

/**
 * Product reviews through a review request link: read the products still to
 * review, and post one review per product with a 1–5 star rating and a text.
 */
export default async function commerceReviews(app: App): Promise<void> {
  const documents = siteDocuments(app.db);

  /** The request of a token that is still open, or the reason it is not. */
  async function openRequest(
    token: string,
    now = Date.now(),
  ): Promise<
    { reason: Refusal; request?: undefined; productIds?: undefined } | { reason?: undefined; request: ReviewRequest; productIds: string[] }
  > {
    const request = await findReviewRequest(app.db, token);
    if (!request) return { reason: 'unknown' };
    if (Date.parse(request.expires_at) <= now) return { reason: 'expired' };
    return { request, productIds: JSON.parse(request.product_ids) as string[] };
  }

  app.get('/api/commerce/reviews/request', { schema: { querystring: requestQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const open = await openRequest(request.query.token);
    if (open.reason) return refuse(reply, open.reason);
    const { products = [] } = await documents();
    const reviewed = await reviewedProductIds(app.db, open.request.id);
    const answer = open.productIds
      .filter((id) => !reviewed.has(id))
      .map((id) => products.find((product) => product.id === id))
      .filter((product) => product !== undefined)
      .map((product) => {
        const image = safeHref(product.assetUrl);
        return { id: product.id, title: String(product.title ?? ''), ...(image ? { image } : {}) };
      });
    return { products: answer };
  });

  app.post('/api/commerce/reviews', { schema: { body: reviewBody } }, async (request, reply) => {
    const { token, productId, rating, text = '' } = request.body;
    if (rating === undefined || rating === null) return reply.code(400).send({ error: 'Please select a star rating.' });
    const open = await openRequest(token);
    if (open.reason) return refuse(reply, open.reason);
    if (!open.productIds.includes(productId)) return refuse(reply, 'unknownProduct');
    const added = await addReview(app.db, { requestId: open.request.id, productId, rating, text: text.trim() });
    if (!added) return refuse(reply, 'alreadyReviewed');
    return { reviewed: true };
  });
}
