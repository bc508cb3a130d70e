import { expect } from '@open-wc/testing';
import { ProductType } from '../../src/shared/constants/index.js';
import {
  effectivePrice,
  fromPrice,
  isOnSale,
  isSoldOut,
  isVariantSoldOut,
  priceRange,
  pricedVariants,
  pricesVary,
  productTypeName,
  workflowLabel,
  type Product,
  type ProductVariant,
} from '../../src/shared/commerce/product.js';
import { availableOptionValues, findVariant, optionNames, variantOptions } from '../../src/shared/commerce/variant-selection.js';
import { generateSku, isGeneratedSku, isValidSku } from '../../src/shared/commerce/sku.js';
import { measurementStandard, measurementUnits } from '../../src/shared/commerce/measurement.js';
import { productProblems } from '../../src/shared/commerce/product-problems.js';

function variant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return { price: 1000, salePrice: 0, onSale: false, qtyInStock: 5, unlimited: false, optionValues: [], sku: 'SQ0000001', ...overrides };
}

function product(productType: Product['productType'], variants: ProductVariant[], overrides: Partial<Product> = {}): Product {
  return { productType, variants, ...overrides };
}

function digital(overrides: Partial<Product> = {}): Product {
  return { productType: 'DIGITAL', priceCents: 500, salePriceCents: 300, onSale: false, ...overrides };
}

describe('product type', () => {
  it('takes the type names and the enumeration codes', () => {
    for (const name of ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const) expect(productTypeName(name)).to.equal(name);
    expect(productTypeName(ProductType.PHYSICAL)).to.equal('PHYSICAL');
    expect(productTypeName(ProductType.DIGITAL)).to.equal('DIGITAL');
    expect(productTypeName(ProductType.SERVICE)).to.equal('SERVICE');
    expect(productTypeName(ProductType.GIFT_CARD)).to.equal('GIFT_CARD');
  });

  it('gives undefined for paywall and anything else', () => {
    expect(productTypeName(ProductType.PAYWALL)).to.equal(undefined);
    expect(productTypeName('physical')).to.equal(undefined);
    expect(productTypeName(undefined)).to.equal(undefined);
    expect(productTypeName({})).to.equal(undefined);
  });
});

describe('workflow labels', () => {
  it('maps published, scheduled and draft', () => {
    expect(workflowLabel('published')).to.equal('Available');
    expect(workflowLabel('scheduled')).to.equal('Scheduled');
    expect(workflowLabel('draft')).to.equal('Hidden');
  });

  it('labels anything else Unsupported', () => {
    for (const state of ['needs_review', 'PUBLISHED', '', undefined, null, 1]) expect(workflowLabel(state)).to.equal('Unsupported');
  });
});

describe('sold out', () => {
  const soldOutVariant = variant({ qtyInStock: 0 });

  it('is sold out when every limited variant has 0 or less in stock', () => {
    expect(isSoldOut(product('PHYSICAL', [soldOutVariant, variant({ qtyInStock: -2 })]))).to.equal(true);
    expect(isSoldOut(product('SERVICE', [soldOutVariant]))).to.equal(true);
    expect(isSoldOut(product(ProductType.PHYSICAL, [soldOutVariant]))).to.equal(true);
  });

  it('is not sold out while one variant has stock or is unlimited', () => {
    expect(isSoldOut(product('PHYSICAL', [soldOutVariant, variant({ qtyInStock: 1 })]))).to.equal(false);
    expect(isSoldOut(product('PHYSICAL', [soldOutVariant, variant({ qtyInStock: 0, unlimited: true })]))).to.equal(false);
  });

  it('treats missing stock on a limited variant as none', () => {
    expect(isVariantSoldOut({ price: 1 })).to.equal(true);
    expect(isVariantSoldOut({ price: 1, unlimited: true })).to.equal(false);
  });

  it('never holds for digital products or gift cards', () => {
    expect(isSoldOut(digital())).to.equal(false);
    expect(isSoldOut(product('DIGITAL', [soldOutVariant]))).to.equal(false);
    expect(isSoldOut(product('GIFT_CARD', [soldOutVariant]))).to.equal(false);
  });

  it('does not call a product without variants sold out', () => {
    expect(isSoldOut(product('PHYSICAL', []))).to.equal(false);
    expect(isSoldOut({ productType: 'PHYSICAL' })).to.equal(false);
  });
});

