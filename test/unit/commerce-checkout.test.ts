import { expect } from '@open-wc/testing';
import {
  checkoutBlockReason,
  checkoutUrl,
  donateCheckoutUrl,
  giftCardCheckoutUrl,
  minimumSubtotalOf,
  subscribeCheckoutUrl,
} from '../../src/shared/commerce/checkout.js';

const COOKIES = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

describe('checkout navigation targets', () => {
  it('goes to checkout', () => {
    expect(checkoutUrl()).to.equal('/commerce/goto-checkout');
  });

  it('goes to subscription checkout with the cart token', () => {
    expect(subscribeCheckoutUrl('abc123')).to.equal('/checkout/subscribe?cartToken=abc123');
  });

  it('goes to donation with the donate page id', () => {
    expect(donateCheckoutUrl('5f1e2d')).to.equal('/checkout/donate?donatePageId=5f1e2d');
  });

  it('goes to gift card checkout with an optional sku', () => {
    expect(giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'g2', sku: 'SQ1234567' })).to.equal(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g2&sku=SQ1234567',
    );
    expect(giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'g2' })).to.equal('/checkout/giftcard?websiteId=w1&giftCardProductId=g2');
    expect(giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'g2', sku: '' })).to.equal(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g2',
    );
  });

  it('encodes the values', () => {
    expect(subscribeCheckoutUrl('a b&c=d/é')).to.equal('/checkout/subscribe?cartToken=a+b%26c%3Dd%2F%C3%A9');
    const url = new URL(giftCardCheckoutUrl({ websiteId: 'w&1', giftCardProductId: 'g?2', sku: '#x' }), 'https://example.com');
    expect(url.pathname).to.equal('/checkout/giftcard');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ websiteId: 'w&1', giftCardProductId: 'g?2', sku: '#x' });
  });
});

describe('checkoutBlockReason', () => {
  it('requires the cart cookie', () => {
    expect(checkoutBlockReason({ hasCartCookie: false, subtotalCents: 5000, currency: 'USD' })).to.equal(COOKIES);
    expect(checkoutBlockReason({ hasCartCookie: false, subtotalCents: 0, minimumSubtotalCents: 1000, currency: 'USD' })).to.equal(COOKIES);
  });

  it('requires the minimum subtotal, formatted as money', () => {
    expect(checkoutBlockReason({ hasCartCookie: true, subtotalCents: 999, minimumSubtotalCents: 1000, currency: 'USD' })).to.equal(
      'To check out, the order subtotal must be $10.00 or more.',
    );
    expect(checkoutBlockReason({ hasCartCookie: true, subtotalCents: 0, minimumSubtotalCents: 250000, currency: 'SEK' })).to.equal(
      'To check out, the order subtotal must be 2,500.00 kr or more.',
    );
    expect(checkoutBlockReason({ hasCartCookie: true, subtotalCents: 10, minimumSubtotalCents: 1000, currency: 'JPY' })).to.equal(
      'To check out, the order subtotal must be ¥1,000 or more.',
    );
  });

  it('lets checkout start at or above the minimum, or without one', () => {
    expect(checkoutBlockReason({ hasCartCookie: true, subtotalCents: 1000, minimumSubtotalCents: 1000, currency: 'USD' })).to.equal(undefined);
    expect(checkoutBlockReason({ hasCartCookie: true, subtotalCents: 1001, minimumSubtotalCents: 1000, currency: 'USD' })).to.equal(undefined);
    expect(checkoutBlockReason({ hasCartCookie: true, subtotalCents: 0, currency: 'USD' })).to.equal(undefined);
    expect(checkoutBlockReason({ hasCartCookie: true, subtotalCents: 0, minimumSubtotalCents: 0, currency: 'USD' })).to.equal(undefined);
  });

  it('still blocks with an unlisted currency, showing the bare amount', () => {
    const originalWarn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(checkoutBlockReason({ hasCartCookie: true, subtotalCents: 1, minimumSubtotalCents: 1000, currency: 'XYZ' })).to.equal(
        'To check out, the order subtotal must be 1000 or more.',
      );
      expect(warnings).to.have.length(1);
    } finally {
      console.warn = originalWarn;
    }
  });
});

describe("the store's minimum subtotal", () => {
  it('is the store setting in minor units', () => {
    expect(minimumSubtotalOf({ currency: 'USD', minimumSubtotal: 1500 })).to.equal(1500);
  });

  it('is none when absent, 0, negative, fractional or not a number', () => {
    for (const settings of [
      undefined,
      null,
      {},
      { minimumSubtotal: 0 },
      { minimumSubtotal: -5 },
      { minimumSubtotal: 10.5 },
      { minimumSubtotal: '1500' },
    ]) {
      expect(minimumSubtotalOf(settings), JSON.stringify(settings)).to.equal(undefined);
    }
  });
});
