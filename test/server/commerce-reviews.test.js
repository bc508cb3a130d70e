import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { seedReviewRequests } from '../../server/site/review-requests.js';
import { addReviewRequest } from '../../server/store/reviews.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const MUG = '65f1a2b3c4d5e6f708192d01';
const BOWL = '65f1a2b3c4d5e6f708192d02';
const future = () => new Date(Date.now() + 60 * 60 * 1000);

for (const target of await testDatabases()) {
  describe(`product reviews on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());
    beforeEach(async () => {
      await t.db.deleteFrom('reviews').execute();
      await t.db.deleteFrom('review_requests').execute();
      await addReviewRequest(t.db, { token: 'open-token', productIds: [MUG, BOWL, 'gone-product'], expiresAt: future() });
      await addReviewRequest(t.db, { token: 'old-token', productIds: [MUG], expiresAt: new Date(Date.now() - 1000) });
    });

    const requestFor = (token) => t.app.inject({ method: 'GET', url: `/api/commerce/reviews/request?token=${encodeURIComponent(token)}` });
    const review = (payload) => t.call({ method: 'POST', url: '/api/commerce/reviews', payload });

    test('a request answers its products from the site definition, skipping unknown ones', async () => {
      const response = await requestFor('open-token');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.deepEqual(response.json(), {
        products: [
          { id: MUG, title: 'Tide mug' },
          { id: BOWL, title: 'Dune bowl' },
        ],
      });
    });

    test('an expired or unknown token answers 404 with its reason', async () => {
      const expired = await requestFor('old-token');
      assert.equal(expired.statusCode, 404);
      assert.deepEqual(expired.json(), { error: 'Your review request has expired', reason: 'expired' });
      const unknown = await requestFor('no-such-token');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().reason, 'unknown');
    });

    test('a review is stored once; the product leaves the request and a second one is a 409', async () => {
      const first = await review({ token: 'open-token', productId: MUG, rating: 4, text: '  Lovely glaze.  ' });
      assert.equal(first.statusCode, 200);
      const rows = await t.db.selectFrom('reviews').selectAll().execute();
      assert.equal(rows.length, 1);
      assert.equal(rows[0].product_id, MUG);
      assert.equal(Number(rows[0].rating), 4);
      assert.equal(rows[0].text, 'Lovely glaze.');
      assert.deepEqual(
        (await requestFor('open-token')).json().products.map((product) => product.id),
        [BOWL],
      );
      const again = await review({ token: 'open-token', productId: MUG, rating: 5, text: '' });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().reason, 'alreadyReviewed');
    });

    test('two reviews of one product at once store exactly one', async () => {
      const answers = await Promise.all([1, 2].map((rating) => review({ token: 'open-token', productId: BOWL, rating, text: '' })));
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
      assert.equal((await t.db.selectFrom('reviews').selectAll().execute()).length, 1);
    });

    test('without a rating the answer asks for a star rating; a rating outside 1–5 is a 400', async () => {
      const missing = await review({ token: 'open-token', productId: MUG, text: 'No stars' });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json(), { error: 'Please select a star rating.' });
      assert.equal((await review({ token: 'open-token', productId: MUG, rating: 6, text: '' })).statusCode, 400);
      assert.equal((await review({ token: 'open-token', productId: MUG, rating: 0, text: '' })).statusCode, 400);
      assert.equal((await t.db.selectFrom('reviews').selectAll().execute()).length, 0);
    });

    test('an expired request, an unknown token or a product outside the request stores nothing', async () => {
      const expired = await review({ token: 'old-token', productId: MUG, rating: 3, text: '' });
      assert.equal(expired.statusCode, 404);
      assert.equal(expired.json().reason, 'expired');
      assert.equal((await review({ token: 'nope', productId: MUG, rating: 3, text: '' })).json().reason, 'unknown');
      const outside = await review({ token: 'open-token', productId: '65f1a2b3c4d5e6f708192d03', rating: 3, text: '' });
      assert.equal(outside.statusCode, 404);
      assert.equal((await t.db.selectFrom('reviews').selectAll().execute()).length, 0);
    });

    test('a post without the crumb is refused', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/commerce/reviews',
        payload: { token: 'open-token', productId: MUG, rating: 3 },
      });
      assert.equal(response.statusCode, 401);
    });

    test('the demo file seeds its requests once, keeping what is stored', async () => {
      await seedReviewRequests(t.db, new URL('../../demo/site', import.meta.url).pathname);
      await seedReviewRequests(t.db, new URL('../../demo/site', import.meta.url).pathname);
      assert.equal((await requestFor('demo-review')).statusCode, 200);
      assert.equal((await requestFor('demo-review-expired')).json().reason, 'expired');
      assert.equal((await t.db.selectFrom('review_requests').selectAll().execute()).length, 4);
    });
  });
}
