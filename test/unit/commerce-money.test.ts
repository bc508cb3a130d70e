import { expect } from '@open-wc/testing';
import { CURRENCY_CODES, DEFAULT_CURRENCY, MAX_PRODUCT_PRICE } from '../../src/shared/constants/index.js';
import {
  currencyName,
  currencySymbol,
  formatMoney,
  fractionDigits,
  isCurrencyCode,
  isSymbolAfterAmount,
  isValidPrice,
  toMajorUnits,
} from '../../src/shared/commerce/money.js';

interface Row {
  code: string;
  name: string;
  /** 123456789 minor units. */
  amount: string;
  zero: string;
  negative: string;
}

/** Every listed currency: 123456789 minor units, 0, and -5 major units. */
const TABLE: Row[] = [
  { code: 'EUR', name: 'Euro', amount: '€1,234,567.89', zero: '€0.00', negative: '-€5.00' },
  { code: 'USD', name: 'US Dollar', amount: '$1,234,567.89', zero: '$0.00', negative: '-$5.00' },
  { code: 'AUD', name: 'Australian Dollar', amount: 'A$1,234,567.89', zero: 'A$0.00', negative: '-A$5.00' },
  { code: 'NOK', name: 'Norwegian Krone', amount: '1,234,567.89 kr', zero: '0.00 kr', negative: '-5.00 kr' },
  { code: 'CAD', name: 'Canadian Dollar', amount: 'CA$1,234,567.89', zero: 'CA$0.00', negative: '-CA$5.00' },
  { code: 'NZD', name: 'New Zealand Dollar', amount: 'NZ$1,234,567.89', zero: 'NZ$0.00', negative: '-NZ$5.00' },
  { code: 'DKK', name: 'Danish Krone', amount: '1,234,567.89 kr', zero: '0.00 kr', negative: '-5.00 kr' },
  { code: 'GBP', name: 'Pound Sterling', amount: '£1,234,567.89', zero: '£0.00', negative: '-£5.00' },
  { code: 'HKD', name: 'Hong Kong Dollar', amount: 'HK$1,234,567.89', zero: 'HK$0.00', negative: '-HK$5.00' },
  { code: 'CHF', name: 'Swiss Franc', amount: 'CHF 1,234,567.89', zero: 'CHF 0.00', negative: '-CHF 5.00' },
  { code: 'MXN', name: 'Mexican Peso', amount: 'MX$1,234,567.89', zero: 'MX$0.00', negative: '-MX$5.00' },
  { code: 'SGD', name: 'Singapore Dollar', amount: 'S$1,234,567.89', zero: 'S$0.00', negative: '-S$5.00' },
  { code: 'SEK', name: 'Swedish Krona', amount: '1,234,567.89 kr', zero: '0.00 kr', negative: '-5.00 kr' },
  { code: 'CZK', name: 'Czech Koruna', amount: '1,234,567.89 Kč', zero: '0.00 Kč', negative: '-5.00 Kč' },
  { code: 'ILS', name: 'New Israeli Sheqel', amount: '₪1,234,567.89', zero: '₪0.00', negative: '-₪5.00' },
  { code: 'PHP', name: 'Philippine Peso', amount: '₱1,234,567.89', zero: '₱0.00', negative: '-₱5.00' },
  { code: 'RUB', name: 'Russian Ruble', amount: '1,234,567.89 p.', zero: '0.00 p.', negative: '-5.00 p.' },
  { code: 'PLN', name: 'Zloty', amount: '1,234,567.89 zł', zero: '0.00 zł', negative: '-5.00 zł' },
  { code: 'THB', name: 'Baht', amount: '฿1,234,567.89', zero: '฿0.00', negative: '-฿5.00' },
  { code: 'MYR', name: 'Malaysian Ringgit', amount: 'RM 1,234,567.89', zero: 'RM 0.00', negative: '-RM 5.00' },
  { code: 'ARS', name: 'Argentine Peso', amount: 'AR$1,234,567.89', zero: 'AR$0.00', negative: '-AR$5.00' },
  { code: 'BRL', name: 'Brazilian Real', amount: 'R$1,234,567.89', zero: 'R$0.00', negative: '-R$5.00' },
  { code: 'COP', name: 'Colombian Peso', amount: 'COL$1,234,567.89', zero: 'COL$0.00', negative: '-COL$5.00' },
  { code: 'IDR', name: 'Rupiah', amount: 'Rp 1,234,567.89', zero: 'Rp 0.00', negative: '-Rp 5.00' },
  { code: 'INR', name: 'Indian Rupee', amount: '₹1,234,567.89', zero: '₹0.00', negative: '-₹5.00' },
  { code: 'ZAR', name: 'Rand', amount: 'R 1,234,567.89', zero: 'R 0.00', negative: '-R 5.00' },
  { code: 'JPY', name: 'Yen', amount: '¥123,456,789', zero: '¥0', negative: '-¥5' },
];