describe('prices', () => {
  it('takes the sale price while on sale', () => {
    expect(effectivePrice(variant({ price: 1000, salePrice: 800, onSale: true }))).to.equal(800);
    expect(effectivePrice(variant({ price: 1000, salePrice: 800, onSale: false }))).to.equal(1000);
    expect(effectivePrice({ price: 1000, onSale: true })).to.equal(1000);
    expect(effectivePrice(variant({ price: 1000, salePrice: 0, onSale: true }))).to.equal(0);
  });

  it('is on sale when any variant is', () => {
    expect(isOnSale(product('PHYSICAL', [variant(), variant({ onSale: true })]))).to.equal(true);
    expect(isOnSale(product('PHYSICAL', [variant(), variant()]))).to.equal(false);
    expect(isOnSale(product('PHYSICAL', []))).to.equal(false);
  });

  it('reads a digital product by its own onSale flag', () => {
    expect(isOnSale(digital({ onSale: true }))).to.equal(true);
    expect(isOnSale(digital({ onSale: false, variants: [variant({ onSale: true })] }))).to.equal(false);
    expect(isOnSale(digital({ onSale: true, priceCents: undefined }))).to.equal(true);
    expect(pricedVariants(digital({ onSale: true }))).to.deep.equal([{ price: 500, salePrice: 300, onSale: true, unlimited: true }]);
    expect(pricedVariants(digital({ priceCents: undefined }))).to.deep.equal([]);
  });

  it('varies when variants differ in price, sale state or sale price', () => {
    expect(pricesVary(product('PHYSICAL', [variant(), variant()]))).to.equal(false);
    expect(pricesVary(product('PHYSICAL', [variant(), variant({ price: 1200 })]))).to.equal(true);
    expect(pricesVary(product('PHYSICAL', [variant(), variant({ onSale: true })]))).to.equal(true);
    expect(pricesVary(product('PHYSICAL', [variant(), variant({ salePrice: 700 })]))).to.equal(true);
    expect(pricesVary(product('PHYSICAL', [variant({ onSale: undefined }), variant({ onSale: false })]))).to.equal(false);
    expect(pricesVary(product('PHYSICAL', [variant()]))).to.equal(false);
    expect(pricesVary(product('PHYSICAL', []))).to.equal(false);
    expect(pricesVary(digital({ onSale: true }))).to.equal(false);
  });

  it('gives the range of effective prices and the lowest as the from price', () => {
    const p = product('PHYSICAL', [variant({ price: 1500 }), variant({ price: 2000, salePrice: 900, onSale: true }), variant({ price: 1200 })]);
    expect(priceRange(p)).to.deep.equal({ min: 900, max: 1500 });
    expect(fromPrice(p)).to.equal(900);
    expect(priceRange(digital({ onSale: true }))).to.deep.equal({ min: 300, max: 300 });
    expect(priceRange(product('PHYSICAL', []))).to.equal(undefined);
    expect(fromPrice(product('PHYSICAL', []))).to.equal(undefined);
  });
});

