import { expect } from '@open-wc/testing';
import { isBookingSlug, reservationProblem, reservationScriptUrl, reservationView } from '../../src/shared/reservation/booking.js';
import { startTableBooking, tableBookingOf, TABLE_BOOKING_GLOBAL } from '../../src/shared/reservation/table-booking.js';

describe('the reservation block’s rules', () => {
  it('takes an https script URL, or http on a loopback host, and nothing else', () => {
    expect(reservationScriptUrl('https://widgets.example/load.js')?.href).to.equal('https://widgets.example/load.js');
    expect(reservationScriptUrl(' https://widgets.example/a.js?v=2 ')?.origin).to.equal('https://widgets.example');
    for (const loopback of ['http://localhost:8000/a.js', 'http://127.0.0.1/a.js', 'http://[::1]:9/a.js']) {
      expect(reservationScriptUrl(loopback), loopback).to.not.equal(undefined);
    }
    for (const refused of [
      'http://widgets.example/a.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '//widgets.example/a.js',
      '/local.js',
      'https://user:pw@widgets.example/a.js',
      'java\tscript:alert(1)',
      'https:\\\\evil.example',
      '',
      42,
      undefined,
    ]) {
      expect(reservationScriptUrl(refused), String(refused)).to.equal(undefined);
    }
  });

  it('takes a business slug of letters, digits, - and _, up to 100', () => {
    expect(isBookingSlug('juniper-studio_cafe2')).to.equal(true);
    expect(isBookingSlug('a'.repeat(100))).to.equal(true);
    for (const refused of ['', '-lead', 'a b', '../x', 'a/b', 'a'.repeat(101), 7, null])
      expect(isBookingSlug(refused), String(refused)).to.equal(false);
  });

  it('names the first problem: the script URL, then the slug where one is needed or given', () => {
    expect(reservationProblem('https://w.example/a.js', 'cafe', { needsSlug: true })).to.equal(undefined);
    expect(reservationProblem('https://w.example/a.js', undefined, { needsSlug: false })).to.equal(undefined);
    expect(reservationProblem('ftp://w.example/a.js', 'cafe', { needsSlug: true })).to.contain('the script URL "ftp://w.example/a.js" is not usable');
    expect(reservationProblem('https://w.example/a.js', undefined, { needsSlug: true })).to.contain('the business slug null is not usable');
    expect(reservationProblem('https://w.example/a.js', 'x y', { needsSlug: false })).to.contain('the business slug "x y" is not usable');
  });

  it('shows an owner the preview whatever the script’s state, an unusable block as such, else the loader’s state', () => {
    expect(reservationView({ loggedIn: true, valid: true, state: 'loaded' })).to.equal('preview');
    expect(reservationView({ loggedIn: true, valid: false, state: 'waiting' })).to.equal('preview');
    expect(reservationView({ loggedIn: false, valid: false, state: 'waiting' })).to.equal('invalid');
    for (const state of ['waiting', 'loading', 'loaded', 'failed'] as const)
      expect(reservationView({ loggedIn: false, valid: true, state })).to.equal(state);
  });
});

describe('the table-booking provider adapter', () => {
  it('calls the provider’s load with the slug and the container, and says why when there is none or it throws', () => {
    const container = document.createElement('div');
    const calls: unknown[][] = [];
    const scope = { [TABLE_BOOKING_GLOBAL]: { load: (...args: unknown[]) => calls.push(args) } };
    expect(tableBookingOf(scope)).to.equal(scope[TABLE_BOOKING_GLOBAL]);
    expect(startTableBooking(scope, 'cafe', container)).to.equal(undefined);
    expect(calls).to.deep.equal([['cafe', container]]);

    expect(tableBookingOf({})).to.equal(undefined);
    expect(tableBookingOf({ [TABLE_BOOKING_GLOBAL]: { load: 'no' } })).to.equal(undefined);
    expect(startTableBooking({}, 'cafe', container)).to.equal(
      '<sq-reservation>: the table-booking script defined no SqTableBooking.load; showing the booking link.',
    );
    const throwing = {
      [TABLE_BOOKING_GLOBAL]: {
        load: () => {
          throw new Error('unknown business');
        },
      },
    };
    expect(startTableBooking(throwing, 'cafe', container)).to.equal(
      '<sq-reservation>: the table-booking script failed to load "cafe" (unknown business); showing the booking link.',
    );
  });
});
