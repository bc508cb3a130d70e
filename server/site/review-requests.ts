import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/schema.js';
import { addReviewRequest } from '../store/reviews.js';

export const REVIEW_REQUESTS_FILE = 'review-requests.json';

/**
 * Seeds review requests from the site's optional `review-requests.json`: `[{ token, productIds,
 * expiresAt }]`. Requests already stored are kept, so a restart does not revive a used link.
 */
export async function seedReviewRequests(db: Db, dir: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(join(dir, REVIEW_REQUESTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const requests: unknown = JSON.parse(text);
  if (!Array.isArray(requests)) throw new Error(`${REVIEW_REQUESTS_FILE} must be an array`);
  for (const [index, entry] of requests.entries()) {
    const request = entry as { token?: unknown; productIds?: unknown; expiresAt?: unknown } | null;
    const valid =
      typeof request?.token === 'string' &&
      request.token !== '' &&
      Array.isArray(request.productIds) &&
      !Number.isNaN(Date.parse(request.expiresAt as string));
    if (!valid) throw new Error(`${REVIEW_REQUESTS_FILE}: request ${index + 1} needs a token, productIds and an expiresAt date`);
    await addReviewRequest(db, request as { token: string; productIds: string[]; expiresAt: string | number });
  }
}
