import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db, ReviewRequestsTable } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';

export type ReviewRequest = Selectable<ReviewRequestsTable>;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The review request of a link's token, or undefined. */
export function findReviewRequest(db: Db, token: unknown): Promise<ReviewRequest | undefined> {
  if (typeof token !== 'string' || token === '') return Promise.resolve(undefined);
  return db.selectFrom('review_requests').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();
}

/** Stores a request for `token` unless one exists; seeding twice changes nothing. */
export async function addReviewRequest(
  db: Db,
  { token, productIds, expiresAt, now = new Date() }: { token: string; productIds: string[]; expiresAt: string | number | Date; now?: Date },
): Promise<void> {
  await db
    .insertInto('review_requests')
    .values({
      id: randomUUID(),
      token_hash: tokenHash(token),
      product_ids: jsonColumn(productIds),
      expires_at: new Date(expiresAt).toISOString(),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
}

export async function reviewedProductIds(db: Db, requestId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('reviews').select('product_id').where('request_id', '=', requestId).execute();
  return new Set(rows.map((row) => row.product_id));
}

/** Stores a review; false when the product of this request was already reviewed. */
export async function addReview(
  db: Db,
  { requestId, productId, rating, text, now = new Date() }: { requestId: string; productId: string; rating: number; text: string; now?: Date },
): Promise<boolean> {
  const result = await db
    .insertInto('reviews')
    .values({ id: randomUUID(), request_id: requestId, product_id: productId, rating, text, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['request_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
