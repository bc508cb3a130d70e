import { join } from 'node:path';
import type { Db } from '../db/schema.js';
import { addReviewRequest } from '../store/reviews.js';
import { definitionError, readDefinitionFile } from './definition.js';

export const REVIEW_REQUESTS_FILE = 'review-requests.json';

/** A review request link of the site: its token, the products it asks about, and when it expires. */
export interface ReviewRequest {
  token: string;
  productIds: string[];
  expiresAt: string | number;
}

/**
 * Reads and checks the site's optional `review-requests.json`: `[{ token, productIds, expiresAt }]`.
 * A broken file throws as every file of the definition does (readDefinitionFile); none is no requests.
 */
export async function readReviewRequests(dir: string): Promise<ReviewRequest[]> {
  const requests = await readDefinitionFile(dir, REVIEW_REQUESTS_FILE, { optional: true });
  if (requests === undefined) return [];
  const path = join(dir, REVIEW_REQUESTS_FILE);
  if (!Array.isArray(requests)) throw definitionError(path, ': must be an array');
  for (const [index, entry] of requests.entries()) {
    const request = entry as { token?: unknown; productIds?: unknown; expiresAt?: unknown } | null;
    const valid =
      typeof request?.token === 'string' &&
      request.token !== '' &&
      Array.isArray(request.productIds) &&
      !Number.isNaN(Date.parse(request.expiresAt as string));
    if (!valid) throw definitionError(path, `: request ${index + 1} needs a token, productIds and an expiresAt date`);
  }
  return requests as ReviewRequest[];
}

/** Stores review requests; those already stored are kept, so a restart does not revive a used link. */
export async function storeReviewRequests(db: Db, requests: readonly ReviewRequest[]): Promise<void> {
  for (const request of requests) await addReviewRequest(db, request);
}

/** Seeds review requests from the site's `review-requests.json` in `dir`. */
export async function seedReviewRequests(db: Db, dir: string): Promise<void> {
  await storeReviewRequests(db, await readReviewRequests(dir));
}
