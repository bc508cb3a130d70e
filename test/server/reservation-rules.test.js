import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  isBookingSlug,
  reservationProblem,
  reservationScriptOrigin,
  reservationScriptUrl,
  reservationView,
} from '../../src/shared/reservation/booking.js';
import { startTableBooking, tableBookingOf, TABLE_BOOKING_GLOBAL } from '../../src/shared/reservation/table-booking.js';

describe('the reservation block’s rules', () => {
  test('takes a path on the site, an https script URL, or http on a loopback host, and nothing else', () => {
    const page = 'https://shop.example/visit';
    assert.equal(reservationScriptUrl('/stand-ins/table-booking.js', page)?.href, 'https://shop.example/stand-ins/table-booking.js');
    assert.equal(reservationScriptOrigin('/stand-ins/table-booking.js'), undefined, "the site's own script: no origin to allow");
    assert.equal(reservationScriptOrigin('https://widgets.example/load.js'), 'https://widgets.example');
    for (const elsewhere of ['//widgets.example/a.js', '/\\widgets.example/a.js', '/%5Cwidgets.example/a.js']) {
      const url = reservationScriptUrl(elsewhere, page);
      assert.ok(url === undefined || url.origin === 'https://shop.example', elsewhere);
    }
    assert.equal(reservationScriptUrl('https://widgets.example/load.js')?.href, 'https://widgets.example/load.js');
    assert.equal(reservationScriptUrl(' https://widgets.example/a.js?v=2 ')?.origin, 'https://widgets.example');
    for (const loopback of ['http://localhost:8000/a.js', 'http://127.0.0.1/a.js', 'http://[::1]:9/a.js']) {
      assert.notEqual(reservationScriptUrl(loopback), undefined, loopback);
    }
    for (const refused of [
      'http://widgets.example/a.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '//widgets.example/a.js',
      'https://user:pw@widgets.example/a.js',
      'java\tscript:alert(1)',
      '',
      42,
      undefined,
    ]) {
      assert.equal(reservationScriptUrl(refused), undefined, String(refused));
    }
  });

  test('takes a business slug of letters, digits, - and _, up to 100', () => {
    assert.equal(isBookingSlug('juniper-studio_cafe2'), true);
    assert.equal(isBookingSlug('a'.repeat(100)), true);
    for (const refused of ['', '-lead', 'a b', '../x', 'a/b', 'a'.repeat(101), 7, null]) assert.equal(isBookingSlug(refused), false, String(refused));
  });

  test('names the first problem: the script URL, then the slug where one is needed or given', () => {
    assert.equal(reservationProblem('https://w.example/a.js', 'cafe', { needsSlug: true }), undefined);
    assert.equal(reservationProblem('https://w.example/a.js', undefined, { needsSlug: false }), undefined);
    assert.equal(reservationProblem('/stand-ins/table-booking.js', 'cafe', { needsSlug: true }), undefined);
    assert.match(reservationProblem('ftp://w.example/a.js', 'cafe', { needsSlug: true }), /the script URL "ftp:\/\/w.example\/a.js" is not usable/);
    assert.match(reservationProblem('https://w.example/a.js', undefined, { needsSlug: true }), /the business slug null is not usable/);
    assert.match(reservationProblem('https://w.example/a.js', 'x y', { needsSlug: false }), /the business slug "x y" is not usable/);
  });

  test('shows an owner the preview whatever the script’s state, an unusable block as such, else the loader’s state', () => {
    assert.equal(reservationView({ loggedIn: true, valid: true, state: 'loaded' }), 'preview');
    assert.equal(reservationView({ loggedIn: true, valid: false, state: 'waiting' }), 'preview');
    assert.equal(reservationView({ loggedIn: false, valid: false, state: 'waiting' }), 'invalid');
    for (const state of ['waiting', 'loading', 'loaded', 'failed']) assert.equal(reservationView({ loggedIn: false, valid: true, state }), state);
  });
});

describe('the table-booking provider adapter', () => {
  test('calls the provider’s load with the slug and the container, and says why when there is none or it throws', () => {
    const container = { id: 'container' };
    const calls = [];
    const scope = { [TABLE_BOOKING_GLOBAL]: { load: (...args) => calls.push(args) } };
    assert.equal(tableBookingOf(scope), scope[TABLE_BOOKING_GLOBAL]);
    assert.equal(startTableBooking(scope, 'cafe', container), undefined);
    assert.deepEqual(calls, [['cafe', container]]);
    assert.equal(tableBookingOf({}), undefined);
    assert.equal(tableBookingOf({ [TABLE_BOOKING_GLOBAL]: { load: 'no' } }), undefined);
    assert.equal(
      startTableBooking({}, 'cafe', container),
      '<sq-reservation>: the table-booking script defined no SqTableBooking.load; showing the booking link.',
    );
    const throwing = {
      [TABLE_BOOKING_GLOBAL]: {
        load: () => {
          throw new Error('unknown business');
        },
      },
    };
    assert.equal(
      startTableBooking(throwing, 'cafe', container),
      '<sq-reservation>: the table-booking script failed to load "cafe" (unknown business); showing the booking link.',
    );
  });
});