describe('variant selection', () => {
  const shirt = product('PHYSICAL', [
    variant({
      sku: 'S-RED',
      optionValues: [
        { optionName: 'Size', value: 'S' },
        { optionName: 'Color', value: 'Red' },
      ],
    }),
    variant({
      sku: 'S-BLUE',
      qtyInStock: 0,
      optionValues: [
        { optionName: 'Size', value: 'S' },
        { optionName: 'Color', value: 'Blue' },
      ],
    }),
    variant({
      sku: 'M-RED',
      qtyInStock: 0,
      optionValues: [
        { optionName: 'Size', value: 'M' },
        { optionName: 'Color', value: 'Red' },
      ],
    }),
    variant({
      sku: 'L-GREEN',
      optionValues: [
        { optionName: 'Size', value: 'L' },
        { optionName: 'Color', value: 'Green' },
      ],
    }),
  ]);

  it('lists the option names in order', () => {
    expect(optionNames(shirt)).to.deep.equal(['Size', 'Color']);
    expect(optionNames(product('PHYSICAL', []))).to.deep.equal([]);
  });

  it('finds the variant with every option selected', () => {
    expect(findVariant(shirt, { Size: 'S', Color: 'Blue' })?.sku).to.equal('S-BLUE');
    expect(findVariant(shirt, { Color: 'Green', Size: 'L' })?.sku).to.equal('L-GREEN');
  });

  it('finds nothing while an option is unselected or the combination does not exist', () => {
    expect(findVariant(shirt, { Size: 'S' })).to.equal(undefined);
    expect(findVariant(shirt, { Size: 'S', Color: undefined })).to.equal(undefined);
    expect(findVariant(shirt, { Size: 'L', Color: 'Red' })).to.equal(undefined);
    expect(findVariant(shirt, {})).to.equal(undefined);
  });

  it('returns the only variant of a product without options', () => {
    const single = product('PHYSICAL', [variant({ sku: 'ONLY' })]);
    expect(findVariant(single, {})?.sku).to.equal('ONLY');
  });

  it('names unnamed options by position', () => {
    const unnamed = product('PHYSICAL', [variant({ sku: 'A', optionValues: [{ value: 'S' }, { value: 'Red' }] })]);
    expect(variantOptions(unnamed.variants![0]!)).to.deep.equal({ 0: 'S', 1: 'Red' });
    expect(findVariant(unnamed, { 0: 'S', 1: 'Red' })?.sku).to.equal('A');
  });

  it('offers the values that go with the other selections, marking sold-out ones', () => {
    expect(availableOptionValues(shirt, 'Color', { Size: 'S' })).to.deep.equal([
      { value: 'Red', soldOut: false },
      { value: 'Blue', soldOut: true },
    ]);
    expect(availableOptionValues(shirt, 'Size', { Color: 'Red' })).to.deep.equal([
      { value: 'S', soldOut: false },
      { value: 'M', soldOut: true },
    ]);
  });

  it("ignores the option's own selection and unselected options", () => {
    expect(availableOptionValues(shirt, 'Size', { Size: 'M', Color: undefined })).to.deep.equal([
      { value: 'S', soldOut: false },
      { value: 'M', soldOut: true },
      { value: 'L', soldOut: false },
    ]);
  });

  it('is not sold out while any matching variant has stock', () => {
    const p = product('PHYSICAL', [
      variant({
        qtyInStock: 0,
        optionValues: [
          { optionName: 'Size', value: 'S' },
          { optionName: 'Color', value: 'Red' },
        ],
      }),
      variant({
        qtyInStock: 3,
        optionValues: [
          { optionName: 'Size', value: 'S' },
          { optionName: 'Color', value: 'Blue' },
        ],
      }),
    ]);
    expect(availableOptionValues(p, 'Size', {})).to.deep.equal([{ value: 'S', soldOut: false }]);
  });

  it('offers nothing for an unknown option or impossible selection', () => {
    expect(availableOptionValues(shirt, 'Material', {})).to.deep.equal([]);
    expect(availableOptionValues(shirt, 'Color', { Size: 'XL' })).to.deep.equal([]);
  });
});

