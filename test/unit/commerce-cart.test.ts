import { expect } from '@open-wc/testing';
import { computeCartTotals, normalizeCart, type CartEntry } from '../../src/shared/commerce/cart.js';
import { cartCountLabel } from '../../src/shared/commerce/cart-count.js';
import * as commerce from '../../src/shared/commerce/index.js';

const EMPTY_CART = {
  id: '',
  websiteId: '',
  orderId: '',
  created: 0,
  isPurchased: false,
  entries: [],
  shippingOptions: [],
  applicableTaxRules: [],
  coupons: [],
  validCoupons: [],
  invalidCoupons: [],
  selectedShippingOption: null,
  shippingLocation: null,
  subtotalCents: 0,
  taxCents: 0,
  shippingCostCents: 0,
  discountCents: 0,
  grandTotalCents: 0,
  totalQuantity: 0,
  subtotalAmount: { value: 0, currency: 'USD' },
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: false,
};

function entry(productType: CartEntry['productType'], unitPriceCents: number, quantity: number): CartEntry {
  return { productType, unitPriceCents, quantity };
}

describe('normalizeCart', () => {
  it('fills every default', () => {
    expect(normalizeCart(undefined)).to.deep.equal(EMPTY_CART);
    expect(normalizeCart(null)).to.deep.equal(EMPTY_CART);
    expect(normalizeCart({})).to.deep.equal(EMPTY_CART);
    expect(normalizeCart([])).to.deep.equal(EMPTY_CART);
    expect(normalizeCart('cart')).to.deep.equal(EMPTY_CART);
  });

  it('keeps fields of the right type', () => {
    const raw = {
      id: 'c1',
      websiteId: 'w1',
      orderId: 'o1',
      created: 1_700_000_000_000,
      isPurchased: true,
      entries: [entry('PHYSICAL', 1000, 2)],
      shippingOptions: [{ name: 'Standard' }],
      applicableTaxRules: [{ rate: 0.2 }],
      coupons: ['A'],
      validCoupons: ['A'],
      invalidCoupons: ['B'],
      selectedShippingOption: { name: 'Standard' },
      shippingLocation: { country: 'US' },
      subtotalCents: 2000,
      taxCents: 100,
      shippingCostCents: 500,
      discountCents: 50,
      grandTotalCents: 2550,
      totalQuantity: 2,
      subtotalAmount: { value: 20, currency: 'EUR' },
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: true,
    };
    expect(normalizeCart(raw)).to.deep.equal(raw);
  });

  it('replaces fields of the wrong type with their defaults', () => {
    const cart = normalizeCart({
      id: 5,
      created: 'yesterday',
      isPurchased: 'true',
      entries: [entry('DIGITAL', 1, 1), null, 'x', [1]],
      coupons: 'A',
      selectedShippingOption: ['x'],
      subtotalCents: '2000',
      taxCents: Number.NaN,
      subtotalAmount: { value: '20', currency: '' },
      hasDigital: 1,
    });
    expect(cart.id).to.equal('');
    expect(cart.created).to.equal(0);
    expect(cart.isPurchased).to.equal(false);
    expect(cart.entries).to.deep.equal([entry('DIGITAL', 1, 1)]);
    expect(cart.coupons).to.deep.equal([]);
    expect(cart.selectedShippingOption).to.equal(null);
    expect(cart.subtotalCents).to.equal(0);
    expect(cart.taxCents).to.equal(0);
    expect(cart.subtotalAmount).to.deep.equal({ value: 0, currency: 'USD' });
    expect(cart.hasDigital).to.equal(false);
  });

  it('does not share lists with the input', () => {
    const coupons = ['A'];
    const cart = normalizeCart({ coupons });
    cart.coupons.push('B');
    expect(coupons).to.deep.equal(['A']);
  });
});

