import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';
import { CompiledQuery } from 'kysely';
import { autocompleteQuery, ensureGazetteer } from '../../server/store/places.js';

const tracking = 'productPage=contact&productSection=form';

for (const target of await testDatabases()) {
  describe(`places on ${target.name}`, () => {
    let t;
    const get = (url) => t.app.inject({ method: 'GET', url });
    const predict = async (input, extra = '') => {
      const response = await get(`/api/google-maps/places/autocomplete?input=${encodeURIComponent(input)}&${tracking}${extra}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json().predictions;
    };
    before(async () => {
      t = await startTestApp(target);
      await ensureGazetteer(t.db, t.database.dialect);
    });
    after(() => t.close());

    test('autocomplete answers ranked predictions: a name prefix first, then the most populous', async () => {
      const predictions = await predict('par');
      assert.equal(predictions.length, 5);
      assert.deepEqual(predictions[0], {
        placeId: predictions[0].placeId,
        description: 'Paris, Île-de-France, France',
        mainText: 'Paris',
        secondaryText: 'Île-de-France, France',
      });
      assert.match(predictions[0].placeId, /^city-\d+$/);
      for (const prediction of predictions) assert.match(prediction.mainText, /^Par/);
    });

    test('diacritics and case are folded both ways', async () => {
      assert.equal((await predict('ZURICH'))[0].description, 'Zürich, Switzerland');
      assert.equal((await predict('zürich'))[0].description, 'Zürich, Switzerland');
      assert.equal((await predict('sao pau'))[0].description, 'São Paulo, Brazil');
      assert.equal((await predict('Malmo'))[0].mainText, 'Malmö');
    });

    test('every word must match as a prefix, in any part of the place', async () => {
      const predictions = await predict('york new');
      assert.equal(predictions[0].description, 'New York, United States');
      for (const prediction of predictions) assert.match(prediction.description, /New York/);
    });

    test("the demo's own addresses are suggested with their street", async () => {
      const [studio, ...rest] = await predict('12 Harbour');
      assert.deepEqual(studio, {
        placeId: 'address-studio',
        description: '12 Harbour Road, Porthleven, Cornwall TR13 9JA, United Kingdom',
        mainText: '12 Harbour Road',
        secondaryText: 'Porthleven, Cornwall TR13 9JA, United Kingdom',
      });
      assert.equal(rest.length, 0);
    });

    test('limit bounds the predictions; nothing matching answers an empty list', async () => {
      assert.equal((await predict('san', '&limit=10')).length, 10);
      assert.equal((await predict('san', '&limit=1')).length, 1);
      assert.deepEqual(await predict('qqqqzzzz'), []);
      assert.deepEqual(await predict('!!! ---'), []);
    });

    test('full-text query syntax in the input is plain text, never an error', async () => {
      for (const input of [
        '"',
        'par"',
        'a OR b',
        'NEAR(a b)',
        'paris*',
        'col:par',
        '-par',
        '(par',
        "o'brien",
        'par & !lon | x:*',
        '^par',
        '\u0000par',
      ]) {
        const response = await get(`/api/google-maps/places/autocomplete?input=${encodeURIComponent(input)}`);
        assert.equal(response.statusCode, 200, `${input}: ${response.body}`);
        assert.ok(Array.isArray(response.json().predictions));
      }
      assert.equal((await predict('paris*'))[0].mainText, 'Paris');
    });

    test('bad autocomplete parameters answer 400 with the reason', async () => {
      const cases = [
        ['', /querystring must have required property 'input'/],
        ['input=', /querystring\/input must NOT have fewer than 1 characters/],
        [`input=${'a'.repeat(101)}`, /querystring\/input must NOT have more than 100 characters/],
        ['input=par&limit=0', /querystring\/limit must be >= 1/],
        ['input=par&limit=11', /querystring\/limit must be <= 10/],
        ['input=par&limit=two', /querystring\/limit must be integer/],
        [`input=par&productPage=${'p'.repeat(101)}`, /querystring\/productPage must NOT have more than 100 characters/],
        ['input=par&sessionToken=a%20b', /querystring\/sessionToken must match pattern/],
      ];
      for (const [query, reason] of cases) {
        const response = await get(`/api/google-maps/places/autocomplete?${query}`);
        assert.equal(response.statusCode, 400, query);
        assert.match(response.json().error, reason, query);
      }
    });

    test("details answers the place's location, formatted address and address parts", async () => {
      const response = await get(`/api/google-maps/places/details?placeId=address-studio&${tracking}`);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        placeId: 'address-studio',
        formattedAddress: '12 Harbour Road, Porthleven, Cornwall TR13 9JA, United Kingdom',
        location: { lat: 50.0846, lng: -5.3157 },
        address: { line1: '12 Harbour Road', city: 'Porthleven', state: 'Cornwall', zip: 'TR13 9JA', country: 'United Kingdom' },
      });
      const [paris] = await predict('paris');
      const city = (await get(`/api/google-maps/places/details?placeId=${paris.placeId}&${tracking}`)).json();
      assert.equal(city.formattedAddress, 'Paris, Île-de-France, France');
      assert.deepEqual(city.address, { line1: '', city: 'Paris', state: 'Île-de-France', zip: '', country: 'France' });
      assert.ok(Math.abs(city.location.lat - 48.86) < 0.1 && Math.abs(city.location.lng - 2.35) < 0.1);
    });

    test('details of an unknown place is a 404, and a malformed id a 400, each with the reason', async () => {
      const unknown = await get(`/api/google-maps/places/details?placeId=city-1&${tracking}`);
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { error: 'No place has the id "city-1"' });
      const cases = [
        ['', /querystring must have required property 'placeId'/],
        ['placeId=', /querystring\/placeId must NOT have fewer than 1 characters/],
        ['placeId=%27%3B%20drop%20table%20places', /querystring\/placeId must match pattern/],
        [`placeId=city-${'1'.repeat(40)}`, /querystring\/placeId must NOT have more than 40 characters/],
      ];
      for (const [query, reason] of cases) {
        const response = await get(`/api/google-maps/places/details?${query}`);
        assert.equal(response.statusCode, 400, query);
        assert.match(response.json().error, reason, query);
      }
    });

    test('autocomplete reads the full-text index, never the whole table', async () => {
      for (const input of ['s', 'new cit', 'zuwarah']) {
        const { sql: text, parameters } = autocompleteQuery(t.database.dialect, input, 5).compile(t.db);
        const explain = t.database.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
        const { rows } = await t.db.executeQuery(CompiledQuery.raw(`${explain} ${text}`, parameters));
        const plan = rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n');
        if (t.database.dialect === 'sqlite') {
          assert.match(plan, /SCAN places_fts VIRTUAL TABLE INDEX/, plan);
          assert.doesNotMatch(plan, /SCAN places(?!_fts)/, plan);
        } else {
          assert.doesNotMatch(plan, /Seq Scan/, plan);
          if (input !== 's') assert.match(plan, /Bitmap Index Scan on places_search/, plan);
        }
      }
    });

    test('seeding again leaves the gazetteer as it is', async () => {
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('places')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      assert.ok(before > 40000, `${before} places`);
      await ensureGazetteer(t.db, t.database.dialect);
      assert.equal(await count(), before);
    });
  });
}