describe('SKU', () => {
  it('allows at most 60 characters', () => {
    expect(isValidSku('')).to.equal(true);
    expect(isValidSku('x'.repeat(60))).to.equal(true);
    expect(isValidSku('x'.repeat(61))).to.equal(false);
    expect(isValidSku(12)).to.equal(false);
  });

  it('generates SQ and 7 digits from the random source', () => {
    expect(generateSku(() => 0)).to.equal('SQ0000000');
    expect(generateSku(() => 0.1234567)).to.equal('SQ1234567');
    expect(generateSku(() => 42.5 / 10_000_000)).to.equal('SQ0000042');
    expect(generateSku(() => 0.99999999)).to.equal('SQ9999999');
  });

  it('stays in range with a misbehaving random source', () => {
    expect(generateSku(() => 1)).to.equal('SQ9999999');
    expect(generateSku(() => -0.5)).to.equal('SQ0000000');
  });

  it('generates valid SKUs with Math.random', () => {
    for (let i = 0; i < 50; i++) {
      const sku = generateSku();
      expect(isGeneratedSku(sku), sku).to.equal(true);
      expect(isValidSku(sku)).to.equal(true);
    }
    expect(isGeneratedSku('SQ123456')).to.equal(false);
    expect(isGeneratedSku('XX1234567')).to.equal(false);
  });
});

describe('measurement units (store settings)', () => {
  it('weighs in lbs and measures in inch for imperial', () => {
    expect(measurementUnits('imperial')).to.deep.equal({ weight: 'lbs', dimension: 'inch' });
    expect(measurementUnits(1)).to.deep.equal({ weight: 'lbs', dimension: 'inch' });
  });

  it('weighs in kg and measures in cm for metric', () => {
    expect(measurementUnits('metric')).to.deep.equal({ weight: 'kg', dimension: 'cm' });
    expect(measurementUnits('METRIC')).to.deep.equal({ weight: 'kg', dimension: 'cm' });
    expect(measurementUnits(2)).to.deep.equal({ weight: 'kg', dimension: 'cm' });
  });

  it('falls back to imperial', () => {
    expect(measurementStandard(undefined)).to.equal('imperial');
    expect(measurementStandard('furlongs')).to.equal('imperial');
  });
});

describe('product problems', () => {
  it('finds none in good data', () => {
    expect(productProblems(product('PHYSICAL', [variant(), variant({ price: 100_000_000 })]))).to.deep.equal([]);
    expect(productProblems(digital())).to.deep.equal([]);
    expect(productProblems(digital({ salePriceCents: undefined }))).to.deep.equal([]);
  });

  it('reports a product without variants', () => {
    expect(productProblems(product('PHYSICAL', []))).to.deep.equal([{ code: 'noVariants' }]);
    expect(productProblems({ productType: 'SERVICE' })).to.deep.equal([{ code: 'noVariants' }]);
  });

  it('reports negative stock, bad prices and long SKUs by variant', () => {
    const p = product('PHYSICAL', [variant(), variant({ qtyInStock: -1, price: 100_000_001, salePrice: -5, sku: 'x'.repeat(61) })]);
    expect(productProblems(p)).to.deep.equal([
      { code: 'invalidPrice', variantIndex: 1, value: 100_000_001 },
      { code: 'invalidPrice', variantIndex: 1, value: -5 },
      { code: 'negativeStock', variantIndex: 1, value: -1 },
      { code: 'skuTooLong', variantIndex: 1, value: 'x'.repeat(61) },
    ]);
  });

  it("reports a digital product's own bad prices", () => {
    expect(productProblems(digital({ priceCents: undefined }))).to.deep.equal([{ code: 'invalidPrice', value: undefined }]);
    expect(productProblems(digital({ salePriceCents: 200_000_000 }))).to.deep.equal([{ code: 'invalidPrice', value: 200_000_000 }]);
  });

  it('reports an unknown product type', () => {
    expect(productProblems(product('PAYWALL', [variant()]))).to.deep.equal([{ code: 'unknownProductType', value: 'PAYWALL' }]);
  });
});
