import { expect } from '@open-wc/testing';
import * as constants from '../../src/shared/constants/index.js';
import {
  BLOCK_VARIANT_MAX,
  BLOCK_VARIANT_MIN,
  BlockVariant,
  CURRENCY_CODES,
  CURRENCY_FRACTION_DIGITS,
  CollectionType,
  ContributorRole,
  ItemStatus,
  MapStyle,
  PageType,
  ProductType,
  SiteStatus,
  WebsiteType,
} from '../../src/shared/constants/index.js';

/** The rules the constants keep among themselves; their values are the specification's, written once in src/shared/constants. */
describe('constants', () => {
  it('numbers block variants from 1000 in order, inside 1000–1019', () => {
    const codes = Object.values(BlockVariant);
    expect(codes).to.deep.equal(codes.map((_, index) => 1000 + index));
    for (const code of codes) expect(code).to.be.within(BLOCK_VARIANT_MIN, BLOCK_VARIANT_MAX);
  });

  it('never gives two members of an enumeration the same code', () => {
    for (const enumeration of [PageType, SiteStatus, WebsiteType, ItemStatus, ProductType, CollectionType, ContributorRole, BlockVariant, MapStyle]) {
      const values = Object.values(enumeration);
      expect(new Set(values).size).to.equal(values.length);
    }
  });

  it('holds a non-negative number, or a list of them, under every name with a unit', () => {
    const withUnits = Object.entries(constants).filter(([name]) => /_(MS|PX|SECONDS)$/.test(name));
    expect(withUnits.length).to.be.greaterThan(50);
    for (const [name, value] of withUnits) {
      for (const number of [value].flat()) expect(number, name).to.be.a('number').and.to.be.at.least(0);
    }
  });

  it('gives every currency its fraction digits', () => {
    for (const code of CURRENCY_CODES) expect(CURRENCY_FRACTION_DIGITS[code], code).to.be.oneOf([0, 2]);
  });
});
