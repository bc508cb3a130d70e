import { expect } from '@open-wc/testing';
import { giftCardStep, giftCardWebsiteId, isGiftCard } from '../../src/shared/commerce/gift-card.js';
import { ProductType } from '../../src/shared/constants/enums.js';
import { unselectedOption } from '../../src/shared/commerce/variant-selection.js';

const amount = (value: string, sku?: string) => ({
  price: 2500,
  unlimited: true,
  optionValues: [{ optionName: 'Amount', value }],
  ...(sku && { sku }),
});
const giftCard = {
  id: 'card',
  productType: 'GIFT_CARD',
  variants: [amount('$25', 'SQ0000701'), amount('$50', 'SQ0000702')],
};

describe('isGiftCard', () => {
  it('knows a gift card by its type name or code', () => {
    expect(isGiftCard({ productType: 'GIFT_CARD' })).to.equal(true);
    expect(isGiftCard({ productType: ProductType.GIFT_CARD })).to.equal(true);
    for (const productType of ['PHYSICAL', 'SERVICE', 'DIGITAL', 'gift_card', ProductType.PHYSICAL, undefined]) {
      expect(isGiftCard({ productType: productType as string }), String(productType)).to.equal(false);
    }
  });
});

describe('giftCardWebsiteId', () => {
  it("takes the site's website id first, else the product's own", () => {
    expect(giftCardWebsiteId('site', 'product')).to.equal('site');
    expect(giftCardWebsiteId(undefined, 'product')).to.equal('product');
    expect(giftCardWebsiteId('', 'product')).to.equal('product');
    expect(giftCardWebsiteId('  ', 'product')).to.equal('product');
  });

  it('is undefined with neither, or with ids that are not text', () => {
    expect(giftCardWebsiteId(undefined, undefined)).to.equal(undefined);
    expect(giftCardWebsiteId('', '')).to.equal(undefined);
    expect(giftCardWebsiteId(42, { id: 'x' })).to.equal(undefined);
  });
});

describe('unselectedOption', () => {
  it('names the first option not chosen, else the first, else none', () => {
    const twoOptions = {
      productType: 'PHYSICAL',
      variants: [
        {
          price: 1,
          optionValues: [
            { optionName: 'Size', value: 'S' },
            { optionName: 'Glaze', value: 'Blue' },
          ],
        },
      ],
    };
    expect(unselectedOption(twoOptions, {})).to.equal('Size');
    expect(unselectedOption(twoOptions, { Size: 'S' })).to.equal('Glaze');
    // Every option chosen, but no variant has that combination.
    expect(unselectedOption(twoOptions, { Size: 'M', Glaze: 'Red' })).to.equal('Size');
    expect(unselectedOption({ productType: 'PHYSICAL', variants: [{ price: 1 }] }, {})).to.equal('');
  });
});

describe('giftCardStep', () => {
  it("goes to the gift card checkout with the website id, the product id and the chosen variant's SKU", () => {
    expect(giftCardStep({ product: giftCard, websiteId: 'w1', variant: giftCard.variants[1], selected: { Amount: '$50' } })).to.deep.equal({
      type: 'checkout',
      url: '/checkout/giftcard?websiteId=w1&giftCardProductId=card&sku=SQ0000702',
    });
  });

  it('leaves the SKU out when the variant has none', () => {
    const single = { id: 'card', productType: 'GIFT_CARD', variants: [{ price: 2500, unlimited: true }] };
    expect(giftCardStep({ product: single, websiteId: 'w1', variant: single.variants[0], selected: {} })).to.deep.equal({
      type: 'checkout',
      url: '/checkout/giftcard?websiteId=w1&giftCardProductId=card',
    });
    expect(giftCardStep({ product: single, websiteId: 'w1', variant: { price: 2500, sku: '' }, selected: {} })).to.deep.equal({
      type: 'checkout',
      url: '/checkout/giftcard?websiteId=w1&giftCardProductId=card',
    });
  });

  it('asks for the unchosen option while no variant is chosen', () => {
    expect(giftCardStep({ product: giftCard, websiteId: 'w1', variant: undefined, selected: {} })).to.deep.equal({
      type: 'selectOption',
      option: 'Amount',
    });
  });

  it('cannot go anywhere without a website id or a product id, whatever is chosen', () => {
    expect(giftCardStep({ product: giftCard, websiteId: undefined, variant: giftCard.variants[0], selected: { Amount: '$25' } })).to.deep.equal({
      type: 'unavailable',
    });
    expect(giftCardStep({ product: giftCard, websiteId: undefined, variant: undefined, selected: {} })).to.deep.equal({ type: 'unavailable' });
    for (const id of [undefined, '', 7]) {
      expect(giftCardStep({ product: { ...giftCard, id }, websiteId: 'w1', variant: giftCard.variants[0], selected: {} }), String(id)).to.deep.equal({
        type: 'unavailable',
      });
    }
  });

  it('encodes the ids', () => {
    const step = giftCardStep({ product: { ...giftCard, id: 'g&2' }, websiteId: 'w 1', variant: amount('$5', 'A#1'), selected: {} });
    expect(step.type).to.equal('checkout');
    const url = new URL((step as { url: string }).url, 'https://example.com');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ websiteId: 'w 1', giftCardProductId: 'g&2', sku: 'A#1' });
  });
});