describe('formatMoney per currency', () => {
  let warnings: unknown[][];
  let originalWarn: typeof console.warn;

  beforeEach(() => {
    warnings = [];
    originalWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
  });

  afterEach(() => {
    console.warn = originalWarn;
  });

  it('covers all 27 listed currencies', () => {
    expect(TABLE.map((row) => row.code)).to.have.members([...CURRENCY_CODES]);
    expect(TABLE).to.have.length(27);
  });

  for (const row of TABLE) {
    describe(row.code, () => {
      const scale = 10 ** (row.code === 'JPY' ? 0 : 2);

      it('groups with commas and uses a decimal dot', () => {
        expect(formatMoney(123456789, row.code)).to.equal(row.amount);
      });

      it('formats zero', () => {
        expect(formatMoney(0, row.code)).to.equal(row.zero);
      });

      it('puts the minus sign before the symbol or amount', () => {
        expect(formatMoney(-5 * scale, row.code)).to.equal(row.negative);
      });

      it('trims zero fractions only when asked', () => {
        const trimmed = formatMoney(-5 * scale, row.code, { trimZeroFractions: true });
        expect(trimmed).to.equal(row.negative.replace('.00', ''));
        expect(formatMoney(123456789, row.code, { trimZeroFractions: true })).to.equal(row.amount);
      });

      it('is named', () => {
        expect(currencyName(row.code)).to.equal(row.name);
      });

      it('accepts the largest amount of 15 integer places and refuses a 16th', () => {
        const largest = 10n ** BigInt(15) * BigInt(scale) - 1n;
        const text = formatMoney(largest, row.code);
        expect(text).to.include(scale === 1 ? '999,999,999,999,999' : '999,999,999,999,999.99');
        expect(formatMoney(largest + 1n, row.code)).to.equal(undefined);
        expect(warnings).to.have.length(1);
      });

      it('places the symbol after the amount only for kr, zł, Kč and p.', () => {
        const after = ['DKK', 'NOK', 'SEK', 'PLN', 'CZK', 'RUB'].includes(row.code);
        expect(isSymbolAfterAmount(row.code)).to.equal(after);
        expect(formatMoney(100, row.code)!.endsWith(currencySymbol(row.code)!)).to.equal(after);
      });
    });
  }
});

