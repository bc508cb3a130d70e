import { expect } from '@open-wc/testing';
import { defaultVariant, prepareProduct, problemsWarning, productPrice, stockOf, variantPrice } from '../../src/shared/commerce/product-display.js';
import { bowl, mug, notebook } from '../helpers/products.js';

describe('product display', () => {
  it("prices: 'from' the lowest effective price when prices vary, else the shared one", () => {
    expect(productPrice(mug, undefined, 'USD')).to.deep.equal({ kind: 'from', text: 'from $38.00' });
    expect(productPrice(bowl, undefined, 'USD')).to.deep.equal({ kind: 'regular', text: '$64.00' });
    expect(productPrice(notebook, undefined, 'EUR')).to.deep.equal({ kind: 'sale', text: '€12.00', original: '€18.00' });
    expect(variantPrice(mug.variants[1], 'JPY')).to.deep.equal({ kind: 'sale', text: '¥3,900', original: '¥4,400' });
  });

  it('a bad price or no currency is unavailable; bad prices are left out of the from price', () => {
    const unavailable = { kind: 'unavailable', text: 'Price unavailable' };
    expect(variantPrice({ price: 100000001 }, 'USD')).to.deep.equal(unavailable);
    expect(variantPrice({ price: 100, onSale: true, salePrice: -1 }, 'USD')).to.deep.equal(unavailable);
    expect(variantPrice({ price: 100 }, undefined)).to.deep.equal(unavailable);
    const mixed = { ...mug, variants: [{ ...mug.variants[0]!, price: -5 }, mug.variants[2]!] };
    expect(productPrice(mixed, undefined, 'USD')).to.deep.equal({ kind: 'from', text: 'from $50.00' });
  });

  it('prepares bad data: negative stock becomes none, an unknown currency is a problem, no variants is unusable', () => {
    const prepared = prepareProduct({ ...bowl, variants: [{ ...bowl.variants[0]!, qtyInStock: -2 }] }, 'XYZ');
    expect(prepared.product.variants![0]!.qtyInStock).to.equal(0);
    expect(prepared.currency).to.equal(undefined);
    expect(prepared.problems.map((problem) => problem.code)).to.deep.equal(['negativeStock', 'unknownCurrency']);
    expect(prepared.unusable).to.equal(false);
    expect(problemsWarning(prepared.product, prepared.problems)).to.equal(
      'Product bowl has bad data (negativeStock (variant 0: -2), unknownCurrency ("XYZ")); it is shown with a fallback.',
    );
    expect(prepareProduct({ ...bowl, variants: [] }, 'USD').unusable).to.equal(true);
    expect(prepareProduct({ ...bowl, productType: 'PAYWALL' }, 'USD').unusable).to.equal(true);
    expect(prepareProduct({ ...bowl, currency: 'GBP' }, 'USD').currency).to.equal('GBP');
    expect(prepareProduct(bowl, undefined).currency).to.equal('USD');
  });

  it('the default variant and stock: the only variant, the digital one, unlimited is no limit', () => {
    expect(defaultVariant(mug)).to.equal(undefined);
    expect(defaultVariant(bowl)).to.equal(bowl.variants[0]);
    expect(defaultVariant(notebook)!.price).to.equal(1800);
    expect(stockOf(mug, mug.variants[1])).to.equal(4);
    expect(stockOf(notebook, defaultVariant(notebook))).to.equal(undefined);
    expect(stockOf(mug, { ...mug.variants[0]!, unlimited: true })).to.equal(undefined);
  });
});
