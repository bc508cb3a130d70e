import { expect } from '@open-wc/testing';
import { ApiError } from '../../src/shared/api/errors.js';
import { MAX_CART_QUANTITY, parseQuantity } from '../../src/shared/commerce/quantity.js';
import { cartRefusal } from '../../src/shared/commerce/refusal.js';

const apiError = (status: number, data: unknown) =>
  new ApiError({ kind: 'error', message: 'x' }, { status, data, url: '/api/commerce/cart/entries' });

describe('parseQuantity', () => {
  it('takes a whole number from 1 to the cart maximum, spaces around allowed', () => {
    expect(parseQuantity('1')).to.equal(1);
    expect(parseQuantity(' 12 ')).to.equal(12);
    expect(parseQuantity('007')).to.equal(7);
    expect(parseQuantity(String(MAX_CART_QUANTITY))).to.equal(9999);
  });

  it('refuses blank, 0, negatives, fractions, exponents and more than the maximum', () => {
    for (const text of ['', ' ', '0', '-1', '2.5', '1e2', 'two', '10000', '+3']) expect(parseQuantity(text), text).to.equal(undefined);
  });

  it('takes 0 when the caller allows it (the cart page removes the entry)', () => {
    expect(parseQuantity('0', { allowZero: true })).to.equal(0);
    expect(parseQuantity('-1', { allowZero: true })).to.equal(undefined);
  });
});

describe('cartRefusal', () => {
  it("is the server's text of a 400 { error, reason } refusal", () => {
    expect(cartRefusal(apiError(400, { error: 'Only 4 of this item are in stock.', reason: 'insufficientStock' }))).to.equal(
      'Only 4 of this item are in stock.',
    );
  });

  it('is undefined for any other failure', () => {
    expect(cartRefusal(apiError(400, { error: 'body/quantity must be >= 1' })), 'no reason: not a refusal').to.equal(undefined);
    expect(cartRefusal(apiError(500, { error: 'Internal server error', reason: 'x' }))).to.equal(undefined);
    expect(cartRefusal(apiError(0, undefined))).to.equal(undefined);
    expect(cartRefusal(new Error('Only 4'))).to.equal(undefined);
  });
});