describe('formatMoney details', () => {
  let warnings: unknown[][];
  let originalWarn: typeof console.warn;

  beforeEach(() => {
    warnings = [];
    originalWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
  });

  afterEach(() => {
    console.warn = originalWarn;
  });

  it('divides minor units by 10 to the fraction digits', () => {
    expect(formatMoney(1, 'USD')).to.equal('$0.01');
    expect(formatMoney(10, 'USD')).to.equal('$0.10');
    expect(formatMoney(1050, 'EUR')).to.equal('€10.50');
    expect(formatMoney(1050, 'JPY')).to.equal('¥1,050');
    expect(formatMoney(-1, 'SEK')).to.equal('-0.01 kr');
  });

  it('keeps a non-zero fraction when trimming', () => {
    expect(formatMoney(1050, 'USD', { trimZeroFractions: true })).to.equal('$10.50');
    expect(formatMoney(1001, 'USD', { trimZeroFractions: true })).to.equal('$10.01');
    expect(formatMoney(1000, 'USD', { trimZeroFractions: true })).to.equal('$10');
    expect(formatMoney(0, 'USD', { trimZeroFractions: true })).to.equal('$0');
    expect(formatMoney(150000, 'NOK', { trimZeroFractions: true })).to.equal('1,500 kr');
  });

  it('formats the maximum product price', () => {
    expect(formatMoney(MAX_PRODUCT_PRICE, 'USD')).to.equal('$1,000,000.00');
  });

  it('is exact at the largest safe integer and with bigint beyond it', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).to.equal('$90,071,992,547,409.91');
    expect(formatMoney(12345678901234567n, 'USD')).to.equal('$123,456,789,012,345.67');
    expect(formatMoney(-12345678901234567n, 'PLN')).to.equal('-123,456,789,012,345.67 zł');
  });

  it('rounds a fraction of a minor unit half away from zero', () => {
    expect(formatMoney(1049.5, 'USD')).to.equal('$10.50');
    expect(formatMoney(1049.4, 'USD')).to.equal('$10.49');
    expect(formatMoney(-1049.5, 'USD')).to.equal('-$10.50');
    expect(formatMoney(-0.4, 'USD')).to.equal('$0.00');
  });

  it('gives undefined and warns for an unknown currency', () => {
    expect(formatMoney(100, 'XYZ')).to.equal(undefined);
    expect(formatMoney(100, 'usd')).to.equal(undefined);
    expect(formatMoney(100, '')).to.equal(undefined);
    expect(warnings).to.have.length(3);
    expect(warnings[0]).to.deep.equal(['Unknown currency: XYZ']);
  });

  it('gives undefined and warns for an amount that is not a number', () => {
    expect(formatMoney(Number.NaN, 'USD')).to.equal(undefined);
    expect(formatMoney(Number.POSITIVE_INFINITY, 'USD')).to.equal(undefined);
    expect(formatMoney(2 ** 60, 'USD')).to.equal(undefined);
    expect(warnings).to.have.length(3);
    expect(warnings[0]).to.deep.equal(['Amount cannot be shown as money: NaN USD']);
  });

  it('lets the caller fall back', () => {
    expect(formatMoney(100, 'XYZ') ?? '100 XYZ').to.equal('100 XYZ');
  });
});

describe('currency helpers', () => {
  it('knows the listed currencies and the USD default', () => {
    expect(DEFAULT_CURRENCY).to.equal('USD');
    expect(isCurrencyCode('USD')).to.equal(true);
    expect(isCurrencyCode('toString')).to.equal(false);
    expect(isCurrencyCode(undefined)).to.equal(false);
    expect(fractionDigits('JPY')).to.equal(0);
    expect(fractionDigits('GBP')).to.equal(2);
    expect(fractionDigits('XYZ')).to.equal(undefined);
    expect(currencySymbol('XYZ')).to.equal(undefined);
    expect(currencyName('XYZ')).to.equal(undefined);
  });

  it('converts to major units', () => {
    expect(toMajorUnits(1050, 'USD')).to.equal(10.5);
    expect(toMajorUnits(1050, 'JPY')).to.equal(1050);
    expect(toMajorUnits(1050, 'XYZ')).to.equal(undefined);
  });
});

describe('isValidPrice', () => {
  it('accepts whole minor units from 0 to 100000000', () => {
    expect(isValidPrice(0)).to.equal(true);
    expect(isValidPrice(1999)).to.equal(true);
    expect(isValidPrice(100_000_000)).to.equal(true);
  });

  it('refuses negative, fractional, too large and non-numbers', () => {
    expect(isValidPrice(-1)).to.equal(false);
    expect(isValidPrice(100_000_001)).to.equal(false);
    expect(isValidPrice(10.5)).to.equal(false);
    expect(isValidPrice(Number.NaN)).to.equal(false);
    expect(isValidPrice('100')).to.equal(false);
    expect(isValidPrice(undefined)).to.equal(false);
  });
});
