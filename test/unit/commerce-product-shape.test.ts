import { expect } from '@open-wc/testing';
import { productLabel, productShapeProblem } from '../../src/shared/commerce/product-shape.js';
import { bowl, club, giftCard, mug, notebook } from '../helpers/products.js';

describe('productShapeProblem', () => {
  it('passes products of the right shape, whatever their values', () => {
    for (const product of [mug, bowl, notebook, club, giftCard]) expect(productShapeProblem(product), product.id).to.equal(undefined);
    // Out of range is a product problem, not a shape problem: drawn with a fallback, not left out.
    expect(productShapeProblem({ ...bowl, variants: [{ ...bowl.variants[0], qtyInStock: -3, price: 100000001, sku: 'x'.repeat(61) }] })).to.equal(
      undefined,
    );
    expect(productShapeProblem({ ...bowl, productType: 1, variants: [] })).to.equal(undefined);
    expect(productShapeProblem({ ...bowl, variants: [{ price: 1, optionValues: [{ value: 'S' }] }] })).to.equal(undefined);
  });

  it('names the first field of the wrong shape', () => {
    const cases: [unknown, string][] = [
      [[mug], 'is not an object'],
      [null, 'is not an object'],
      [{ ...mug, productType: undefined }, 'needs a productType (a name or a code)'],
      [{ ...mug, variants: {} }, 'has variants that are not a list'],
      [{ ...mug, variants: 'x' }, 'has variants that are not a list'],
      [{ ...mug, variants: [mug.variants[0], null] }, 'has variant 2 that is not an object'],
      [{ ...mug, variants: [{ ...mug.variants[0], price: undefined }] }, 'has variant 1 without a price (a number)'],
      [{ ...mug, variants: [{ ...mug.variants[0], qtyInStock: '4' }] }, 'has variant 1 with a qtyInStock that is not a number'],
      [{ ...mug, variants: [{ ...mug.variants[0], unlimited: 'yes' }] }, 'has variant 1 with an unlimited that is not true or false'],
      [{ ...mug, variants: [{ ...mug.variants[0], optionValues: 'Size' }] }, 'has variant 1 with optionValues that are not a list'],
      [
        { ...mug, variants: [{ ...mug.variants[0], optionValues: [{ optionName: 'Size', value: 300 }] }] },
        'has variant 1 with an option value that is not { optionName, value } text',
      ],
      [{ ...mug, excerpt: ['a'] }, 'has an excerpt that is not text'],
      [{ ...notebook, priceCents: '1800' }, 'has a priceCents that is not a number'],
      [{ ...mug, images: 'mug.jpg' }, 'has images that are not a list'],
      [{ ...club, subscriptionPlan: 'monthly' }, 'has a subscriptionPlan that is not an object'],
      [{ ...club, subscriptionPlan: { numBillingCycles: 12 } }, 'has a subscriptionPlan without a billingPeriod { value, unit }'],
      [
        { ...club, subscriptionPlan: { ...club.subscriptionPlan, numBillingCycles: '12' } },
        'has a subscriptionPlan whose numBillingCycles is not a number',
      ],
    ];
    for (const [product, problem] of cases) expect(productShapeProblem(product), problem).to.equal(problem);
  });
});

describe('productLabel', () => {
  it('is the id, else the place in the list', () => {
    expect(productLabel(mug)).to.equal('mug');
    expect(productLabel({ ...mug, id: '' }, 3)).to.equal('3 of the list');
    expect(productLabel('x', 2)).to.equal('2 of the list');
    expect(productLabel({})).to.equal('(no id)');
  });
});
