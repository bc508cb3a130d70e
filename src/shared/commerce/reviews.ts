import { ApiError, get, post } from '../api/index.js';
import { usableUrl } from '../url/check.js';

export const REVIEW_REQUEST_PATH = '/api/commerce/reviews/request';
export const REVIEWS_PATH = '/api/commerce/reviews';
export const MAX_RATING = 5;

/** A product a review request asks about. */
export interface ReviewProduct {
  id: string;
  title: string;
  image?: string;
}

export interface ReviewInput {
  token: string;
  productId: string;
  rating: number;
  text: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The products still to review through `token`; rejects with the ApiError (404 reasons `expired`, `unknown`). */
export async function loadReviewRequest(token: string, baseUrl?: string): Promise<ReviewProduct[]> {
  const answer = await get<{ products?: unknown }>(REVIEW_REQUEST_PATH, { query: { token }, quiet: true, ...(baseUrl ? { baseUrl } : {}) });
  const products = Array.isArray(answer?.products) ? (answer.products as Record<string, unknown>[]) : [];
  return products
    .filter((product) => isText(product?.id) && isText(product.title))
    .map((product) => {
      const image = usableUrl(product.image, 'image');
      return { id: product.id as string, title: product.title as string, ...(image ? { image } : {}) };
    });
}

export async function submitReview(input: ReviewInput, baseUrl?: string): Promise<void> {
  await post(REVIEWS_PATH, { body: input, quiet: true, ...(baseUrl ? { baseUrl } : {}) });
}

/** The server's `reason` of a refused call, if it gave one. */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = (error.data as { reason?: unknown } | undefined)?.reason;
  return isText(reason) ? reason : undefined;
}