describe('computeCartTotals', () => {
  it('totals an empty cart', () => {
    expect(computeCartTotals([])).to.deep.equal({
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('sums unit prices times quantities and adds tax and shipping, less the discount', () => {
    const totals = computeCartTotals([entry('PHYSICAL', 1250, 2), entry('SERVICE', 4000, 1)], {
      taxCents: 520,
      shippingCostCents: 800,
      discountCents: 1000,
    });
    expect(totals.subtotalCents).to.equal(6500);
    expect(totals.totalQuantity).to.equal(3);
    expect(totals.grandTotalCents).to.equal(6500 + 520 + 800 - 1000);
    expect(totals.taxCents).to.equal(520);
    expect(totals.shippingCostCents).to.equal(800);
    expect(totals.discountCents).to.equal(1000);
  });

  it('never goes below zero', () => {
    expect(computeCartTotals([entry('PHYSICAL', 500, 1)], { discountCents: 2000 }).grandTotalCents).to.equal(0);
  });

  it('leaves out entries without a whole positive quantity', () => {
    const totals = computeCartTotals([entry('PHYSICAL', 500, 0), entry('PHYSICAL', 500, -1), entry('PHYSICAL', 500, 1.5), entry('DIGITAL', 300, 2)]);
    expect(totals.subtotalCents).to.equal(600);
    expect(totals.totalQuantity).to.equal(2);
    expect(totals.requiresShipping).to.equal(false);
    expect(totals.purelyDigital).to.equal(true);
  });

  it('treats a non-numeric price or adjustment as 0', () => {
    const totals = computeCartTotals([{ productType: 'PHYSICAL', unitPriceCents: Number.NaN, quantity: 1 }], { taxCents: Number.NaN });
    expect(totals.subtotalCents).to.equal(0);
    expect(totals.taxCents).to.equal(0);
    expect(totals.totalQuantity).to.equal(1);
  });

  it('derives the digital and shipping flags', () => {
    const flags = (entries: CartEntry[]) => {
      const { hasDigital, purelyDigital, requiresShipping } = computeCartTotals(entries);
      return { hasDigital, purelyDigital, requiresShipping };
    };
    expect(flags([entry('DIGITAL', 1, 1)])).to.deep.equal({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    expect(flags([entry('DIGITAL', 1, 1), entry('PHYSICAL', 1, 1)])).to.deep.equal({
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(flags([entry('PHYSICAL', 1, 1)])).to.deep.equal({ hasDigital: false, purelyDigital: false, requiresShipping: true });
    expect(flags([entry('SERVICE', 1, 1)])).to.deep.equal({ hasDigital: false, purelyDigital: false, requiresShipping: false });
    expect(flags([entry('GIFT_CARD', 1, 1)])).to.deep.equal({ hasDigital: false, purelyDigital: false, requiresShipping: false });
    expect(flags([entry(1, 1, 1), entry(2, 1, 1)])).to.deep.equal({ hasDigital: true, purelyDigital: false, requiresShipping: true });
  });
});

describe('cartCountLabel', () => {
  it('shows the empty state at 0', () => {
    expect(cartCountLabel(0)).to.deep.equal({ text: '0', spokenLabel: 'No items in cart', empty: true });
  });

  it('counts items with a plural', () => {
    expect(cartCountLabel(1)).to.deep.equal({ text: '1', spokenLabel: '1 item in cart', empty: false });
    expect(cartCountLabel(2)).to.deep.equal({ text: '2', spokenLabel: '2 items in cart', empty: false });
    expect(cartCountLabel(99).spokenLabel).to.equal('99 items in cart');
  });

  it('shows exactly 100 as 100, since the cap reads more than 100', () => {
    expect(cartCountLabel(100)).to.deep.equal({ text: '100', spokenLabel: '100 items in cart', empty: false });
  });

  it('caps above 100', () => {
    const capped = { text: '100+', spokenLabel: 'More than 100 items in cart', empty: false };
    expect(cartCountLabel(101)).to.deep.equal(capped);
    expect(cartCountLabel(5000)).to.deep.equal(capped);
    expect(cartCountLabel(Number.POSITIVE_INFINITY)).to.deep.equal(capped);
  });

  it('reads odd counts as whole items, at least 0', () => {
    expect(cartCountLabel(-3).text).to.equal('0');
    expect(cartCountLabel(Number.NEGATIVE_INFINITY).text).to.equal('0');
    expect(cartCountLabel('7' as unknown as number).text).to.equal('0');
    expect(cartCountLabel(Number.NaN).empty).to.equal(true);
    expect(cartCountLabel(2.7).text).to.equal('2');
    expect(cartCountLabel(100.5).text).to.equal('100');
  });
});

describe('commerce index', () => {
  it('re-exports every module', () => {
    for (const name of [
      'formatMoney',
      'currencyName',
      'isValidPrice',
      'isSoldOut',
      'isOnSale',
      'pricesVary',
      'priceRange',
      'effectivePrice',
      'findVariant',
      'availableOptionValues',
      'generateSku',
      'isValidSku',
      'measurementUnits',
      'productProblems',
      'subscriptionWording',
      'checkoutBlockReason',
      'giftCardCheckoutUrl',
      'cartCountLabel',
      'normalizeCart',
      'computeCartTotals',
    ]) {
      expect(typeof (commerce as Record<string, unknown>)[name], name).to.equal('function');
    }
  });
});
